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
  pymePageRequest,
  pymeShape,
  pymeUpdateRequest,
  pymeUserShape,
  pymeUserUpdateRequest,
  readPymePage,
  type Pyme,
  type PymePageRequest,
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
  filterSupportProven,
  noteFiltersHere,
  selectFilterSupport,
} from '@/api/filter-support';
import type { Paginated } from '@/api/pagination';
import { walkList } from '@/api/walk-list';
import type { AppDispatch } from '@/lib/store-hooks';
import { findPymeRecord } from './find-pyme';
import { diagnosticProgressOf, type DiagnosticProgress } from './pyme-labels';
import { pymeWalkProgressed } from './walk-progress';
import {
  planQuery,
  readPage,
  type PymeListArgs,
  type PymePage,
  type PymeReads,
  type PymeWalk,
} from './workspace-query';

/**
 * The admin's pymes workspace's endpoints (spec §7) and their cache tags:
 * the list and its search, one pyme, its edits, its line, its admin. What a
 * list query sends and what it filters in the browser is decided in
 * ./workspace-query.ts, which reads through these endpoints (`pymeReads`).
 */

/** Rows asked a request when the app reads a list whole to filter it itself. */
const WALK_PAGE_SIZE = 1000;

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

/**
 * The reads the workspace query goes through (`pymeReads`): a page of the
 * list, the list read whole, the assignments and a pyme's diagnostics.
 */
const pymeReadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One request of the list, as the edge builds it: the walks' and the filters' checks' unit. */
    getPymePage: build.query<Paginated<Pyme>, PymePageRequest>({
      query: pymePageRequest,
      rawResponseSchema: schemaOf(readPymePage),
      providesTags: (page, _error, { search, send }) =>
        listTags('Pyme', page?.results, Boolean(search) || Object.keys(send).length > 0),
    }),
    /**
     * Every pyme of a search with `send`'s filters, read page after page
     * (bounded): the rows the app filters itself. Kept a while without a
     * subscriber, so that the next page of the same list reads no more.
     */
    getPymeWalk: build.query<PymeWalk, Omit<PymePageRequest, 'page' | 'pageSize'>>({
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
 * The workspace query's reads (`PymeReads`) through these endpoints, in a
 * store: a page through `getPymePage` (asked anew, cancelled with its
 * signal) unless `page` says how; the walk, the assignments and a pyme's
 * diagnostics, asked without a subscription (each kept for its endpoint's
 * time); and the filters of ours proven (`filterSupport`).
 */
export function pymeReads(
  dispatch: AppDispatch,
  getState: () => unknown,
  page?: PymeReads['page'],
): PymeReads {
  const { getPymePage, getPymeWalk, getAdminAssignments, getPymeProgress } = pymeReadsApi.endpoints;
  const once = { subscribe: false } as const;
  return {
    page:
      page ??
      ((request, signal) => {
        const asked = dispatch(getPymePage.initiate(request, { ...once, forceRefetch: true }));
        signal?.addEventListener(
          'abort',
          () => {
            asked.abort();
          },
          { once: true },
        );
        return asked.unwrap();
      }),
    walk: (search, send) => dispatch(getPymeWalk.initiate({ search, send }, once)).unwrap(),
    assignments: () => dispatch(getAdminAssignments.initiate(undefined, once)).unwrap(),
    progress: (pyme) => dispatch(getPymeProgress.initiate(pyme, once)).unwrap(),
    known: (endpoint, filter) => selectFilterSupport(getState(), endpoint, filter),
    learn: (endpoint, filter, support) => {
      dispatch(filterSupportProven({ endpoint, filter, support }));
    },
  };
}

export const pymesApi = pymeReadsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A page of the list as /admin/pymes shows it: the workspace query's
     * `readPage` (what is sent, what is filtered here), each page asked
     * through the base query.
     */
    getPymes: build.query<PymePage, PymeListArgs>({
      async queryFn(args, { dispatch, getState }, _extra, baseQuery) {
        try {
          const page: PymeReads['page'] = (request) =>
            askAndRead(baseQuery, pymePageRequest(request), readPymePage, 'getPymes');
          return { data: await readPage(args, pymeReads(dispatch as AppDispatch, getState, page)) };
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
        ...(planQuery(args).needs.assignments
          ? [{ type: 'AdminAssignment', id: LIST } as const]
          : []),
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

export const { useGetPymeWalkQuery } = pymeReadsApi;

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
