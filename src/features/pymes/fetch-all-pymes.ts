import { pageCount } from '@/api/pagination';
import { MAX_WALK_PAGES } from '@/api/walk-pages';
import { formatNumber } from '@/lib/numbers';
import type { AppDispatch } from '@/lib/store-hooks';
import { pymesApi, type AdminPyme, type PymeListArgs } from './pymes-api';

/** How far a whole-list load has got: rows received so far, rows the list has. */
export interface FetchAllProgress {
  loaded: number;
  total: number;
}

/** Why a walk stopped before the end of the list (see `fetchAllPymes`). */
export type WalkStop =
  /** It read MAX_WALK_PAGES pages and the list went on. */
  | 'ceiling'
  /** A page came empty before the list's end. */
  | 'empty-page'
  /** A page held only rows of pages already read. */
  | 'repeated-page';

/** A whole list (or as much of it as could be read) and the requests it took. */
export interface FetchAllResult {
  pymes: AdminPyme[];
  requests: number;
  /** Rows the list has: page 1's `count`, or the rows read when more. */
  total: number;
  /** Rows a page was granted (what the ceiling counts in). */
  pageSize: number;
  /** Why it stopped before the end; undefined when it read the whole list. */
  stoppedEarly?: WalkStop;
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
  onProgress?: (progress: FetchAllProgress) => void;
}

/** Pages asked for at once after the first one. */
const MAX_PAGES_IN_FLIGHT = 3;

/** The list's filters, without the paging that `fetchAllPymes` does itself. */
export type PymeListFilters = Omit<PymeListArgs, 'page' | 'pageSize'>;

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Every pyme of the list that `filters` select, in list order, asked page after
 * page through the `getPymes` endpoint (so through the authenticated client and
 * its refresh queue). Page 1 tells the count and the page size the backend
 * grants (its rows, when fewer than asked and the list is longer); the other
 * pages follow at that size, at most three requests in flight at once. A pyme
 * that shifts between pages while the list is read (added or disabled
 * meanwhile) is kept once.
 *
 * Bounded whatever the server claims (docs/decisions.md, "Bounded walks"):
 * it asks the pages the count needs and goes on while the last one still has
 * a `next`, but never more than MAX_WALK_PAGES pages; a page with `next: null`
 * ends the list; an empty page before the end, or one holding only rows
 * already read, stops it. A walk that stopped before reading every row says
 * why in `stoppedEarly`, with the rows it read: the caller tells the user
 * ("Se exportaron N de M…") or shows no figure.
 *
 * Rejects with the API error (`{status, data}`) of the first page that fails,
 * cancelling the others, or with an AbortError when `signal` aborts.
 */
export async function fetchAllPymes(
  dispatch: AppDispatch,
  filters: PymeListFilters,
  { pageSize, signal, onProgress }: FetchAllPymesOptions,
): Promise<FetchAllResult> {
  signal?.throwIfAborted();
  // Aborted by the caller or by a failed page: either way, nothing more is asked.
  const stop = new AbortController();
  const stopAll = () => {
    stop.abort(signal ? abortError(signal) : undefined);
  };
  signal?.addEventListener('abort', stopAll, { once: true });

  let requests = 0;
  const fetchPage = async (page: number, size: number) => {
    requests += 1;
    const request = dispatch(
      pymesApi.endpoints.getPymes.initiate(
        { ...filters, page, pageSize: size },
        { subscribe: false, forceRefetch: true },
      ),
    );
    const cancel = () => {
      request.abort();
    };
    stop.signal.addEventListener('abort', cancel, { once: true });
    try {
      return await request.unwrap();
    } finally {
      stop.signal.removeEventListener('abort', cancel);
    }
  };

  try {
    const first = await fetchPage(1, pageSize);
    const total = first.count;
    const pages: AdminPyme[][] = [first.results];
    const seen = new Set(first.results.map((pyme) => pyme.uuid));
    let loaded = first.results.length;
    const report = () => onProgress?.({ loaded: Math.min(loaded, total), total });
    report();

    // Fewer rows than asked on a longer list: the backend caps the page size.
    const granted =
      first.results.length > 0 && first.results.length < Math.min(pageSize, total)
        ? first.results.length
        : pageSize;
    // The last page to ask: the count's, until a page says otherwise.
    let lastPage =
      first.next === null ? 1 : Math.min(Math.max(pageCount(total, granted), 2), MAX_WALK_PAGES);
    let stoppedEarly: WalkStop | undefined;
    let nextPage = 2;

    /** Reads one page; false when the walk ends with it. */
    const read = async (page: number): Promise<boolean> => {
      const { results, next } = await fetchPage(page, granted);
      if (stoppedEarly !== undefined || page > lastPage) return false;
      if (results.length === 0) {
        // The end (`next: null`: rows removed meanwhile), or a server that keeps saying there is more.
        if (next !== null) stoppedEarly = 'empty-page';
        lastPage = page - 1;
        return false;
      }
      if (results.every((pyme) => seen.has(pyme.uuid))) {
        stoppedEarly = 'repeated-page';
        lastPage = page - 1;
        return false;
      }
      for (const pyme of results) seen.add(pyme.uuid);
      pages[page - 1] = results;
      loaded += results.length;
      report();
      if (next === null) {
        lastPage = Math.min(lastPage, page);
        return false;
      }
      // The count's last page and the list goes on: follow it, up to the ceiling.
      if (page === lastPage) {
        if (page >= MAX_WALK_PAGES) {
          stoppedEarly = 'ceiling';
          return false;
        }
        lastPage = page + 1;
      }
      return true;
    };

    const worker = async () => {
      while (nextPage <= lastPage && stoppedEarly === undefined && !stop.signal.aborted) {
        const page = nextPage;
        nextPage += 1;
        await read(page);
      }
    };
    const workers = Array.from({ length: MAX_PAGES_IN_FLIGHT }, worker);
    try {
      await Promise.all(workers);
    } catch (error) {
      // The first failure stops the other workers' requests.
      stop.abort(error);
      throw error;
    }
    // Aborted between two pages: the workers stopped asking without a failure.
    stop.signal.throwIfAborted();

    const kept = new Set<string>();
    const pymes = pages
      .slice(0, Math.max(lastPage, 1))
      .flat()
      .filter((pyme) => {
        if (kept.has(pyme.uuid)) return false;
        kept.add(pyme.uuid);
        return true;
      });
    // A list that grew while it was read has at least the rows read.
    return {
      pymes,
      requests,
      total: Math.max(total, pymes.length),
      pageSize: granted,
      stoppedEarly,
    };
  } catch (error) {
    // A request cut short by the abort rejects with RTK Query's own shape; the caller gets an AbortError.
    if (signal?.aborted) throw abortError(signal);
    throw error;
  } finally {
    signal?.removeEventListener('abort', stopAll);
  }
}

/** Why a walk stopped before the end, in a clause for the screen ("…: el servidor repitió una página"). */
export function walkStopReason(result: Pick<FetchAllResult, 'stoppedEarly' | 'pageSize'>): string {
  switch (result.stoppedEarly) {
    case 'ceiling':
      return `la app lee como máximo ${formatNumber(MAX_WALK_PAGES)} páginas de ${formatNumber(result.pageSize)} pymes`;
    case 'empty-page':
      return 'el servidor entregó una página vacía antes del final de la lista';
    case 'repeated-page':
      return 'el servidor repitió una página de la lista';
    default:
      return '';
  }
}
