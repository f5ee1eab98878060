import { diagnosticStateLabel } from '../pyme-labels';
import { isLineStatus, lineStatusLabels, type LineStatus } from '@/validation/data/line-status';
import { regionNames } from '@/validation/data/regions';
import type { Pyme } from '@/api/edge/pymes';

/** One row of a breakdown: what is counted and how many pymes. */
export interface OverviewCount {
  /** Stable key: a status code, `'none'`, `'unknown'`, a region's name… */
  key: string;
  label: string;
  count: number;
}

/** The pymes of one training line. */
export interface LineOverviewCount {
  /** Null for the pymes whose line the answers name by the association only. */
  uuid: string | null;
  name: string;
  count: number;
}

/** The funnel's steps, from every registered pyme to the ones in mentoring. */
type FunnelStepKey = 'registered' | 'diagnosed' | 'training' | 'mentoring';

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

/** The programme in figures, counted from the pymes' list (the API has no aggregate endpoint). */
export interface ProgrammeOverview {
  /** The pymes counted. */
  total: number;
  /** Con respuestas / Sin respuestas ("Estado diagnóstico", `diagnosticStateLabel`). */
  diagnostic: OverviewCount[];
  /** "Estado LDF": each status of spec §4, then "Sin línea" and "Sin asignar". */
  lineStatus: OverviewCount[];
  /** By region, in the order of the regions' list; regions without pymes left out. */
  regions: OverviewCount[];
  /** By training line, most pymes first. */
  lines: LineOverviewCount[];
  funnel: FunnelStep[];
}

/** The key of the pymes without a line in `lineStatus`. */
const NO_LINE_KEY = 'none';
/** The key of the pymes whose line status is none of spec §4's in `lineStatus`. */
const UNKNOWN_STATUS_KEY = 'unknown';

/** The key of the pymes whose line the answers do not identify, in `lines`. */
const UNKNOWN_LINE_KEY = 'unknown-line';

/** The line statuses of pymes that reached the training (spec §4: Formación, then Mentoría). */
const IN_TRAINING: ReadonlySet<string> = new Set<LineStatus>(['TRAINING', 'MENTORING']);

const regionOrder = new Map<string, number>(regionNames.map((name, index) => [name, index]));

function share(count: number, total: number): number {
  return total > 0 ? count / total : 0;
}

/**
 * Counts the programme from its pymes (pure): by diagnostic state, by line
 * status, by region, by training line, and the funnel registered → diagnosed
 * → in training → mentoring.
 *
 * The funnel is nested: a step counts the pymes of the previous step that also
 * meet its own condition (diagnosed: `has_evaluation`; in training: line status
 * TRAINING or MENTORING; mentoring: MENTORING). Admins may set any status
 * (spec §4), so a pyme marked TRAINING without a diagnostic is counted in the
 * line-status breakdown but not past "registered" in the funnel.
 */
export function programmeOverview(pymes: readonly Pyme[]): ProgrammeOverview {
  const total = pymes.length;
  let diagnosed = 0;
  let inTraining = 0;
  let mentoring = 0;
  const statusCounts = new Map<string, number>();
  const regionCounts = new Map<string, number>();
  const lineCounts = new Map<string, LineOverviewCount>();
  const bump = (counts: Map<string, number>, key: string) => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };

  for (const pyme of pymes) {
    const line = pyme.formation_line;
    const status = line?.training.status;
    bump(statusCounts, line ? (isLineStatus(status) ? status : UNKNOWN_STATUS_KEY) : NO_LINE_KEY);
    bump(regionCounts, pyme.state);
    if (line) {
      const { uuid, name } = line.training;
      const key = uuid ?? UNKNOWN_LINE_KEY;
      const counted = lineCounts.get(key);
      if (counted) counted.count += 1;
      else lineCounts.set(key, { uuid, name: uuid ? name : 'Línea sin identificar', count: 1 });
    }
    if (pyme.has_evaluation) {
      diagnosed += 1;
      if (status !== undefined && IN_TRAINING.has(status)) {
        inTraining += 1;
        if (status === 'MENTORING') mentoring += 1;
      }
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
  const regions = [...regionCounts]
    .sort(([a], [b]) => {
      const order = (regionOrder.get(a) ?? Infinity) - (regionOrder.get(b) ?? Infinity);
      return Number.isNaN(order) || order === 0 ? a.localeCompare(b, 'es') : order;
    })
    .map(([name, count]) => ({ key: name, label: name || 'Sin región', count }));

  const lines = [...lineCounts.values()].sort(
    (a, b) => b.count - a.count || a.name.localeCompare(b.name, 'es'),
  );

  const step = (
    key: FunnelStepKey,
    label: string,
    description: string,
    count: number,
  ): FunnelStep => ({ key, label, description, count, share: share(count, total) });

  return {
    total,
    diagnostic: [
      { key: 'answered', label: diagnosticStateLabel(true), count: diagnosed },
      { key: 'unanswered', label: diagnosticStateLabel(false), count: total - diagnosed },
    ],
    lineStatus,
    regions,
    lines,
    funnel: [
      step('registered', 'Registradas', 'Pymes habilitadas en el programa.', total),
      step(
        'diagnosed',
        diagnosticStateLabel(true),
        'Respondieron al menos un diagnóstico.',
        diagnosed,
      ),
      step(
        'training',
        'En formación',
        'Con respuestas y en estado Formación o Mentoría: llegaron a la formación.',
        inTraining,
      ),
      step('mentoring', 'En mentoría', 'Con respuestas y en estado Mentoría.', mentoring),
    ],
  };
}
