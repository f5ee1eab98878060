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
  cards = false,
  children,
}: {
  caption: ReactNode;
  className?: string;
  /** On a phone's screen, each row a card, every figure labelled with its column (`Cell`'s `label`). */
  cards?: boolean;
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
      <table
        role="table"
        className={[
          'table table-sm align-middle overview-table',
          cards && 'overview-cards',
          className,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <caption id={captionId} className="caption-top">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/*
 * The cells of the overview's tables, with their roles written out: the
 * phone layout (`overview-cards`) sets `display: block` on them, and some
 * browsers then drop a table's semantics.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit roles survive the phone layout's `display: block`; a <td> outside a grid is a cell */

function Head({ children }: { children: ReactNode }) {
  return (
    <thead role="rowgroup">
      <tr role="row">{children}</tr>
    </thead>
  );
}

function Body({ children }: { children: ReactNode }) {
  return <tbody role="rowgroup">{children}</tbody>;
}

function Foot({ children }: { children: ReactNode }) {
  return (
    <tfoot role="rowgroup">
      <tr role="row">{children}</tr>
    </tfoot>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <tr role="row">{children}</tr>;
}

/** A column's header; `figures` right-aligns it over its figures. */
function ColumnHeader({ children, figures = false }: { children: ReactNode; figures?: boolean }) {
  return (
    <th scope="col" role="columnheader" className={figures ? 'text-end' : undefined}>
      {children}
    </th>
  );
}

/** The header of a row: what its figures count ("Los Lagos", "Total"). */
function RowHeader({ children, total = false }: { children: ReactNode; total?: boolean }) {
  return (
    <th scope="row" role="rowheader" className={total ? undefined : 'fw-normal'}>
      {children}
    </th>
  );
}

/** A figure; `label` (its column's header) names it on a phone's card, hidden from screen readers there too. */
function Cell({
  label,
  total = false,
  children,
}: {
  label: string;
  total?: boolean;
  children: ReactNode;
}) {
  return (
    <td role="cell" data-label={label} className={total ? 'text-end fw-semibold' : 'text-end'}>
      {children}
    </td>
  );
}

/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */

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
    <OverviewTable caption={caption} cards>
      <Head>
        <ColumnHeader>{header}</ColumnHeader>
        {funnelStepKeys.map((step) => (
          <ColumnHeader key={step} figures>
            {funnelStepLabels[step]}
          </ColumnHeader>
        ))}
      </Head>
      <Body>
        {rows.map((row) => (
          <Row key={row.key}>
            <RowHeader>{row.label}</RowHeader>
            {funnelStepKeys.map((step) => (
              <Cell key={step} label={funnelStepLabels[step]}>
                <Count
                  count={row.counts[step]}
                  query={stepQuery(row.query, step)}
                  what={stepWhat(step, row.label)}
                />
              </Cell>
            ))}
          </Row>
        ))}
      </Body>
      <Foot>
        <RowHeader total>Total</RowHeader>
        {funnelStepKeys.map((step) => (
          <Cell key={step} label={funnelStepLabels[step]} total>
            <Count
              count={total[step]}
              query={stepQuery({}, step)}
              what={stepWhat(step, 'en total')}
            />
          </Cell>
        ))}
      </Foot>
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
    <OverviewTable caption={caption} className="overview-matrix" cards>
      <Head>
        <ColumnHeader>Línea de formación</ColumnHeader>
        {matrix.columns.map((column) => (
          <ColumnHeader key={column.key} figures>
            {column.label}
          </ColumnHeader>
        ))}
        <ColumnHeader figures>Total</ColumnHeader>
      </Head>
      <Body>
        {matrix.rows.map((row) => (
          <Row key={row.key}>
            <RowHeader>{row.label}</RowHeader>
            {matrix.columns.map((column, index) => (
              <Cell key={column.key} label={column.label}>
                <Count
                  count={row.cells[index] ?? 0}
                  query={row.linea === null ? null : { linea: row.linea, estado: column.estado }}
                  what={`en ${row.label} con Estado LDF ${column.label}`}
                />
              </Cell>
            ))}
            <Cell label="Total" total>
              <Count
                count={row.total}
                query={row.linea === null ? null : { linea: row.linea }}
                what={`en ${row.label}`}
              />
            </Cell>
          </Row>
        ))}
      </Body>
      <Foot>
        <RowHeader total>Total</RowHeader>
        {matrix.columns.map((column, index) => (
          <Cell key={column.key} label={column.label} total>
            <Count
              count={matrix.totals[index] ?? 0}
              query={column.key === 'unknown' ? null : { estado: column.estado }}
              what={`con Estado LDF ${column.label}`}
            />
          </Cell>
        ))}
        <Cell label="Total" total>
          {formatNumber(matrix.total)}
        </Cell>
      </Foot>
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
      <Head>
        <ColumnHeader>{header}</ColumnHeader>
        <ColumnHeader figures>Pymes</ColumnHeader>
        <ColumnHeader figures>Porcentaje</ColumnHeader>
      </Head>
      <Body>
        {rows.map((row) => (
          <Row key={row.key}>
            <RowHeader>{row.label}</RowHeader>
            <Cell label="Pymes">{formatNumber(row.count)}</Cell>
            <Cell label="Porcentaje">{percent(total > 0 ? row.count / total : 0)}</Cell>
          </Row>
        ))}
      </Body>
    </OverviewTable>
  );
}
