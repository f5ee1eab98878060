import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The localStorage key the demo backend reads when it starts in the browser
 * (src/mocks/readings.ts, src/mocks/browser.ts): the reading of the spec it
 * serves. Repeated here, with the readings' names and badges, so that the
 * Playwright config does not import the app's code.
 */
export const demoApiModeKey = 'pymes-demo-api';

export type ReadingName = 'full' | 'spec-only' | 'other';

/** The Playwright project whose pages run the demo backend in the spec-only reading. */
export const specOnlyProject = 'chromium-spec-only';

/** The Playwright project whose pages run the demo backend in the other reading. */
export const otherProject = 'chromium-other';

/** The reading each project's demo serves; any other project (chromium, deploy) serves full. */
const readingOfProject: Readonly<Record<string, ReadingName>> = {
  [specOnlyProject]: 'spec-only',
  [otherProject]: 'other',
};

/** What the demo bar says for each reading (src/mocks/readings.ts, `badge`). */
const badges: Readonly<Record<ReadingName, string>> = {
  full: 'API: completa (con propuestas nuestras)',
  'spec-only': 'API: solo la especificación',
  other: 'API: otra lectura de la especificación',
};

/** The reading the test's demo backend serves. */
export function readingOf(testInfo: TestInfo): ReadingName {
  return readingOfProject[testInfo.project.name] ?? 'full';
}

/** True when the test runs against the demo backend in the spec-only reading. */
export function isSpecOnly(testInfo: TestInfo): boolean {
  return readingOf(testInfo) === 'spec-only';
}

/** True when the demo backend serves the spec's API without additions of ours (spec-only, other). */
export function isSpecApi(testInfo: TestInfo): boolean {
  return readingOf(testInfo) !== 'full';
}

/**
 * Checks that the page's demo backend serves the reading the project asks
 * for: the demo strip names it in its badge (so a project cannot run another
 * reading unnoticed).
 */
export async function expectDemoApiMode(page: Page, testInfo: TestInfo): Promise<void> {
  const strip = page.getByRole('complementary', { name: 'Modo demostración' });
  await expect(strip).toContainText('Modo demostración.');
  await expect(strip.getByText(badges[readingOf(testInfo)], { exact: true })).toBeVisible();
}
