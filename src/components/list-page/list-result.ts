import { pageCount, type Paginated } from '@/api/pagination';

/** The part of an RTK Query hook's result a list reads. */
export interface QueryState<Data> {
  data?: Data;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A list's rows and the state of their load, whatever the endpoint's shape:
 * what ListPage shows (the table, its states, the pages).
 */
export interface ListResult<Row> {
  /** The rows of this page; undefined until the first load answered. */
  rows: readonly Row[] | undefined;
  /**
   * Rows matching across every page; undefined while loading, null when the
   * answer cannot tell (the caption then says "—").
   */
  count: number | null | undefined;
  /** Pages to offer; undefined while unknown, null for a list shown whole (no pager). */
  pages: number | null | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A DRF page (`{count, next, previous, results}`): rows of one page, and the pager. */
export function pagedResult<Row>(query: QueryState<Paginated<Row>>): ListResult<Row> {
  const { data } = query;
  return {
    rows: data?.results,
    count: data?.count,
    pages: data ? pageCount(data.count) : undefined,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: query.refetch,
  };
}

/** A list answered whole (an unpaged search): every row at once, no pager. */
export function wholeResult<Row>(query: QueryState<readonly Row[]>): ListResult<Row> {
  return {
    rows: query.data,
    count: query.data?.length,
    pages: null,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: query.refetch,
  };
}
