import type { Page } from '@playwright/test';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;

/** Saves a full-page screenshot under screenshots/<name>-<viewport>.png at both widths. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `screenshots/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(viewports.desktop);
}
