import type { Blocker } from 'react-router-dom';
import type { BulkOutcome, BulkProgress, BulkTaskResult } from './bulk-run';

/** A choice an action asks before it runs (a select; its first option is the default). */
export interface ListBulkField {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** Values of an action's fields, by field name. */
export type ListBulkValues = Readonly<Record<string, string>>;

/** One action over the selected rows (issue 29). */
export interface ListBulkAction<Row> {
  key: string;
  /** The bar's button: "Deshabilitar". */
  label: string;
  fields?: readonly ListBulkField[];
  /** The question (spec §8's style), naming the count: "¿Deshabilitar 12 pymes?". */
  prompt: (count: number, values: ListBulkValues) => string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  /** Why it cannot run now (a list it needs did not load), shown by the disabled button; null when it can. */
  unavailable?: string | null;
  /**
   * The single action's call(s) for one row: resolves 'done', or `{skipped}`
   * with why when the row already is as asked; rejects with the API error.
   * It must not refresh the list: `onRunEnd` does, once.
   */
  run: (row: Row, values: ListBulkValues) => Promise<BulkTaskResult>;
}

/** Every row of the current search and filters, or as many as could be read and why not all. */
export interface ListBulkAll<Row> {
  rows: readonly Row[];
  /** Rows the filter has (the server's count). */
  total: number;
  /** Why fewer than `total` were read (a clause), when so. */
  shortBecause?: string;
}

/** What a list configures to offer bulk actions (ListPage's `bulk`). */
export interface ListBulk<Row> {
  /** "1 pyme", "12 pymes". */
  countLabel: (count: number) => string;
  /** "1 seleccionada", "12 seleccionadas". */
  selectedLabel: (count: number) => string;
  /** The row's name: its checkbox's label and its line in the result. */
  rowName: (row: Row) => string;
  actions: readonly ListBulkAction<Row>[];
  /** Reads every row of the current search and filters ("Seleccionar las N … del filtro"). */
  loadAll?: (signal: AbortSignal) => Promise<ListBulkAll<Row>>;
  /**
   * Before "Reintentar las fallidas": the failed rows read again (and what the
   * action decides from), so that a call that failed on its way back but was
   * saved is not made again as if it had not been. Resolves the rows to retry.
   */
  beforeRetry?: (rows: readonly Row[], action: ListBulkAction<Row>) => Promise<readonly Row[]>;
  /** Once, after a run that changed rows: refresh what `action` changed. */
  onRunEnd: (changed: readonly Row[], action: ListBulkAction<Row>) => void;
}

/** Where a run is; `rows`: what it runs over. */
export type BulkRunPhase<Row> =
  | { kind: 'confirm'; action: ListBulkAction<Row>; rows: readonly Row[]; values: ListBulkValues }
  | {
      kind: 'running';
      action: ListBulkAction<Row>;
      rows: readonly Row[];
      values: ListBulkValues;
      progress: BulkProgress;
      cancelling: boolean;
    }
  | {
      kind: 'finished';
      action: ListBulkAction<Row>;
      values: ListBulkValues;
      outcomes: readonly BulkOutcome<Row>[];
    };

/** What the run's dialog reads and does (`useBulkRun` in bulk-actions.tsx). */
export interface BulkRun<Row> {
  phase: BulkRunPhase<Row> | null;
  open: boolean;
  /** The router's blocker: "blocked" while the user tries to leave during a run. */
  blocker: Blocker;
  choose: (action: ListBulkAction<Row>) => void;
  setValues: (values: ListBulkValues) => void;
  confirm: () => void;
  /** Before the run: closes. During it: stops sending (the calls on their way finish). */
  cancel: () => void;
  retryFailed: () => void;
  close: () => void;
  /**
   * Once the dialog has gone and reactstrap has given the focus back: when the
   * button that opened it went with the run (every row done, so no bar), the
   * focus goes to the table instead of falling to the page's start.
   */
  afterClose: () => void;
  /** Leaves the page during a run: nothing more is sent. */
  leave: () => void;
  stay: () => void;
}

export interface BulkRunDialogProps<Row> {
  run: BulkRun<Row>;
  bulk: ListBulk<Row>;
}
