import { test, type Page } from '@playwright/test';
import { isSpecOnly } from './api-mode';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;

/**
 * The file of a screenshot named `name`: screenshots/<name>.png, or
 * screenshots/<name>-spec-only.png in the spec-only project, so that the two
 * projects' shots of the same screen do not overwrite each other.
 */
export function screenshotPath(name: string): string {
  return `screenshots/${name}${isSpecOnly(test.info()) ? '-spec-only' : ''}.png`;
}

/**
 * Saves a full-page screenshot at both widths: screenshots/<name>-<viewport>.png
 * (with -spec-only at the end in the spec-only project).
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: screenshotPath(`${name}-${label}`), fullPage: true });
  }
  await page.setViewportSize(viewports.desktop);
}
