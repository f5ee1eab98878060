import { setupWorker } from 'msw/browser';
import { persistInLocalStorage } from './db';
import { handlers } from './handlers';
import { setAccessTokenLifetime } from './tokens';

/**
 * localStorage key: seconds an access token lives in this browser's demo.
 * The end-to-end tests set it short, so the refresh runs in the browser too.
 */
export const ACCESS_LIFETIME_KEY = 'pymes-demo-access-lifetime';

/**
 * Starts the demo backend in the browser (`npm run demo`): a service worker
 * answers the API calls from data kept in localStorage.
 */
export async function startDemoBackend(): Promise<void> {
  persistInLocalStorage();
  const lifetime = Number(localStorage.getItem(ACCESS_LIFETIME_KEY));
  if (lifetime > 0) setAccessTokenLifetime(lifetime);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
