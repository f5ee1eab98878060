import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';
import { useClampedPage, type ListState } from '@/lib/use-list-state';
import { BulkActions, selectionColumn } from './bulk-actions';
import type { ListBulk } from './bulk-types';
import type { ListResult } from './list-result';
import { RelatedListsNotice, type RelatedList } from './related-lists';
import { useRowSelection } from './row-selection';
import type { SavedViewsConfig } from './saved-views';
import { SavedViewsSlot } from './saved-views-slot';
import { useRowDelete, type RowDeleteTexts } from './use-row-dialogs';

/** A row's delete: spec §8's question, the call, and what is said after. */
export interface ListRowDelete<Row> {
  /** The question (spec §8), the dialog's title. */
  prompt: string;
  confirmLabel: string;
  /** Deletes the row; rejects when it did not (an RTK Query mutation's `unwrap()`). */
  remove: (row: Row) => Promise<unknown>;
  texts: (row: Row) => RowDeleteTexts;
  /** What the question shows about the row (its name, what the delete takes with it). */
  details: (row: Row) => ReactNode;
}

/** What the block hands to the columns: the row controls it owns. */
export interface ListRowControls<Row> {
  /** Asks spec §8's question about `row`, then deletes it (needs `deleteRow`). */
  askDelete: (row: Row) => void;
}

/**
 * The texts of a list. The rest is said the same way on every list, from the
 * resource's name: "No hay pymes que coincidan con «miel».", "No pudimos
 * cargar las pymes.", "Páginas de pymes".
 */
export interface ListPageTexts {
  /** The rows' name in the plural, and its article ("las" pymes, "los" diagnósticos). */
  plural: string;
  article: 'los' | 'las';
  /** The table's caption and accessible name. */
  caption: string;
  /** Adds " · N" (the rows across every page) to the caption once loaded ("—" when unknowable). */
  countInCaption?: boolean;
  /** No rows without a search (with the filters the page applied). */
  empty: string;
}

export interface ListPageProps<Row, Filters extends Record<string, string>> {
  /** The id of the table's box: the pager scrolls to it, a delete sends the focus to it. */
  id: string;
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** The header's buttons (create, export, a view toggle). */
  actions?: ReactNode;
  /**
   * Offers saved views in the header: "Vistas" (the list's ready views and
   * the user's own) and "Guardar vista" (issue 38; saved-views.tsx).
   */
  views?: SavedViewsConfig;
  /** Page, search and filters in the URL (`useListState`). */
  list: ListState<Filters>;
  search: { label: string; placeholder?: string };
  /** Controls beside the search, e.g. a filter select (each labelled). */
  filters?: ReactNode;
  /** Under the search: a filter panel (`FilterPanel`), for the lists with many filters. */
  filterPanel?: ReactNode;
  /** Shown above the table, e.g. why a view cannot be shown. */
  notice?: ReactNode;
  /** Hides the table and its pager (the notice says why). */
  hidden?: boolean;
  /** A class on the table's wrapper, for a list's own column layout. */
  tableClassName?: string;
  /** The rows and their load (`pagedResult` or `wholeResult` of an RTK Query hook). */
  result: ListResult<Row>;
  /**
   * The other lists the cells read (see `RelatedList`): one that failed is
   * said above the table, with "Reintentar", and the rows stay.
   */
  related?: readonly RelatedList[];
  /** The columns; a function when a column needs the block's row controls. */
  columns:
    | readonly DataTableColumn<Row>[]
    | ((controls: ListRowControls<Row>) => readonly DataTableColumn<Row>[]);
  rowKey: (row: Row) => string;
  texts: ListPageTexts;
  /** Offers a delete per row, behind spec §8's question. */
  deleteRow?: ListRowDelete<Row>;
  /**
   * Offers a checkbox per row and actions over the selected rows, run with
   * progress, cancel and per-row results (issue 29; bulk-actions.tsx).
   */
  bulk?: ListBulk<Row>;
  /** The page's own dialogs (create and edit forms). */
  children?: ReactNode;
}

/**
 * The one block every admin list is built from (react-admin's List and
 * Datagrid, in one): title and actions, the search and filters kept in the
 * URL, the table with its loading, empty, error and "Reintentar" states, what
 * failed among the lists its cells read (`related`), the
 * pager (a page past the last one goes to the last), and a row's delete
 * behind spec §8's question. A page configures it; it holds no list logic of
 * its own. See docs/architecture.md ("An admin list").
 */
export function ListPage<Row, Filters extends Record<string, string>>({
  id,
  title,
  intro,
  actions,
  views,
  list,
  search,
  filters,
  filterPanel,
  notice,
  hidden = false,
  tableClassName,
  result,
  related = [],
  columns,
  rowKey,
  texts,
  deleteRow,
  bulk,
  children,
}: ListPageProps<Row, Filters>) {
  const { rows, count, pages } = result;
  // A list shown whole has one page: a page in the address goes back to 1.
  useClampedPage(list, pages === null ? rows && 1 : pages);

  const deletion = useRowDelete<Row>({
    listId: id,
    remove: (row) => deleteRow?.remove(row) ?? Promise.resolve(),
    texts: (row) => deleteRow?.texts(row) ?? { done: '', failed: '', log: '' },
  });
  const ownColumns = typeof columns === 'function' ? columns({ askDelete: deletion.ask }) : columns;
  // A selection belongs to one search and filter: another one drops it.
  const selection = useRowSelection(rowKey, JSON.stringify([list.search, list.filters]), rows);
  const shownColumns = bulk
    ? [
        selectionColumn(bulk, selection, rows, `Seleccionar las ${texts.plural} de esta página`),
        ...ownColumns,
      ]
    : ownColumns;

  // A count the app cannot know is "—", never a figure (docs/decisions.md).
  const caption =
    texts.countInCaption && count !== undefined
      ? `${texts.caption} · ${count === null ? '—' : String(count)}`
      : texts.caption;

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">{title}</h1>
        {(Boolean(actions) || views !== undefined) && (
          <div className="d-flex flex-wrap gap-2">
            {views && <SavedViewsSlot {...views} />}
            {actions}
          </div>
        )}
      </div>
      {intro && <p className="text-body-secondary">{intro}</p>}

      <div className="row g-3 align-items-end mb-3">
        <div className="col-md-7 col-lg-6">
          <SearchBox
            label={search.label}
            placeholder={search.placeholder}
            value={list.search}
            onSearch={list.setSearch}
          />
        </div>
        {filters}
      </div>
      {filterPanel}

      {notice}
      {!hidden && <RelatedListsNotice listId={id} related={related} />}
      {bulk && !hidden && (
        <BulkActions
          listId={id}
          bulk={bulk}
          selection={selection}
          pageRows={rows}
          total={count ?? undefined}
          plural={texts.plural}
          article={texts.article}
        />
      )}
      <div className={tableClassName} hidden={hidden}>
        <DataTable
          id={id}
          caption={caption}
          columns={shownColumns}
          rows={rows}
          rowKey={rowKey}
          isLoading={result.isFetching}
          isError={result.isError}
          onRetry={() => void result.refetch()}
          emptyMessage={
            list.search ? `No hay ${texts.plural} que coincidan con «${list.search}».` : texts.empty
          }
          errorMessage={`No pudimos cargar ${texts.article} ${texts.plural}.`}
        />
      </div>
      {pages !== null && (
        <Pagination
          page={hidden ? 1 : list.page}
          pageCount={hidden ? 0 : (pages ?? 0)}
          pageHref={list.pageHref}
          label={`Páginas de ${texts.plural}`}
          listId={id}
        />
      )}

      {children}
      {deleteRow && (
        <ConfirmDialog
          {...deletion.dialog}
          message={deleteRow.prompt}
          confirmLabel={deleteRow.confirmLabel}
        >
          {deletion.asked !== null && deleteRow.details(deletion.asked)}
        </ConfirmDialog>
      )}
    </>
  );
}
