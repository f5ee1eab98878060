import type { Page } from '@playwright/test';

/**
 * GET `path` from inside the page, as the app would: with the bearer token of
 * the `accessToken` cookie the login left (so through the demo backend of
 * that page, in the mode it serves). Fails on any answer but 2xx.
 */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('accessToken='));
    if (cookie === undefined) throw new Error('No accessToken cookie: log in first');
    const token = decodeURIComponent(cookie.slice('accessToken='.length));
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${url} answered ${String(response.status)}`);
    return (await response.json()) as T;
  }, path);
}

interface PymesPage {
  count: number;
  next: string | null;
  results: { uuid: string; business_name: string; enabled: boolean }[];
}

/**
 * Every pyme of `GET /api/pymes/pyme/`, walked 100 at a time along `next`
 * (both demo modes page a list asked with `limit`), with a bound so that a
 * `next` that never ends fails instead of hanging.
 */
export async function allPymes(page: Page): Promise<PymesPage['results']> {
  const pymes: PymesPage['results'] = [];
  let path: string | null = '/api/pymes/pyme/?limit=100&offset=0';
  for (let request = 0; path !== null; request += 1) {
    if (request === 50) throw new Error('GET /api/pymes/pyme/ did not end after 50 pages');
    const answer: PymesPage = await apiGet<PymesPage>(page, path);
    pymes.push(...answer.results);
    path = answer.next;
  }
  return pymes;
}
