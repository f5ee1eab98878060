// DRF limit/offset paging (LimitOffsetPagination): pages of 10, numbered from 1.

/** One page of a DRF list answered with `?limit=&offset=`. */
export interface Paginated<T> {
  /** Rows matching the request in total, across every page. */
  count: number;
  /** The absolute URL of the next page; null on the last one. */
  next: string | null;
  /** The absolute URL of the previous page; null on the first one. */
  previous: string | null;
  results: T[];
}

/** Rows per page in every admin list. */
export const PAGE_SIZE = 10;

/**
 * The `limit`/`offset` query parameters of a page (numbered from 1).
 * A page below 1 or not a whole number is read as page 1.
 */
export function pageParams(page: number, pageSize = PAGE_SIZE): { limit: number; offset: number } {
  const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  return { limit: pageSize, offset: (safePage - 1) * pageSize };
}

/** How many pages `count` rows fill (0 rows → 0 pages). */
export function pageCount(count: number, pageSize = PAGE_SIZE): number {
  if (!(count > 0)) return 0;
  return Math.ceil(count / pageSize);
}
