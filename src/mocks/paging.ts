import { HttpResponse } from 'msw';
import { isSpecOnly } from './api-mode';

/** Spec-only mode: DRF's `PAGE_SIZE` (spec §9: page size 10), the limit without `?limit=`. */
export const SPEC_DEFAULT_LIMIT = 10;
/** Spec-only mode: DRF `LimitOffsetPagination.max_limit`; a larger `?limit=` reads as this. */
export const SPEC_MAX_LIMIT = 100;

interface ListResponseOptions<Row> {
  /**
   * The texts a row is searched in (DRF `search_fields`). Without it the
   * `search` parameter is ignored, as DRF does for a view with no SearchFilter.
   */
  search?: (row: Row) => readonly (string | null | undefined)[];
  /** The row as the API sends it; called only for the rows in the answer. */
  serialize: (row: Row) => unknown;
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
 * SearchFilter and LimitOffsetPagination:
 * - `?search=` keeps the rows where every term (split on spaces and commas) is
 *   contained, case-insensitively, in one of the texts `options.search` returns;
 * - without a valid `?limit=` the answer is a plain array of every matching row;
 * - with it, `{count, next, previous, results}` from `?offset=` (0 by default),
 *   with `next`/`previous` as absolute URLs.
 *
 * Spec-only mode (src/mocks/api-mode.ts, 1): every list is paged, as with DRF's
 * `DEFAULT_PAGINATION_CLASS` and `PAGE_SIZE = 10`: without a valid `?limit=`
 * the page holds 10 rows (and `next` says limit=10), and a limit above 100 is
 * read as 100 (`max_limit`; `next` then says limit=100).
 */
export function listResponse<Row>(
  request: Request,
  rows: readonly Row[],
  options: ListResponseOptions<Row>,
) {
  const url = new URL(request.url);
  const getSearchTexts = options.search;
  const terms = getSearchTexts ? searchTerms(url.searchParams.get('search')) : [];
  const matching =
    getSearchTexts && terms.length > 0
      ? rows.filter((row) => matches(getSearchTexts(row), terms))
      : rows;

  const asked = positiveInt(url.searchParams.get('limit'), true);
  let limit: number;
  if (isSpecOnly()) {
    limit = Math.min(asked ?? SPEC_DEFAULT_LIMIT, SPEC_MAX_LIMIT);
  } else if (asked === null) {
    return HttpResponse.json(matching.map((row) => options.serialize(row)));
  } else {
    limit = asked;
  }

  const offset = positiveInt(url.searchParams.get('offset'), false) ?? 0;
  const count = matching.length;
  return HttpResponse.json({
    count,
    next: offset + limit < count ? pageUrl(url, limit, offset + limit) : null,
    previous: offset > 0 ? pageUrl(url, limit, offset - limit) : null,
    results: matching.slice(offset, offset + limit).map((row) => options.serialize(row)),
  });
}
