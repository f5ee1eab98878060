import type { AdminAssignment } from '@/api/edge/assignments';
import {
  PYME_LIST,
  PYME_SEARCH,
  pymeFilterTests,
  type Pyme,
  type PymePageRequest,
} from '@/api/edge/pymes';
import {
  checkRows,
  countFacets,
  noteFiltersHere,
  pageOfKept,
  passesFilters,
  probeFilters,
  splitFilters,
  type FacetCounts,
  type FacetValues,
  type FilterSplit,
  type FilterSupport,
  type FilterValues,
  type ReadHere,
} from '@/api/filter-support';
import { PAGE_SIZE, type Paginated } from '@/api/pagination';
import { walkList, type WalkProgress, type WalkStop } from '@/api/walk-list';
import { isLineStatus } from '@/validation/data/line-status';
import type { DiagnosticProgress } from './pyme-labels';
import {
  NO_ADMIN,
  NO_ANSWERS,
  NO_LINE,
  SOME_ANSWERS,
  UNASSIGNED_STATUS,
  type PymeListFilters,
} from './pyme-filters';

/**
 * The pymes workspace's query (issue 47): one filter value, from the URL to
 * the rows. `planQuery` turns the list's search and filters into a plan:
 * what the server is asked (`send`: the spec's `training` on `pyme/`, our
 * `enabled` where an answer proved it honoured), what the browser applies
 * (`here`: every other filter, or every filter when the list is read whole
 * for the workspace's own filters or counts), what the selection reads
 * besides the rows, and whether the server's count is the filter's. The
 * readers carry the plan out, the same way for everyone:
 * - `readPage`: a page of /admin/pymes (the `getPymes` endpoint's body);
 * - `pageInRender`: the workspace's page made in render from the walk read;
 * - `readAll`: every pyme of the filter (the export, the follow-up, the bulk
 *   runs, the overview; `fetchAllPymes` binds it to the store).
 * What they read goes through `PymeReads`, which pymes-api.ts builds from its
 * endpoints (`pymeReads`): this module asks nothing itself and imports no
 * endpoint. What is generic across resources (the proofs, the row checks,
 * the facet counts) is src/api/filter-support.ts's.
 */

// ---------------------------------------------------------------------------
// The query and its answer

/** The list's search and filters, and whether the panel's counts are asked. */
export interface PymeQuery extends PymeListFilters {
  /**
   * The filter panel is open: the list is read whole (bounded) and the page
   * carries each option's count (`facets`), the admins' when `withAdmins`.
   */
  counts?: boolean;
  withAdmins?: boolean;
}

/** Which pymes the list shows (the URL state of /admin/pymes), and which page. */
export interface PymeListArgs extends PymeQuery {
  page: number;
  /** Rows per page: 10 on screen (spec §9); the export asks for bigger pages. */
  pageSize?: number;
}

/**
 * How a page was made when the backend could not apply every filter: the app
 * read the list (`read` rows of the `total` the server announced, with the
 * filters it applies only) and kept the rows that pass the others (`filters`).
 */
export interface FilteredHere extends ReadHere {
  /**
   * How the app came to filter: the server ignored a filter it was asked
   * (`ignored`), or the filters are the workspace's own, which no API has
   * (`workspace`).
   */
  reason: 'ignored' | 'workspace';
}

/** A page of the pymes list, and how it was filtered when the app did part of it. */
export interface PymePage extends Paginated<Pyme> {
  filteredHere?: FilteredHere;
  /** Each filter option's pymes (`countFacets`), when counts were asked. */
  facets?: FacetCounts;
  /**
   * For `diagnosticos=<n>`: whose diagnostics were read, of the pymes with
   * answers that pass the other filters (`MAX_PROGRESS_READS` at most).
   */
  progressRead?: { read: number; total: number };
}

/** What a whole-list read of the pymes gives (`getPymeWalk`): the rows, and whether it read them all. */
export interface PymeWalk {
  rows: Pyme[];
  total: number;
  pageSize: number;
  stoppedEarly?: WalkStop;
}

/** What the store knows of a filter of ours on an endpoint (undefined: nothing proven yet). */
export type Detections = (endpoint: string, filter: string) => FilterSupport | undefined;

/**
 * What the readers read and where they keep a proof: pymes-api.ts's
 * endpoints bound to a store (`pymeReads`).
 */
export interface PymeReads {
  /** One page of the list: one request. */
  page: (request: PymePageRequest, signal?: AbortSignal) => Promise<Paginated<Pyme>>;
  /** The whole list of a search with `send`, bounded and cached (`getPymeWalk`). */
  walk: (search: string, send: FilterValues) => Promise<PymeWalk>;
  /** Who looks after which pyme (the admin filter, and its counts). */
  assignments: () => Promise<readonly AdminAssignment[]>;
  /** How many of a pyme's diagnostics it answered (`diagnosticos=<n>`). */
  progress: (pyme: string) => Promise<DiagnosticProgress>;
  known: Detections;
  learn: (endpoint: string, filter: string, support: FilterSupport) => void;
}

// ---------------------------------------------------------------------------
// What each filter keeps, and which values a pyme has (the facets)

/** What the selection read besides the rows, for the filters that need it. */
interface PymeFilterContext {
  /** The admin of a pyme (null: none); undefined when the assignments were not read. */
  adminOf?: (pyme: string) => string | null;
  /** Diagnostics a pyme answered; undefined for a pyme whose list was not read. */
  answeredOf?: (pyme: string) => number | undefined;
}

/** The filters chosen, as values by name (an absent one is left out). */
function filterValuesOf(filters: PymeListFilters): FilterValues {
  const values: Record<string, string> = {
    training: filters.training,
    enabled: filters.enabled === undefined ? '' : String(filters.enabled),
    state: filters.state ?? '',
    commune: filters.commune ?? '',
    diagnostics: filters.diagnostics ?? '',
    lineStatus: filters.lineStatus ?? '',
    admin: filters.admin ?? '',
    createdFrom: filters.createdFrom ?? '',
    createdTo: filters.createdTo ?? '',
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/** The filters no API has (issue 38): never sent nor probed. */
const workspaceOnly = [
  'state',
  'commune',
  'diagnostics',
  'lineStatus',
  'admin',
  'createdFrom',
  'createdTo',
];

/** A whole number of diagnostics answered in `diagnosticos=` (null: 'sin', 'con' or none). */
function answeredCountFilter(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,3}$/.test(value) ? Number(value) : null;
}

const lineStatusOf = (pyme: Pyme): string | null => {
  if (!pyme.formation_line) return null;
  const status = pyme.formation_line.training.status;
  return isLineStatus(status) ? status : UNASSIGNED_STATUS;
};

/** Whether a pyme passes each filter, as its row (and the context) shows it. */
function workspaceTests(context: PymeFilterContext) {
  return {
    training: (pyme: Pyme, value: string) =>
      value === NO_LINE
        ? pyme.formation_line === null
        : pyme.formation_line?.training.uuid === value,
    enabled: (pyme: Pyme, value: string) => String(pyme.enabled) === value,
    state: (pyme: Pyme, value: string) => pyme.state === value,
    commune: (pyme: Pyme, value: string) => pyme.commune === value,
    diagnostics: (pyme: Pyme, value: string) => {
      if (value === NO_ANSWERS) return !pyme.has_evaluation;
      if (value === SOME_ANSWERS) return pyme.has_evaluation;
      const count = answeredCountFilter(value);
      if (count === null) return true;
      if (count === 0) return !pyme.has_evaluation;
      return pyme.has_evaluation && context.answeredOf?.(pyme.uuid) === count;
    },
    lineStatus: (pyme: Pyme, value: string) => lineStatusOf(pyme) === value,
    admin: (pyme: Pyme, value: string) => {
      const admin = context.adminOf?.(pyme.uuid);
      if (admin === undefined) return false;
      return value === NO_ADMIN ? admin === null : admin === value;
    },
    createdFrom: (pyme: Pyme, value: string) =>
      pyme.created.date !== '' && pyme.created.date >= value,
    createdTo: (pyme: Pyme, value: string) =>
      pyme.created.date !== '' && pyme.created.date <= value,
  } as const;
}

/** The options each filter's select counts, as a pyme has them (`countFacets`). */
function pymeFacets({ adminOf, answeredOf }: PymeFilterContext): Record<string, FacetValues<Pyme>> {
  return {
    training: (pyme) =>
      pyme.formation_line === null
        ? [NO_LINE]
        : pyme.formation_line.training.uuid
          ? [pyme.formation_line.training.uuid]
          : [],
    enabled: (pyme) => [String(pyme.enabled)],
    state: (pyme) => (pyme.state ? [pyme.state] : []),
    commune: (pyme) => (pyme.commune ? [pyme.commune] : []),
    diagnostics: (pyme) => {
      if (!pyme.has_evaluation) return [NO_ANSWERS];
      const answered = answeredOf?.(pyme.uuid);
      return answered === undefined ? [SOME_ANSWERS] : [SOME_ANSWERS, String(answered)];
    },
    lineStatus: (pyme) => {
      const status = lineStatusOf(pyme);
      return status === null ? [] : [status];
    },
    ...(adminOf ? { admin: (pyme: Pyme) => [adminOf(pyme.uuid) ?? NO_ADMIN] } : {}),
  };
}

/** The admin of each pyme, from the assignments (a pyme without one: null). */
function adminsOf(assignments: readonly AdminAssignment[]): PymeFilterContext['adminOf'] {
  const adminOf = new Map(assignments.map((row) => [row.pyme, row.admin.uuid]));
  return (pyme) => adminOf.get(pyme) ?? null;
}

// ---------------------------------------------------------------------------
// The plan

/** What to send, what to apply here, what to read besides the rows: one plan for every reader. */
export interface QueryPlan {
  search: string;
  /** Where the search goes (spec §7): `pyme-search/` with a search, `pyme/` without. */
  endpoint: string;
  /**
   * The workspace's way (issue 38): a filter no API has, or the counts asked.
   * The list is read whole with the search alone, and every filter applies here.
   */
  workspace: boolean;
  /** Every filter chosen, by name: what a pyme kept passes, and what the counts leave out. */
  values: FilterValues;
  /** Sent as query parameters: the spec's filter, and ours proven honoured on `endpoint`. */
  send: FilterValues;
  /** Applied here, to the rows read. */
  here: FilterValues;
  /** Ours with nothing proven on `endpoint` yet: probed before the read. */
  unknown: FilterValues;
  /** What the selection reads besides the rows: the assignments, each candidate's diagnostics. */
  needs: { assignments: boolean; progress: boolean };
  /** Each option's count is asked. */
  counts: boolean;
  /** The page can be made in render from the walk and the assignments (no diagnostics to read). */
  inRender: boolean;
  /** The server's count is the filter's: every filter is sent, none applied here. */
  exactCount: boolean;
}

type PlanBase = Omit<QueryPlan, keyof FilterSplit | 'exactCount'>;

const isEmpty = (values: FilterValues) => Object.keys(values).length === 0;

function withSplit(base: PlanBase, { send, here, unknown }: FilterSplit): QueryPlan {
  return {
    ...base,
    send,
    here,
    unknown,
    exactCount: !base.workspace && isEmpty(here) && isEmpty(unknown),
  };
}

/**
 * The plan of a query (pure): the workspace's way when a filter no API has
 * is chosen (the line "Sin línea" too) or the counts are asked; otherwise the
 * spec's list, with each of its filters sent or applied here as `known` has
 * it (src/api/filter-support.ts, `splitFilters`).
 */
export function planQuery(query: PymeQuery, known: Detections = () => undefined): QueryPlan {
  const { search } = query;
  const values = filterValuesOf(query);
  const counts = Boolean(query.counts);
  const endpoint = search ? PYME_SEARCH : PYME_LIST;
  const workspace =
    counts || query.training === NO_LINE || workspaceOnly.some((name) => name in values);
  const progress = answeredCountFilter(values.diagnostics) !== null;
  const base: PlanBase = {
    search,
    endpoint,
    workspace,
    values,
    needs: {
      assignments: Boolean(query.admin) || (counts && Boolean(query.withAdmins)),
      progress,
    },
    counts,
    inRender: workspace && !progress,
  };
  if (workspace) return withSplit(base, { send: {}, here: values, unknown: {} });
  return withSplit(
    base,
    splitFilters({
      filters: values,
      specFilters: search ? [] : ['training'],
      known: (filter) => known(endpoint, filter),
    }),
  );
}

/** The plan once its unknown filters were probed (`probeFilters`), and the page 1 that asked. */
async function probed(
  plan: QueryPlan,
  reads: PymeReads,
  firstPage: (send: FilterValues) => Promise<Paginated<Pyme>>,
): Promise<{ plan: QueryPlan; firstPage?: Paginated<Pyme> }> {
  if (isEmpty(plan.unknown)) return { plan };
  const result = await probeFilters(plan, {
    tests: pymeFilterTests,
    firstPage,
    learn: (filter, support) => {
      reads.learn(plan.endpoint, filter, support);
    },
  });
  const settled = withSplit(plan, { ...result, unknown: {} });
  return result.firstPage ? { plan: settled, firstPage: result.firstPage } : { plan: settled };
}

/** The plan once rows of an answer contradicted `filters` it sent: learnt ignored, applied here. */
function ignoring(plan: QueryPlan, filters: readonly string[], reads: PymeReads): QueryPlan {
  for (const filter of filters) reads.learn(plan.endpoint, filter, 'ignored');
  const sent = Object.entries(plan.send);
  return withSplit(plan, {
    send: Object.fromEntries(sent.filter(([name]) => !filters.includes(name))),
    here: { ...plan.here, ...Object.fromEntries(sent.filter(([name]) => filters.includes(name))) },
    unknown: plan.unknown,
  });
}

// ---------------------------------------------------------------------------
// The selection: the rows the plan keeps, and the counts

/**
 * Pymes whose diagnostics the workspace reads for `diagnosticos=<n>`, at
 * most: one `list-ready/` each (spec §7 counts nothing), six at a time, and
 * the list says of how many it read them.
 */
const MAX_PROGRESS_READS = 300;
const PROGRESS_READS_IN_FLIGHT = 6;

/** What the workspace selected of a list read whole. */
interface Selection {
  kept: Pyme[];
  facets?: FacetCounts;
  progressRead?: { read: number; total: number };
}

/** The selection once its context is read: the pymes kept and, when asked, the counts (pure). */
function selectFrom(plan: QueryPlan, rows: readonly Pyme[], context: PymeFilterContext): Selection {
  const tests = workspaceTests(context);
  return {
    kept: rows.filter((pyme) => passesFilters(pyme, plan.values, tests)),
    ...(plan.counts ? { facets: countFacets(rows, pymeFacets(context), plan.values, tests) } : {}),
  };
}

/**
 * The pymes of `rows` that pass every filter of a workspace plan, with the
 * counts when asked: reads the assignments when the admin filter or its
 * counts need them, and for `diagnosticos=<n>` the diagnostics of the pymes
 * with answers that pass the other filters (at most `MAX_PROGRESS_READS`).
 */
async function select(
  plan: QueryPlan,
  rows: readonly Pyme[],
  reads: PymeReads,
): Promise<Selection> {
  const context: PymeFilterContext = {};
  if (plan.needs.assignments) context.adminOf = adminsOf(await reads.assignments());
  let progressRead: Selection['progressRead'];
  if (plan.needs.progress) {
    const others = { ...plan.values, diagnostics: SOME_ANSWERS };
    const tests = workspaceTests(context);
    const candidates = rows.filter((pyme) => passesFilters(pyme, others, tests));
    const read = candidates.slice(0, MAX_PROGRESS_READS);
    const answered = new Map<string, number>();
    for (let start = 0; start < read.length; start += PROGRESS_READS_IN_FLIGHT) {
      const batch = read.slice(start, start + PROGRESS_READS_IN_FLIGHT);
      const progress = await Promise.all(batch.map((pyme) => reads.progress(pyme.uuid)));
      batch.forEach((pyme, index) => {
        const one = progress[index];
        if (one) answered.set(pyme.uuid, one.answered);
      });
    }
    context.answeredOf = (pyme) => answered.get(pyme);
    progressRead = { read: read.length, total: candidates.length };
  }
  return {
    ...selectFrom(plan, rows, context),
    ...(progressRead ? { progressRead } : {}),
  };
}

/** Page `page` of what the app kept of a list it read, saying why it filtered (pure). */
function pageKept(
  walk: PymeWalk,
  { kept, facets, progressRead }: Selection,
  here: FilterValues,
  reason: FilteredHere['reason'],
  page: number,
  pageSize: number,
): PymePage {
  const result = pageOfKept(walk, kept, here, page, pageSize);
  return {
    ...result,
    filteredHere: { ...result.filteredHere, reason },
    ...(facets ? { facets } : {}),
    ...(progressRead ? { progressRead } : {}),
  };
}

// ---------------------------------------------------------------------------
// The readers

/**
 * A page of the list as /admin/pymes shows it (`getPymes`). The workspace's
 * way reads the list whole with the search alone (`getPymeWalk`, kept five
 * minutes) and selects here. The spec's way asks the page with the filters
 * the endpoint honours; the rows are checked against what was sent
 * (`checkRows`): a filter they contradict is learnt ignored and, with the
 * filters applied here, the list is read whole and the app keeps the pymes
 * whose rows pass them, saying so (`filteredHere`).
 */
export async function readPage(args: PymeListArgs, reads: PymeReads): Promise<PymePage> {
  const pageSize = args.pageSize ?? PAGE_SIZE;
  let plan = planQuery(args, reads.known);
  if (plan.workspace) {
    const walk = await reads.walk(plan.search, plan.send);
    const selection = await select(plan, walk.rows, reads);
    return pageKept(walk, selection, plan.values, 'workspace', args.page, pageSize);
  }
  const { search } = plan;
  const settled = await probed(plan, reads, (send) =>
    reads.page({ page: 1, pageSize, search, send }),
  );
  plan = settled.plan;
  if (isEmpty(plan.here)) {
    const answer =
      args.page === 1 && settled.firstPage
        ? settled.firstPage
        : await reads.page({ page: args.page, pageSize, search, send: plan.send });
    // The spec's `training` (and a filter of ours shown honoured) is sent, not trusted.
    const check = checkRows(answer.results, plan.send, pymeFilterTests);
    if (check.contradicted.length === 0) return answer;
    plan = ignoring(plan, check.contradicted, reads);
  }
  const walk = await reads.walk(search, plan.send);
  // The rows of the walk are checked against the filters it was sent with too.
  const check = checkRows(walk.rows, plan.send, pymeFilterTests);
  plan = ignoring(plan, check.contradicted, reads);
  const kept = check.kept.filter((pyme) => passesFilters(pyme, plan.here, pymeFilterTests));
  noteFiltersHere('pymes', plan.endpoint, plan.here, walk.rows, pymeFilterTests);
  return pageKept(walk, { kept }, plan.here, 'ignored', args.page, pageSize);
}

/** What `pageInRender` makes the page of: the walk read, the assignments when the plan needs them. */
interface InRenderInput {
  walk: PymeWalk;
  assignments: readonly AdminAssignment[] | undefined;
  page: number;
  pageSize?: number;
}

/**
 * The workspace's page made in render (issue 38's bench: a filter change
 * after the read then costs one render, not a query and two): the same
 * selection as `readPage`, out of the walk and the assignments already read,
 * for a plan that is `inRender`. Undefined while it waits for the assignments.
 */
export function pageInRender(
  plan: QueryPlan,
  { walk, assignments, page, pageSize = PAGE_SIZE }: InRenderInput,
): PymePage | undefined {
  if (plan.needs.assignments && !assignments) return undefined;
  const context: PymeFilterContext = assignments ? { adminOf: adminsOf(assignments) } : {};
  const selection = selectFrom(plan, walk.rows, context);
  return pageKept(walk, selection, plan.values, 'workspace', page, pageSize);
}

/** How `readAll` asks for the pages. */
export interface FetchAllOptions {
  /**
   * Rows asked a request (`?limit=`): 100 for the export, 1000 for the
   * overview. A backend may grant fewer (DRF's `max_limit`): page 1 tells,
   * and the other pages are asked at the size it granted.
   */
  pageSize: number;
  /** Aborting stops asking, cancels the requests on their way and rejects with an AbortError. */
  signal?: AbortSignal;
  /** Called after every page that arrives (page 1 tells `total`). */
  onProgress?: (progress: WalkProgress) => void;
}

/** Every pyme of a filter (or as many as could be read) and the requests it took. */
export interface FetchAllResult {
  /** The pymes of the filter, as their rows show them. */
  pymes: Pyme[];
  requests: number;
  /**
   * The pymes the filter has: the server's count when it applied every
   * filter; when the app applied some itself, the pymes kept of a list read
   * whole (and, read short, at least those).
   */
  total: number;
  /** Rows a page was granted (what the ceiling counts in). */
  pageSize: number;
  /** Why it stopped before the end; undefined when it read the whole list. */
  stoppedEarly?: WalkStop;
  /** The rows read, when the app kept the filter's pymes itself out of a wider list. */
  filteredHere?: { read: number; total: number };
}

/**
 * Every pyme that `filters` select, in list order: the plan's filters are
 * sent (its unknown ones probed first), the list is read page after page
 * (`walkList`: bounded, at most three requests in flight), and only the
 * pymes whose rows show them in every filter are kept, whoever applied it
 * ("every pyme of the filter" is never a pyme outside it). A walk that read
 * fewer rows than the list has says why in `stoppedEarly`: the caller tells
 * the user ("Se exportaron N de M…") or shows no figure.
 *
 * Rejects with the error of the first page that fails, or with an
 * AbortError when `signal` aborts.
 */
export async function readAll(
  filters: PymeListFilters,
  reads: PymeReads,
  { pageSize, signal, onProgress }: FetchAllOptions,
): Promise<FetchAllResult> {
  let plan = planQuery(filters, reads.known);
  const { search } = plan;
  // The workspace's filters (issue 38) are the app's: the list is read with the search alone.
  if (!plan.workspace) {
    plan = (
      await probed(plan, reads, (send) => reads.page({ page: 1, pageSize, search, send }, signal))
    ).plan;
  }
  const { send } = plan;
  const walk = await walkList(
    (page, size, stop) => reads.page({ page, pageSize: size, search, send }, stop),
    {
      pageSize,
      key: (pyme) => pyme.uuid,
      signal,
      // With filters applied here, the figures are rows read of the wider list.
      onProgress,
    },
  );
  const pymes = plan.workspace
    ? (await select(plan, walk.rows, reads)).kept
    : walk.rows.filter((pyme) => passesFilters(pyme, plan.values, pymeFilterTests));
  const exact = plan.exactCount;
  return {
    pymes,
    requests: walk.requests,
    total: exact ? walk.total - (walk.rows.length - pymes.length) : pymes.length,
    pageSize: walk.pageSize,
    ...(walk.stoppedEarly ? { stoppedEarly: walk.stoppedEarly } : {}),
    ...(exact ? {} : { filteredHere: { read: walk.rows.length, total: walk.total } }),
  };
}
