import { diagnosticStateLabel } from '../pyme-labels';
import { isLineStatus, lineStatusLabels, type LineStatus } from '@/validation/data/line-status';
import { regionNames } from '@/validation/data/regions';
import type { Pyme } from '@/api/edge/pymes';

/** One row of a breakdown: what is counted and how many pymes. */
export interface OverviewCount {
  /** Stable key: a status code, `'none'`, `'unknown'`… */
  key: string;
  label: string;
  count: number;
}

/** The funnel's steps, from every registered pyme to the ones in mentoring. */
export type FunnelStepKey = 'registered' | 'diagnosed' | 'training' | 'mentoring';

/** The funnel's steps in order. */
export const funnelStepKeys: readonly FunnelStepKey[] = [
  'registered',
  'diagnosed',
  'training',
  'mentoring',
];

/** Each step's name, as the funnel and the tables head it. */
export const funnelStepLabels: Record<FunnelStepKey, string> = {
  registered: 'Registradas',
  diagnosed: diagnosticStateLabel(true),
  training: 'En formación',
  mentoring: 'En mentoría',
};

/** One step of the programme's funnel. */
export interface FunnelStep {
  key: FunnelStepKey;
  label: string;
  /** What the step counts, in a sentence for the screen. */
  description: string;
  count: number;
  /** `count` over the registered pymes, 0 to 1 (0 when there are none). */
  share: number;
}

/** The funnel's counts of a group of pymes. */
export type FunnelCounts = Record<FunnelStepKey, number>;

/**
 * /admin/pymes's filters that select a group of pymes, as its URL names them
 * (issue 38's filter contract): `region` (a pyme's `state`), `linea` (a line's
 * uuid or `sin-linea`), `estado` (an Estado LDF value or `sin-asignar`),
 * `diagnosticos` (`con`: some answers), `desde`/`hasta` (registration dates,
 * inclusive). The overview counts the enabled pymes, so the page adds
 * `vista=habilitadas` to every link.
 */
export type PymeListQuery = Partial<
  Record<'region' | 'linea' | 'estado' | 'diagnosticos' | 'desde' | 'hasta', string>
>;

/**
 * What a funnel step adds to a segment's filters so that the list shows the
 * pymes the step counts; null when the list's filters cannot say it: "En
 * formación" is two Estados LDF (Formación or Mentoría), and the list filters
 * by one.
 */
export const funnelStepQuery: Record<FunnelStepKey, PymeListQuery | null> = {
  registered: {},
  diagnosed: { diagnosticos: 'con' },
  training: null,
  mentoring: { diagnosticos: 'con', estado: 'MENTORING' },
};

/** The funnel of one segment: a region, a month of registration, a line. */
export interface SegmentRow {
  /** Stable key: a region's name, `yyyy-MM`, a line's uuid, `'none'`… */
  key: string;
  /** As the table names it: "Los Lagos", "mayo de 2026", "Ventas en línea". */
  label: string;
  /** As the chart's axis names it, shorter where it can be: "may. 2026". */
  shortLabel: string;
  counts: FunnelCounts;
  /** The list's filters that select this segment's pymes; null when they cannot (no region, no date, a line without uuid). */
  query: PymeListQuery | null;
}

/** The months of registration, oldest first. */
export interface MonthSegments {
  rows: SegmentRow[];
  /**
   * Whether the months without pymes between the first and the last are rows
   * of 0 (true unless they span more than `MAX_FILLED_MONTHS`, when a stray
   * date would make hundreds of empty rows: then only the months with pymes
   * are rows).
   */
  gapsFilled: boolean;
}

/** A column of the line × Estado LDF matrix: a status of spec §4, or "Sin asignar". */
export interface LineStatusColumn {
  /** A status value, or `'unknown'`. */
  key: string;
  label: string;
  /** The list's `estado` for it. */
  estado: string;
}

/** A row of the matrix: one training line and its pymes in each status. */
export interface LineStatusRow {
  /** The line's uuid, or `'unknown-line'`. */
  key: string;
  label: string;
  /** The list's `linea` for it; null for the pymes whose line the answers name by the association only. */
  linea: string | null;
  /** One count per column, in the columns' order. */
  cells: number[];
  total: number;
}

/** The pymes with a line, by line and Estado LDF. */
export interface LineStatusMatrix {
  columns: LineStatusColumn[];
  /** Most pymes first, then by name; the unidentified line last. */
  rows: LineStatusRow[];
  /** Each column's sum. */
  totals: number[];
  /** The pymes with a line. */
  total: number;
  /** The pymes without a line (not in the matrix). */
  withoutLine: number;
}

/** The programme in figures, counted from the pymes' list (the API has no aggregate endpoint). */
export interface ProgrammeOverview {
  /** The pymes counted. */
  total: number;
  /** Con respuestas / Sin respuestas ("Estado diagnóstico", `diagnosticStateLabel`). */
  diagnostic: OverviewCount[];
  /** "Estado LDF": each status of spec §4, then "Sin línea" and "Sin asignar". */
  lineStatus: OverviewCount[];
  funnel: FunnelStep[];
  /** The funnel per segment. */
  segments: {
    /** By region, in the order of the regions' list; regions without pymes left out. */
    region: SegmentRow[];
    /** By month of registration (the pyme's `created` date). */
    month: MonthSegments;
    /** By training line, as the matrix orders them, then the pymes without a line. */
    line: SegmentRow[];
  };
  lineStatusMatrix: LineStatusMatrix;
}

/** The key of the pymes without a line in `lineStatus` and in the line segments. */
const NO_LINE_KEY = 'none';
/** The key of the pymes whose line status is none of spec §4's in `lineStatus`. */
const UNKNOWN_STATUS_KEY = 'unknown';
/** The key of the pymes whose line the answers do not identify. */
const UNKNOWN_LINE_KEY = 'unknown-line';
/** The key of the pymes whose registration date cannot be read, in the month segments. */
const NO_DATE_KEY = 'no-date';

/** The list's `linea` for the pymes without a line, and its `estado` for "Sin asignar" (the filter contract). */
const LIST_NO_LINE = 'sin-linea';
const LIST_UNASSIGNED = 'sin-asignar';

/** Beyond 10 years between the first and the last month, the months without pymes are not rows. */
export const MAX_FILLED_MONTHS = 120;

/** The line statuses of pymes that reached the training (spec §4: Formación, then Mentoría). */
const IN_TRAINING: ReadonlySet<string> = new Set<LineStatus>(['TRAINING', 'MENTORING']);

const regionOrder = new Map<string, number>(regionNames.map((name, index) => [name, index]));

const monthLong = new Intl.DateTimeFormat('es-CL', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthShort = new Intl.DateTimeFormat('es-CL', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function share(count: number, total: number): number {
  return total > 0 ? count / total : 0;
}

function noCounts(): FunnelCounts {
  return { registered: 0, diagnosed: 0, training: 0, mentoring: 0 };
}

/** The funnel steps a pyme reaches (nested: each step among the previous one's). */
function countInto(counts: FunnelCounts, pyme: Pyme): void {
  const status = pyme.formation_line?.training.status;
  counts.registered += 1;
  if (!pyme.has_evaluation) return;
  counts.diagnosed += 1;
  if (status === undefined || !IN_TRAINING.has(status)) return;
  counts.training += 1;
  if (status === 'MENTORING') counts.mentoring += 1;
}

/** A map of groups that counts each pyme's funnel into its group's counts. */
function funnelGroups() {
  const groups = new Map<string, FunnelCounts>();
  return {
    groups,
    add(key: string, pyme: Pyme) {
      let counts = groups.get(key);
      if (!counts) {
        counts = noCounts();
        groups.set(key, counts);
      }
      countInto(counts, pyme);
    },
  };
}

/** `yyyy-MM` of a `yyyy-MM-dd…` date, or null when it is not one. */
function monthOf(date: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The month's row key, its labels and the list's date range for it. */
function monthSegment(index: number, counts: FunnelCounts): SegmentRow {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const first = Date.UTC(year, month - 1, 1);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const key = `${pad(year, 4)}-${pad(month)}`;
  return {
    key,
    label: monthLong.format(first),
    shortLabel: monthShort.format(first),
    counts,
    query: { desde: `${key}-01`, hasta: `${key}-${pad(lastDay)}` },
  };
}

/** The month segments: oldest first, the empty months between as rows of 0 (see `MonthSegments`). */
function monthSegments(groups: Map<string, FunnelCounts>): MonthSegments {
  const undated = groups.get(NO_DATE_KEY);
  const indexes = [...groups.keys()]
    .filter((key) => key !== NO_DATE_KEY)
    .map(Number)
    .sort((a, b) => a - b);
  const first = indexes[0];
  const last = indexes.at(-1);
  const gapsFilled = first === undefined || last === undefined || last - first < MAX_FILLED_MONTHS;
  const months =
    first !== undefined && last !== undefined && gapsFilled
      ? Array.from({ length: last - first + 1 }, (_, offset) => first + offset)
      : indexes;
  const rows = months.map((index) => monthSegment(index, groups.get(String(index)) ?? noCounts()));
  if (undated) {
    rows.push({
      key: NO_DATE_KEY,
      label: 'Sin fecha de registro',
      shortLabel: 'Sin fecha',
      counts: undated,
      query: null,
    });
  }
  return { rows, gapsFilled };
}

/**
 * Counts the programme from its pymes (pure): by diagnostic state, by line
 * status, the funnel registered → diagnosed → in training → mentoring, and
 * that funnel per region, per month of registration and per training line,
 * with the pymes of each line by Estado LDF.
 *
 * The funnel is nested: a step counts the pymes of the previous step that also
 * meet its own condition (diagnosed: `has_evaluation`; in training: line status
 * TRAINING or MENTORING; mentoring: MENTORING). Admins may set any status
 * (spec §4), so a pyme marked TRAINING without a diagnostic is counted in the
 * line-status breakdown but not past "registered" in the funnel.
 *
 * A month is the `yyyy-MM` of the pyme's `created.date` as the edge reads it
 * (as written, or a moment in the user's time zone: `read.ts`). The months between the first and the last that
 * have no pyme are rows of 0: true of the pymes given, so the caller must give
 * every pyme (the screen shows no figure from a list read short).
 */
export function programmeOverview(pymes: readonly Pyme[]): ProgrammeOverview {
  const total = pymes.length;
  const overall = noCounts();
  const statusCounts = new Map<string, number>();
  const regions = funnelGroups();
  const months = funnelGroups();
  const lines = funnelGroups();
  const lineNames = new Map<string, { uuid: string | null; name: string }>();
  const lineStatusCells = new Map<string, Map<string, number>>();
  const bump = (counts: Map<string, number>, key: string) => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };

  for (const pyme of pymes) {
    countInto(overall, pyme);
    const line = pyme.formation_line;
    const status = line?.training.status;
    const statusKey = isLineStatus(status) ? status : UNKNOWN_STATUS_KEY;
    bump(statusCounts, line ? statusKey : NO_LINE_KEY);
    regions.add(pyme.state, pyme);
    const month = monthOf(pyme.created.date);
    months.add(month ? String(month.year * 12 + month.month - 1) : NO_DATE_KEY, pyme);
    if (line) {
      const { uuid, name } = line.training;
      const key = uuid ?? UNKNOWN_LINE_KEY;
      if (!lineNames.has(key)) {
        lineNames.set(key, { uuid, name: uuid ? name : 'Línea sin identificar' });
        lineStatusCells.set(key, new Map());
      }
      lines.add(key, pyme);
      bump(lineStatusCells.get(key) ?? new Map<string, number>(), statusKey);
    } else {
      lines.add(NO_LINE_KEY, pyme);
    }
  }

  const lineStatus: OverviewCount[] = [
    ...(Object.keys(lineStatusLabels) as LineStatus[]).map((key) => ({
      key,
      label: lineStatusLabels[key],
      count: statusCounts.get(key) ?? 0,
    })),
    { key: NO_LINE_KEY, label: 'Sin línea', count: statusCounts.get(NO_LINE_KEY) ?? 0 },
    {
      key: UNKNOWN_STATUS_KEY,
      label: 'Sin asignar',
      count: statusCounts.get(UNKNOWN_STATUS_KEY) ?? 0,
    },
  ];

  // Regions outside the list (older data) go last, by name, so that every pyme is counted.
  const region: SegmentRow[] = [...regions.groups]
    .sort(([a], [b]) => {
      const order = (regionOrder.get(a) ?? Infinity) - (regionOrder.get(b) ?? Infinity);
      return Number.isNaN(order) || order === 0 ? a.localeCompare(b, 'es') : order;
    })
    .map(([name, counts]) => ({
      key: name,
      label: name || 'Sin región',
      shortLabel: name || 'Sin región',
      counts,
      query: name ? { region: name } : null,
    }));

  // The matrix: its columns are spec §4's statuses, then "Sin asignar".
  const columns: LineStatusColumn[] = [
    ...(Object.keys(lineStatusLabels) as LineStatus[]).map((key) => ({
      key,
      label: lineStatusLabels[key],
      estado: key,
    })),
    { key: UNKNOWN_STATUS_KEY, label: 'Sin asignar', estado: LIST_UNASSIGNED },
  ];
  const matrixRows: LineStatusRow[] = [...lineNames]
    .map(([key, { uuid, name }]) => {
      const cells = columns.map((column) => lineStatusCells.get(key)?.get(column.key) ?? 0);
      return {
        key,
        label: name,
        linea: uuid,
        cells,
        total: cells.reduce((sum, count) => sum + count, 0),
      };
    })
    .sort(
      (a, b) =>
        Number(a.linea === null) - Number(b.linea === null) ||
        b.total - a.total ||
        a.label.localeCompare(b.label, 'es'),
    );
  const withoutLine = statusCounts.get(NO_LINE_KEY) ?? 0;

  const line: SegmentRow[] = matrixRows.map((row) => ({
    key: row.key,
    label: row.label,
    shortLabel: row.label,
    counts: lines.groups.get(row.key) ?? noCounts(),
    query: row.linea ? { linea: row.linea } : null,
  }));
  const noLine = lines.groups.get(NO_LINE_KEY);
  if (noLine) {
    line.push({
      key: NO_LINE_KEY,
      label: 'Sin línea de formación',
      shortLabel: 'Sin línea',
      counts: noLine,
      query: { linea: LIST_NO_LINE },
    });
  }

  const step = (key: FunnelStepKey, description: string): FunnelStep => ({
    key,
    label: funnelStepLabels[key],
    description,
    count: overall[key],
    share: share(overall[key], total),
  });

  return {
    total,
    diagnostic: [
      { key: 'answered', label: diagnosticStateLabel(true), count: overall.diagnosed },
      {
        key: 'unanswered',
        label: diagnosticStateLabel(false),
        count: total - overall.diagnosed,
      },
    ],
    lineStatus,
    funnel: [
      step('registered', 'Pymes habilitadas en el programa.'),
      step('diagnosed', 'Respondieron al menos un diagnóstico.'),
      step('training', 'Con respuestas y en estado Formación o Mentoría: llegaron a la formación.'),
      step('mentoring', 'Con respuestas y en estado Mentoría.'),
    ],
    segments: { region, month: monthSegments(months.groups), line },
    lineStatusMatrix: {
      columns,
      rows: matrixRows,
      totals: columns.map((_, index) =>
        matrixRows.reduce((sum, row) => sum + (row.cells[index] ?? 0), 0),
      ),
      total: total - withoutLine,
      withoutLine,
    },
  };
}
