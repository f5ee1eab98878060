import { delay, http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { persistInLocalStorage, setSeedSize } from './db';
import { handlers } from './handlers';
import { api } from './http';
import { READING_KEY, readingNamed, setReading, type ReadingName } from './readings';
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
 * localStorage key: a JSON list of API calls the demo answers with a 500:
 * a path (`"api/pymes/admin/"`) fails its reads, a method and a path
 * (`"PATCH api/pymes/pyme/<uuid>/"`) that write, to see (and test end to end)
 * a screen with one call failing while the others answer (docs/decisions.md,
 * "One rule when one call fails"; a bulk run's failed pyme, issue 29). Read
 * at every request: remove it and "Reintentar" works.
 */
export const FAILING_PATHS_KEY = 'pymes-demo-failing';

/**
 * localStorage key: milliseconds the demo waits before answering each API
 * call, to see progress on screen and to time a bulk run against a stated
 * delay per call (`npm run bench:admin -- --bulk`).
 */
export const LATENCY_KEY = 'pymes-demo-latency';

function failingCalls(): { method: string; path: string }[] {
  try {
    const entries: unknown = JSON.parse(localStorage.getItem(FAILING_PATHS_KEY) ?? '[]');
    if (!Array.isArray(entries)) return [];
    return entries
      .filter((entry): entry is string => typeof entry === 'string')
      .map((entry) => {
        const [method, path] = entry.includes(' ') ? entry.split(' ', 2) : ['GET', entry];
        return {
          method: (method ?? 'GET').toUpperCase(),
          path: new URL(api(path ?? ''), location.href).pathname,
        };
      });
  } catch {
    return [];
  }
}

/** Put before the others: waits the demo's latency, then fails a call `FAILING_PATHS_KEY` names, else lets it through. */
const latencyAndFailures = http.all('*', async ({ request }) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(new URL(api('api/'), location.href).pathname)) return undefined;
  const latency = Number(localStorage.getItem(LATENCY_KEY));
  if (latency > 0) await delay(latency);
  const failing = failingCalls().some(
    (call) => call.method === request.method && call.path === url.pathname,
  );
  if (!failing) return undefined;
  return HttpResponse.json({ detail: 'Falla a propósito (modo demostración).' }, { status: 500 });
});

/**
 * The reading this browser's demo serves (src/mocks/readings.ts): the one the
 * localStorage key `pymes-demo-api` names (the end-to-end tests set it;
 * `spec` is a name of `spec-only`), otherwise the build's `VITE_DEMO_READING`
 * (`npm run demo -- --reading <name>`) or, from older builds' settings,
 * `VITE_DEMO_API=spec`; otherwise `full`. Demo-only build variables, so they
 * are read here and not in src/config/env.ts.
 */
function demoReading(): ReadingName {
  const built: unknown = import.meta.env.VITE_DEMO_READING;
  const builtBefore: unknown = import.meta.env.VITE_DEMO_API;
  return (
    readingNamed(localStorage.getItem(READING_KEY)) ??
    readingNamed(built) ??
    readingNamed(builtBefore) ??
    'full'
  );
}

/**
 * Starts the demo backend in the browser (`npm run demo`): a service worker
 * answers the API calls from data kept in localStorage.
 */
export async function startDemoBackend(): Promise<void> {
  setReading(demoReading());
  const seedSize = Number(localStorage.getItem(SEED_SIZE_KEY));
  if (Number.isSafeInteger(seedSize) && seedSize > 0) setSeedSize(seedSize);
  else persistInLocalStorage();
  const lifetime = Number(localStorage.getItem(ACCESS_LIFETIME_KEY));
  if (lifetime > 0) setAccessTokenLifetime(lifetime);
  const worker = setupWorker(latencyAndFailures, ...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
