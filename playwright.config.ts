import { defineConfig, devices } from '@playwright/test';
import { demoApiModeKey, otherProject, specOnlyProject } from './tests/e2e/support/api-mode';

/**
 * End-to-end tests in the system's Chromium (Playwright cannot download its
 * own browsers here). CHROMIUM_PATH overrides the binary.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_PORT lets two checkouts run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
// E2E_OUT_DIR builds the demo elsewhere than dist/, for runs side by side.
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

const baseURL = `http://localhost:${String(port)}`;

/**
 * The journeys the projects of the spec's readings run: what a screen test
 * cannot show on those readings. spec-backend.spec.ts, written for them
 * (issue 24's journeys, counting the overview through the API);
 * training-lines.spec.ts, whose images go as multipart in a real browser (the
 * `other` reading refuses JSON there, and the line form's screen tests run
 * in `full` and `drf` only); workspace.spec.ts, a saved view's link opened in
 * a new page and its export downloaded, on a server that ignores the filters.
 * Every other journey runs once, in `chromium`: its screens' differences
 * between readings are the reading projects' screen tests (vite.config.ts,
 * `readingScreens`). Issue 47 took pymes, bulk-actions, pyme-answers and
 * entrepreneur out of this list: pymes-page, bulk-actions, pyme-page and the
 * entrepreneur's screen tests run them on every reading (docs/testing.md).
 */
const specReadingJourneys = ['spec-backend.spec.ts', 'training-lines.spec.ts', 'workspace.spec.ts'];

/** The app's origin with the demo's reading key set (`spec` is a name of spec-only). */
function readingStorage(reading: string) {
  return {
    cookies: [],
    origins: [{ origin: baseURL, localStorage: [{ name: demoApiModeKey, value: reading }] }],
  };
}

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // One generous figure for every journey, and none of its own: a test waits
  // for conditions, and the limits only stop a run that hangs. A 2-core
  // machine under load takes up to four times as long as an idle laptop, and
  // a test must not fail for being slow (docs/testing.md, "Speed").
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'es-CL',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // The spec's backend's journeys run in the projects of its readings.
      testIgnore: 'spec-backend.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // The same build with its demo backend serving only the spec's API
    // (src/mocks/readings.ts): the localStorage key the demo reads at boot, set
    // for the app's origin before every test. Only the journeys whose calls
    // read differently on the readings run here (session.spec.ts calls only
    // the token endpoints, read the same way on all); axe does not run here
    // (same screens, same markup); tests/e2e/support/api-mode.ts tells a test
    // which reading.
    {
      name: specOnlyProject,
      testMatch: specReadingJourneys,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
        storageState: readingStorage('spec'),
      },
    },
    // The same journeys against the other plausible DRF reading of the spec's gaps.
    {
      name: otherProject,
      testMatch: specReadingJourneys,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
        storageState: readingStorage('other'),
      },
    },
    // The production build behind the nginx configuration of deploy/ (its own
    // nginx on a free port, started by the tests; see docs/deployment.md).
    {
      name: 'deploy',
      testDir: './tests/deploy',
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  // The app in demo mode: the same build `npm run demo` serves, on the demo backend.
  // The deploy project does not use it: `npm run test:deploy` sets E2E_DEMO_SERVER=off.
  webServer:
    process.env.E2E_DEMO_SERVER === 'off'
      ? undefined
      : {
          command: `node scripts/demo.mjs --port ${String(port)} --out-dir ${outDir}`,
          url: `http://localhost:${port}/health-check`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
        },
});
