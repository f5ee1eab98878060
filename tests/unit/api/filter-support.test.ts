import { describe, expect, it } from 'vitest';
import { trainingLineFilterTests } from '@/api/edge/training-lines';
import {
  checkRows,
  pageOfKept,
  planFilters,
  proveByOpposite,
  type FilterSupport,
  type FilterValues,
} from '@/api/filter-support';
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

  it('sends a spec filter until its rows proved it ignored, then applies it here', async () => {
    const server = backend([]);
    const result = await plan({ training: 'A' }, server, { training: 'ignored' }, ['training']);
    expect(result).toMatchObject({ send: {}, here: { training: 'A' } });
    expect(server.asked).toEqual([]);
  });

  it('leaves out a filter without a value', async () => {
    const server = backend([]);
    expect(await plan({ training: '' }, server)).toMatchObject({ send: {}, here: {} });
    expect(server.asked).toEqual([]);
  });
});

const lineA = rows.filter((row) => row.line === 'A');

describe('checkRows: no row is shown against the filter it was asked under (issue 45)', () => {
  it.each([
    // [what, filters asked, filters the server applies, rows kept, filters proven ignored]
    ['honoured, every row passes', { training: 'A' }, ['training'], lineA, []],
    ['ignored, rows contradict it', { training: 'A' }, [], lineA, ['training']],
    [
      'ignored, a yes/no filter',
      { enabled: 'false' },
      [],
      [{ line: 'A', enabled: false }],
      ['enabled'],
    ],
    [
      'one honoured and one ignored',
      { training: 'A', enabled: 'true' },
      ['training'],
      [{ line: 'A', enabled: true }],
      ['enabled'],
    ],
    [
      'both ignored',
      { training: 'C', enabled: 'true' },
      [],
      [{ line: 'C', enabled: true }],
      ['training', 'enabled'],
    ],
    ['ignored, no row passes', { training: 'Z' }, [], [], ['training']],
    ['a filter no row carries (no test): every row passes', { search: 'miel' }, [], rows, []],
  ] as const)('%s', async (_what, asked, honours, kept, contradicted) => {
    const answer = await backend(honours).firstPage(asked);
    const check = checkRows(answer.results, asked, tests);
    expect(check.kept).toEqual(kept);
    expect(check.contradicted).toEqual(contradicted);
  });

  it('ignored where every row happens to pass: nothing to drop, nothing proven', async () => {
    const answer = await backend([], lineA).firstPage({ training: 'A' });
    expect(checkRows(answer.results, { training: 'A' }, tests)).toEqual({
      kept: lineA,
      contradicted: [],
    });
  });

  it('the formation lines: a row whose is_active is false contradicts is_active=true', () => {
    const active = { uuid: '1', is_active: true };
    const lines = [active, { uuid: '2', is_active: false }];
    expect(checkRows(lines, { is_active: 'true' }, trainingLineFilterTests)).toEqual({
      kept: [{ uuid: '1', is_active: true }],
      contradicted: ['is_active'],
    });
    expect(checkRows([active], { is_active: 'true' }, trainingLineFilterTests)).toEqual({
      kept: [{ uuid: '1', is_active: true }],
      contradicted: [],
    });
  });
});

describe('proveByOpposite: a page whose rows all pass, asked again with the opposite value', () => {
  const lines = [
    { uuid: '1', is_active: true },
    { uuid: '2', is_active: true },
    { uuid: '3', is_active: false },
  ];
  /** A server over `lines` that applies `is_active` or ignores it. */
  const answerOf = (honours: boolean, value: string, data = lines) => {
    const results = honours ? data.filter((line) => String(line.is_active) === value) : data;
    return () => Promise.resolve({ count: results.length, next: null, previous: null, results });
  };

  it.each([
    ['applies it (the inactive lines come)', true, lines, 'honoured'],
    ['applies it (no inactive line: an empty answer)', true, lines.slice(0, 2), 'honoured'],
    ['ignores it (the same rows come)', false, lines.slice(0, 2), 'ignored'],
    ['ignores it (every line comes)', false, lines, 'ignored'],
  ] as const)('a server that %s', async (_what, honours, data, support) => {
    expect(
      await proveByOpposite(
        answerOf(honours, 'false', data),
        trainingLineFilterTests.is_active,
        'true',
      ),
    ).toBe(support);
  });
});

describe('pageOfKept: a page out of the rows kept of a list read whole', () => {
  const kept = Array.from({ length: 13 }, (_, index) => ({ line: 'A', enabled: index > 0 }));
  const walk = { rows: [...kept, ...kept.slice(0, 2)], total: 15, pageSize: 100 };

  it('counts the rows kept, pages them, and says what was read', () => {
    const page = pageOfKept(walk, kept, { enabled: 'true' }, 2, 10);
    expect(page.count).toBe(13);
    expect(page.results).toEqual(kept.slice(10));
    expect(page.filteredHere).toEqual({ filters: ['enabled'], read: 15, total: 15, pageSize: 100 });
  });

  it('says why a read stopped short', () => {
    const page = pageOfKept({ ...walk, stoppedEarly: 'ceiling' }, kept, { enabled: 'true' }, 1, 10);
    expect(page.filteredHere.stoppedEarly).toBe('ceiling');
  });
});
