import { describe, expect, it } from 'vitest';
import { MAX_WALK_PAGES, walkPages, type ListParams } from '@/api/walk-pages';

/** A DRF list of `total` rows served `size` a page (or `cap` at most), recording each call. */
function drfList(total: number, { size = 10, cap = Infinity }: { size?: number; cap?: number }) {
  const calls: ListParams[] = [];
  const call = (params: ListParams) => {
    calls.push(params);
    const limit = Math.min(Number(params.limit ?? size), cap);
    const offset = Number(params.offset ?? 0);
    const results = Array.from(
      { length: Math.max(0, Math.min(limit, total - offset)) },
      (_, index) => ({ id: offset + index }),
    );
    const next =
      offset + limit < total
        ? `https://api.example.cl/api/x/?limit=${String(limit)}&offset=${String(offset + limit)}`
        : null;
    return Promise.resolve({ data: { count: total, next, previous: null, results } });
  };
  return { call, calls };
}

describe('walkPages', () => {
  it('takes a plain array as the whole list, in one call', async () => {
    const calls: ListParams[] = [];
    const answer = await walkPages((params) => {
      calls.push(params);
      return Promise.resolve({ data: [{ id: 1 }, { id: 2 }] });
    }, {});
    expect(answer).toEqual({ data: [{ id: 1 }, { id: 2 }] });
    expect(calls).toHaveLength(1);
  });

  it('follows next on a list paged although asked without a limit (DRF’s default page size)', async () => {
    const list = drfList(23, { size: 10 });
    const answer = await walkPages(list.call, {});
    expect(answer).toEqual({ data: Array.from({ length: 23 }, (_, id) => ({ id })) });
    expect(list.calls.map((params) => params.offset ?? 0)).toEqual([0, 10, 20]);
  });

  it('asks at the size the backend granted when it caps the limit, no more pages than needed', async () => {
    const list = drfList(250, { cap: 100 });
    const answer = await walkPages(list.call, { limit: 1000, offset: 0, is_active: true });
    expect('data' in answer && Array.isArray(answer.data) && answer.data.length).toBe(250);
    expect(list.calls).toEqual([
      { limit: 1000, offset: 0, is_active: true },
      { limit: 100, offset: 100, is_active: true },
      { limit: 100, offset: 200, is_active: true },
    ]);
  });

  it('takes only limit and offset from next, keeping the call’s own filters and path', async () => {
    const calls: ListParams[] = [];
    await walkPages(
      (params) => {
        calls.push(params);
        return Promise.resolve({
          data:
            calls.length === 1
              ? {
                  count: 2,
                  next: 'https://evil.example/steal?limit=1&offset=1&search=x',
                  results: [{ id: 0 }],
                }
              : { count: 2, next: null, results: [{ id: 1 }] },
        });
      },
      { search: 'miel' },
    );
    expect(calls).toEqual([{ search: 'miel' }, { search: 'miel', limit: 1, offset: 1 }]);
  });

  it('refuses a page that repeats, in two calls', async () => {
    let calls = 0;
    const answer = await walkPages(() => {
      calls += 1;
      return Promise.resolve({
        data: { count: 30, next: '/api/x/?limit=10&offset=0', results: [{ id: calls }] },
      });
    }, {});
    expect(answer).toMatchObject({ error: { status: 'BAD_RESPONSE' } });
    expect(calls).toBe(1);
  });

  it('stops a list that never ends at the pages its count needs, plus two', async () => {
    let calls = 0;
    const answer = await walkPages(() => {
      calls += 1;
      return Promise.resolve({
        data: {
          count: 30,
          next: `/api/x/?limit=10&offset=${String(calls * 10)}`,
          results: Array.from({ length: 10 }, () => ({})),
        },
      });
    }, {});
    expect(answer).toMatchObject({ error: { status: 'BAD_RESPONSE' } });
    expect(calls).toBe(5);
  });

  it(`never asks more than ${String(MAX_WALK_PAGES)} pages, whatever the count claims`, async () => {
    let calls = 0;
    const answer = await walkPages(() => {
      calls += 1;
      return Promise.resolve({
        data: {
          count: 1_000_000,
          next: `/api/x/?limit=1&offset=${String(calls)}`,
          results: [{}],
        },
      });
    }, {});
    expect(answer).toMatchObject({ error: { status: 'BAD_RESPONSE' } });
    expect(calls).toBe(MAX_WALK_PAGES);
  });

  it('refuses an empty page that still has a next', async () => {
    const answer = await walkPages(
      () => Promise.resolve({ data: { count: 5, next: '/api/x/?offset=10', results: [] } }),
      {},
    );
    expect(answer).toMatchObject({ error: { status: 'BAD_RESPONSE' } });
  });

  it('passes a failed page on as the walk’s failure', async () => {
    const list = drfList(30, {});
    const answer = await walkPages((params) => {
      if (params.offset === 10) {
        return Promise.resolve({ error: { status: 500, data: null } });
      }
      return list.call(params);
    }, {});
    expect(answer).toEqual({ error: { status: 500, data: null } });
  });

  it('stops at the page that has what the caller looks for', async () => {
    const list = drfList(100, {});
    const answer = await walkPages(list.call, {}, (rows) =>
      rows.some((row) => (row as { id: number }).id === 15),
    );
    expect(list.calls).toHaveLength(2);
    expect('data' in answer && Array.isArray(answer.data) && answer.data.length).toBe(20);
  });
});
