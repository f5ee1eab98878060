import { useEffect, useRef, useState } from 'react';
import { Button, Spinner } from 'reactstrap';
import { roleOf, selectProfile } from '@/api/session-slice';
import { useNotify } from '@/components/notifications';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { assignedAdminLabel } from '../pyme-labels';
import type { FetchAllProgress } from '../fetch-all-pymes';
import { pymesApi, type PymeListFilters } from '../pymes-api';
import { formatNumber } from '@/lib/numbers';

/**
 * The whole-list walk and the CSV writer load on the first click, not with
 * the list: most visits to /admin/pymes never export.
 */
const loadExportCode = () => Promise.all([import('../fetch-all-pymes'), import('./pymes-csv')]);

/** Rows a request while exporting. */
const EXPORT_PAGE_SIZE = 100;
/** How long the file's object URL lives after the download started (some browsers read it late). */
const REVOKE_AFTER_MS = 250;

/** What the live region says while exporting (and after a cancel). */
function progressText(progress: FetchAllProgress | null): string {
  return progress
    ? `Exportando… ${formatNumber(progress.loaded)} de ${formatNumber(progress.total)}`
    : 'Exportando…';
}

/** Saves `text` as a file through a temporary `<a download>`. */
function download(text: string, fileName: string): void {
  const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
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

/** The props of the export button: the list's filters (what /admin/pymes shows). */
interface ExportPymesButtonProps {
  filters: PymeListFilters;
}

/**
 * "Exportar CSV": downloads the whole filtered list (every page, 100 rows a
 * request) as `pymes-YYYY-MM-DD.csv` for Excel (see `pymesCsv`); super admins
 * also get each pyme's admin. While it loads, the button is busy, a polite live
 * region counts the rows ("Exportando… 30 de 45") and "Cancelar" stops it. A
 * notice tells how it went ("Se exportaron N de M…" when the list could not be
 * read whole, see `fetchAllPymes`); a failure is also logged.
 */
export function ExportPymesButton({ filters }: ExportPymesButtonProps) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const isSuper = roleOf(useAppSelector(selectProfile)) === 'superadmin';
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<FetchAllProgress | null>(null);
  const [status, setStatus] = useState('');
  const controller = useRef<AbortController | null>(null);
  const exportButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // Leaving the page stops an export on its way.
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  // The export button is disabled while running: the focus goes to Cancelar, then back.
  useEffect(() => {
    if (running) {
      cancelButton.current?.focus();
    } else if (refocus.current) {
      refocus.current = false;
      exportButton.current?.focus();
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

  const finish = () => {
    controller.current = null;
    // Back to the button the user pressed, unless she moved on meanwhile.
    refocus.current =
      document.activeElement === cancelButton.current || document.activeElement === document.body;
    setRunning(false);
    setProgress(null);
  };

  const exportPymes = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setProgress(null);
    setStatus('');
    try {
      const [{ fetchAllPymes, walkStopReason }, { pymesCsv, pymesCsvFileName }] =
        await loadExportCode();
      abort.signal.throwIfAborted();
      const [walk, adminOf] = await Promise.all([
        fetchAllPymes(dispatch, filters, {
          pageSize: EXPORT_PAGE_SIZE,
          signal: abort.signal,
          onProgress: setProgress,
        }),
        isSuper ? adminNames(abort.signal) : Promise.resolve(undefined),
      ]);
      const rows = walk.pymes;
      const fileName = pymesCsvFileName(new Date());
      download(pymesCsv(rows, adminOf ? { adminOf } : {}), fileName);
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
      finish();
    }
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 export-pymes">
      <Button
        innerRef={exportButton}
        color="primary"
        outline
        disabled={running}
        aria-busy={running || undefined}
        onClick={() => {
          void exportPymes();
        }}
      >
        {running && <Spinner size="sm" aria-hidden="true" className="me-2" />}
        Exportar CSV
      </Button>
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
        {running ? progressText(progress) : status}
      </span>
    </div>
  );
}
