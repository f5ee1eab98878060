import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { DEMO_API_MODE_KEY, setDemoApiMode, type DemoApiMode } from './api-mode';
import { persistInLocalStorage, setSeedSize } from './db';
import { handlers } from './handlers';
import { api } from './http';
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
 * localStorage key: a JSON list of API paths (`["api/pymes/admin/"]`) whose
 * reads the demo answers with a 500, to see (and test end to end) a screen
 * with one call failing while the others answer (docs/decisions.md, "One rule
 * when one call fails"). Read at every request: remove it and "Reintentar"
 * loads.
 */
export const FAILING_PATHS_KEY = 'pymes-demo-failing';

function failingPaths(): string[] {
  try {
    const paths: unknown = JSON.parse(localStorage.getItem(FAILING_PATHS_KEY) ?? '[]');
    if (!Array.isArray(paths)) return [];
    return paths
      .filter((path): path is string => typeof path === 'string')
      .map((path) => new URL(api(path), location.href).pathname);
  } catch {
    return [];
  }
}

/** Put before the others: fails a read of a path `FAILING_PATHS_KEY` names, else lets it through. */
const failingReads = http.get('*', ({ request }) => {
  if (!failingPaths().includes(new URL(request.url).pathname)) return undefined;
  return HttpResponse.json({ detail: 'Falla a propósito (modo demostración).' }, { status: 500 });
});

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
  const worker = setupWorker(failingReads, ...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
