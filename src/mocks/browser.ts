import { setupWorker } from 'msw/browser';
import { DEMO_API_MODE_KEY, setDemoApiMode, type DemoApiMode } from './api-mode';
import { persistInLocalStorage, setSeedSize } from './db';
import { handlers } from './handlers';
import { setAccessTokenLifetime } from './tokens';

/**
 * localStorage key: seconds an access token lives in this browser's demo.
 * The end-to-end tests set it short, so the refresh runs in the browser too.
 */
export const ACCESS_LIFETIME_KEY = 'pymes-demo-access-lifetime';

/**
 * localStorage key: a number of pymes. When set, the demo starts from a big
 * generated seed of that many pymes (the benchmark's) kept in memory only:
 * it does not fit localStorage, so it is not shared by tabs nor kept on reload.
 */
export const SEED_SIZE_KEY = 'pymes-demo-seed-size';

/**
 * The API this browser's demo serves (src/mocks/api-mode.ts): the localStorage
 * key `pymes-demo-api` when it says `spec` or `full` (the end-to-end tests set
 * it), otherwise the build's `VITE_DEMO_API` (`npm run demo -- --spec-only`
 * builds with `spec`). A demo-only build variable, so it is read here and not
 * in src/config/env.ts.
 */
function demoApiMode(): DemoApiMode {
  const stored = localStorage.getItem(DEMO_API_MODE_KEY);
  if (stored === 'spec' || stored === 'full') return stored;
  return import.meta.env.VITE_DEMO_API === 'spec' ? 'spec' : 'full';
}

/**
 * Starts the demo backend in the browser (`npm run demo`): a service worker
 * answers the API calls from data kept in localStorage.
 */
export async function startDemoBackend(): Promise<void> {
  setDemoApiMode(demoApiMode());
  const seedSize = Number(localStorage.getItem(SEED_SIZE_KEY));
  if (Number.isSafeInteger(seedSize) && seedSize > 0) setSeedSize(seedSize);
  else persistInLocalStorage();
  const lifetime = Number(localStorage.getItem(ACCESS_LIFETIME_KEY));
  if (lifetime > 0) setAccessTokenLifetime(lifetime);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
