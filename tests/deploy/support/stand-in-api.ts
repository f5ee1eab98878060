import type { BrowserContext } from '@playwright/test';
import type { NginxSite } from './nginx-site';

/** A 1×1 PNG: what the stand-in answers for any stored image (`media/…`). */
export const pngPixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * One path's answer: its JSON (an image path answers the PNG), and what to do
 * before answering (note the request, hold it until the test lets it go).
 */
export interface StandInAnswer {
  json?: unknown;
  before?: () => void | Promise<void>;
}

/**
 * The backend, answered in the browser for the deploy tests, cross-origin as in
 * production: CORS headers, the preflights, `answers` by path (from the API's
 * root, without the query: `api/users/info/`), the PNG for any `media/` path,
 * and 404 for anything else.
 */
export async function routeStandInApi(
  context: BrowserContext,
  site: NginxSite,
  answers: Record<string, StandInAnswer>,
): Promise<void> {
  const api = site.apiUrl;
  const cors = {
    'Access-Control-Allow-Origin': site.url,
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
  };
  await context.route(`${api}**`, async (route) => {
    const path = route.request().url().slice(api.length).split('?')[0] ?? '';
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    const answer = answers[path];
    await answer?.before?.();
    if (answer?.json !== undefined) {
      await route.fulfill({ status: 200, headers: cors, json: answer.json });
    } else if (path.startsWith('media/')) {
      await route.fulfill({ status: 200, headers: cors, contentType: 'image/png', body: pngPixel });
    } else {
      await route.fulfill({ status: 404, headers: cors, json: { detail: 'Not found.' } });
    }
  });
}
