import type { WalkProgress, WalkStop } from '@/api/walk-list';
import { walkStopClause, type RowNames } from '@/components/list-page/ignored-filter-notice';
import type { AppDispatch } from '@/lib/store-hooks';
import type { PymeListFilters } from './pyme-filters';
import { pymeReads } from './pymes-api';
import { readAll, type FetchAllOptions, type FetchAllResult } from './workspace-query';

export type { WalkProgress as FetchAllProgress, WalkStop };

/**
 * Every pyme that `filters` select, in list order (the workspace query's
 * `readAll`: what it sends, what it keeps here), read through this store's
 * endpoints: each page through `getPymePage`, and so the authenticated client
 * and its refresh queue. The export, the follow-up, the bulk runs and the
 * overview read it so.
 *
 * Rejects with the API error (`{status, data}`) of the first page that fails,
 * or with an AbortError when `signal` aborts.
 */
export function fetchAllPymes(
  dispatch: AppDispatch,
  filters: PymeListFilters,
  options: FetchAllOptions,
): Promise<FetchAllResult> {
  return dispatch((_dispatch, getState) =>
    readAll(filters, pymeReads(dispatch, getState), options),
  );
}

/** How the pymes' notices name the rows. */
export const pymeNames: RowNames = { singular: 'pyme', plural: 'pymes', article: 'las' };

/** Why a walk stopped before the end, in a clause for the screen ("…: el servidor repitió una página"). */
export function walkStopReason(result: Pick<FetchAllResult, 'stoppedEarly' | 'pageSize'>): string {
  return walkStopClause(result.stoppedEarly, result.pageSize, pymeNames);
}
