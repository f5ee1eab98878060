import { HttpResponse } from 'msw';
import { reading, type ListEndpoint } from './readings';

interface ListResponseOptions<Row> {
  /** The list, when its parameters depend on the reading (`Reading.listParams`); otherwise it honours them all. */
  endpoint?: ListEndpoint;
  /**
   * The texts a row is searched in (DRF `search_fields`). Without it the
   * `search` parameter is ignored, as DRF does for a view with no SearchFilter.
   */
  search?: (row: Row) => readonly (string | null | undefined)[];
  /** The row as the API sends it; called only for the rows in the answer. */
  serialize: (row: Row) => unknown;
}

/**
 * The query parameters of a list request that the list honours in the
 * current reading; DRF ignores the others. A list not in the reading's
 * table honours them all.
 */
export function listQuery(request: Request, endpoint?: ListEndpoint): URLSearchParams {
  const params = new URL(request.url).searchParams;
  const honoured: readonly string[] | undefined = endpoint && reading().listParams[endpoint];
  if (!honoured) return params;
  return new URLSearchParams([...params].filter(([name]) => honoured.includes(name)));
}

/** DRF's `_positive_int`: digits only; `strict` refuses 0. */
function positiveInt(raw: string | null, strict: boolean): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  if (!Number.isSafeInteger(value) || (strict && value === 0)) return null;
  return value;
}

/** DRF SearchFilter's terms: the parameter split on whitespace and commas. */
function searchTerms(raw: string | null): string[] {
  if (raw === null) return [];
  return raw
    .replaceAll('\0', '')
    .split(/[\s,]+/)
    .filter((term) => term !== '')
    .map((term) => term.toLocaleLowerCase('es'));
}

function matches(texts: readonly (string | null | undefined)[], terms: readonly string[]): boolean {
  const haystack = texts
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.toLocaleLowerCase('es'));
  return terms.every((term) => haystack.some((text) => text.includes(term)));
}

/**
 * `url` pointing at another page, as DRF builds its links: `limit` rewritten as
 * the number read, `offset` set, or removed when it is 0 or less (the first page).
 */
function pageUrl(url: URL, limit: number, offset: number): string {
  const next = new URL(url);
  next.searchParams.set('limit', String(limit));
  if (offset > 0) next.searchParams.set('offset', String(offset));
  else next.searchParams.delete('offset');
  return next.toString();
}

/**
 * The demo backend's answer to any list endpoint, the way DRF gives it with
 * SearchFilter and LimitOffsetPagination, from the parameters the list
 * honours (`listQuery`):
 * - `?search=` keeps the rows where every term (split on spaces and commas) is
 *   contained, case-insensitively, in one of the texts `options.search` returns;
 * - the page holds `?limit=` rows, or the reading's `pageSize` without a valid
 *   one, at most its `maxLimit`; with neither a limit nor a `pageSize` the
 *   answer is a plain array of every matching row;
 * - a page is `{count, next, previous, results}` from `?offset=` (0 by
 *   default), `next`/`previous` absolute URLs (with every parameter sent,
 *   as DRF keeps them).
 */
export function listResponse<Row>(
  request: Request,
  rows: readonly Row[],
  options: ListResponseOptions<Row>,
) {
  const url = new URL(request.url);
  const query = listQuery(request, options.endpoint);
  const getSearchTexts = options.search;
  const terms = getSearchTexts ? searchTerms(query.get('search')) : [];
  const matching =
    getSearchTexts && terms.length > 0
      ? rows.filter((row) => matches(getSearchTexts(row), terms))
      : rows;

  const { pageSize, maxLimit } = reading();
  const asked = positiveInt(query.get('limit'), true) ?? pageSize;
  if (asked === null) return HttpResponse.json(matching.map((row) => options.serialize(row)));
  const limit = Math.min(asked, maxLimit ?? asked);

  const offset = positiveInt(query.get('offset'), false) ?? 0;
  const count = matching.length;
  return HttpResponse.json({
    count,
    next: offset + limit < count ? pageUrl(url, limit, offset + limit) : null,
    previous: offset > 0 ? pageUrl(url, limit, offset - limit) : null,
    results: matching.slice(offset, offset + limit).map((row) => options.serialize(row)),
  });
}
