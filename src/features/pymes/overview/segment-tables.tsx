import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { countOf, formatNumber } from '@/lib/numbers';
import { overviewListPath } from './overview-links';
import {
  funnelStepKeys,
  funnelStepLabels,
  funnelStepQuery,
  type FunnelCounts,
  type LineStatusMatrix,
  type PymeListQuery,
  type SegmentRow,
} from './programme-overview';

/** A share as a whole percentage: "42 %". */
export function percent(share: number): string {
  return share.toLocaleString('es-CL', { style: 'percent', maximumFractionDigits: 0 });
}

/**
 * A table of the overview: a caption, column and row headers, the figures
 * right-aligned. Its box scrolls sideways on a narrow screen and can take the
 * focus to be scrolled by the keyboard (it is a labelled region).
 */
function OverviewTable({
  caption,
  className,
  children,
}: {
  caption: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div
      className="table-responsive overview-table-box"
      role="region"
      aria-labelledby={captionId}
      // Scrollable sideways on a phone: the keyboard scrolls it once it has the focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
    >
      <table className={`table table-sm align-middle overview-table ${className ?? ''}`}>
        <caption id={captionId} className="caption-top">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/**
 * A count, a link to the pymes list showing those pymes when the list can
 * (`query` not null) and there is any; its name starts with the visible
 * number (WCAG 2.5.3, label in name) and says what was counted.
 */
function Count({
  count,
  query,
  what,
}: {
  count: number;
  query: PymeListQuery | null;
  what: string;
}) {
  if (query === null || count === 0) return <>{formatNumber(count)}</>;
  return (
    <Link
      to={overviewListPath(query)}
      aria-label={`${countOf(count, 'pyme', 'pymes')} ${what}: ver en la lista de pymes`}
    >
      {formatNumber(count)}
    </Link>
  );
}

/** A segment's filters with a step's, or null when either cannot be said in the list's filters. */
function stepQuery(segment: PymeListQuery | null, step: keyof FunnelCounts) {
  const added = funnelStepQuery[step];
  return segment === null || added === null ? null : { ...segment, ...added };
}

/** What a count of a step in a segment is, for its link: "con respuestas, Los Lagos". */
function stepWhat(step: keyof FunnelCounts, segment: string) {
  return `${funnelStepLabels[step].toLowerCase()}, ${segment}`;
}

/**
 * The funnel per segment: a row per region, month or line with its four
 * steps, and the total. Each count opens the pymes list with the segment's
 * filters and the step's (`funnelStepQuery`); "En formación" cannot.
 */
export function SegmentFunnelTable({
  caption,
  header,
  rows,
  total,
}: {
  caption: string;
  /** The first column's header: "Región", "Mes de registro", "Línea de formación". */
  header: string;
  rows: readonly SegmentRow[];
  total: FunnelCounts;
}) {
  return (
    <OverviewTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{header}</th>
          {funnelStepKeys.map((step) => (
            <th key={step} scope="col" className="text-end">
              {funnelStepLabels[step]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="fw-normal">
              {row.label}
            </th>
            {funnelStepKeys.map((step) => (
              <td key={step} className="text-end">
                <Count
                  count={row.counts[step]}
                  query={stepQuery(row.query, step)}
                  what={stepWhat(step, row.label)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {funnelStepKeys.map((step) => (
            <td key={step} className="text-end fw-semibold">
              <Count
                count={total[step]}
                query={stepQuery({}, step)}
                what={stepWhat(step, 'en total')}
              />
            </td>
          ))}
        </tr>
      </tfoot>
    </OverviewTable>
  );
}

/**
 * The pymes with a line, by line (rows) and Estado LDF (columns), with the
 * totals. A cell opens the list with that line and status; a line's total
 * with that line; a status's total with that status ("Sin asignar"'s total
 * has no link: whether the list's `estado=sin-asignar` also takes the pymes
 * without a line is the list's to say).
 */
export function LineStatusTable({
  caption,
  matrix,
}: {
  caption: string;
  matrix: LineStatusMatrix;
}) {
  return (
    <OverviewTable caption={caption} className="overview-matrix">
      <thead>
        <tr>
          <th scope="col">Línea de formación</th>
          {matrix.columns.map((column) => (
            <th key={column.key} scope="col" className="text-end">
              {column.label}
            </th>
          ))}
          <th scope="col" className="text-end">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {matrix.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="fw-normal">
              {row.label}
            </th>
            {matrix.columns.map((column, index) => (
              <td key={column.key} className="text-end">
                <Count
                  count={row.cells[index] ?? 0}
                  query={row.linea === null ? null : { linea: row.linea, estado: column.estado }}
                  what={`en ${row.label} con Estado LDF ${column.label}`}
                />
              </td>
            ))}
            <td className="text-end fw-semibold">
              <Count
                count={row.total}
                query={row.linea === null ? null : { linea: row.linea }}
                what={`en ${row.label}`}
              />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {matrix.columns.map((column, index) => (
            <td key={column.key} className="text-end fw-semibold">
              <Count
                count={matrix.totals[index] ?? 0}
                query={column.key === 'unknown' ? null : { estado: column.estado }}
                what={`con Estado LDF ${column.label}`}
              />
            </td>
          ))}
          <td className="text-end fw-semibold">{formatNumber(matrix.total)}</td>
        </tr>
      </tfoot>
    </OverviewTable>
  );
}

/** A breakdown of the pymes: what is counted, how many, their share of `total`. */
export function BreakdownTable({
  caption,
  header,
  rows,
  total,
}: {
  caption: string;
  header: string;
  rows: readonly { key: string; label: string; count: number }[];
  total: number;
}) {
  return (
    <OverviewTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{header}</th>
          <th scope="col" className="text-end">
            Pymes
          </th>
          <th scope="col" className="text-end">
            Porcentaje
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="fw-normal">
              {row.label}
            </th>
            <td className="text-end">{formatNumber(row.count)}</td>
            <td className="text-end">{percent(total > 0 ? row.count / total : 0)}</td>
          </tr>
        ))}
      </tbody>
    </OverviewTable>
  );
}
