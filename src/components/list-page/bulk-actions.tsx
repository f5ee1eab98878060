import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button, Spinner } from 'reactstrap';
import { focusTable, type DataTableColumn } from '@/components/data-table';
import { lazyNamed } from '@/lib/lazy-named';
import type {
  BulkRun,
  BulkRunDialogProps,
  BulkRunPhase,
  ListBulk,
  ListBulkAction,
  ListBulkField,
  ListBulkValues,
} from './bulk-types';
import type { RowSelection } from './row-selection';
import { formatNumber } from '@/lib/numbers';

/** The question, progress and result of a run: loaded when the first action is chosen. */
const BulkRunDialog = lazyNamed(() => import('./bulk-run-dialog'), 'BulkRunDialog') as <Row>(
  props: BulkRunDialogProps<Row>,
) => ReactNode;

const initialValues = (fields: readonly ListBulkField[] = []): ListBulkValues =>
  Object.fromEntries(fields.map((field) => [field.name, field.options[0]?.value ?? '']));

/** The checkbox column in front of the list's own (issue 29). */
export function selectionColumn<Row>(
  bulk: ListBulk<Row>,
  selection: RowSelection<Row>,
  pageRows: readonly Row[] | undefined,
  pageLabel: string,
): DataTableColumn<Row> {
  const rows = pageRows ?? [];
  const ticked = rows.filter((row) => selection.isSelected(row)).length;
  return {
    key: 'seleccion',
    header: 'Seleccionar',
    hideHeader: true,
    className: 'data-table-select',
    headerContent: (
      <label className="d-inline-flex align-items-center gap-2 mb-0">
        <input
          type="checkbox"
          className="form-check-input"
          aria-label={pageLabel}
          disabled={rows.length === 0}
          checked={rows.length > 0 && ticked === rows.length}
          ref={(input) => {
            if (input) input.indeterminate = ticked > 0 && ticked < rows.length;
          }}
          onChange={(event) => {
            selection.setMany(rows, event.target.checked);
          }}
        />
        {/* Phones show the header row's checkbox alone above the cards: it says what it does. */}
        <span className="d-md-none fw-normal" aria-hidden="true">
          Seleccionar esta página
        </span>
      </label>
    ),
    cell: (row) => (
      <input
        type="checkbox"
        className="form-check-input"
        aria-label={`Seleccionar ${bulk.rowName(row)}`}
        checked={selection.isSelected(row)}
        onChange={() => {
          selection.toggle(row);
        }}
      />
    ),
  };
}

/**
 * A run of one action over the selected rows: the question, then the calls
 * (at most BULK_CONCURRENCY in flight, `runBulk`), then the result. Leaving
 * the page while it runs asks first (the router's blocker, and the browser's
 * own question on a reload or a closed tab). At the end the list is refreshed
 * once (`onRunEnd`) and the selection keeps only what was not done.
 */
function useBulkRun<Row>(
  bulk: ListBulk<Row>,
  selection: RowSelection<Row>,
  listId: string,
): BulkRun<Row> {
  const [phase, setPhase] = useState<BulkRunPhase<Row> | null>(null);
  const [open, setOpen] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const running = phase?.kind === 'running';
  const blocker = useBlocker(running);

  useEffect(() => {
    if (!running) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      window.removeEventListener('beforeunload', ask);
    };
  }, [running]);

  // Leaving the page for good: nothing more is sent.
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const run = async (
    action: ListBulkAction<Row>,
    asked: readonly Row[],
    values: ListBulkValues,
    retry = false,
  ) => {
    const stop = new AbortController();
    controller.current = stop;
    const progress = { total: asked.length, done: 0, skipped: 0, failed: 0, inFlight: 0 };
    setPhase({ kind: 'running', action, rows: asked, values, progress, cancelling: false });
    // The runner comes with the first run, not with the list.
    const [{ BULK_CONCURRENCY, runBulk }, { failureReason }, rows] = await Promise.all([
      import('./bulk-run'),
      import('./failure-reason'),
      // A retry decides from the rows as they are now: a call that timed out may have been saved.
      retry && bulk.beforeRetry ? bulk.beforeRetry(asked, action) : asked,
    ]);
    const outcomes = await runBulk(rows, (row) => action.run(row, values), {
      concurrency: BULK_CONCURRENCY,
      signal: stop.signal,
      describeFailure: failureReason,
      onProgress: (next) => {
        setPhase((current) =>
          current?.kind === 'running' ? { ...current, progress: next } : current,
        );
      },
    });
    if (controller.current === stop) controller.current = null;
    const changed = outcomes.filter((outcome) => outcome.status === 'done').map((o) => o.row);
    if (changed.length > 0) bulk.onRunEnd(changed, action);
    // What is left to do stays selected: the failed rows and those never sent.
    selection.replace(
      outcomes
        .filter((outcome) => outcome.status === 'failed' || outcome.status === 'unsent')
        .map((outcome) => outcome.row),
    );
    setPhase({ kind: 'finished', action, values, outcomes });
  };

  return {
    phase,
    open,
    blocker,
    choose: (action: ListBulkAction<Row>) => {
      setPhase({
        kind: 'confirm',
        action,
        rows: selection.rows,
        values: initialValues(action.fields),
      });
      setOpen(true);
    },
    setValues: (values: ListBulkValues) => {
      setPhase((current) => (current?.kind === 'confirm' ? { ...current, values } : current));
    },
    confirm: () => {
      if (phase?.kind !== 'confirm') return;
      void run(phase.action, phase.rows, phase.values);
    },
    cancel: () => {
      if (phase?.kind === 'running') {
        controller.current?.abort();
        setPhase({ ...phase, cancelling: true });
      } else {
        setOpen(false);
      }
    },
    retryFailed: () => {
      if (phase?.kind !== 'finished') return;
      const failed = phase.outcomes.filter((o) => o.status === 'failed').map((o) => o.row);
      void run(phase.action, failed, phase.values, true);
    },
    close: () => {
      setOpen(false);
    },
    afterClose: () => {
      const focused = document.activeElement;
      if (focused === null || focused === document.body) focusTable(listId);
    },
    leave: () => {
      controller.current?.abort();
      blocker.proceed?.();
    },
    stay: () => {
      blocker.reset?.();
    },
  };
}

interface BulkActionsProps<Row> {
  /** The table's box (`focusTable`). */
  listId: string;
  bulk: ListBulk<Row>;
  selection: RowSelection<Row>;
  /** The rows on screen, and the rows the search and filters have (when known). */
  pageRows: readonly Row[] | undefined;
  total: number | undefined;
  /** The rows' name in the plural ("pymes") and its article ("las"). */
  plural: string;
  article: 'los' | 'las';
}

/**
 * The bar above the table when rows are selected (issue 29): how many, "Quitar
 * selección", the offer to select every row of the filter once the whole page
 * is, and the actions; then the run's dialog. A polite live region always in
 * the page says the count and why a selection was dropped.
 */
export function BulkActions<Row>({
  listId,
  bulk,
  selection,
  pageRows,
  total,
  plural,
  article,
}: BulkActionsProps<Row>) {
  const run = useBulkRun(bulk, selection, listId);
  const [loadingAll, setLoadingAll] = useState<AbortController | null>(null);
  const [allNote, setAllNote] = useState<string | null>(null);
  const { count } = selection;

  useEffect(
    () => () => {
      loadingAll?.abort();
    },
    [loadingAll],
  );

  const rows = pageRows ?? [];
  const wholePage = rows.length > 0 && rows.every((row) => selection.isSelected(row));
  const offerAll = bulk.loadAll !== undefined && wholePage && total !== undefined && total > count;

  const selectAll = async () => {
    if (!bulk.loadAll) return;
    const stop = new AbortController();
    setLoadingAll(stop);
    setAllNote(null);
    try {
      const all = await bulk.loadAll(stop.signal);
      selection.replace(all.rows);
      setAllNote(
        all.shortBecause
          ? `Se seleccionaron ${formatNumber(all.rows.length)} de ${formatNumber(all.total)}: ${all.shortBecause}.`
          : null,
      );
    } catch (error) {
      if (!stop.signal.aborted) {
        console.error('Could not read every row of the filter:', error);
        setAllNote(`No pudimos leer ${article} ${plural} del filtro. Vuelve a intentarlo.`);
      }
    } finally {
      setLoadingAll((current) => (current === stop ? null : current));
    }
  };

  const unavailable = bulk.actions.filter((action) => Boolean(action.unavailable));
  let status = '';
  if (loadingAll) status = `Seleccionando ${article} ${plural} del filtro…`;
  else if (count > 0) status = bulk.selectedLabel(count);
  else if (selection.droppedByScope) {
    status = 'Se quitó la selección porque cambió la búsqueda o el filtro.';
  }

  return (
    <>
      <p
        role="status"
        className={count > 0 || loadingAll ? 'visually-hidden' : 'small text-body-secondary'}
      >
        {status}
      </p>
      {(count > 0 || loadingAll) && (
        <section
          aria-label="Acciones sobre la selección"
          className="bulk-bar d-flex flex-wrap align-items-center gap-2 mb-3 p-2 border rounded bg-body shadow-sm"
        >
          <strong aria-hidden="true">{bulk.selectedLabel(count)}</strong>
          <Button
            color="link"
            size="sm"
            onClick={selection.clear}
            disabled={run.phase?.kind === 'running'}
          >
            Quitar selección
          </Button>
          {offerAll && !loadingAll && (
            <Button color="link" size="sm" onClick={() => void selectAll()}>
              Seleccionar {article} {formatNumber(total)} {plural} del filtro
            </Button>
          )}
          {loadingAll && (
            <span className="d-inline-flex align-items-center gap-2">
              <Spinner size="sm" aria-hidden="true" />
              Seleccionando…
              <Button
                color="link"
                size="sm"
                onClick={() => {
                  loadingAll.abort();
                  setLoadingAll(null);
                }}
              >
                Cancelar
              </Button>
            </span>
          )}
          {allNote && <span className="small">{allNote}</span>}
          <span className="d-flex flex-wrap gap-2 ms-md-auto">
            {bulk.actions.map((action) => (
              <Button
                key={action.key}
                color={action.tone === 'danger' ? 'danger' : 'primary'}
                outline
                size="sm"
                disabled={loadingAll !== null || Boolean(action.unavailable)}
                onClick={() => {
                  run.choose(action);
                }}
              >
                {action.label}
              </Button>
            ))}
          </span>
          {unavailable.length > 0 && (
            <ul className="list-unstyled small text-body-secondary w-100 mb-0">
              {unavailable.map((action) => (
                <li key={action.key}>
                  {action.label}: {action.unavailable}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {run.phase && (
        <Suspense fallback={null}>
          <BulkRunDialog run={run} bulk={bulk} />
        </Suspense>
      )}
    </>
  );
}
