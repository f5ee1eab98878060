import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazyPartLoaded, rootReducer } from '@/lib/root-reducer';
import { detectFilterHere, type ResourceName } from './edge/detections';
import { pageParams, type Paginated } from './pagination';
import type { WalkResult, WalkStop } from './walk-list';

/**
 * Filters of ours, detected where they are sent (docs/decisions.md, "A filter
 * is sent where it is shown honoured"). The spec gives each list endpoint a
 * few query parameters (`training` on `pymes/pyme/`); any other filter is
 * ours, and a DRF backend ignores a parameter it does not know, answering the
 * whole list as if filtered. So a filter of ours goes to an endpoint only
 * after an answer of that endpoint proved it honoured, and otherwise the app
 * keeps the rows that pass it itself, reading the list whole (bounded), and
 * says so.
 *
 * The proof, per endpoint and filter, from the rows themselves:
 * - a row of the filtered answer that fails the filter proves it ignored;
 * - every row passing it, and fewer rows in all than the same list without
 *   it, proves it honoured;
 * - anything else (an empty list, or every row of the list passing it)
 *   proves nothing: nothing is kept, and the app filters this list itself.
 * What was proven is kept in the store for the session's page (the backend
 * does not change what it honours while the app runs).
 *
 * The spec's own filters (`training` on `pymes/pyme/`, `is_active=true` on
 * the formation lists) are sent without a probe, but never trusted: the rows
 * of every answer are checked against the filters it was asked under
 * (`checkRows`), and a row that contradicts one proves it ignored on that
 * endpoint, like a filter of ours (issue 45, docs/decisions.md "No row
 * against its filter").
 */

/** What an answer proved: the endpoint applies the filter, or ignores it. */
export type FilterSupport = 'honoured' | 'ignored';

type FilterSupportState = Partial<Record<string, FilterSupport>>;

const supportKey = (endpoint: string, filter: string) => `${endpoint}?${filter}`;

const initialState: FilterSupportState = {};

export const filterSupportSlice = createSlice({
  name: 'filterSupport',
  initialState,
  reducers: {
    filterSupportProven(
      state,
      { payload }: PayloadAction<{ endpoint: string; filter: string; support: FilterSupport }>,
    ) {
      state[supportKey(payload.endpoint, payload.filter)] = payload.support;
    },
  },
});

export const { filterSupportProven } = filterSupportSlice.actions;

// Joins the store with the first list that checks a filter (src/lib/root-reducer.ts).
rootReducer.inject(filterSupportSlice);
lazyPartLoaded(filterSupportSlice.reducerPath);

declare module '@/lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's declaration merging for a lazy slice
  interface LazyLoadedSlices extends WithSlice<typeof filterSupportSlice> {}
}

/** What the store knows of `filter` on `endpoint` (undefined: nothing proven yet). */
export function selectFilterSupport(
  state: unknown,
  endpoint: string,
  filter: string,
): FilterSupport | undefined {
  const known = (state as { filterSupport?: FilterSupportState }).filterSupport;
  return known?.[supportKey(endpoint, filter)];
}

/** A filter proven on an endpoint, as "Conexión con el servidor" lists them. */
export interface ProvenFilter {
  endpoint: string;
  filter: string;
  support: FilterSupport;
}

const nothingProven: FilterSupportState = {};

/** What the store knows proven, on every endpoint (one object while nothing changes). */
export function selectFilterSupportState(state: unknown): Readonly<FilterSupportState> {
  return (state as { filterSupport?: FilterSupportState }).filterSupport ?? nothingProven;
}

/** `selectFilterSupportState`'s answer as a list, one entry per endpoint and filter. */
export function provenFilters(known: Readonly<FilterSupportState>): ProvenFilter[] {
  return Object.entries(known).flatMap(([key, support]) => {
    const at = key.lastIndexOf('?');
    return support && at > 0
      ? [{ endpoint: key.slice(0, at), filter: key.slice(at + 1), support }]
      : [];
  });
}

/** Filters as query values, by name (`{training: '<uuid>', enabled: 'false'}`). */
export type FilterValues = Readonly<Record<string, string>>;

/** Which filters go to the server, and which the app applies to the rows itself. */
export interface FilterPlan<Row> {
  send: Record<string, string>;
  here: Record<string, string>;
  /**
   * Page 1 of the list with `send`, when the planning already asked it (at
   * the page size `firstPage` asks): the answer itself when nothing is `here`.
   */
  firstPage?: Paginated<Row>;
}

export interface FilterPlanInput<Row> extends FilterSplitInput, FilterProbeInput<Row> {}

/** What `splitFilters` needs: the filters, and what is known of them on one endpoint. */
export interface FilterSplitInput {
  /** The filters wanted; an empty value is no filter. */
  filters: FilterValues;
  /** The filters the spec gives this endpoint: sent without a check. */
  specFilters: readonly string[];
  /**
   * Filters no backend is asked for (no API has them: the app's own, such as
   * a registration date range): applied here without a probe.
   */
  hereOnly?: readonly string[];
  /** What the store knows of a filter on this endpoint. */
  known: (filter: string) => FilterSupport | undefined;
}

/** What `probeFilters` needs: the rows' tests, page 1 to ask, and where to keep a proof. */
export interface FilterProbeInput<Row> {
  /** Whether a row passes a filter, as the row shows it. */
  tests: Readonly<Record<string, (row: Row, value: string) => boolean>>;
  /** Page 1 of the list with these filters sent. */
  firstPage: (send: FilterValues) => Promise<Paginated<Row>>;
  /** Keeps what an answer proved. */
  learn: (filter: string, support: FilterSupport) => void;
}

/** `planFilters` before it asks anything: what the store decides, and what is left to probe. */
export interface FilterSplit {
  send: Record<string, string>;
  here: Record<string, string>;
  /** The filters nothing proved on this endpoint yet, in the order given. */
  unknown: Record<string, string>;
}

/**
 * Decides, filter by filter, whether to send it or apply it here: the
 * spec's filters and the ones proven honoured are sent, the ones proven
 * ignored are applied here, and an unknown one is probed (its first page,
 * and when that cannot refute it, the first page without it). `known` and
 * `learn` speak of one endpoint: what is proven is proven for it alone.
 */
export async function planFilters<Row>(input: FilterPlanInput<Row>): Promise<FilterPlan<Row>> {
  return probeFilters(splitFilters(input), input);
}

/** The part of `planFilters` the store decides, asking nothing (pure). */
export function splitFilters({
  filters,
  specFilters,
  hereOnly = [],
  known,
}: FilterSplitInput): FilterSplit {
  const send: Record<string, string> = {};
  const here: Record<string, string> = {};
  const unknown: Record<string, string> = {};
  for (const [filter, value] of Object.entries(filters)) {
    if (value === '') continue;
    if (hereOnly.includes(filter)) {
      here[filter] = value;
      continue;
    }
    // A spec filter is sent until an answer's rows proved it ignored.
    const support = known(filter) ?? (specFilters.includes(filter) ? 'honoured' : undefined);
    if (support === 'honoured') send[filter] = value;
    else if (support === 'ignored') here[filter] = value;
    else unknown[filter] = value;
  }
  return { send, here, unknown };
}

/** The part of `planFilters` that asks: each unknown filter probed, one after another. */
export async function probeFilters<Row>(
  split: FilterSplit,
  { tests, firstPage, learn }: FilterProbeInput<Row>,
): Promise<FilterPlan<Row>> {
  const send = { ...split.send };
  const here = { ...split.here };
  let first: Paginated<Row> | undefined;
  for (const [filter, value] of Object.entries(split.unknown)) {
    const test = tests[filter] ?? (() => true);
    const filtered = await firstPage({ ...send, [filter]: value });
    if (filtered.results.some((row) => !test(row, value))) {
      learn(filter, 'ignored');
      here[filter] = value;
      continue;
    }
    const plain = await firstPage({ ...send });
    if (plain.count > filtered.count) {
      learn(filter, 'honoured');
      send[filter] = value;
      first = filtered;
    } else {
      // Proves nothing (`endpoint` may filter or not): filtered here, this time.
      here[filter] = value;
      first = plain;
    }
  }
  return { send, here, ...(first ? { firstPage: first } : {}) };
}

/** Whether `row` passes every filter of `filters`. */
export function passesFilters<Row>(
  row: Row,
  filters: FilterValues,
  tests: Readonly<Record<string, (row: Row, value: string) => boolean>>,
): boolean {
  return Object.entries(filters).every(([filter, value]) => tests[filter]?.(row, value) ?? true);
}

/** What the rows of an answer say of the filters it was asked under. */
export interface RowCheck<Row> {
  /** The rows that pass every filter asked, in their order: the only ones shown as matching. */
  kept: Row[];
  /** The filters some row contradicts: the server did not apply them. */
  contradicted: string[];
}

/**
 * The rule of issue 45: a row that carries the field a filter is about and
 * contradicts the filter it was asked under is never shown as matching it.
 * `rows` came from a request sent with `asked`; the rows that pass every
 * filter are kept, and each filter some row fails is proven ignored by the
 * server that answered. A filter without a test (no row carries its field)
 * passes every row. Pure: the caller learns (`filterSupportProven`), notes
 * (`noteFiltersHere`) and says it (the list's notice).
 */
export function checkRows<Row>(
  rows: readonly Row[],
  asked: FilterValues,
  tests: Readonly<Record<string, (row: Row, value: string) => boolean>>,
): RowCheck<Row> {
  const contradicted = new Set<string>();
  const kept = rows.filter((row) => {
    let passes = true;
    for (const [filter, value] of Object.entries(asked)) {
      if (tests[filter]?.(row, value) ?? true) continue;
      contradicted.add(filter);
      passes = false;
    }
    return passes;
  });
  return { kept, contradicted: [...contradicted] };
}

/**
 * Records for the connection page (src/api/edge/detections.ts) that the app
 * applied `filters` to `rows` of `endpoint` itself: per filter, the rows read
 * and those that passed it.
 */
export function noteFiltersHere<Row>(
  resource: ResourceName,
  endpoint: string,
  filters: FilterValues,
  rows: readonly Row[],
  tests: Readonly<Record<string, (row: Row, value: string) => boolean>>,
): void {
  for (const [filter, value] of Object.entries(filters)) {
    const test = tests[filter];
    const kept = test ? rows.filter((row) => test(row, value)).length : rows.length;
    detectFilterHere(resource, endpoint, filter, { rows: rows.length, kept });
  }
}

/**
 * Whether a yes/no filter (`is_active=true`) is applied by a server whose
 * answer's rows all passed it but did not hold the whole list (the rows of
 * the other pages may not): the same page asked with the opposite value.
 * A server that ignores the filter answers the same rows, which fail the
 * opposite value; one that applies it answers only rows of the opposite
 * value, or none. One request, decisive either way.
 */
export async function proveByOpposite<Row>(
  askOpposite: () => Promise<Paginated<Row>>,
  test: (row: Row, value: string) => boolean,
  value: 'true' | 'false',
): Promise<FilterSupport> {
  const opposite = value === 'true' ? 'false' : 'true';
  const answer = await askOpposite();
  return answer.results.some((row) => !test(row, opposite)) ? 'ignored' : 'honoured';
}

/** How the app read a list to filter it itself: rows read of the list's total, and why it stopped short. */
export interface ReadHere {
  /** The filters the app applied itself. */
  filters: string[];
  read: number;
  total: number;
  /** Rows a page was granted (what the walk's ceiling counts in). */
  pageSize: number;
  /** Why the read stopped before the end: then the page holds what was read, and the count is unknown. */
  stoppedEarly?: WalkStop;
}

/** A page of a list the app filtered itself, out of the list read whole (bounded). */
export interface PageFilteredHere<Row> extends Paginated<Row> {
  filteredHere: ReadHere;
}

/**
 * Page `page` of the rows `walk` read that pass `here` (the filters the
 * server did not apply): `count` the rows kept (a walk stopped short says so
 * in `filteredHere.stoppedEarly`, and then the count is only a floor).
 */
export function pageOfKept<Row>(
  walk: Pick<WalkResult<Row>, 'rows' | 'total' | 'pageSize' | 'stoppedEarly'>,
  kept: readonly Row[],
  here: FilterValues,
  page: number,
  pageSize: number,
): PageFilteredHere<Row> {
  const { limit, offset } = pageParams(page, pageSize);
  return {
    count: kept.length,
    next: null,
    previous: null,
    results: kept.slice(offset, offset + limit),
    filteredHere: {
      filters: Object.keys(here),
      read: walk.rows.length,
      total: walk.total,
      pageSize: walk.pageSize,
      ...(walk.stoppedEarly ? { stoppedEarly: walk.stoppedEarly } : {}),
    },
  };
}

/** A filter's options a row has: the values it would pass (none: it passes no value of it). */
export type FacetValues<Row> = (row: Row) => readonly string[];

/** Rows per option value, per filter: `{state: {'Los Lagos': 12, …}, …}`. */
export type FacetCounts = Record<string, Record<string, number>>;

/**
 * Each option's count for a faceted filter panel (react-admin's and every
 * shop's rule): the rows an option would show if chosen, that is the rows
 * passing every *other* active filter and having that value. A row that
 * fails two active filters counts nowhere; one that fails one counts only
 * for that filter's options; one that passes them all counts everywhere.
 * One pass over the rows (a test per active filter per row).
 */
export function countFacets<Row>(
  rows: readonly Row[],
  facets: Readonly<Record<string, FacetValues<Row>>>,
  active: FilterValues,
  tests: Readonly<Record<string, (row: Row, value: string) => boolean>>,
): FacetCounts {
  const counts: FacetCounts = Object.fromEntries(Object.keys(facets).map((name) => [name, {}]));
  const applied = Object.entries(active).filter(([, value]) => value !== '');
  const add = (name: string, row: Row) => {
    const facet = facets[name];
    const tally = counts[name];
    if (!facet || !tally) return;
    for (const value of facet(row)) tally[value] = (tally[value] ?? 0) + 1;
  };
  for (const row of rows) {
    let failed: string | null = null;
    let failures = 0;
    for (const [filter, value] of applied) {
      if (tests[filter]?.(row, value) ?? true) continue;
      failures += 1;
      failed = filter;
      if (failures > 1) break;
    }
    if (failures === 0) for (const name of Object.keys(facets)) add(name, row);
    else if (failures === 1 && failed !== null) add(failed, row);
  }
  return counts;
}
