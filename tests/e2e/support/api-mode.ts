import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The localStorage key the demo backend reads when it starts in the browser
 * (src/mocks/api-mode.ts, src/mocks/browser.ts): `spec` makes it serve only
 * the spec's API. Repeated here so that the Playwright config does not import
 * the app's code.
 */
export const demoApiModeKey = 'pymes-demo-api';

/** The Playwright project whose pages run the demo backend in `spec` mode. */
export const specOnlyProject = 'chromium-spec-only';

/** True when the test runs against the demo backend that serves only the spec's API. */
export function isSpecOnly(testInfo: TestInfo): boolean {
  return testInfo.project.name === specOnlyProject;
}

/**
 * Checks that the page's demo backend serves the API the project asks for:
 * the demo strip says "API: solo la especificación" only in spec mode (so the
 * spec-only project cannot run the full API unnoticed).
 */
export async function expectDemoApiMode(page: Page, testInfo: TestInfo): Promise<void> {
  const strip = page.getByRole('complementary', { name: 'Modo demostración' });
  await expect(strip).toContainText('Modo demostración.');
  const badge = strip.getByText('API: solo la especificación');
  if (isSpecOnly(testInfo)) await expect(badge).toBeVisible();
  else await expect(badge).toHaveCount(0);
}
