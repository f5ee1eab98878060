import { paths } from '@/config/paths';
import type { PymeListFilters } from './pyme-filters';

/**
 * The addresses of the pymes workspace and the navigation state spec §2 has
 * them receive. The uuids travel in the state (spec §2) and in the query as
 * well, so that a reload or a shared link opens the same page.
 */

/**
 * /admin/pymes's filters in the URL (issue 38), each `?<name>=` (docs/decisions.md,
 * "What is filtered where"): the line (a uuid or `sin-linea`), the view
 * (`deshabilitadas` or `habilitadas`), the region and commune as the pymes
 * write them, the diagnostics (`sin`, `con` or how many answered), the "Estado
 * LDF" (a value or `sin-asignar`), the admin (a uuid or `sin-admin`) and the
 * registration dates (`yyyy-MM-dd`, inclusive).
 */
export const pymeListFilters = {
  linea: '',
  vista: '',
  region: '',
  comuna: '',
  diagnosticos: '',
  estado: '',
  admin: '',
  desde: '',
  hasta: '',
};

export type PymeListParams = typeof pymeListFilters;

/** The value of `?vista=` for the disabled pymes' view (the header's trash button). */
export const DISABLED_VIEW = 'deshabilitadas';
/** The value of `?vista=` for the enabled pymes only. */
export const ENABLED_VIEW = 'habilitadas';

const isoDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** The list's search and filters as the URL gives them (a malformed date is no filter). */
export function pymeFiltersOf(search: string, params: PymeListParams): PymeListFilters {
  const enabled =
    params.vista === DISABLED_VIEW ? false : params.vista === ENABLED_VIEW ? true : undefined;
  return {
    search,
    training: params.linea,
    ...(enabled === undefined ? {} : { enabled }),
    state: params.region,
    commune: params.comuna,
    diagnostics: params.diagnosticos,
    lineStatus: params.estado,
    admin: params.admin,
    createdFrom: isoDate(params.desde),
    createdTo: isoDate(params.hasta),
  };
}

/** What /admin/evaluations receives: the pyme whose diagnostics it lists. */
interface EvaluationsState {
  pyme_uuid: string;
}

/** What /admin/answer receives: the pyme and the diagnostic whose answers it shows. */
interface AnswerState {
  pyme_uuid: string;
  evaluation_uuid: string;
}

/** A link to a pyme's diagnostics: `{ to, state }` for `<Link>` or `navigate`. */
export function evaluationsLink(pymeUuid: string) {
  const state: EvaluationsState = { pyme_uuid: pymeUuid };
  return { to: `${paths.adminEvaluations}?pyme=${encodeURIComponent(pymeUuid)}`, state };
}

/** A link to one diagnostic's answers. */
export function answerLink(pymeUuid: string, evaluationUuid: string) {
  const state: AnswerState = { pyme_uuid: pymeUuid, evaluation_uuid: evaluationUuid };
  const query = new URLSearchParams({ pyme: pymeUuid, diagnostico: evaluationUuid });
  return { to: `${paths.adminAnswer}?${query.toString()}`, state };
}

function stringField(value: unknown, field: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const found = (value as Record<string, unknown>)[field];
  return typeof found === 'string' && found !== '' ? found : null;
}

/**
 * The pyme of /admin/evaluations: from the navigation state, else from `?pyme=`.
 * Taken as written: the screen says "not found", without asking, when it is
 * not a uuid (`isUuid`).
 */
export function evaluationsPymeOf(state: unknown, query: URLSearchParams): string | null {
  return stringField(state, 'pyme_uuid') ?? (query.get('pyme') || null);
}

/**
 * The pyme and diagnostic of /admin/answer: from the navigation state, else
 * from the query. Taken as written, like `evaluationsPymeOf`'s.
 */
export function answerTargetOf(state: unknown, query: URLSearchParams): AnswerState | null {
  const pyme = stringField(state, 'pyme_uuid') ?? (query.get('pyme') || null);
  const evaluation = stringField(state, 'evaluation_uuid') ?? (query.get('diagnostico') || null);
  return pyme && evaluation ? { pyme_uuid: pyme, evaluation_uuid: evaluation } : null;
}
