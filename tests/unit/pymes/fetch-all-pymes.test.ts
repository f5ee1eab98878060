import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackPending } from '@tests/testing/record-requests';
import { makeStore } from '@/app/store';
import { filterSupportProven } from '@/api/filter-support';
import { fetchAllPymes as fetchAll, type FetchAllProgress } from '@/features/pymes/fetch-all-pymes';
import type { PymeListFilters } from '@/features/pymes/pyme-filters';
import { readDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { accountOf, signInAs } from '@tests/testing/demo-session';

const listUrl = 'http://api.test/api/pymes/pyme/';
const searchUrl = 'http://api.test/api/pymes/pyme-search/';
const activeList: PymeListFilters = { search: '', training: '', enabled: true };

/** The pages asked for (their `offset`) and how many were on their way at most at once. */
let offsets: number[] = [];
let inFlight = 0;
let maxInFlight = 0;
const started = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/pymes/pyme')) return;
  offsets.push(Number(url.searchParams.get('offset')));
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
};
const ended = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.startsWith('/api/pymes/pyme')) inFlight -= 1;
};

beforeEach(() => {
  offsets = [];
  inFlight = 0;
  maxInFlight = 0;
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
});

afterEach(() => {
  server.events.removeListener('request:start', started);
  server.events.removeListener('request:end', ended);
});

/** The rows of a whole-list load. */
async function fetchAllPymes(...args: Parameters<typeof fetchAll>) {
  return (await fetchAll(...args)).pymes;
}

/**
 * A store signed in as an admin. Unless `probe`, it already knows that the
 * demo backend honours `enabled` on both list endpoints, so the requests
 * counted are the walk's own (the check that proves it has tests of its own).
 */
function adminStore({ probe = false } = {}) {
  const store = makeStore();
  signInAs(accountOf.admin);
  if (!probe) {
    for (const endpoint of ['api/pymes/pyme/', 'api/pymes/pyme-search/']) {
      store.dispatch(filterSupportProven({ endpoint, filter: 'enabled', support: 'honoured' }));
    }
  }
  return store;
}

/** The enabled pymes the demo backend holds, as uuids. */
function enabledUuids(): string[] {
  return readDb()
    .pymes.filter((pyme) => pyme.enabled)
    .map((pyme) => pyme.uuid);
}

describe('fetchAllPymes', () => {
  it('brings every row of the list across pages, in list order, and reports the progress', async () => {
    const store = adminStore();
    const expected = enabledUuids();
    expect(expected.length).toBeGreaterThan(20);
    // The list's own order, as one big page gives it.
    const oneRequest = await fetchAllPymes(store.dispatch, activeList, { pageSize: 1000 });
    expect(offsets).toEqual([0]);
    offsets = [];

    const progress: FetchAllProgress[] = [];
    const rows = await fetchAllPymes(store.dispatch, activeList, {
      pageSize: 10,
      onProgress: (step) => progress.push(step),
    });

    expect(rows.map((pyme) => pyme.uuid)).toEqual(oneRequest.map((pyme) => pyme.uuid));
    expect(new Set(rows.map((pyme) => pyme.uuid))).toEqual(new Set(expected));
    expect(rows.every((pyme) => pyme.enabled)).toBe(true);
    // One request a page, each page once.
    const pages = Math.ceil(expected.length / 10);
    expect(offsets.toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: pages }, (_, index) => index * 10),
    );
    expect(progress).toHaveLength(pages);
    expect(progress[0]).toEqual({ loaded: 10, total: expected.length });
    expect(progress.at(-1)).toEqual({ loaded: expected.length, total: expected.length });
    const loaded = progress.map((step) => step.loaded);
    expect(loaded).toEqual(loaded.toSorted((a, b) => a - b));
  });

  it('keeps the filters on every page: a search, a line, the disabled pymes', async () => {
    const store = adminStore();
    const data = readDb();
    const metropolitana = data.pymes.filter(
      (pyme) => pyme.enabled && pyme.state === 'Metropolitana de Santiago',
    );
    expect(metropolitana.length).toBeGreaterThan(2);

    const searched = await fetchAllPymes(
      store.dispatch,
      { ...activeList, search: 'Metropolitana' },
      { pageSize: 2 },
    );
    expect(new Set(searched.map((pyme) => pyme.uuid))).toEqual(
      new Set(metropolitana.map((pyme) => pyme.uuid)),
    );

    const line = data.lineAssignments[0];
    if (!line) throw new Error('The seed has no line assignment');
    const ofLine = data.lineAssignments
      .filter((assignment) => assignment.training_line_uuid === line.training_line_uuid)
      .map((assignment) => assignment.pyme_uuid)
      .filter((uuid) => data.pymes.find((pyme) => pyme.uuid === uuid)?.enabled);
    const lineRows = await fetchAllPymes(
      store.dispatch,
      { ...activeList, training: line.training_line_uuid },
      { pageSize: 1 },
    );
    expect(lineRows.map((pyme) => pyme.uuid).toSorted()).toEqual(ofLine.toSorted());

    const disabled = await fetchAllPymes(
      store.dispatch,
      { ...activeList, enabled: false },
      { pageSize: 2 },
    );
    expect(disabled.map((pyme) => pyme.uuid).toSorted()).toEqual(
      data.pymes
        .filter((pyme) => !pyme.enabled)
        .map((pyme) => pyme.uuid)
        .toSorted(),
    );
  });

  it('asks page 1 alone, then at most three pages at once', async () => {
    const store = adminStore();
    // The first three pages after page 1 wait until all three have been asked for
    // (a one-at-a-time fetch never gets there: the test times out and fails).
    const held: (() => void)[] = [];
    server.use(
      http.get(listUrl, async ({ request }) => {
        if (new URL(request.url).searchParams.get('offset') === '0' || held.length >= 3) return;
        const released = new Promise<void>((resolve) => {
          held.push(resolve);
        });
        if (held.length === 3) {
          for (const release of held) release();
        }
        await released;
      }),
    );

    const rows = await fetchAllPymes(store.dispatch, activeList, { pageSize: 5 });

    expect(rows).toHaveLength(enabledUuids().length);
    expect(offsets[0]).toBe(0);
    expect(maxInFlight).toBe(3);
  });

  it('stops asking and rejects with an AbortError when aborted', async () => {
    const store = adminStore();
    const controller = new AbortController();
    const progress: FetchAllProgress[] = [];
    const requests = trackPending();

    const loading = fetchAllPymes(store.dispatch, activeList, {
      pageSize: 2,
      signal: controller.signal,
      onProgress: (step) => {
        progress.push(step);
        controller.abort();
      },
    });

    await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
    // Page 1 and at most the three pages already on their way: far from the 20-odd pages.
    expect(offsets.length).toBeLessThanOrEqual(4);
    const asked = offsets.length;
    await requests.settled();
    expect(offsets).toHaveLength(asked);
    expect(progress).toHaveLength(1);
  });

  it('asks nothing when the signal has already been aborted', async () => {
    const store = adminStore();
    const controller = new AbortController();
    controller.abort();
    await expect(
      fetchAllPymes(store.dispatch, activeList, { pageSize: 10, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(offsets).toEqual([]);
  });

  it('rejects with the API error when a page fails', async () => {
    const store = adminStore();
    server.use(
      http.get(searchUrl, ({ request }) =>
        new URL(request.url).searchParams.get('offset') === '4'
          ? HttpResponse.json({ detail: 'boom' }, { status: 500 })
          : undefined,
      ),
    );
    await expect(
      fetchAllPymes(store.dispatch, { ...activeList, search: 'a' }, { pageSize: 2 }),
    ).rejects.toMatchObject({ status: 500, data: { detail: 'boom' } });
  });

  it('returns an empty list after one request when nothing matches', async () => {
    const store = adminStore();
    const progress: FetchAllProgress[] = [];
    const rows = await fetchAllPymes(
      store.dispatch,
      { ...activeList, search: 'ningunapymesellamaasi' },
      { pageSize: 10, onProgress: (step) => progress.push(step) },
    );
    expect(rows).toEqual([]);
    expect(offsets).toEqual([0]);
    expect(progress).toEqual([{ loaded: 0, total: 0 }]);
  });

  it('asks the later pages at the size the backend grants when it caps the limit', async () => {
    const store = adminStore();
    const expected = enabledUuids();
    // DRF's max_limit: at most 4 rows a page, whatever the limit asked.
    server.use(
      http.get(listUrl, async ({ request }) => {
        const url = new URL(request.url);
        if (Number(url.searchParams.get('limit')) <= 4) return undefined;
        url.searchParams.set('limit', '4');
        const capped = await fetch(new Request(url, { headers: request.headers }));
        return HttpResponse.json((await capped.json()) as Record<string, unknown>);
      }),
    );
    const result = await fetchAll(store.dispatch, activeList, { pageSize: 1000 });
    expect(new Set(result.pymes.map((pyme) => pyme.uuid))).toEqual(new Set(expected));
    // Page 1 asked 1000 and got 4; then the pages of 4 the count needs, each once, no more.
    const pages = Math.ceil(expected.length / 4);
    expect(result.requests).toBe(pages);
    // (The capped stand-in asks its own offset 0 once more.)
    expect(offsets.toSorted((a, b) => a - b)).toEqual([
      0,
      ...Array.from({ length: pages }, (_, index) => index * 4),
    ]);
  });

  it('sends a filter of ours only after an answer proved it honoured, and keeps it from then on', async () => {
    const store = adminStore({ probe: true });
    const first = await fetchAll(store.dispatch, activeList, { pageSize: 1000 });
    expect(first.pymes.map((pyme) => pyme.uuid).toSorted()).toEqual(enabledUuids().toSorted());
    // The check: page 1 with the filter, page 1 without it; then the walk.
    expect(offsets).toEqual([0, 0, 0]);
    offsets = [];
    await fetchAll(store.dispatch, activeList, { pageSize: 1000 });
    expect(offsets).toEqual([0]);
  });

  it('keeps only the pymes whose rows show them in the filter when the server ignores it', async () => {
    const store = adminStore({ probe: true });
    const data = readDb();
    const line = data.lineAssignments[0];
    if (!line) throw new Error('The seed has no line assignment');
    // A search that ignores `training` (spec §7 gives it only `limit`, `offset` and `search`).
    server.use(
      http.get(searchUrl, async ({ request }) => {
        const url = new URL(request.url);
        if (!url.searchParams.has('training')) return undefined;
        url.searchParams.delete('training');
        const answer = await fetch(new Request(url, { headers: request.headers }));
        return HttpResponse.json((await answer.json()) as Record<string, unknown>);
      }),
    );
    const ofLine = new Set(
      data.lineAssignments
        .filter((assignment) => assignment.training_line_uuid === line.training_line_uuid)
        .map((assignment) => assignment.pyme_uuid),
    );
    const searched = data.pymes.filter((pyme) => pyme.commune !== '').length;
    const result = await fetchAll(
      store.dispatch,
      { search: 'a', training: line.training_line_uuid },
      { pageSize: 100 },
    );
    expect(result.pymes.length).toBeGreaterThan(0);
    expect(result.pymes.length).toBeLessThan(searched);
    expect(result.pymes.every((pyme) => ofLine.has(pyme.uuid))).toBe(true);
    expect(result.total).toBe(result.pymes.length);
    expect(result.filteredHere?.read).toBeGreaterThan(result.pymes.length);
  });

  it('says the list ended short when its pages gave fewer pymes than its count announced', async () => {
    const store = adminStore();
    server.use(
      http.get(listUrl, async ({ request }) => {
        const url = new URL(request.url);
        // The demo backend's own answer (this handler passes a limit of 999 on).
        if (url.searchParams.get('limit') === '999') return undefined;
        url.searchParams.set('limit', '999');
        const answer = await fetch(new Request(url, { headers: request.headers }));
        const page = (await answer.json()) as { count: number; results: unknown[] };
        // Every row in one page, `next: null`, and a count 5 higher than the rows.
        return HttpResponse.json({ ...page, count: page.count + 5, next: null });
      }),
    );
    const result = await fetchAll(store.dispatch, { search: '', training: '' }, { pageSize: 1000 });
    expect(result.stoppedEarly).toBe('ended-short');
    expect(result.total).toBe(result.pymes.length + 5);
  });
});
