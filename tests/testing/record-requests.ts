import { onTestFinished, vi } from 'vitest';
import { server } from '@/mocks/node';

/** A request the app sent, as the backend received it. */
export interface SentRequest {
  method: string;
  /** The path without the API base URL's origin (`/api/pymes/pyme/…/`). */
  path: string;
  query: URLSearchParams;
  /** The JSON body, once read (undefined for a request without one). */
  body: unknown;
}

/**
 * Records every request the app sends to the demo backend during the current
 * test (the listener goes when the test ends). Bodies are read asynchronously:
 * assert on them inside `waitFor`.
 */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: undefined,
    };
    sent.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        if (text) entry.body = JSON.parse(text) as unknown;
      });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return sent;
}

/** The requests of one method whose path ends with `pathEnd` (or matches it). */
export function requestsTo(
  sent: readonly SentRequest[],
  method: string,
  path: string | RegExp,
): SentRequest[] {
  return sent.filter(
    (request) =>
      request.method === method &&
      (typeof path === 'string' ? request.path.endsWith(path) : path.test(request.path)),
  );
}

/**
 * Counts the requests on their way to the demo backend from now on (until the
 * test ends). `settled()` waits, without a fixed delay, until every one of them
 * has been answered and the app has had one turn of the event loop to react:
 * where a test checks that nothing more happens after an answer.
 */
export function trackPending() {
  let pending = 0;
  const started = () => {
    pending += 1;
  };
  const ended = () => {
    pending -= 1;
  };
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
  onTestFinished(() => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('request:end', ended);
  });
  return {
    settled: async () => {
      await vi.waitFor(() => {
        if (pending > 0) throw new Error(`${String(pending)} requests still on their way`);
      });
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}
