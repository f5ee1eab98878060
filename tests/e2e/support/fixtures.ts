import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { readingOf } from './api-mode';

/** WCAG 2.0/2.1/2.2 level A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on what the page shows now; any violation fails the test with its
 * details. Only in the full-API project: the projects of the spec's readings
 * draw the same screens from the same components, and run the journeys for
 * what the app asks and shows, not for its markup (docs/testing.md, "Speed").
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  if (readingOf(base.info()) !== 'full') return;
  // Colours are only final once fades (modals, collapses) have finished:
  // Bootstrap adds `show` after a fade starts and `collapsing` while it moves.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.fade:not(.show), .collapsing').length === 0 &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // Legacy mode runs axe in the page itself, without opening a second page to
  // merge the frames' results: a third of the cost, and the app has no frame
  // of its own to check (the embedded form's frame is the provider's).
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `Accessibility violations on ${page.url()}`).toEqual([]);
}

interface Fixtures {
  /** Opens a path, waits for the app to draw it, and checks it with axe. */
  visit: (path: string) => Promise<void>;
  /** Checks the current screen with axe (call after in-app navigation). */
  checkA11y: () => Promise<void>;
}

export const test = base.extend<Fixtures>({
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      // Every screen is drawn inside a <main> (the layouts', or its own).
      await page.locator('#root main').first().waitFor();
      await expectNoA11yViolations(page);
    });
  },
  checkA11y: async ({ page }, use) => {
    await use(() => expectNoA11yViolations(page));
  },
  // Every test also ends with a check of the screen it left the browser on.
  page: async ({ page }, use) => {
    await use(page);
    if (page.url().startsWith('http')) {
      await expectNoA11yViolations(page);
    }
  },
});

export { expect };
