import { useId, type ReactNode } from 'react';
import { Button, Spinner } from 'reactstrap';
import { LoadingState } from '@/components/loading-state';

/** One column of a DataTable. */
export interface DataTableColumn<Row> {
  key: string;
  /** The column header; on phones, also the label shown above each of its cells. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * Drawn in the header row instead of `header` (a "select the page" checkbox
   * with its own label); `header` still names the column's cells on phones,
   * unless `hideHeader`.
   */
  headerContent?: ReactNode;
  /** Keeps the header for screen readers only (e.g. 'Acciones'); its cells show no label on phones. */
  hideHeader?: boolean;
  /** This column's cells name their row (`<th scope="row">`), e.g. the pyme's name. */
  rowHeader?: boolean;
  /** Added to the header and to every cell of the column. */
  className?: string;
  /**
   * The cells hold text people typed (a name, an e-mail): isolated from the
   * text around it (`<bdi>`, so an Arabic or Hebrew name does not reorder
   * its cell), and a long word wraps inside the cell, which keeps at least
   * 8rem (`.data-table-text`).
   */
  text?: boolean;
}

/** A column's cell classes: its own, and `data-table-text` for typed text. */
function cellClass<Row>(column: DataTableColumn<Row>): string | undefined {
  const classes = [column.className, column.text && 'data-table-text'].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

/**
 * Moves the focus to the table of the DataTable whose box has `id` (its table
 * is focusable from script): where a screen sends the focus when the row that
 * had it went away.
 */
export function focusTable(id: string): void {
  document.querySelector<HTMLElement>(`#${id} table`)?.focus();
}

/** What a DataTable shows, and the state of its load. */
export interface DataTableProps<Row> {
  /** The table's visible caption and accessible name. */
  caption: string;
  /** The id of the table's box (Pagination's `listId` scrolls it into view). */
  id?: string;
  columns: readonly DataTableColumn<Row>[];
  /** The rows to show; undefined while nothing has been loaded yet. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** A load is on its way (the first one, or another page while the previous one is shown). */
  isLoading?: boolean;
  /** The last load failed. */
  isError?: boolean;
  /** Shows a "Reintentar" button under the error. */
  onRetry?: () => void;
  emptyMessage?: string;
  errorMessage?: string;
}

/**
 * The table of every admin list. It shows the load's state in the table itself
 * (loading, error with "Reintentar", empty), keeps the rows shown while another
 * page loads (`aria-busy` and "Actualizando…"), and turns each row into a card
 * below 768 px, every cell labelled with its column's header.
 *
 * With RTK Query, pass `data?.results` as `rows` and `isFetching` as `isLoading`:
 * `data` keeps the previous page while the next one loads.
 *
 * The explicit roles keep the table's semantics when the phone layout changes
 * the elements' `display` (some browsers drop them otherwise).
 */
export function DataTable<Row>({
  caption,
  id,
  columns,
  rows,
  rowKey,
  isLoading = false,
  isError = false,
  onRetry,
  emptyMessage = 'No hay registros para mostrar.',
  errorMessage = 'No pudimos cargar la lista.',
}: DataTableProps<Row>) {
  const captionId = useId();
  // A retry on its way replaces the error; rows of an earlier load are not shown under an error.
  const showError = isError && !isLoading;
  const refreshing = !showError && isLoading && rows !== undefined;

  let state: ReactNode = null;
  if (showError) {
    state = (
      <div className="py-4">
        <p role="alert" className="mb-2">
          {errorMessage}
        </p>
        {onRetry && (
          <Button color="primary" outline onClick={onRetry}>
            Reintentar
          </Button>
        )}
      </div>
    );
  } else if (rows === undefined) {
    state = <LoadingState />;
  } else if (rows.length === 0) {
    state = <p className="text-body-secondary py-4 mb-0">{emptyMessage}</p>;
  }

  return (
    <div id={id} className="table-responsive data-table-box">
      {/* Outside the table (a table may hold only rows and its caption), beside the caption. */}
      <div role="status" className="data-table-refreshing small text-body-secondary">
        {refreshing && (
          <>
            <Spinner size="sm" aria-hidden="true" className="me-1" />
            Actualizando…
          </>
        )}
      </div>
      <table
        // A screen may move the focus here (out of the tab order), e.g. when the row that had it went away.
        tabIndex={-1}
        className="table table-hover align-middle data-table"
        role="table"
        aria-labelledby={captionId}
        aria-busy={refreshing || undefined}
      >
        <caption className="caption-top">
          <span id={captionId} className="data-table-caption">
            {caption}
          </span>
        </caption>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- explicit roles survive the phone layout's `display: block` */}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className={column.className}>
                {column.headerContent !== undefined ? (
                  column.headerContent
                ) : column.hideHeader ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- explicit roles survive the phone layout's `display: block` */}
        <tbody role="rowgroup">
          {state !== null ? (
            <tr role="row">
              {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a <td> outside a grid is a cell, not a gridcell */}
              <td role="cell" colSpan={columns.length} className="data-table-state text-center">
                {state}
              </td>
            </tr>
          ) : (
            rows?.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) => {
                  const content = (
                    <>
                      {!column.hideHeader && (
                        <span className="data-table-label" aria-hidden="true">
                          {column.header}
                        </span>
                      )}
                      <div className="data-table-value">
                        {column.text ? <bdi>{column.cell(row)}</bdi> : column.cell(row)}
                      </div>
                    </>
                  );
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" role="rowheader" className={cellClass(column)}>
                      {content}
                    </th>
                  ) : (
                    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a <td> outside a grid is a cell, not a gridcell
                    <td key={column.key} role="cell" className={cellClass(column)}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
