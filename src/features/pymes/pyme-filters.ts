import type { Pyme } from '@/api/edge/pymes';
import type { FacetValues, FilterValues } from '@/api/filter-support';
import { isLineStatus } from '@/validation/data/line-status';

/**
 * The programme workspace's filters (issue 38): what each of /admin/pymes's
 * filters keeps, and which values a pyme has for each (the options' counts).
 * Pure: the data a row does not carry (its admin, how many diagnostics it
 * answered) comes in the context, read by the caller.
 *
 * Spec §7 gives the list one filter, `training` on `pyme/`; `enabled` is ours
 * and detected (src/api/filter-support.ts). No API has the others, so the
 * app applies them to the list it read whole (bounded, `getPymeWalk`) and
 * says how many pymes it read (docs/decisions.md, "Issue 38: the filters").
 */

/** `linea=` for the pymes without a line. */
export const NO_LINE = 'sin-linea';
/** `admin=` for the pymes without an admin. */
export const NO_ADMIN = 'sin-admin';
/** `estado=` for a line whose status is none of spec §4's ("Sin asignar"). */
export const UNASSIGNED_STATUS = 'sin-asignar';
/** `diagnosticos=`: no answers, some answers (a whole number: exactly that many answered). */
export const NO_ANSWERS = 'sin';
export const SOME_ANSWERS = 'con';

/** Which pymes the list shows: its search and every filter ('' or undefined: no filter). */
export interface PymeListFilters {
  search: string;
  /** A line's uuid, `NO_LINE`, or '' for every line. */
  training: string;
  /**
   * Only the disabled (false) or enabled (true) pymes: our filter, sent only
   * where the endpoint is shown to honour it, and applied here otherwise.
   */
  enabled?: boolean;
  /** The region, as the pyme's `state`. */
  state?: string;
  commune?: string;
  /** `NO_ANSWERS`, `SOME_ANSWERS` or a whole number of diagnostics answered. */
  diagnostics?: string;
  /** An "Estado LDF" value, or `UNASSIGNED_STATUS`. */
  lineStatus?: string;
  /** An admin's uuid, or `NO_ADMIN`. */
  admin?: string;
  /** Registered on or after / on or before, `yyyy-MM-dd`. */
  createdFrom?: string;
  createdTo?: string;
}

/** What the caller read besides the rows, for the filters that need it. */
export interface PymeFilterContext {
  /** The admin of a pyme (null: none); undefined when the assignments were not read. */
  adminOf?: (pyme: string) => string | null;
  /** Diagnostics a pyme answered; undefined for a pyme whose list was not read. */
  answeredOf?: (pyme: string) => number | undefined;
}

/** The filters chosen, as values by name (an absent one is left out). */
export function pymeFilterValues(filters: PymeListFilters): FilterValues {
  const values: Record<string, string> = {
    training: filters.training,
    enabled: filters.enabled === undefined ? '' : String(filters.enabled),
    state: filters.state ?? '',
    commune: filters.commune ?? '',
    diagnostics: filters.diagnostics ?? '',
    lineStatus: filters.lineStatus ?? '',
    admin: filters.admin ?? '',
    createdFrom: filters.createdFrom ?? '',
    createdTo: filters.createdTo ?? '',
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/** A whole number of diagnostics answered in `diagnosticos=` (null: 'sin', 'con' or none). */
export function answeredCountFilter(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,3}$/.test(value) ? Number(value) : null;
}

/**
 * Whether the list needs the workspace (the list read whole, filtered here):
 * a filter no backend is asked for. The line (a uuid) and the enabled view
 * go to the server as before (spec §7, detected).
 */
export function needsWorkspace(filters: PymeListFilters): boolean {
  const values = pymeFilterValues(filters);
  return (
    filters.training === NO_LINE ||
    ['state', 'commune', 'diagnostics', 'lineStatus', 'admin', 'createdFrom', 'createdTo'].some(
      (name) => name in values,
    )
  );
}

const lineStatusOf = (pyme: Pyme): string | null => {
  if (!pyme.formation_line) return null;
  const status = pyme.formation_line.training.status;
  return isLineStatus(status) ? status : UNASSIGNED_STATUS;
};

/** Whether a pyme passes each filter, as its row (and the context) shows it. */
export function pymeWorkspaceTests(context: PymeFilterContext = {}) {
  return {
    training: (pyme: Pyme, value: string) =>
      value === NO_LINE
        ? pyme.formation_line === null
        : pyme.formation_line?.training.uuid === value,
    enabled: (pyme: Pyme, value: string) => String(pyme.enabled) === value,
    state: (pyme: Pyme, value: string) => pyme.state === value,
    commune: (pyme: Pyme, value: string) => pyme.commune === value,
    diagnostics: (pyme: Pyme, value: string) => {
      if (value === NO_ANSWERS) return !pyme.has_evaluation;
      if (value === SOME_ANSWERS) return pyme.has_evaluation;
      const count = answeredCountFilter(value);
      if (count === null) return true;
      if (count === 0) return !pyme.has_evaluation;
      return pyme.has_evaluation && context.answeredOf?.(pyme.uuid) === count;
    },
    lineStatus: (pyme: Pyme, value: string) => lineStatusOf(pyme) === value,
    admin: (pyme: Pyme, value: string) => {
      const admin = context.adminOf?.(pyme.uuid);
      if (admin === undefined) return false;
      return value === NO_ADMIN ? admin === null : admin === value;
    },
    createdFrom: (pyme: Pyme, value: string) =>
      pyme.created.date !== '' && pyme.created.date >= value,
    createdTo: (pyme: Pyme, value: string) =>
      pyme.created.date !== '' && pyme.created.date <= value,
  } as const;
}

/** The options each filter's select counts, as a pyme has them (`countFacets`). */
export function pymeFacets(context: PymeFilterContext = {}): Record<string, FacetValues<Pyme>> {
  const { adminOf, answeredOf } = context;
  return {
    training: (pyme) =>
      pyme.formation_line === null
        ? [NO_LINE]
        : pyme.formation_line.training.uuid
          ? [pyme.formation_line.training.uuid]
          : [],
    enabled: (pyme) => [String(pyme.enabled)],
    state: (pyme) => (pyme.state ? [pyme.state] : []),
    commune: (pyme) => (pyme.commune ? [pyme.commune] : []),
    diagnostics: (pyme) => {
      if (!pyme.has_evaluation) return [NO_ANSWERS];
      const answered = answeredOf?.(pyme.uuid);
      return answered === undefined ? [SOME_ANSWERS] : [SOME_ANSWERS, String(answered)];
    },
    lineStatus: (pyme) => {
      const status = lineStatusOf(pyme);
      return status === null ? [] : [status];
    },
    ...(adminOf ? { admin: (pyme: Pyme) => [adminOf(pyme.uuid) ?? NO_ADMIN] } : {}),
  };
}
