import { test, type Page } from '@playwright/test';
import { readingOf } from './api-mode';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;

/**
 * The file of a screenshot named `name`: screenshots/<name>.png, or
 * screenshots/<name>-<reading>.png in the projects of the spec's readings
 * (`-spec-only`, `-other`), so that the projects' shots of the same screen do
 * not overwrite each other.
 */
export function screenshotPath(name: string): string {
  const reading = readingOf(test.info());
  return `screenshots/${name}${reading === 'full' ? '' : `-${reading}`}.png`;
}

/**
 * Screenshots are for a person to open and look at after a change (the
 * developers' guide asks for it), not compared by any test: pixel baselines
 * break with every Chromium or font update without saying anything about the
 * screen. So they are taken only when asked, `SCREENSHOTS=1 npx playwright
 * test`, never in `npm test` or CI (docs/testing.md).
 */
export const screenshotsWanted = process.env.SCREENSHOTS === '1';

/** A screenshot of the page as it is now, saved only when screenshots are wanted. */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!screenshotsWanted) return;
  await page.screenshot({ path: screenshotPath(name), ...options });
}

/**
 * Saves a full-page screenshot at both widths (only when screenshots are wanted): screenshots/<name>-<viewport>.png
 * (with the reading at the end in the projects of the spec's readings).
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: screenshotPath(`${name}-${label}`), fullPage: true });
  }
  await page.setViewportSize(viewports.desktop);
}
