import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** The link to a page (`useListState().pageHref`). */
  pageHref: (page: number) => string;
  /** The navigation landmark's name, e.g. 'Páginas de pymes'. */
  label: string;
  /**
   * The id of the list these links page through (DataTable's `id`). After a
   * page change it is scrolled into view when its top is out of sight (a long
   * list of cards on a phone), so the new rows are seen from their start.
   */
  listId?: string;
}

/**
 * The page numbers to show: the first, the last, the current one and its
 * neighbours, with 'gap' where pages are left out. A gap that would hide a
 * single page shows that page instead (it takes the same room).
 */
function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((candidate) => candidate >= 1 && candidate <= pageCount)
    .sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  let previous = 0;
  for (const candidate of shown) {
    if (candidate - previous === 2) items.push(previous + 1);
    else if (candidate - previous > 2) items.push('gap');
    items.push(candidate);
    previous = candidate;
  }
  return items;
}

/**
 * The page links under a list, shown only when there is more than one page:
 * Anterior, the page numbers (first, last, current ±1) and Siguiente, then
 * "Página N de M", which screen readers announce when the page changes.
 */
export function Pagination({ page, pageCount, pageHref, label, listId }: PaginationProps) {
  const navRef = useRef<HTMLElement>(null);
  // Anterior/Siguiente stop being links on the first/last page: when one of them
  // takes the user there, the focus goes to the current page's link instead of
  // falling to the page's body.
  const focusCurrentOn = useRef<number | null>(null);
  // Set by a click on one of these links: the page change is the user's doing.
  const changedHere = useRef(false);
  const current = Math.min(Math.max(page, 1), Math.max(pageCount, 1));

  useEffect(() => {
    if (focusCurrentOn.current === current) {
      navRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
    focusCurrentOn.current = null;
    if (changedHere.current && listId) {
      const list = document.getElementById(listId);
      if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
    }
    changedHere.current = false;
  }, [current, listId]);

  const pageLinkClicked = (target: number) => {
    changedHere.current = true;
    if (target === 1 || target === pageCount) focusCurrentOn.current = target;
  };

  if (pageCount <= 1) return null;

  const step = (target: number, name: string, word: string, arrow: string, disabled: boolean) => {
    const inner = (
      <>
        {target < current && <span aria-hidden="true">{arrow}</span>}
        <span className="pagination-word">{word}</span>
        {target > current && <span aria-hidden="true">{arrow}</span>}
      </>
    );
    return (
      <li className={`page-item${disabled ? ' disabled' : ''}`}>
        {disabled ? (
          <span className="page-link">{inner}</span>
        ) : (
          <Link
            className="page-link"
            to={pageHref(target)}
            aria-label={name}
            preventScrollReset
            onClick={() => {
              pageLinkClicked(target);
            }}
          >
            {inner}
          </Link>
        )}
      </li>
    );
  };

  const items = pageWindow(current, pageCount);

  return (
    <nav ref={navRef} aria-label={label} className="list-pagination">
      <ul className="pagination flex-wrap mb-1">
        {step(current - 1, 'Página anterior', 'Anterior', '‹', current === 1)}
        {items.map((item, index) =>
          item === 'gap' ? (
            <li
              key={index < items.indexOf(current) ? 'gap-before' : 'gap-after'}
              className="page-item disabled"
              aria-hidden="true"
            >
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item} className={`page-item${item === current ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={pageHref(item)}
                aria-label={`Página ${item}`}
                aria-current={item === current ? 'page' : undefined}
                preventScrollReset
                onClick={() => {
                  changedHere.current = true;
                }}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {step(current + 1, 'Página siguiente', 'Siguiente', '›', current === pageCount)}
      </ul>
      <p className="small text-body-secondary mb-0" aria-live="polite" aria-atomic="true">
        Página {current} de {pageCount}
      </p>
    </nav>
  );
}
