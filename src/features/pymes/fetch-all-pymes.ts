import { pageCount } from '@/api/pagination';
import type { AppDispatch } from '@/lib/store-hooks';
import { pymesApi, type AdminPyme, type PymeListArgs } from './pymes-api';

/** How far a whole-list load has got: rows received so far, rows the list has. */
export interface FetchAllProgress {
  loaded: number;
  total: number;
}

/** A whole list and the requests it took. */
export interface FetchAllResult {
  pymes: AdminPyme[];
  requests: number;
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
 * pages follow at that size, at most three requests in flight at once, and no
 * more pages than the count needs. A pyme that shifts between pages while the
 * list is read (added or disabled meanwhile) is kept once.
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
    let loaded = first.results.length;
    onProgress?.({ loaded: Math.min(loaded, total), total });

    // Fewer rows than asked on a longer list: the backend caps the page size.
    const granted =
      first.results.length > 0 && first.results.length < Math.min(pageSize, total)
        ? first.results.length
        : pageSize;
    const lastPage = pageCount(total, granted);
    let nextPage = 2;
    const worker = async () => {
      while (nextPage <= lastPage && !stop.signal.aborted) {
        const page = nextPage;
        nextPage += 1;
        const { results } = await fetchPage(page, granted);
        pages[page - 1] = results;
        loaded += results.length;
        onProgress?.({ loaded: Math.min(loaded, total), total });
      }
    };
    const workers = Array.from(
      { length: Math.min(MAX_PAGES_IN_FLIGHT, Math.max(0, lastPage - 1)) },
      worker,
    );
    try {
      await Promise.all(workers);
    } catch (error) {
      // The first failure stops the other workers' requests.
      stop.abort(error);
      throw error;
    }
    // Aborted between two pages: the workers stopped asking without a failure.
    stop.signal.throwIfAborted();

    const seen = new Set<string>();
    const pymes = pages.flat().filter((pyme) => {
      if (seen.has(pyme.uuid)) return false;
      seen.add(pyme.uuid);
      return true;
    });
    return { pymes, requests };
  } catch (error) {
    // A request cut short by the abort rejects with RTK Query's own shape; the caller gets an AbortError.
    if (signal?.aborted) throw abortError(signal);
    throw error;
  } finally {
    signal?.removeEventListener('abort', stopAll);
  }
}
