import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { LoadingState } from '@/components/loading-state';
import { useAppDispatch } from '@/lib/store-hooks';
import { fetchAllPymes, walkStopReason, type FetchAllProgress } from '../fetch-all-pymes';
import {
  programmeOverview,
  type FunnelStep,
  type LineOverviewCount,
  type OverviewCount,
} from './programme-overview';
import type { Pyme } from '@/api/edge/pymes';
import { pymeListPath } from '../pymes-links';
import { countOf, formatNumber } from '@/lib/numbers';

/** Rows asked a request while loading the pymes (spec §9's largest list limit; the backend may grant fewer). */
const OVERVIEW_PAGE_SIZE = 1000;

/** Every pyme: the spec's list, no filter of ours; each row says whether it is enabled. */
const everyPyme = { search: '', training: '' } as const;

const percent = (share: number) =>
  share.toLocaleString('es-CL', { style: 'percent', maximumFractionDigits: 0 });
const seconds = (ms: number) =>
  (ms / 1000).toLocaleString('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const requestsText = (requests: number) => countOf(requests, 'solicitud', 'solicitudes');

type Load =
  | { status: 'loading'; progress: FetchAllProgress | null }
  | { status: 'error' }
  /** The list could not be read whole: no figure is shown, only what was read and why. */
  | { status: 'incomplete'; read: number; total: number; reason: string }
  | { status: 'done'; pymes: Pyme[]; requests: number; ms: number };

/** Every pyme, asked page after page; `reload()` asks again. Leaving the page stops it. */
function useAllPymes() {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading', progress: null });

  useEffect(() => {
    const controller = new AbortController();
    const started = performance.now();
    fetchAllPymes(dispatch, everyPyme, {
      pageSize: OVERVIEW_PAGE_SIZE,
      signal: controller.signal,
      onProgress: (progress) => {
        setLoad({ status: 'loading', progress });
      },
    }).then(
      (walk) => {
        if (walk.stoppedEarly) {
          setLoad({
            status: 'incomplete',
            read: walk.pymes.length,
            total: walk.total,
            reason: walkStopReason(walk),
          });
          return;
        }
        const { pymes, requests } = walk;
        setLoad({ status: 'done', pymes, requests, ms: performance.now() - started });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('No pudimos cargar las pymes del resumen', error);
        setLoad({ status: 'error' });
      },
    );
    return () => {
      controller.abort();
    };
  }, [dispatch, attempt]);

  const reload = () => {
    setLoad({ status: 'loading', progress: null });
    setAttempt((current) => current + 1);
  };
  return { load, reload };
}

/** A section of the screen with its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h4">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The funnel as an ordered list: each step's count, its share of the registered and a bar. */
function Funnel({ steps }: { steps: readonly FunnelStep[] }) {
  return (
    <ol className="list-unstyled overview-funnel mb-0">
      {steps.map((step) => (
        <li key={step.key} className="overview-funnel-step">
          <div className="d-flex flex-wrap justify-content-between column-gap-3">
            <span className="fw-semibold">{step.label}</span>
            <span>
              <strong className="fs-5">{formatNumber(step.count)}</strong>{' '}
              <span className="text-body-secondary">
                ({percent(step.share)} de las registradas)
              </span>
            </span>
          </div>
          <div className="overview-bar" aria-hidden="true">
            <div className="overview-bar-fill" style={{ width: `${step.share * 100}%` }} />
          </div>
          <p className="small text-body-secondary mb-0">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** A breakdown's columns: what is counted, how many pymes, their share. */
function countColumns(header: string, total: number): DataTableColumn<OverviewCount>[] {
  return [
    { key: 'label', header, rowHeader: true, cell: (row) => row.label },
    {
      key: 'count',
      header: 'Pymes',
      className: 'text-end',
      cell: (row) => formatNumber(row.count),
    },
    {
      key: 'share',
      header: 'Porcentaje',
      className: 'text-end',
      cell: (row) => percent(total > 0 ? row.count / total : 0),
    },
  ];
}

const lineColumns: DataTableColumn<LineOverviewCount>[] = [
  { key: 'name', header: 'Línea de formación', rowHeader: true, cell: (line) => line.name },
  {
    key: 'count',
    header: 'Pymes',
    className: 'text-end',
    cell: (line) =>
      line.uuid === null ? (
        formatNumber(line.count)
      ) : (
        // The name starts with the visible number (WCAG 2.5.3, label in name).
        <Link
          to={pymeListPath({ line: line.uuid })}
          aria-label={`${countOf(line.count, 'pyme', 'pymes')} en ${line.name}: ver en la lista de pymes`}
        >
          {formatNumber(line.count)}
        </Link>
      ),
  },
];

/**
 * /admin/resumen, "Resumen del programa" (ours): the funnel registered →
 * diagnosed → in training → mentoring and the breakdowns by diagnostic state,
 * line status, region and training line. The API has no totals and no
 * filter by state (spec §7), so the screen reads every pyme (1000 a request,
 * or as many as the backend grants), tells the enabled from the disabled by
 * each row's `enabled`, and counts the enabled ones here (`programmeOverview`).
 * The per-line counts link to the pymes list with that line, the only filter
 * the spec's list has.
 */
export function ProgrammeOverviewPage() {
  const { load, reload } = useAllPymes();
  const counted = useMemo(() => {
    if (load.status !== 'done') return null;
    const enabled = load.pymes.filter((pyme) => pyme.enabled);
    return { overview: programmeOverview(enabled), disabled: load.pymes.length - enabled.length };
  }, [load]);

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Resumen del programa</h1>
        {load.status === 'done' && (
          <Button color="secondary" outline onClick={reload}>
            Actualizar
          </Button>
        )}
      </div>

      {load.status === 'loading' && (
        <LoadingState
          label={
            load.progress
              ? `Cargando pymes… ${formatNumber(load.progress.loaded)} de ${formatNumber(load.progress.total)}`
              : 'Cargando pymes…'
          }
        />
      )}

      {load.status === 'error' && (
        <div className="py-4">
          <p role="alert" className="mb-2">
            No pudimos cargar las pymes para calcular el resumen.
          </p>
          <Button color="primary" outline onClick={reload}>
            Reintentar
          </Button>
        </div>
      )}

      {load.status === 'incomplete' && (
        <div className="py-4">
          <p role="alert" className="mb-2">
            Leímos {formatNumber(load.read)} de {formatNumber(load.total)} pymes: {load.reason}. Sin
            la lista completa no mostramos cifras, porque serían falsas.
          </p>
          <Button color="primary" outline onClick={reload}>
            Reintentar
          </Button>
        </div>
      )}

      {load.status === 'done' && counted && (
        <>
          <p className="text-body-secondary">
            Estas cifras se calculan en este navegador a partir de la lista de las{' '}
            {formatNumber(load.pymes.length)} pymes registradas, descargada con{' '}
            {requestsText(load.requests)} en {seconds(load.ms)} s: la API no entrega totales. Las
            cifras de abajo cuentan solo las pymes habilitadas. Solo los números de pymes por línea
            de formación abren la lista de pymes filtrada; la lista no se puede filtrar por los
            demás datos.
          </p>

          <dl className="mb-4 overview-totals">
            <div className="border rounded p-3">
              <dt className="fw-normal text-body-secondary">Pymes habilitadas</dt>
              <dd className="fs-4 fw-semibold mb-0">{formatNumber(counted.overview.total)}</dd>
            </div>
            <div className="border rounded p-3">
              <dt className="fw-normal text-body-secondary">Pymes deshabilitadas</dt>
              <dd className="fs-4 fw-semibold mb-0">{formatNumber(counted.disabled)}</dd>
            </div>
          </dl>

          <Section title="Embudo del programa">
            <Funnel steps={counted.overview.funnel} />
          </Section>

          <div className="row g-4">
            <div className="col-lg-6">
              <DataTable
                caption="Pymes por estado del diagnóstico"
                columns={countColumns('Estado diagnóstico', counted.overview.total)}
                rows={counted.overview.diagnostic}
                rowKey={(row) => row.key}
              />
            </div>
            <div className="col-lg-6">
              <DataTable
                caption="Pymes por estado en la línea de formación (Estado LDF)"
                columns={countColumns('Estado LDF', counted.overview.total)}
                rows={counted.overview.lineStatus}
                rowKey={(row) => row.key}
              />
            </div>
            <div className="col-lg-6">
              <DataTable
                caption="Pymes por línea de formación"
                columns={lineColumns}
                rows={counted.overview.lines}
                rowKey={(line) => line.uuid ?? 'unknown-line'}
                emptyMessage="Ninguna pyme habilitada tiene una línea de formación."
              />
            </div>
            <div className="col-lg-6">
              <DataTable
                caption="Pymes por región"
                columns={countColumns('Región', counted.overview.total)}
                rows={counted.overview.regions}
                rowKey={(row) => row.key}
                emptyMessage="No hay pymes habilitadas."
              />
            </div>
          </div>
        </>
      )}
    </>
  );
}
