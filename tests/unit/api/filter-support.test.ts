import { describe, expect, it } from 'vitest';
import { planFilters, type FilterSupport, type FilterValues } from '@/api/filter-support';
import type { Paginated } from '@/api/pagination';

interface Row {
  line: string;
  enabled: boolean;
}

const tests = {
  training: (row: Row, value: string) => row.line === value,
  enabled: (row: Row, value: string) => String(row.enabled) === value,
};

const rows: Row[] = [
  { line: 'A', enabled: true },
  { line: 'B', enabled: true },
  { line: 'A', enabled: false },
  { line: 'C', enabled: true },
];

/** A backend over `rows` that applies the filters in `honours` and ignores the others. */
function backend(honours: readonly string[], data: readonly Row[] = rows) {
  const asked: FilterValues[] = [];
  const firstPage = (send: FilterValues): Promise<Paginated<Row>> => {
    asked.push(send);
    const results = data.filter((row) =>
      Object.entries(send).every(
        ([filter, value]) =>
          !honours.includes(filter) || tests[filter as keyof typeof tests](row, value),
      ),
    );
    return Promise.resolve({ count: results.length, next: null, previous: null, results });
  };
  return { firstPage, asked };
}

function plan(
  filters: FilterValues,
  server: ReturnType<typeof backend>,
  known: Partial<Record<string, FilterSupport>> = {},
  specFilters: readonly string[] = [],
) {
  const learnt: Record<string, FilterSupport> = {};
  return planFilters({
    filters,
    specFilters,
    tests,
    firstPage: server.firstPage,
    known: (filter) => known[filter],
    learn: (filter, support) => {
      learnt[filter] = support;
    },
  }).then((result) => ({ ...result, learnt }));
}

describe('planFilters: a filter of ours is sent only where an answer shows it honoured', () => {
  it('sends the spec’s filters without asking anything', async () => {
    const server = backend(['training']);
    const result = await plan({ training: 'A' }, server, {}, ['training']);
    expect(result).toMatchObject({ send: { training: 'A' }, here: {}, learnt: {} });
    expect(server.asked).toEqual([]);
  });

  it('a row outside the filter proves it ignored: learnt, and applied here', async () => {
    const server = backend([]);
    const result = await plan({ training: 'A' }, server);
    expect(result).toMatchObject({
      send: {},
      here: { training: 'A' },
      learnt: { training: 'ignored' },
    });
    expect(server.asked).toEqual([{ training: 'A' }]);
  });

  it('every row in the filter, and fewer than without it, proves it honoured: learnt and sent', async () => {
    const server = backend(['enabled']);
    const result = await plan({ enabled: 'false' }, server);
    expect(result).toMatchObject({
      send: { enabled: 'false' },
      here: {},
      learnt: { enabled: 'honoured' },
    });
    // The filtered first page is the answer itself.
    expect(result.firstPage?.results).toEqual([{ line: 'A', enabled: false }]);
  });

  it('an empty list proves nothing: nothing learnt (not kept), applied here this time', async () => {
    const server = backend(['enabled'], []);
    const result = await plan({ enabled: 'false' }, server);
    expect(result).toMatchObject({ send: {}, here: { enabled: 'false' }, learnt: {} });
  });

  it('a list whose every row is in the filter proves nothing either', async () => {
    const server = backend([], [{ line: 'A', enabled: true }]);
    const result = await plan({ training: 'A' }, server);
    expect(result).toMatchObject({ send: {}, here: { training: 'A' }, learnt: {} });
    expect(result.firstPage?.results).toHaveLength(1);
  });

  it('uses what was proven before without asking again', async () => {
    const server = backend(['enabled']);
    const result = await plan({ training: 'A', enabled: 'true' }, server, {
      training: 'ignored',
      enabled: 'honoured',
    });
    expect(result).toMatchObject({ send: { enabled: 'true' }, here: { training: 'A' } });
    expect(server.asked).toEqual([]);
  });

  it('probes each unknown filter on top of the ones already sent', async () => {
    const server = backend(['enabled']);
    const result = await plan({ enabled: 'true', training: 'A' }, server);
    expect(result).toMatchObject({
      send: { enabled: 'true' },
      here: { training: 'A' },
      learnt: { enabled: 'honoured', training: 'ignored' },
    });
    expect(server.asked).toEqual([{ enabled: 'true' }, {}, { enabled: 'true', training: 'A' }]);
  });

  it('leaves out a filter without a value', async () => {
    const server = backend([]);
    expect(await plan({ training: '' }, server)).toMatchObject({ send: {}, here: {} });
    expect(server.asked).toEqual([]);
  });
});
