import { setupWorker } from 'msw/browser';
import { persistInLocalStorage } from './db';
import { handlers } from './handlers';

/**
 * Starts the demo backend in the browser (`npm run demo`): a service worker
 * answers the API calls from data kept in localStorage.
 */
export async function startDemoBackend(): Promise<void> {
  persistInLocalStorage();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
