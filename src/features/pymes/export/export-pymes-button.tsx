import { useEffect, useRef, useState } from 'react';
import { Button, Spinner } from 'reactstrap';
import { roleOf, selectProfile } from '@/api/session-slice';
import { useNotify } from '@/components/notifications';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { assignedAdminLabel } from '../pyme-labels';
import type { FetchAllProgress } from '../fetch-all-pymes';
import type { PymeListFilters } from '../pyme-filters';
import { pymesApi } from '../pymes-api';
import type { FetchAllResult } from '../workspace-query';
import { formatNumber } from '@/lib/numbers';

/** The two files the list exports. */
type ExportFormat = 'csv' | 'xlsx';

/** What a format's writer gets: the walk's answer, and the names the view's figures need. */
interface WriteInput {
  walk: FetchAllResult;
  filters: PymeListFilters;
  adminOf?: (pymeUuid: string) => string;
  lineName?: (uuid: string) => string | undefined;
  now: Date;
}

/** A format's file: its name on a day, and its content. */
interface Writer {
  fileName: (day: Date) => string;
  write: (input: WriteInput) => Promise<Blob>;
}

/**
 * Each format's writer, loaded on its first click, not with the list: most
 * visits to /admin/pymes never export, and the spreadsheet's writer
 * (excel-builder-vanilla) is the bigger part.
 */
const loadWriter: Record<ExportFormat, () => Promise<Writer>> = {
  csv: async () => {
    const { pymesCsv, pymesCsvFileName } = await import('./pymes-csv');
    return {
      fileName: pymesCsvFileName,
      write: ({ walk, adminOf }) =>
        Promise.resolve(
          new Blob([pymesCsv(walk.pymes, adminOf ? { adminOf } : {})], {
            type: 'text/csv;charset=utf-8',
          }),
        ),
    };
  },
  xlsx: async () => {
    const [{ pymesXlsx, pymesXlsxFileName }, { filterSummary }] = await Promise.all([
      import('./pymes-xlsx'),
      import('./filter-summary'),
    ]);
    return {
      fileName: pymesXlsxFileName,
      write: ({ walk, filters, adminOf, lineName, now }) =>
        pymesXlsx({
          rows: walk.pymes,
          read: walk,
          filters: filterSummary(filters, lineName ? { lineName } : {}),
          exportedAt: now,
          ...(adminOf ? { adminOf } : {}),
        }),
    };
  },
};

/** The buttons' texts. */
const buttonLabel: Record<ExportFormat, string> = {
  csv: 'Exportar CSV',
  xlsx: 'Exportar Excel',
};

/** Rows a request while exporting. */
const EXPORT_PAGE_SIZE = 100;
/** How long the file's object URL lives after the download started (some browsers read it late). */
const REVOKE_AFTER_MS = 250;

/** What the live region says while exporting (and after a cancel). */
function progressText(progress: FetchAllProgress | null, writing: string | null): string {
  if (writing) return `Escribiendo ${writing}…`;
  return progress
    ? `Exportando… ${formatNumber(progress.loaded)} de ${formatNumber(progress.total)}`
    : 'Exportando…';
}

/** The longest wait for a frame (a hidden tab paints none). */
const PAINT_WAIT_MS = 100;

/**
 * Resolves once the browser has painted what React rendered (a frame, then a
 * task), or after `PAINT_WAIT_MS`: writing a spreadsheet of thousands of
 * pymes holds the page a few seconds, and the status must say so first.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0);
    });
  });
}

/** Saves `blob` as a file through a temporary `<a download>`. */
function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, REVOKE_AFTER_MS);
}

/** The props of the export buttons: the list's filters (what /admin/pymes shows). */
interface ExportPymesButtonProps {
  filters: PymeListFilters;
}

/**
 * "Exportar CSV" and "Exportar Excel": download the whole filtered list
 * (every page, 100 rows a request) as `pymes-YYYY-MM-DD.csv` for Excel (see
 * `pymesCsv`) or as `pymes-YYYY-MM-DD.xlsx` with a second sheet of the view's
 * figures (see `pymesXlsx`); super admins also get each pyme's admin. While
 * it loads, both buttons are disabled (the one pressed busy), a polite live
 * region counts the rows ("Exportando… 30 de 45") and "Cancelar" stops it. A
 * notice tells how it went ("Se exportaron N de M…" when the list could not be
 * read whole, see `fetchAllPymes`); a failure is also logged.
 */
export function ExportPymesButton({ filters }: ExportPymesButtonProps) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const isSuper = roleOf(useAppSelector(selectProfile)) === 'superadmin';
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [progress, setProgress] = useState<FetchAllProgress | null>(null);
  /** The file being written, once every page has come. */
  const [writing, setWriting] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const controller = useRef<AbortController | null>(null);
  const exportButtons = useRef<Partial<Record<ExportFormat, HTMLButtonElement | null>>>({});
  const cancelButton = useRef<HTMLButtonElement>(null);
  /** The button to give the focus back to when the export ends. */
  const refocus = useRef<ExportFormat | null>(null);

  // Leaving the page stops an export on its way.
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  // The export buttons are disabled while running: the focus goes to Cancelar, then back.
  useEffect(() => {
    if (running) {
      cancelButton.current?.focus();
    } else if (refocus.current) {
      exportButtons.current[refocus.current]?.focus();
      refocus.current = null;
    }
  }, [running]);

  /** Each pyme's admin by name, from the assignments and the admins' list (it names them). */
  const adminNames = async (signal: AbortSignal) => {
    const requests = [
      dispatch(pymesApi.endpoints.getAdminAssignments.initiate(undefined, { subscribe: false })),
      dispatch(pymesApi.endpoints.getAssignableAdmins.initiate(undefined, { subscribe: false })),
    ] as const;
    signal.addEventListener(
      'abort',
      () => {
        for (const request of requests) request.abort();
      },
      { once: true },
    );
    const [assignments, accounts] = await Promise.all([requests[0].unwrap(), requests[1].unwrap()]);
    const names = new Map(
      assignments.map((assignment) => [assignment.pyme, assignedAdminLabel(assignment, accounts)]),
    );
    return (pymeUuid: string) => names.get(pymeUuid) ?? '';
  };

  /**
   * The lines' names, to write the line filter in words on the figures' sheet
   * (the list has usually read them already). Without them the sheet gives
   * the line's uuid: the export does not fail for a name.
   */
  const lineNames = async () => {
    try {
      const lines = await dispatch(
        pymesApi.endpoints.getLineOptions.initiate(undefined, { subscribe: false }),
      ).unwrap();
      const names = new Map(lines.map((line) => [line.uuid, line.name]));
      return (uuid: string) => names.get(uuid);
    } catch {
      return undefined;
    }
  };

  const finish = (format: ExportFormat) => {
    controller.current = null;
    // Back to the button the user pressed, unless she moved on meanwhile.
    refocus.current =
      document.activeElement === cancelButton.current || document.activeElement === document.body
        ? format
        : null;
    setRunning(null);
    setProgress(null);
    setWriting(null);
  };

  const exportPymes = async (format: ExportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setRunning(format);
    setProgress(null);
    setStatus('');
    try {
      const [{ fetchAllPymes, walkStopReason }, writer] = await Promise.all([
        import('../fetch-all-pymes'),
        loadWriter[format](),
      ]);
      abort.signal.throwIfAborted();
      const [walk, adminOf, lineName] = await Promise.all([
        fetchAllPymes(dispatch, filters, {
          pageSize: EXPORT_PAGE_SIZE,
          signal: abort.signal,
          onProgress: setProgress,
        }),
        isSuper ? adminNames(abort.signal) : Promise.resolve(undefined),
        format === 'xlsx' && filters.training ? lineNames() : Promise.resolve(undefined),
      ]);
      const now = new Date();
      const fileName = writer.fileName(now);
      setWriting(fileName);
      await afterPaint();
      abort.signal.throwIfAborted();
      const file = await writer.write({
        walk,
        filters,
        now,
        ...(adminOf ? { adminOf } : {}),
        ...(lineName ? { lineName } : {}),
      });
      abort.signal.throwIfAborted();
      download(file, fileName);
      const rows = walk.pymes;
      if (walk.stoppedEarly) {
        // The file has what could be read; the notice says it is not the whole list, and why.
        const read = walk.filteredHere;
        notify({
          tone: 'danger',
          text: read
            ? `Leímos ${formatNumber(read.read)} de ${formatNumber(read.total)} pymes de la lista y exportamos en ${fileName} las ${formatNumber(rows.length)} del filtro entre ellas: ${walkStopReason(walk)}. El archivo puede no tener todas.`
            : `Se exportaron ${formatNumber(rows.length)} de ${formatNumber(walk.total)} pymes en ${fileName}: ${walkStopReason(walk)}. El archivo no tiene la lista completa.`,
        });
      } else {
        notify({
          tone: 'success',
          text: `Descargamos ${formatNumber(rows.length)} ${rows.length === 1 ? 'pyme' : 'pymes'} en ${fileName}.`,
        });
      }
    } catch (error) {
      if (abort.signal.aborted) {
        setStatus('Exportación cancelada.');
      } else {
        abort.abort();
        console.error('No pudimos exportar las pymes', error);
        notify({ tone: 'danger', text: 'No pudimos exportar las pymes. Vuelve a intentarlo.' });
      }
    } finally {
      finish(format);
    }
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 export-pymes">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          innerRef={(button: HTMLButtonElement | null) => {
            exportButtons.current[format] = button;
          }}
          color="primary"
          outline
          disabled={running !== null}
          aria-busy={running === format || undefined}
          onClick={() => {
            void exportPymes(format);
          }}
        >
          {running === format && <Spinner size="sm" aria-hidden="true" className="me-2" />}
          {buttonLabel[format]}
        </Button>
      ))}
      {running && (
        <Button
          innerRef={cancelButton}
          color="link"
          className="px-1"
          onClick={() => {
            controller.current?.abort();
          }}
        >
          Cancelar
        </Button>
      )}
      <span role="status" aria-live="polite" className="small text-body-secondary">
        {running ? progressText(progress, writing) : status}
      </span>
    </div>
  );
}
