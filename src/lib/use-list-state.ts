import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

const PAGE_PARAM = 'pagina';
const SEARCH_PARAM = 'buscar';

/** A list's filters: URL parameter name → value (an empty string is "no filter"). */
type FilterValues = Record<string, string>;

/** Where a list is (page, search text, filters), read from the URL. */
export interface ListState<F extends FilterValues> {
  /** `?pagina=`; 1 when missing or not a whole number from 1 up. */
  page: number;
  /** `?buscar=`; '' when missing. */
  search: string;
  /** Each filter from `?<name>=`, or its default when missing. */
  filters: F;
  /** Goes to `page` with a new history entry (Back returns), or in place with `replace`. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Replaces the history entry (it is called while typing) and goes back to page 1. */
  setSearch: (search: string) => void;
  /** Sets one filter with a new history entry and goes back to page 1. */
  setFilter: (name: keyof F & string, value: string) => void;
  /** Sets several filters in one history entry (e.g. clears them) and goes back to page 1. */
  setFilters: (values: Partial<Record<keyof F & string, string>>) => void;
  /** The search string of a link to `page` (`'?pagina=3&buscar=miel'`), for `<Link to>`. */
  pageHref: (page: number) => string;
}

/** The page number in the URL: digits only, from 1 up; anything else is page 1. */
function readPage(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A page number to write: a whole number from 1 up, else 1. */
function pageValue(page: number): string {
  return String(Number.isSafeInteger(page) && page >= 1 ? page : 1);
}

/**
 * A list's page, search text and filters kept in the URL (`?pagina=2&buscar=miel&linea=…`),
 * so that a reload, Back/Forward and a shared link show the same list. Everything
 * is read from the URL on every render; nothing is copied into component state.
 *
 * A value equal to its default (page 1, no search, a filter's default) is left out
 * of the URL, and parameters the list does not own are kept as they are. Filter
 * names must not be `pagina` or `buscar`.
 *
 * @param options.filters each filter's URL parameter name and its default value.
 */
export function useListState<F extends FilterValues = Record<string, never>>(options?: {
  filters?: F;
}): ListState<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  // Callers usually pass the defaults inline: key the memo on their content, not identity.
  const defaultsKey = JSON.stringify(options?.filters ?? {});

  return useMemo(() => {
    const defaults = JSON.parse(defaultsKey) as F;
    const defaultOf = (name: string): string => {
      if (name === PAGE_PARAM) return '1';
      if (name === SEARCH_PARAM) return '';
      return defaults[name] ?? '';
    };

    const navigate = (changes: Record<string, string>, replace: boolean) => {
      const next = new URLSearchParams(searchParams);
      for (const [name, value] of Object.entries(changes)) {
        if (value === defaultOf(name)) next.delete(name);
        else next.set(name, value);
      }
      setSearchParams(next, { replace, preventScrollReset: true });
    };

    const pageHref = (page: number): string => {
      const next = new URLSearchParams(searchParams);
      const value = pageValue(page);
      if (value === '1') next.delete(PAGE_PARAM);
      else next.set(PAGE_PARAM, value);
      return `?${next.toString()}`;
    };

    const filters = Object.fromEntries(
      Object.entries(defaults).map(([name, fallback]) => [
        name,
        searchParams.get(name) ?? fallback,
      ]),
    ) as F;

    return {
      page: readPage(searchParams.get(PAGE_PARAM)),
      search: searchParams.get(SEARCH_PARAM) ?? '',
      filters,
      setPage: (page, { replace = false } = {}) => {
        navigate({ [PAGE_PARAM]: pageValue(page) }, replace);
      },
      setSearch: (search) => {
        navigate({ [SEARCH_PARAM]: search, [PAGE_PARAM]: '1' }, true);
      },
      setFilter: (name, value) => {
        navigate({ [name]: value, [PAGE_PARAM]: '1' }, false);
      },
      setFilters: (values) => {
        navigate({ ...(values as Record<string, string>), [PAGE_PARAM]: '1' }, false);
      },
      pageHref,
    };
  }, [searchParams, setSearchParams, defaultsKey]);
}

/**
 * Once the number of pages is known, a page past the last one (an old link, or
 * rows deleted meanwhile) is replaced in the history by the last page, or by
 * page 1 when the list is empty.
 *
 * @param pageCount the list's pages; undefined while they are not known yet.
 */
export function useClampedPage(
  list: Pick<ListState<FilterValues>, 'page' | 'setPage'>,
  pageCount: number | undefined,
): void {
  const { page, setPage } = list;
  useEffect(() => {
    if (pageCount === undefined) return;
    const last = Math.max(pageCount, 1);
    if (page > last) setPage(last, { replace: true });
  }, [page, pageCount, setPage]);
}
