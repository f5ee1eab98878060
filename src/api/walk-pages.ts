import type { ApiError } from './api-error';

/** Query parameters of a list call. */
export type ListParams = Record<string, string | number | boolean | undefined>;

/** What one call of the walk answers. */
type CallResult = { data: unknown } | { error: ApiError };

/**
 * The most pages a walk of a whole list asks for, whatever the server claims
 * (its count, a `next` that never ends): the ceiling in rows is this times the
 * page size granted, 20 000 rows at 100 a page, twice the programme's largest
 * list. Here a walk that would need more fails (a list the cells read is never
 * shown cut short); `fetchAllPymes` stops at it and says so.
 */
export const MAX_WALK_PAGES = 200;

interface DrfPage {
  count: number | undefined;
  next: string | null;
  results: unknown[];
}

function asPage(value: unknown): DrfPage | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { count, next, results } = value as Record<string, unknown>;
  if (!Array.isArray(results)) return null;
  return {
    count: typeof count === 'number' && count >= 0 ? count : undefined,
    next: typeof next === 'string' && next !== '' ? next : null,
    results,
  };
}

/**
 * `limit` and `offset` of a DRF `next` link. Only these two are taken from it:
 * the walk keeps asking the same path, with the same filters, through the same
 * client (never the link's own host), so a link cannot lead the app elsewhere.
 */
function pageOfLink(link: string): { limit?: number; offset: number } | null {
  let url: URL;
  try {
    url = new URL(link, 'http://base.invalid/');
  } catch {
    return null;
  }
  const offset = Number(url.searchParams.get('offset') ?? '0');
  const limitText = url.searchParams.get('limit');
  const limit = limitText === null ? undefined : Number(limitText);
  if (!Number.isSafeInteger(offset) || offset < 0) return null;
  if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 1)) return null;
  return { limit, offset };
}

function incomplete(reason: string): { error: ApiError } {
  return { error: { status: 'BAD_RESPONSE', data: `The list could not be read whole: ${reason}` } };
}

/**
 * Every row of a list, whichever way the backend serves it (docs/decisions.md,
 * "Lists the app needs whole"): a plain array is the whole list; a DRF page
 * without `next` is too; a page with `next` is followed, asking the same call
 * with the `limit` and `offset` of each `next`, until a page has no `next`.
 *
 * Bounded whatever the server says: a page that repeats an offset already
 * read, an empty page that still has a `next`, more pages than the first
 * page's `count` needs at the size it granted (plus two for rows added
 * meanwhile), or more than MAX_WALK_PAGES pages end the walk as a failed
 * call (BAD_RESPONSE): a list the app cannot read whole is never shown as if
 * it were whole.
 */
export async function walkPages(
  call: (params: ListParams) => Promise<CallResult>,
  params: ListParams,
  /** Stops early, answering the rows read so far, once a page has what the caller looks for. */
  found?: (rows: readonly unknown[]) => boolean,
): Promise<CallResult> {
  const first = await call(params);
  if ('error' in first) return first;
  const firstPage = asPage(first.data);
  if (!firstPage) return first;
  if (found?.(firstPage.results)) return { data: firstPage.results };

  const rows = [...firstPage.results];
  const seenOffsets = new Set<number>([Number(params.offset ?? 0)]);
  // The pages the first page's count needs at the size granted, and two more
  // for rows added meanwhile; never more than MAX_WALK_PAGES.
  const granted = firstPage.results.length;
  const maxPages =
    firstPage.count !== undefined && granted > 0
      ? Math.min(MAX_WALK_PAGES, Math.ceil(firstPage.count / granted) + 2)
      : MAX_WALK_PAGES;
  let page = firstPage;
  for (let pages = 1; page.next !== null; pages += 1) {
    if (pages >= maxPages) return incomplete(`more than ${String(maxPages)} pages`);
    if (page.results.length === 0) return incomplete('an empty page that is not the last');
    const link = pageOfLink(page.next);
    if (!link) return incomplete(`a next link it cannot read (${page.next})`);
    if (seenOffsets.has(link.offset)) return incomplete('a page that repeats');
    seenOffsets.add(link.offset);
    const answer = await call({
      ...params,
      offset: link.offset,
      limit: link.limit ?? params.limit,
    });
    if ('error' in answer) return answer;
    const next = asPage(answer.data);
    if (!next) return incomplete('a page that is not a page');
    rows.push(...next.results);
    if (found?.(next.results)) return { data: rows };
    page = next;
  }
  return { data: rows };
}
