import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'reactstrap';
import { LoadingState } from '@/components/loading-state';
import { countOf, formatNumber } from '@/lib/numbers';
import { useAppDispatch } from '@/lib/store-hooks';
import { usePrintDate } from '@/lib/use-print-date';
import { fetchAllPymes, walkStopReason, type FetchAllProgress } from '../fetch-all-pymes';
import { funnelColors, lineStatusColors, type BarChartSpec } from './chart-spec';
import {
  funnelStepKeys,
  funnelStepLabels,
  programmeOverview,
  type FunnelCounts,
  type FunnelStep,
  type LineStatusMatrix,
  type ProgrammeOverview,
  type SegmentRow,
} from './programme-overview';
import { SegmentChart } from './segment-chart';
import { BreakdownTable, LineStatusTable, percent, SegmentFunnelTable } from './segment-tables';
import type { Pyme } from '@/api/edge/pymes';
import './programme-overview.css';

/** Rows asked a request while loading the pymes (spec §9's largest list limit; the backend may grant fewer). */
const OVERVIEW_PAGE_SIZE = 1000;

/** Every pyme: the spec's list, no filter of ours; each row says whether it is enabled. */
const everyPyme = { search: '', training: '' } as const;

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

/** The segments the overview breaks the funnel down by, as `?segmento=` names them. */
const segmentOptions = [
  { value: 'region', label: 'Región' },
  { value: 'mes', label: 'Mes de registro' },
  { value: 'linea', label: 'Línea × Estado LDF' },
] as const;

type SegmentKey = (typeof segmentOptions)[number]['value'];

const SEGMENT_PARAM = 'segmento';

function isSegmentKey(value: string | null): value is SegmentKey {
  return segmentOptions.some((option) => option.value === value);
}

/** The segment in the address (`?segmento=mes`), by region when none or another. */
function useSegment(): [SegmentKey, (next: SegmentKey) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(SEGMENT_PARAM);
  const segment = isSegmentKey(value) ? value : 'region';
  const choose = (next: SegmentKey) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'region') updated.delete(SEGMENT_PARAM);
        else updated.set(SEGMENT_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [segment, choose];
}

/** The segment choice: a group of radio buttons (arrows move between them, as in any radio group). */
function SegmentChoice({
  value,
  onChange,
}: {
  value: SegmentKey;
  onChange: (next: SegmentKey) => void;
}) {
  const name = useId();
  return (
    <fieldset className="mb-3 d-print-none">
      <legend className="fs-6 fw-semibold mb-2">Ver el embudo por</legend>
      <div className="d-flex flex-wrap gap-2">
        {segmentOptions.map((option) => (
          <div key={option.value}>
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={`${name}-${option.value}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
            />
            <label className="btn btn-outline-primary" htmlFor={`${name}-${option.value}`}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** A funnel chart's figures: each step's count per segment, the steps nested. */
function funnelChart(rows: readonly SegmentRow[]): BarChartSpec {
  return {
    mode: 'nested',
    labels: rows.map((row) => row.shortLabel),
    series: funnelStepKeys.map((step, index) => ({
      label: funnelStepLabels[step],
      color: funnelColors[index] ?? funnelColors[0],
      values: rows.map((row) => row.counts[step]),
    })),
  };
}

const funnelChartNote =
  'Cada barra parte de cero y la de cada paso se dibuja sobre la del anterior.';

/** A chart and its table: side by side on a wide screen, the table under the chart otherwise. */
function ChartAndTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <div className="row g-3 overview-chart-and-table">
      <div className="col-xl-5">{chart}</div>
      <div className="col-xl-7">{table}</div>
    </div>
  );
}

/** A segment's funnel: the chart, and the table that screen readers and the keyboard read. */
function SegmentFunnel({
  title,
  caption,
  header,
  rows,
  total,
  children,
}: {
  title: string;
  /** The table's caption: what its figures are. */
  caption: string;
  header: string;
  rows: readonly SegmentRow[];
  total: FunnelCounts;
  children?: ReactNode;
}) {
  const chart = useMemo(() => funnelChart(rows), [rows]);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4 overview-segment">
      <h3 id={headingId} className="h5">
        {title}
      </h3>
      {children}
      {rows.length === 0 ? (
        <p className="text-body-secondary">No hay pymes habilitadas.</p>
      ) : (
        <ChartAndTable
          chart={<SegmentChart spec={chart} note={funnelChartNote} />}
          table={<SegmentFunnelTable caption={caption} header={header} rows={rows} total={total} />}
        />
      )}
    </section>
  );
}

/** The line × Estado LDF matrix: a stacked bar per line, and its table. */
function LineStatusSection({ matrix }: { matrix: LineStatusMatrix }) {
  const title = 'Pymes por línea de formación y Estado LDF';
  const headingId = useId();
  const chart = useMemo<BarChartSpec>(
    () => ({
      mode: 'stacked',
      labels: matrix.rows.map((row) => row.label),
      series: matrix.columns.map((column, index) => ({
        label: column.label,
        color: lineStatusColors[index] ?? lineStatusColors[0],
        values: matrix.rows.map((row) => row.cells[index] ?? 0),
      })),
    }),
    [matrix],
  );
  return (
    <section aria-labelledby={headingId} className="mb-4 overview-segment">
      <h3 id={headingId} className="h5">
        {title}
      </h3>
      <p className="text-body-secondary">
        {countOf(matrix.total, 'pyme habilitada tiene', 'pymes habilitadas tienen')} una línea de
        formación; {countOf(matrix.withoutLine, 'no tiene', 'no tienen')} ninguna (están en el
        embudo por línea, más abajo).
      </p>
      {matrix.rows.length === 0 ? (
        <p className="text-body-secondary">Ninguna pyme habilitada tiene una línea de formación.</p>
      ) : (
        <>
          <div className="mb-3">
            <SegmentChart spec={chart} />
          </div>
          <LineStatusTable
            caption="Pymes con línea de formación, por línea y Estado LDF"
            matrix={matrix}
          />
        </>
      )}
    </section>
  );
}

/** The funnel by the chosen segment (and, by line, the line × Estado LDF matrix). */
function SegmentView({ segment, overview }: { segment: SegmentKey; overview: ProgrammeOverview }) {
  const total: FunnelCounts = useMemo(
    () => Object.fromEntries(overview.funnel.map((step) => [step.key, step.count])) as FunnelCounts,
    [overview],
  );
  if (segment === 'region') {
    return (
      <SegmentFunnel
        title="Embudo por región"
        caption="Pymes en cada paso del embudo, por región"
        header="Región"
        rows={overview.segments.region}
        total={total}
      />
    );
  }
  if (segment === 'mes') {
    const { rows, gapsFilled } = overview.segments.month;
    return (
      <SegmentFunnel
        title="Embudo por mes de registro"
        caption="Pymes en cada paso del embudo, por mes de registro"
        header="Mes de registro"
        rows={rows}
        total={total}
      >
        <p className="text-body-secondary">
          El mes es el de la fecha de registro de cada pyme.{' '}
          {gapsFilled
            ? 'Los meses sin pymes registradas entre el primero y el último aparecen con 0.'
            : 'Las fechas abarcan más de diez años: solo aparecen los meses con pymes registradas.'}
        </p>
      </SegmentFunnel>
    );
  }
  return (
    <>
      <LineStatusSection matrix={overview.lineStatusMatrix} />
      <SegmentFunnel
        title="Embudo por línea de formación"
        caption="Pymes en cada paso del embudo, por línea de formación"
        header="Línea de formación"
        rows={overview.segments.line}
        total={total}
      />
    </>
  );
}

/**
 * /admin/resumen, "Resumen del programa" (ours): the funnel registered →
 * diagnosed → in training → mentoring, the breakdowns by diagnostic state and
 * line status, and the funnel by segment — region, month of registration,
 * line (with the line × Estado LDF matrix) — each as a chart with its table.
 * The API has no totals (spec §7), so the screen reads every pyme (1000 a
 * request, or as many as the backend grants), tells the enabled from the
 * disabled by each row's `enabled`, and counts the enabled ones here
 * (`programmeOverview`). A table's counts open /admin/pymes with the filters
 * that show those pymes. "Imprimir informe" prints the page as a report.
 */
export function ProgrammeOverviewPage() {
  const { load, reload } = useAllPymes();
  const [segment, setSegment] = useSegment();
  const printDate = usePrintDate();
  const counted = useMemo(() => {
    if (load.status !== 'done') return null;
    const enabled = load.pymes.filter((pyme) => pyme.enabled);
    return { overview: programmeOverview(enabled), disabled: load.pymes.length - enabled.length };
  }, [load]);
  const segmentsId = useId();

  return (
    <div className="overview-report print-report">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h2 mb-0">Resumen del programa</h1>
          {load.status === 'done' && counted && (
            <p className="d-none d-print-block mb-0 mt-1">
              Informe impreso el {printDate}: cifras de las {formatNumber(counted.overview.total)}{' '}
              pymes habilitadas, contadas a partir de las {formatNumber(load.pymes.length)} pymes
              registradas.
            </p>
          )}
        </div>
        {load.status === 'done' && (
          <div className="d-flex flex-wrap gap-2 d-print-none">
            <Button
              color="primary"
              outline
              onClick={() => {
                window.print();
              }}
            >
              Imprimir informe
            </Button>
            <Button color="secondary" outline onClick={reload}>
              Actualizar
            </Button>
          </div>
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
            cifras de abajo cuentan solo las pymes habilitadas. Los números de las tablas por
            segmento abren la lista de pymes habilitadas con esos filtros, salvo «En formación», que
            junta dos Estados LDF.
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

          <div className="row g-4 mb-4">
            <div className="col-lg-6">
              <BreakdownTable
                caption="Pymes por estado del diagnóstico"
                header="Estado diagnóstico"
                rows={counted.overview.diagnostic}
                total={counted.overview.total}
              />
            </div>
            <div className="col-lg-6">
              <BreakdownTable
                caption="Pymes por estado en la línea de formación (Estado LDF)"
                header="Estado LDF"
                rows={counted.overview.lineStatus}
                total={counted.overview.total}
              />
            </div>
          </div>

          <section aria-labelledby={segmentsId} className="overview-segments">
            <h2 id={segmentsId} className="h4">
              Por segmento
            </h2>
            <p className="text-body-secondary">
              Cifras de las {formatNumber(counted.overview.total)} pymes habilitadas. Cada gráfico
              va con su tabla, que tiene las mismas cifras.
            </p>
            <SegmentChoice value={segment} onChange={setSegment} />
            <SegmentView segment={segment} overview={counted.overview} />
          </section>
        </>
      )}
    </div>
  );
}
