/**
 * The programme workspace's filters (issue 38), as the list and its links
 * name them: the search and filters of /admin/pymes, and the values that
 * stand for "none" (no line, no admin, no status, no answers). What each
 * filter keeps, what is sent and what applies here, and the options' counts
 * are ./workspace-query.ts's.
 *
 * Spec §7 gives the list one filter, `training` on `pyme/`; `enabled` is ours
 * and detected (src/api/filter-support.ts). No API has the others, so the
 * app applies them to the list it read whole (bounded, `getPymeWalk`) and
 * says how many pymes it read (docs/decisions.md, "What is filtered where").
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
