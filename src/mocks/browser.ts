import { setupWorker } from 'msw/browser';
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
 * Starts the demo backend in the browser (`npm run demo`): a service worker
 * answers the API calls from data kept in localStorage.
 */
export async function startDemoBackend(): Promise<void> {
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
