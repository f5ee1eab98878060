import { api, FILTERED, LIST, listTags } from '@/api/api-slice';
import { askAndRead, asQueryError } from '@/api/edge/answers';
import {
  assignmentRequests,
  readAssignments,
  type AdminAssignment,
  type AdminAssignmentCall,
} from '@/api/edge/assignments';
import { adminRequests, readAdminList, type Admin } from '@/api/edge/admins';
import {
  associationRequests,
  type AssociationChange,
  type NewAssociation,
} from '@/api/edge/associations';
import {
  PYME_LIST,
  PYME_SEARCH,
  pymeFilterTests,
  pymePageRequest,
  pymeShape,
  pymeUpdateRequest,
  pymeUserShape,
  pymeUserUpdateRequest,
  readPymePage,
  type Pyme,
  type PymeUpdate,
  type PymeUserUpdate,
} from '@/api/edge/pymes';
import {
  diagnosticRequests,
  readReadyEvaluations,
  type ReadyEvaluation,
} from '@/api/edge/diagnostics';
import { schemaOf } from '@/api/edge/read';
import { saveAndConfirm, type SaveCheck } from '@/api/edge/write';
import {
  activeLines,
  readLineOptions,
  trainingLineFilterTests,
  trainingLineRequests,
  type LineOption,
} from '@/api/edge/training-lines';
import {
  checkRows,
  countFacets,
  filterSupportProven,
  noteFiltersHere,
  pageOfKept,
  passesFilters,
  planFilters,
  selectFilterSupport,
  type FacetCounts,
  type FilterValues,
  type ReadHere,
} from '@/api/filter-support';
import { pageParams, PAGE_SIZE, type Paginated } from '@/api/pagination';
import { walkList, type WalkStop } from '@/api/walk-list';
import type { AppDispatch } from '@/lib/store-hooks';
import { findPymeRecord } from './find-pyme';
import { diagnosticProgressOf, type DiagnosticProgress } from './pyme-labels';
import { pymeWalkProgressed } from './walk-progress';
import {
  answeredCountFilter,
  needsWorkspace,
  NO_LINE,
  pymeFacets,
  pymeFilterValues,
  pymeWorkspaceTests,
  SOME_ANSWERS,
  type PymeFilterContext,
  type PymeListFilters,
} from './pyme-filters';

/** Which pymes the list shows (the URL state of /admin/pymes), and which page. */
export interface PymeListArgs extends PymeListFilters {
  page: number;
  /** Rows per page: 10 on screen (spec §9); the export asks for bigger pages. */
  pageSize?: number;
  /**
   * The filter panel is open: the list is read whole (bounded) and the page
   * carries each option's count (`facets`), the admins' when `withAdmins`.
   */
  counts?: boolean;
  withAdmins?: boolean;
}

export type { PymeListFilters };

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

/** A raw page: one request to `pyme/` or `pyme-search/` with the filters to send. */
interface PymePageArgs {
  page: number;
  pageSize: number;
  search: string;
  send: FilterValues;
}

/** Rows asked a request when the app reads a list whole to filter it itself. */
const WALK_PAGE_SIZE = 1000;

/** The filters a server may be asked, as query values (`{training: uuid, enabled: 'false'}`). */
function filterValues({ training, enabled }: PymeListFilters): FilterValues {
  return {
    ...(training && training !== NO_LINE ? { training } : {}),
    ...(enabled === undefined ? {} : { enabled: String(enabled) }),
  };
}

/**
 * Pymes whose diagnostics the workspace reads for `diagnosticos=<n>`, at
 * most: one `list-ready/` each (spec §7 counts nothing), six at a time, and
 * the list says of how many it read them.
 */
export const MAX_PROGRESS_READS = 300;
const PROGRESS_READS_IN_FLIGHT = 6;

/** The endpoint a search goes to (spec §7), and the filters the spec gives it. */
function endpointOf(search: string) {
  return search
    ? { url: PYME_SEARCH, specFilters: [] }
    : { url: PYME_LIST, specFilters: ['training'] };
}

/**
 * What a change to one pyme's fields invalidates: that pyme (the list pages
 * that show it and its record refetch, other pages do not) and the searched
 * or filtered lists (a new name, e-mail or line, enabling or disabling it,
 * may bring it into a search, a line's filter or the disabled view, or take
 * it out). No change here adds, removes or reorders pymes in the plain list
 * (every pyme, newest first), so none invalidates `LIST`.
 */
function changedPyme(uuid: string) {
  return [
    { type: 'Pyme', id: uuid },
    { type: 'Pyme', id: FILTERED },
  ] as const;
}

/**
 * A write's own refresh, or none: a bulk run (issue 29) makes many writes and
 * refreshes what they changed once, at its end (`bulkChangeTags`), so its
 * calls pass `refresh: false`.
 */
interface Refresh {
  refresh?: false;
}

const unlessBulk = <Tags>(arg: Refresh, tags: Tags): Tags | [] =>
  arg.refresh === false ? [] : tags;

/** What a bulk run over these pymes changed, refreshed once at its end. */
export function bulkChangeTags(pymes: readonly string[], assignments: boolean) {
  return [
    ...pymes.map((uuid) => ({ type: 'Pyme', id: uuid }) as const),
    { type: 'Pyme', id: FILTERED } as const,
    ...(assignments ? [{ type: 'AdminAssignment', id: LIST } as const] : []),
  ];
}

/** What a whole-list read of the pymes gives: the rows, and whether it read them all. */
interface PymeWalk {
  rows: Pyme[];
  total: number;
  pageSize: number;
  stoppedEarly?: WalkStop;
}

const pymeWalkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every pyme of a search with `send`'s filters, read page after page
     * (bounded): the rows the app filters itself. Kept a while without a
     * subscriber, so that the next page of the same list reads no more.
     */
    getPymeWalk: build.query<PymeWalk, Omit<PymePageArgs, 'page' | 'pageSize'>>({
      async queryFn({ search, send }, { signal, dispatch }, _extra, baseQuery) {
        try {
          const walk = await walkList(
            (page, pageSize) =>
              askAndRead(
                baseQuery,
                pymePageRequest({ page, pageSize, search, send }),
                readPymePage,
                'getPymeWalk',
              ),
            {
              pageSize: WALK_PAGE_SIZE,
              key: (pyme) => pyme.uuid,
              signal,
              onProgress: (progress) => dispatch(pymeWalkProgressed(progress)),
            },
          );
          return { data: walk };
        } catch (error) {
          return asQueryError(error);
        } finally {
          dispatch(pymeWalkProgressed(null));
        }
      },
      providesTags: (walk) => listTags('Pyme', walk?.rows, true),
      keepUnusedDataFor: 300,
    }),
    getAdminAssignments: build.query<AdminAssignment[], undefined>({
      query: assignmentRequests.all,
      rawResponseSchema: schemaOf(readAssignments),
      providesTags: [{ type: 'AdminAssignment', id: LIST }],
    }),
    /** How many of one pyme's diagnostics it answered (`list-ready/`), for the workspace's filter. */
    getPymeProgress: build.query<DiagnosticProgress, string>({
      query: diagnosticRequests.ready,
      rawResponseSchema: schemaOf(readReadyEvaluations),
      transformResponse: (diagnostics: ReadyEvaluation[]) => diagnosticProgressOf(diagnostics),
      keepUnusedDataFor: 300,
      providesTags: (_result, _error, pyme) => [{ type: 'PymeRecord', id: pyme }],
    }),
  }),
});

/**
 * Whether the workspace reads the admin assignments: for the admin filter,
 * or for its counts (super admins' panel). One rule for the query, the
 * in-render page and their cache tags.
 */
export function needsAssignments(
  filters: Pick<PymeListFilters, 'admin'>,
  { counts = false, withAdmins = false }: { counts?: boolean; withAdmins?: boolean } = {},
): boolean {
  return Boolean(filters.admin) || (counts && withAdmins);
}

/** What the workspace selected of a list read whole. */
interface WorkspaceSelection {
  kept: Pyme[];
  facets?: FacetCounts;
  progressRead?: { read: number; total: number };
}

/**
 * The pymes of `rows` that pass every filter (`pymeWorkspaceTests`), with
 * each option's count when asked: reads the assignments when the admin
 * filter or its counts need them, and for `diagnosticos=<n>` the diagnostics
 * of the pymes with answers that pass the other filters (at most
 * `MAX_PROGRESS_READS`, cached five minutes each).
 */
export async function selectPymes(
  dispatch: AppDispatch,
  rows: readonly Pyme[],
  filters: PymeListFilters,
  { counts = false, withAdmins = false }: { counts?: boolean; withAdmins?: boolean } = {},
): Promise<WorkspaceSelection> {
  const values = pymeFilterValues(filters);
  const context: PymeFilterContext = {};
  if (needsAssignments(filters, { counts, withAdmins })) {
    const assignments = await dispatch(
      pymeWalkApi.endpoints.getAdminAssignments.initiate(undefined, { subscribe: false }),
    ).unwrap();
    context.adminOf = adminsOf(assignments);
  }
  let progressRead: WorkspaceSelection['progressRead'];
  if (answeredCountFilter(values.diagnostics) !== null) {
    const others = { ...values, diagnostics: SOME_ANSWERS };
    const tests = pymeWorkspaceTests(context);
    const candidates = rows.filter((pyme) => passesFilters(pyme, others, tests));
    const read = candidates.slice(0, MAX_PROGRESS_READS);
    const answered = new Map<string, number>();
    for (let start = 0; start < read.length; start += PROGRESS_READS_IN_FLIGHT) {
      const batch = read.slice(start, start + PROGRESS_READS_IN_FLIGHT);
      const progress = await Promise.all(
        batch.map((pyme) =>
          dispatch(
            pymeWalkApi.endpoints.getPymeProgress.initiate(pyme.uuid, { subscribe: false }),
          ).unwrap(),
        ),
      );
      batch.forEach((pyme, index) => {
        const one = progress[index];
        if (one) answered.set(pyme.uuid, one.answered);
      });
    }
    context.answeredOf = (pyme) => answered.get(pyme);
    progressRead = { read: read.length, total: candidates.length };
  }
  return {
    ...selectFromRows(rows, filters, context, counts),
    ...(progressRead ? { progressRead } : {}),
  };
}

/** `selectPymes` once its context is read: the pymes kept and, when asked, the counts (pure). */
function selectFromRows(
  rows: readonly Pyme[],
  filters: PymeListFilters,
  context: PymeFilterContext,
  counts: boolean,
): WorkspaceSelection {
  const values = pymeFilterValues(filters);
  const tests = pymeWorkspaceTests(context);
  return {
    kept: rows.filter((pyme) => passesFilters(pyme, values, tests)),
    ...(counts ? { facets: countFacets(rows, pymeFacets(context), values, tests) } : {}),
  };
}

/** The admin of each pyme, from the assignments (a pyme without one: null). */
function adminsOf(assignments: readonly AdminAssignment[]): PymeFilterContext['adminOf'] {
  const adminOf = new Map(assignments.map((row) => [row.pyme, row.admin.uuid]));
  return (pyme) => adminOf.get(pyme) ?? null;
}

/**
 * The admin's pymes workspace (spec §7): the list and its search, one pyme,
 * its edits, its line, its admin.
 */
export const pymesApi = pymeWalkApi.injectEndpoints({
  endpoints: (build) => ({
    /** One request of the list, as the edge builds it: the walks' and the filters' checks' unit. */
    getPymePage: build.query<Paginated<Pyme>, PymePageArgs>({
      query: ({ search, ...page }) => pymePageRequest({ search, ...page }),
      rawResponseSchema: schemaOf(readPymePage),
      providesTags: (page, _error, { search, send }) =>
        listTags('Pyme', page?.results, Boolean(search) || Object.keys(send).length > 0),
    }),
    /**
     * A page of the list as /admin/pymes shows it. The search goes to
     * `pyme-search/`, the rest to `pyme/` (spec §7); a filter goes with it
     * only where it is the spec's (`training` on `pyme/`) or the endpoint is
     * shown to honour it (`planPymeFilters`). Otherwise the list is read
     * whole (bounded) and the app keeps the pymes whose rows pass the filter,
     * saying so (`filteredHere`).
     */
    getPymes: build.query<PymePage, PymeListArgs>({
      async queryFn(args, { dispatch, getState }, _extra, baseQuery) {
        const pageSize = args.pageSize ?? PAGE_SIZE;
        const { search } = args;
        const firstPage = (send: FilterValues) =>
          askAndRead(
            baseQuery,
            pymePageRequest({ page: 1, pageSize, search, send }),
            readPymePage,
            'getPymes',
          );
        try {
          if (needsWorkspace(args) || args.counts) {
            return { data: await workspacePage(dispatch as AppDispatch, args, pageSize) };
          }
          const plan = await planPymeFilters(args, firstPage, getState, dispatch);
          const { url } = endpointOf(search);
          let { send, here } = plan;
          /** Filters the rows of an answer showed ignored: learnt, and applied here from now on. */
          const ignored = (filters: readonly string[]) => {
            for (const filter of filters) {
              dispatch(filterSupportProven({ endpoint: url, filter, support: 'ignored' }));
            }
            const sent = Object.entries(send);
            here = {
              ...here,
              ...Object.fromEntries(sent.filter(([name]) => filters.includes(name))),
            };
            send = Object.fromEntries(sent.filter(([name]) => !filters.includes(name)));
          };
          if (Object.keys(here).length === 0) {
            const request = pymePageRequest({ page: args.page, pageSize, search, send });
            const answer =
              args.page === 1 && plan.firstPage
                ? plan.firstPage
                : await askAndRead(baseQuery, request, readPymePage, 'getPymes');
            // The spec's `training` (and a filter of ours shown honoured) is sent, not trusted.
            const check = checkRows(answer.results, send, pymeFilterTests);
            if (check.contradicted.length === 0) return { data: answer };
            ignored(check.contradicted);
          }
          const walk = await dispatch(
            pymeWalkApi.endpoints.getPymeWalk.initiate({ search, send }, { subscribe: false }),
          ).unwrap();
          // The rows of the walk are checked against the filters it was sent with too.
          const check = checkRows(walk.rows, send, pymeFilterTests);
          ignored(check.contradicted);
          const kept = check.kept.filter((pyme) => passesFilters(pyme, here, pymeFilterTests));
          noteFiltersHere('pymes', url, here, walk.rows, pymeFilterTests);
          const page = pageOfKept(walk, kept, here, args.page, pageSize);
          return { data: { ...page, filteredHere: { ...page.filteredHere, reason: 'ignored' } } };
        } catch (error) {
          return asQueryError(error);
        }
      },
      providesTags: (page, _error, args) => [
        ...listTags(
          'Pyme',
          page?.results,
          Boolean(args.search || args.training) ||
            args.enabled !== undefined ||
            Boolean(page?.filteredHere),
        ),
        // The workspace read the assignments or the diagnostics: a change to them refilters.
        ...(needsAssignments(args, args) ? [{ type: 'AdminAssignment', id: LIST } as const] : []),
        ...(page?.progressRead ? [{ type: 'PymeRecord', id: LIST } as const] : []),
      ],
    }),
    updatePyme: build.mutation<
      unknown,
      { uuid: string; body: PymeUpdate | { enabled: boolean } } & Refresh
    >({
      query: ({ uuid, body }) => pymeUpdateRequest(uuid, body),
      invalidatesTags: (_result, _error, arg) => unlessBulk(arg, changedPyme(arg.uuid)),
    }),
    /**
     * "Editar pyme": the pyme's data, then what the backend kept of it, from
     * the answer or the pyme read again (src/api/edge/write.ts).
     */
    savePyme: build.mutation<SaveCheck<keyof PymeUpdate>, { uuid: string; body: PymeUpdate }>({
      async queryFn({ uuid, body }, _api, _extraOptions, baseQuery) {
        return saveAndConfirm(
          baseQuery,
          pymeUpdateRequest(uuid, body),
          pymeShape,
          body,
          async () => {
            const found = await findPymeRecord(baseQuery, uuid);
            return 'error' in found ? null : found.data;
          },
        );
      },
      invalidatesTags: (_result, _error, { uuid }) => changedPyme(uuid),
    }),
    /** "Editar usuario": the entrepreneur's data, then what the backend kept of it. */
    updatePymeUser: build.mutation<
      SaveCheck<keyof PymeUserUpdate>,
      { uuid: string; body: PymeUserUpdate }
    >({
      async queryFn({ uuid, body }, _api, _extraOptions, baseQuery) {
        return saveAndConfirm(
          baseQuery,
          pymeUserUpdateRequest(uuid, body),
          pymeUserShape,
          body,
          async () => {
            const found = await findPymeRecord(baseQuery, uuid);
            return 'error' in found ? null : found.data;
          },
        );
      },
      invalidatesTags: (_result, _error, { uuid }) => changedPyme(uuid),
    }),
    /**
     * What the app read of each listed pyme's diagnostics (issue 37), for the
     * "Estado Diagnóstico" column: one `list-ready/` per pyme asked, so the
     * list asks only for the rows it shows (a page, at most 10). A pyme's
     * failure fails the read (the list block's rule: the cells show "—" and
     * the notice above the table retries); cached five minutes per page.
     */
    getDiagnosticProgress: build.query<Record<string, DiagnosticProgress>, readonly string[]>({
      async queryFn(pymes, _api, _extraOptions, baseQuery) {
        try {
          const read = await Promise.all(
            pymes.map(async (pyme) => {
              const diagnostics = await askAndRead(
                baseQuery,
                diagnosticRequests.ready(pyme),
                readReadyEvaluations,
                'getDiagnosticProgress',
              );
              return [pyme, diagnosticProgressOf(diagnostics)] as const;
            }),
          );
          return { data: Object.fromEntries(read) };
        } catch (error) {
          return asQueryError(error);
        }
      },
      keepUnusedDataFor: 300,
      providesTags: (_result, _error, pymes) => [
        ...pymes.map((pyme) => ({ type: 'PymeRecord', id: pyme }) as const),
        { type: 'PymeRecord', id: LIST } as const,
      ],
    }),
    /**
     * The lines a pyme can be put in, and the list's line filter's options:
     * the active ones (spec §7, §9: `is_active=true`, read whole). A row that
     * says it is not active is never offered, whether the server applied the
     * filter or not (`checkRows`); when it did not, the app notes it.
     */
    getLineOptions: build.query<LineOption[], undefined>({
      query: trainingLineRequests.options,
      rawResponseSchema: schemaOf(readLineOptions),
      transformResponse: (options: LineOption[]) => {
        const check = checkRows(options, activeLines, trainingLineFilterTests);
        if (check.contradicted.length > 0) {
          const { url } = trainingLineRequests.options();
          noteFiltersHere('trainingLines', url, activeLines, options, trainingLineFilterTests);
        }
        return check.kept;
      },
      providesTags: [{ type: 'LineOption', id: LIST }],
    }),
    /** A new association (spec §4, §7); its status "NA" unless given. */
    assignLine: build.mutation<unknown, NewAssociation & Refresh>({
      query: associationRequests.create,
      invalidatesTags: (_result, _error, arg) => unlessBulk(arg, changedPyme(arg.pyme)),
    }),
    /** `uuid` is the association's; `pyme` the pyme whose row it changes. */
    updateLineAssignment: build.mutation<
      unknown,
      { uuid: string; pyme: string; body: AssociationChange } & Refresh
    >({
      query: ({ uuid, body }) => associationRequests.update(uuid, body),
      // A new line moves the pyme between the line filters; a new status only changes its row.
      invalidatesTags: (_result, _error, arg) =>
        unlessBulk(
          arg,
          'training' in arg.body
            ? changedPyme(arg.pyme)
            : [{ type: 'Pyme', id: arg.pyme } as const],
        ),
    }),
    removeLineAssignment: build.mutation<unknown, { uuid: string; pyme: string }>({
      query: ({ uuid }) => associationRequests.remove(uuid),
      invalidatesTags: (_result, _error, { pyme }) => changedPyme(pyme),
    }),
    assignAdmin: build.mutation<unknown, AdminAssignmentCall & Refresh>({
      query: assignmentRequests.change,
      invalidatesTags: (_result, _error, arg) =>
        unlessBulk(arg, [{ type: 'AdminAssignment', id: LIST } as const]),
    }),
    getAssignableAdmins: build.query<Admin[], undefined>({
      query: adminRequests.all,
      rawResponseSchema: schemaOf(readAdminList),
      providesTags: (admins) => listTags('Admin', admins),
    }),
  }),
});

/**
 * A page of the workspace (issue 38): the list read whole with the search
 * alone (`getPymeWalk`, bounded, kept five minutes), every filter applied
 * here (`selectPymes`) and, when asked, each option's count. A filter change
 * reads nothing more but the diagnostics or assignments a filter needs.
 */
async function workspacePage(
  dispatch: AppDispatch,
  args: PymeListArgs,
  pageSize: number,
): Promise<PymePage> {
  const walk = await dispatch(
    pymeWalkApi.endpoints.getPymeWalk.initiate(
      { search: args.search, send: {} },
      { subscribe: false },
    ),
  ).unwrap();
  const selection = await selectPymes(dispatch, walk.rows, args, {
    counts: args.counts,
    withAdmins: args.withAdmins,
  });
  return workspacePageOf(walk, selection, args, pageSize);
}

/** A page of the workspace's selection out of the whole list read (pure). */
function workspacePageOf(
  walk: PymeWalk,
  selection: WorkspaceSelection,
  args: PymeListArgs,
  pageSize: number,
): PymePage {
  const { limit, offset } = pageParams(args.page, pageSize);
  return {
    count: selection.kept.length,
    next: null,
    previous: null,
    results: selection.kept.slice(offset, offset + limit),
    filteredHere: {
      reason: 'workspace',
      filters: Object.keys(pymeFilterValues(args)),
      read: walk.rows.length,
      total: walk.total,
      pageSize: walk.pageSize,
      ...(walk.stoppedEarly ? { stoppedEarly: walk.stoppedEarly } : {}),
    },
    ...(selection.facets ? { facets: selection.facets } : {}),
    ...(selection.progressRead ? { progressRead: selection.progressRead } : {}),
  };
}

/**
 * Whether the workspace's page can be made in render from the list read
 * whole and the assignments (`workspacePageInRender`): every filter but
 * `diagnosticos=<n>`, which reads each candidate's diagnostics first.
 */
export function selectableInRender(filters: PymeListFilters): boolean {
  return answeredCountFilter(filters.diagnostics) === null;
}

/**
 * The workspace's page made in render (issue 38's bench: a filter change
 * after the read then costs one render, not a query and two): the same
 * selection as `getPymes`, out of the walk and the assignments already read.
 * Undefined while the admin filter or counts wait for the assignments.
 */
export function workspacePageInRender(
  walk: PymeWalk,
  args: PymeListArgs,
  assignments: readonly AdminAssignment[] | undefined,
): PymePage | undefined {
  if (needsAssignments(args, args) && !assignments) return undefined;
  const context: PymeFilterContext = assignments ? { adminOf: adminsOf(assignments) } : {};
  const selection = selectFromRows(walk.rows, args, context, Boolean(args.counts));
  return workspacePageOf(walk, selection, args, args.pageSize ?? PAGE_SIZE);
}

/**
 * Which of the list's filters go to the server and which the app applies
 * itself (src/api/filter-support.ts), for the endpoint the search goes to.
 * `firstPage` asks page 1 of that endpoint with the filters given.
 */
export function planPymeFilters(
  filters: PymeListFilters,
  firstPage: (send: FilterValues) => Promise<Paginated<Pyme>>,
  getState: () => unknown,
  dispatch: (action: ReturnType<typeof filterSupportProven>) => unknown,
) {
  const endpoint = endpointOf(filters.search);
  return planFilters({
    filters: filterValues(filters),
    specFilters: endpoint.specFilters,
    tests: pymeFilterTests,
    firstPage,
    known: (filter) => selectFilterSupport(getState(), endpoint.url, filter),
    learn: (filter, support) =>
      dispatch(filterSupportProven({ endpoint: endpoint.url, filter, support })),
  });
}

/** Whether `pyme` passes the filters a server may be asked, as its row shows them. */
export function pymeInFilters(pyme: Pyme, filters: PymeListFilters): boolean {
  return passesFilters(pyme, filterValues(filters), pymeFilterTests);
}

export const { useGetPymeWalkQuery } = pymeWalkApi;

export const {
  useGetPymesQuery,
  useUpdatePymeMutation,
  useSavePymeMutation,
  useUpdatePymeUserMutation,
  useGetLineOptionsQuery,
  useGetDiagnosticProgressQuery,
  useAssignLineMutation,
  useUpdateLineAssignmentMutation,
  useRemoveLineAssignmentMutation,
  useGetAdminAssignmentsQuery,
  useAssignAdminMutation,
  useGetAssignableAdminsQuery,
} = pymesApi;
