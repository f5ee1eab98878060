import { http, HttpResponse } from 'msw';
import type { PymeUpdate, PymeUserUpdate, PymeWire } from '@/api/edge/pymes';
import { isCommuneOf, isRegionName } from '@/validation/data/regions';
import { isPosition } from '@/validation/data/positions';
import { isValidRut, normalizeRut } from '@/validation/rut';
import { LETTERS_AND_SPACES } from '@/validation/fields';
import {
  readDb,
  updateDb,
  type DemoData,
  type DemoLineAssignment,
  type DemoPyme,
  type DemoTrainingLine,
  type DemoUser,
} from '../db';
import {
  addError,
  api,
  bodyFlag,
  bodyText,
  EMAIL,
  hasErrors,
  jsonBody,
  newestFirst,
  notFound,
  requireUser,
  validationError,
  type Errors,
  type Sent,
  drfBoolean,
} from '../http';
import { listQuery, listResponse } from '../paging';
import { answerWrite, reading } from '../readings';

/** A text field of a partial update (`bodyText`), also checked for 3 to 100 characters (ERROR_LENGTH), as at registration. */
function patchBoundedText<Body extends object>(
  body: Sent<Body>,
  field: keyof Body & string,
  errors: Errors,
) {
  const value = bodyText(body, field, errors);
  if (value !== undefined && (value.length < 3 || value.length > 100)) {
    addError(errors, field, 'ERROR_LENGTH');
    return undefined;
  }
  return value;
}

/** What a pyme's serialisation needs from the rest of the data, looked up once per request. */
export interface PymeLookups {
  users: Map<string, DemoUser>;
  lines: Map<string, DemoLineAssignment>;
  trainings: Map<string, DemoTrainingLine>;
  evaluated: Set<string>;
}

export function pymeLookups(data: DemoData): PymeLookups {
  const lines = new Map<string, DemoLineAssignment>();
  for (const line of data.lineAssignments) {
    if (!lines.has(line.pyme_uuid)) lines.set(line.pyme_uuid, line);
  }
  return {
    users: new Map(data.users.map((user) => [user.uuid, user])),
    lines,
    trainings: new Map(data.trainingLines.map((training) => [training.uuid, training])),
    evaluated: new Set(data.evaluationResults.map((result) => result.pyme_uuid)),
  };
}

/** The pyme as every pyme call returns it (docs/api-contract.md, "The pyme"), in the current reading. */
export function serializePyme(pyme: DemoPyme, lookups: PymeLookups): PymeWire {
  const line = lookups.lines.get(pyme.uuid);
  const training = line && lookups.trainings.get(line.training_line_uuid);
  return {
    uuid: pyme.uuid,
    business_name: pyme.business_name,
    rut: pyme.rut,
    // Under the names of the reading (spec §3 gives both).
    [reading().pymeNames.address]: pyme.address,
    [reading().pymeNames.state]: pyme.state,
    commune: pyme.commune,
    enabled: pyme.enabled,
    has_evaluation: lookups.evaluated.has(pyme.uuid),
    created: reading().dateTime(pyme.created),
    user: reading().pymeUser(lookups.users.get(pyme.user_uuid)),
    formation_line: line && training ? reading().pymeLine(line, training) : null,
  };
}

/**
 * The pymes list and its searched variant, newest first, with the `training`
 * and `enabled` filters and the search of the reading (`Reading.listParams`,
 * `Reading.pymeSearch`); pyme/ has no search (docs/api-contract.md).
 */
function pymeList(request: Request, endpoint: 'pymes/pyme/' | 'pymes/pyme-search/') {
  requireUser(request, 'admin');
  const data = readDb();
  const lookups = pymeLookups(data);
  const query = listQuery(request, endpoint);
  const training = query.get('training');
  const enabled = drfBoolean(query.get('enabled'));
  const rows = data.pymes.filter(
    (pyme) =>
      (enabled === null || pyme.enabled === enabled) &&
      (!training || lookups.lines.get(pyme.uuid)?.training_line_uuid === training),
  );
  return listResponse(request, newestFirst(rows), {
    endpoint,
    search: (pyme) => reading().pymeSearch(pyme, lookups.users.get(pyme.user_uuid)),
    serialize: (pyme) => serializePyme(pyme, lookups),
  });
}

/** Pymes and their entrepreneurs (docs/api-contract.md, "Admin: pymes"); admins only. */
export const pymeHandlers = [
  http.get(api('api/pymes/pyme/'), ({ request }) => pymeList(request, 'pymes/pyme/')),

  http.get(api('api/pymes/pyme-search/'), ({ request }) => pymeList(request, 'pymes/pyme-search/')),

  // Ours (DRF retrieve), where the reading has it (`Reading.pymeDetail`).
  http.get<{ uuid: string }>(api('api/pymes/pyme/:uuid/'), ({ request, params }) =>
    reading().pymeDetail(request, () => {
      requireUser(request, 'admin');
      const data = readDb();
      const pyme = data.pymes.find((candidate) => candidate.uuid === params.uuid);
      return pyme ? HttpResponse.json(serializePyme(pyme, pymeLookups(data))) : notFound();
    }),
  ),

  // One partial update for the three uses spec §7 gives this call: `{enabled:
  // false}` (disable), `{enabled: true}` (enable) or the pyme's data (`rut`
  // only when changed). Every field sent is checked and saved the same way.
  http.patch<{ uuid: string }>(api('api/pymes/pyme/:uuid/'), async ({ request, params }) => {
    requireUser(request, 'admin');
    const body = await jsonBody<
      PymeUpdate & { enabled: boolean; direction: string; region: string }
    >(request);
    const errors: Errors = {};
    // Read under the reading's names only: DRF ignores a field its serializer does not declare.
    const names = reading().pymeNames;
    const businessName = patchBoundedText(body, 'business_name', errors);
    const address = patchBoundedText(body, names.address, errors);
    const state = bodyText(body, names.state, errors);
    const commune = bodyText(body, 'commune', errors);
    const rutText = bodyText(body, 'rut', errors);
    const rut = rutText === undefined ? undefined : normalizeRut(rutText);
    if (rut !== undefined && !isValidRut(rut)) addError(errors, 'rut', 'FORMAT_ERROR');
    const enabled = bodyFlag(body, 'enabled', errors);
    if (state !== undefined && !isRegionName(state)) addError(errors, names.state, 'FORMAT_ERROR');
    return updateDb((data) => {
      const pyme = data.pymes.find((candidate) => candidate.uuid === params.uuid);
      if (!pyme) return notFound();
      // The commune must be one of the region's, whichever of the two changes.
      if (
        (state !== undefined || commune !== undefined) &&
        !errors[names.state] &&
        !errors.commune &&
        !isCommuneOf(state ?? pyme.state, commune ?? pyme.commune)
      ) {
        addError(errors, 'commune', 'FORMAT_ERROR');
      }
      if (
        rut !== undefined &&
        !errors.rut &&
        data.pymes.some((other) => other.uuid !== pyme.uuid && other.rut === rut)
      ) {
        addError(errors, 'rut', 'RUT_TAKEN');
      }
      if (hasErrors(errors)) return validationError(errors);
      pyme.business_name = businessName ?? pyme.business_name;
      pyme.address = address ?? pyme.address;
      pyme.state = state ?? pyme.state;
      pyme.commune = commune ?? pyme.commune;
      pyme.rut = rut ?? pyme.rut;
      pyme.enabled = enabled ?? pyme.enabled;
      return answerWrite('pyme', { record: () => serializePyme(pyme, pymeLookups(data)) });
    });
  }),

  // Edit the pyme's entrepreneur; `{uuid}` is the pyme's.
  http.patch<{ uuid: string }>(api('api/pymes/user/:uuid/'), async ({ request, params }) => {
    requireUser(request, 'admin');
    const body = await jsonBody<PymeUserUpdate>(request);
    const errors: Errors = {};
    const names: Partial<Record<'first_name' | 'last_name', string>> = {};
    for (const field of ['first_name', 'last_name'] as const) {
      const value = patchBoundedText(body, field, errors);
      if (value !== undefined && !LETTERS_AND_SPACES.test(value)) {
        addError(errors, field, 'FORMAT_ERROR');
      } else if (value !== undefined) {
        names[field] = value;
      }
    }
    const position = bodyText(body, 'position', errors);
    if (position !== undefined && !isPosition(position)) {
      addError(errors, 'position', 'FORMAT_ERROR');
    }
    let phone: string | null | undefined;
    if (Object.hasOwn(body, 'phone_number')) {
      const value = body.phone_number;
      const trimmed = typeof value === 'string' ? value.trim() : undefined;
      if (value === null || trimmed === '') phone = null;
      else if (trimmed !== undefined && /^\d{1,9}$/.test(trimmed)) phone = trimmed;
      else addError(errors, 'phone_number', 'FORMAT_ERROR');
    }
    const email = bodyText(body, 'email', errors)?.toLowerCase();
    if (email !== undefined && email.length > 100) addError(errors, 'email', 'ERROR_LENGTH');
    else if (email !== undefined && !EMAIL.test(email)) addError(errors, 'email', 'FORMAT_ERROR');
    const rutText = bodyText(body, 'rut_user', errors);
    const rutUser = rutText === undefined ? undefined : normalizeRut(rutText);
    if (rutUser !== undefined && !isValidRut(rutUser)) {
      addError(errors, 'rut_user', 'FORMAT_ERROR');
    }
    return updateDb((data) => {
      const pyme = data.pymes.find((candidate) => candidate.uuid === params.uuid);
      const user = pyme && data.users.find((candidate) => candidate.uuid === pyme.user_uuid);
      if (!pyme || !user) return notFound();
      const others = data.users.filter((other) => other.uuid !== user.uuid);
      if (
        email !== undefined &&
        !errors.email &&
        others.some((other) => other.email.toLowerCase() === email)
      ) {
        addError(errors, 'email', 'EMAIL_TAKEN');
      }
      if (
        rutUser !== undefined &&
        !errors.rut_user &&
        others.some((other) => normalizeRut(other.rut_user) === rutUser)
      ) {
        addError(errors, 'rut_user', 'RUT_TAKEN');
      }
      if (hasErrors(errors)) return validationError(errors);
      user.first_name = names.first_name ?? user.first_name;
      user.last_name = names.last_name ?? user.last_name;
      user.position = position ?? user.position;
      if (phone !== undefined) user.phone_number = phone;
      user.email = email ?? user.email;
      user.rut_user = rutUser ?? user.rut_user;
      return answerWrite('pymeUser', { record: () => serializePyme(pyme, pymeLookups(data)) });
    });
  }),
];
