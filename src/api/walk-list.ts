import { pageCount, type Paginated } from './pagination';
import { MAX_WALK_PAGES } from './walk-pages';

/** How far a whole-list read has got: rows received so far, rows the list has. */
export interface WalkProgress {
  loaded: number;
  total: number;
}

/** Why a walk stopped before the end of the list (see `walkList`). */
export type WalkStop =
  /** It read MAX_WALK_PAGES pages and the list went on. */
  | 'ceiling'
  /** A page came empty before the list's end. */
  | 'empty-page'
  /** A page held only rows of pages already read. */
  | 'repeated-page'
  /** The list ended (`next: null`) with fewer rows than the count it announced. */
  | 'ended-short';

/** A whole list (or as much of it as could be read) and the requests it took. */
export interface WalkResult<Row> {
  rows: Row[];
  requests: number;
  /** Rows the list has: page 1's `count`, or the rows read when more. */
  total: number;
  /** Rows a page was granted (what the ceiling counts in). */
  pageSize: number;
  /** Why it stopped before the end; undefined when it read the whole list. */
  stoppedEarly?: WalkStop;
}

export interface WalkOptions<Row> {
  /**
   * Rows asked a request (`?limit=`). A backend may grant fewer (DRF's
   * `max_limit`): page 1 tells, and the other pages are asked at that size.
   */
  pageSize: number;
  /** A row's identity: a row met again on a later page (the list shifted) is kept once. */
  key: (row: Row) => string;
  /** Aborting stops asking and rejects with an AbortError. */
  signal?: AbortSignal;
  /** Called after every page that arrives (page 1 tells `total`). */
  onProgress?: (progress: WalkProgress) => void;
}

/** Pages asked for at once after the first one. */
const MAX_PAGES_IN_FLIGHT = 3;

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Every row of a paged list, in list order, asked with `fetchPage(page, size)`.
 * Page 1 tells the count and the page size the backend grants (its rows, when
 * fewer than asked and the list is longer); the other pages follow at that
 * size, at most three requests in flight at once.
 *
 * Bounded whatever the server claims (docs/decisions.md, "Bounded walks"): it
 * asks the pages the count needs and goes on while the last one still has a
 * `next`, but never more than MAX_WALK_PAGES pages; a page with `next: null`
 * ends the list; an empty page before the end, or one holding only rows
 * already read, stops it. A walk that read fewer rows than the list has (it
 * stopped, or the list ended short of its count) says why in `stoppedEarly`,
 * with the rows it read: the caller says so ("Leímos N de M…") and never
 * presents them as the whole list.
 *
 * Rejects with the error of the first page that fails, or with an AbortError
 * when `signal` aborts.
 */
export async function walkList<Row>(
  fetchPage: (page: number, size: number, signal: AbortSignal) => Promise<Paginated<Row>>,
  { pageSize, key, signal, onProgress }: WalkOptions<Row>,
): Promise<WalkResult<Row>> {
  signal?.throwIfAborted();
  // Aborted by the caller or by a failed page: either way, nothing more is asked.
  const stop = new AbortController();
  const stopAll = () => {
    stop.abort(signal ? abortError(signal) : undefined);
  };
  signal?.addEventListener('abort', stopAll, { once: true });

  let requests = 0;
  const ask = (page: number, size: number) => {
    requests += 1;
    return fetchPage(page, size, stop.signal);
  };

  try {
    const first = await ask(1, pageSize);
    const total = first.count;
    const pages: Row[][] = [first.results];
    const seen = new Set(first.results.map(key));
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
      const { results, next } = await ask(page, granted);
      if (stoppedEarly !== undefined || page > lastPage) return false;
      if (results.length === 0) {
        // The end (`next: null`: rows removed meanwhile), or a server that keeps saying there is more.
        if (next !== null) stoppedEarly = 'empty-page';
        lastPage = page - 1;
        return false;
      }
      if (results.every((row) => seen.has(key(row)))) {
        stoppedEarly = 'repeated-page';
        lastPage = page - 1;
        return false;
      }
      for (const row of results) seen.add(key(row));
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
    try {
      await Promise.all(Array.from({ length: MAX_PAGES_IN_FLIGHT }, worker));
    } catch (error) {
      // The first failure stops the other workers' requests.
      stop.abort(error);
      throw error;
    }
    // Aborted between two pages: the workers stopped asking without a failure.
    stop.signal.throwIfAborted();

    const kept = new Set<string>();
    const rows = pages
      .slice(0, Math.max(lastPage, 1))
      .flat()
      .filter((row) => {
        if (kept.has(key(row))) return false;
        kept.add(key(row));
        return true;
      });
    // The list said it had more rows than its pages gave.
    if (stoppedEarly === undefined && rows.length < total) stoppedEarly = 'ended-short';
    // A list that grew while it was read has at least the rows read.
    return {
      rows,
      requests,
      total: Math.max(total, rows.length),
      pageSize: granted,
      stoppedEarly,
    };
  } catch (error) {
    if (signal?.aborted) throw abortError(signal);
    throw error;
  } finally {
    signal?.removeEventListener('abort', stopAll);
  }
}
