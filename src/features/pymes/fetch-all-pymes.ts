import type { Pyme } from '@/api/edge/pymes';
import { walkList, type WalkProgress, type WalkStop } from '@/api/walk-list';
import { walkStopClause, type RowNames } from '@/components/list-page/ignored-filter-notice';
import type { AppDispatch } from '@/lib/store-hooks';
import { needsWorkspace } from './pyme-filters';
import {
  planPymeFilters,
  pymeInFilters,
  pymesApi,
  selectPymes,
  type PymeListFilters,
} from './pymes-api';

export type { WalkProgress as FetchAllProgress, WalkStop };

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

/** How `fetchAllPymes` asks for the pages. */
interface FetchAllPymesOptions {
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

/**
 * Every pyme that `filters` select, in list order: the filters the endpoint
 * honours are sent (`planPymeFilters`), the list is read page after page
 * (`walkList`: bounded, at most three requests in flight, through the
 * `getPymePage` endpoint and so the authenticated client and its refresh
 * queue), and only the pymes whose rows show them in every filter are kept,
 * whoever applied it ("every pyme of the filter" is never a pyme outside it).
 * A walk that read fewer rows than the list has says why in `stoppedEarly`:
 * the caller tells the user ("Se exportaron N de M…") or shows no figure.
 *
 * Rejects with the API error (`{status, data}`) of the first page that fails,
 * or with an AbortError when `signal` aborts.
 */
export async function fetchAllPymes(
  dispatch: AppDispatch,
  filters: PymeListFilters,
  { pageSize, signal, onProgress }: FetchAllPymesOptions,
): Promise<FetchAllResult> {
  const { search } = filters;
  const page = (number: number, size: number, send: Record<string, string>, stop?: AbortSignal) => {
    const request = dispatch(
      pymesApi.endpoints.getPymePage.initiate(
        { page: number, pageSize: size, search, send },
        { subscribe: false, forceRefetch: true },
      ),
    );
    stop?.addEventListener(
      'abort',
      () => {
        request.abort();
      },
      { once: true },
    );
    return request.unwrap();
  };
  // The workspace's filters (issue 38) are the app's: the list is read with the search alone.
  const workspace = needsWorkspace(filters);
  const plan = workspace
    ? { send: {}, here: { workspace: 'true' } }
    : await dispatch((_dispatch, getState) =>
        planPymeFilters(filters, (send) => page(1, pageSize, send, signal), getState, dispatch),
      );
  const here = Object.keys(plan.here).length > 0;
  const walk = await walkList((number, size, stop) => page(number, size, plan.send, stop), {
    pageSize,
    key: (pyme) => pyme.uuid,
    signal,
    // With filters applied here, the figures are rows read of the wider list.
    onProgress,
  });
  const pymes = workspace
    ? (await selectPymes(dispatch, walk.rows, filters)).kept
    : walk.rows.filter((pyme) => pymeInFilters(pyme, filters));
  return {
    pymes,
    requests: walk.requests,
    total: here ? pymes.length : walk.total - (walk.rows.length - pymes.length),
    pageSize: walk.pageSize,
    ...(walk.stoppedEarly ? { stoppedEarly: walk.stoppedEarly } : {}),
    ...(here ? { filteredHere: { read: walk.rows.length, total: walk.total } } : {}),
  };
}

/** How the pymes' notices name the rows. */
export const pymeNames: RowNames = { singular: 'pyme', plural: 'pymes', article: 'las' };

/** Why a walk stopped before the end, in a clause for the screen ("…: el servidor repitió una página"). */
export function walkStopReason(result: Pick<FetchAllResult, 'stoppedEarly' | 'pageSize'>): string {
  return walkStopClause(result.stoppedEarly, result.pageSize, pymeNames);
}
