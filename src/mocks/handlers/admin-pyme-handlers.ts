import { http, HttpResponse } from 'msw';
import { isCommuneOf, isRegionName } from '@/validation/data/regions';
import { isPosition } from '@/validation/data/positions';
import { isValidRut, normalizeRut } from '@/validation/rut';
import { LETTERS_AND_SPACES } from '@/validation/fields';
import { lineStatusLabels } from '@/validation/data/line-status';
import { findAdmin, serializeAdmin } from '../admin-records';
import { isSpecOnly } from '../api-mode';
import {
  readDb,
  updateDb,
  type DemoData,
  type DemoEvaluation,
  type DemoEvaluationResult,
  type DemoLineAssignment,
  type DemoPyme,
  type DemoTrainingLine,
  type DemoUser,
} from '../db';
import {
  addError,
  api,
  booleanParam,
  dateAndHour,
  hasErrors,
  jsonBody,
  newestFirst,
  noContent,
  notFound,
  nowIso,
  requireUser,
  validationError,
  type Errors,
  EMAIL,
} from '../http';
import { newUuid } from '../ids';
import { listResponse } from '../paging';

type Body = Record<string, unknown>;

/**
 * A text field of a partial update: undefined when the body does not carry it,
 * otherwise the trimmed text; an empty text is REQUIRED, a non-text FORMAT_ERROR
 * (and undefined, so that nothing else is checked for that field).
 */
function patchText(body: Body, field: string, errors: Errors): string | undefined {
  if (!Object.hasOwn(body, field)) return undefined;
  const value = body[field];
  if (typeof value !== 'string') {
    addError(errors, field, 'FORMAT_ERROR');
    return undefined;
  }
  const trimmed = value.trim();
  if (!trimmed) {
    addError(errors, field, 'REQUIRED');
    return undefined;
  }
  return trimmed;
}

/** `patchText`, also checked for 3 to 100 characters (ERROR_LENGTH), as at registration. */
function patchBoundedText(body: Body, field: string, errors: Errors): string | undefined {
  const value = patchText(body, field, errors);
  if (value !== undefined && (value.length < 3 || value.length > 100)) {
    addError(errors, field, 'ERROR_LENGTH');
    return undefined;
  }
  return value;
}

/** What a pyme's serialisation needs from the rest of the data, looked up once per request. */
interface PymeLookups {
  users: Map<string, DemoUser>;
  lines: Map<string, DemoLineAssignment>;
  trainings: Map<string, DemoTrainingLine>;
  evaluated: Set<string>;
}

function pymeLookups(data: DemoData): PymeLookups {
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

/**
 * The pyme as every pyme call returns it (docs/api-contract.md, "The pyme").
 * Spec-only mode: without `user.phone_number` (ours; spec §3 lists the pyme's
 * user as first_name, last_name, rut_user, position, email).
 */
function serializePyme(pyme: DemoPyme, lookups: PymeLookups) {
  const user = lookups.users.get(pyme.user_uuid);
  const line = lookups.lines.get(pyme.uuid);
  const training = line && lookups.trainings.get(line.training_line_uuid);
  const phone = isSpecOnly() ? {} : { phone_number: user?.phone_number ?? null };
  return {
    uuid: pyme.uuid,
    business_name: pyme.business_name,
    rut: pyme.rut,
    address: pyme.address,
    state: pyme.state,
    commune: pyme.commune,
    enabled: pyme.enabled,
    has_evaluation: lookups.evaluated.has(pyme.uuid),
    created: dateAndHour(pyme.created),
    user: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      rut_user: user?.rut_user ?? '',
      position: user?.position ?? '',
      email: user?.email ?? '',
      ...phone,
    },
    formation_line:
      line && training
        ? {
            uuid: line.uuid,
            training: { uuid: training.uuid, name: training.name, status: line.status },
          }
        : null,
  };
}

/**
 * The pymes list and its searched variant: `training` and `enabled` filters, newest first.
 * Spec-only mode: `enabled` (ours) is an unknown parameter, ignored; `training`
 * (spec §7) stays; pyme-search/ searches only the business name and RUT.
 */
function pymeList(request: Request, searchable: boolean) {
  requireUser(request, 'admin');
  const data = readDb();
  const lookups = pymeLookups(data);
  const params = new URL(request.url).searchParams;
  const training = params.get('training');
  const enabled = isSpecOnly() ? null : booleanParam(params.get('enabled'));
  const rows = data.pymes.filter(
    (pyme) =>
      (enabled === null || pyme.enabled === enabled) &&
      (!training || lookups.lines.get(pyme.uuid)?.training_line_uuid === training),
  );
  const searchTexts = (pyme: DemoPyme) => {
    if (isSpecOnly()) return [pyme.business_name, pyme.rut];
    const user = lookups.users.get(pyme.user_uuid);
    return [
      pyme.business_name,
      pyme.rut,
      user?.first_name,
      user?.last_name,
      user?.email,
      user?.rut_user,
      pyme.state,
      pyme.commune,
    ];
  };
  return listResponse(request, newestFirst(rows), {
    // pyme/ has no search; pyme-search/ searches these (docs/api-contract.md).
    search: searchable ? searchTexts : undefined,
    serialize: (pyme) => serializePyme(pyme, lookups),
  });
}

/** The statuses an association may take: the admins' six (spec §4) and FINISHED. */
const associationStatuses: ReadonlySet<string> = new Set([
  ...Object.keys(lineStatusLabels),
  'FINISHED',
]);

function serializeAssociation(line: DemoLineAssignment) {
  return {
    uuid: line.uuid,
    training: line.training_line_uuid,
    status: line.status,
    pyme: line.pyme_uuid,
  };
}

/** Checks `training` and `status` of an association's body when present. */
function checkAssociation(data: DemoData, body: Body, errors: Errors): void {
  if (Object.hasOwn(body, 'training')) {
    const training = data.trainingLines.find((candidate) => candidate.uuid === body.training);
    if (!training?.is_active) addError(errors, 'training', 'INVALID');
  }
  if (
    Object.hasOwn(body, 'status') &&
    !(typeof body.status === 'string' && associationStatuses.has(body.status))
  ) {
    addError(errors, 'status', 'INVALID');
  }
}

function serializeAssignedAdmin(admin: DemoUser) {
  return {
    uuid: admin.uuid,
    first_name: admin.first_name,
    last_name: admin.last_name,
    enabled: admin.enabled,
  };
}

type AssignmentOperation = 'create' | 'update' | 'delete';

/**
 * Spec-only mode: an admin-to-pyme assignment as a record (spec §3: admin_uuid,
 * pyme_uuid), with the pyme as the pyme calls give it and the admin as
 * `admin/user/` gives it (its own uuid, src/mocks/admin-records.ts).
 */
function serializeAssignmentRecord(pyme: DemoPyme, admin: DemoUser, lookups: PymeLookups) {
  const serializedAdmin = serializeAdmin(admin);
  return {
    pyme_uuid: pyme.uuid,
    admin_uuid: serializedAdmin.uuid,
    pyme: serializePyme(pyme, lookups),
    admin: serializedAdmin,
  };
}

/**
 * Spec §3's admin-to-pyme operations: 1 create, 2 update, 3 delete (super admins only).
 * Spec-only mode: `admin_uuid` is the admin's own uuid (a user uuid is INVALID)
 * and the answer is the assignment record (`serializeAssignmentRecord`).
 */
async function changeAssignment(
  request: Request,
  pymeUuid: string,
  operation: AssignmentOperation,
) {
  requireUser(request, 'super');
  const body = await jsonBody(request);
  return updateDb((data) => {
    const pyme = data.pymes.find((candidate) => candidate.uuid === pymeUuid);
    if (!pyme) return notFound();
    const current = data.adminAssignments.find((row) => row.pyme_uuid === pymeUuid);
    if (operation !== 'create' && !current) return notFound();
    if (operation === 'delete') {
      data.adminAssignments = data.adminAssignments.filter((row) => row.pyme_uuid !== pymeUuid);
      return noContent();
    }
    const errors: Errors = {};
    if (Object.hasOwn(body, 'pyme_uuid') && body.pyme_uuid !== pymeUuid) {
      addError(errors, 'pyme_uuid', 'INVALID');
    }
    if (operation === 'create' && current) addError(errors, 'pyme_uuid', 'ALREADY_ASSIGNED');
    const admin = findAdmin(data, body.admin_uuid);
    if (!admin) addError(errors, 'admin_uuid', 'INVALID');
    if (hasErrors(errors) || !admin) return validationError(errors);
    if (current) current.admin_uuid = admin.uuid;
    else data.adminAssignments.push({ pyme_uuid: pymeUuid, admin_uuid: admin.uuid });
    const status = current ? 200 : 201;
    if (isSpecOnly()) {
      return HttpResponse.json(serializeAssignmentRecord(pyme, admin, pymeLookups(data)), {
        status,
      });
    }
    return HttpResponse.json({ pyme: pymeUuid, admin: serializeAssignedAdmin(admin) }, { status });
  });
}

function serializeAnswers(result: DemoEvaluationResult) {
  return {
    created: dateAndHour(result.created),
    answers: result.answers.map((answer) => ({
      question: { question_name: answer.question_name },
      answer_text: answer.answer_text,
    })),
  };
}

/** The admin's pymes screen: pymes, their entrepreneurs, diagnostics, lines and admins. */
export const adminPymeHandlers = [
  http.get(api('api/pymes/pyme/'), ({ request }) => pymeList(request, false)),

  http.get(api('api/pymes/pyme-search/'), ({ request }) => pymeList(request, true)),

  // Ours (DRF retrieve). Spec-only mode: the spec lists only PATCH on this
  // path, so there is no such endpoint: 404 (before any session check, as for
  // any unknown URL).
  http.get<{ uuid: string }>(api('api/pymes/pyme/:uuid/'), ({ request, params }) => {
    if (isSpecOnly()) return notFound();
    requireUser(request, 'admin');
    const data = readDb();
    const pyme = data.pymes.find((candidate) => candidate.uuid === params.uuid);
    return pyme ? HttpResponse.json(serializePyme(pyme, pymeLookups(data))) : notFound();
  }),

  // Disable, enable, or edit the pyme's data (`rut` only when changed).
  http.patch<{ uuid: string }>(api('api/pymes/pyme/:uuid/'), async ({ request, params }) => {
    requireUser(request, 'admin');
    const body = await jsonBody(request);
    const errors: Errors = {};
    const businessName = patchBoundedText(body, 'business_name', errors);
    const address = patchBoundedText(body, 'address', errors);
    const state = patchText(body, 'state', errors);
    const commune = patchText(body, 'commune', errors);
    const rutText = patchText(body, 'rut', errors);
    const rut = rutText === undefined ? undefined : normalizeRut(rutText);
    if (rut !== undefined && !isValidRut(rut)) addError(errors, 'rut', 'FORMAT_ERROR');
    let enabled: boolean | undefined;
    if (Object.hasOwn(body, 'enabled')) {
      if (typeof body.enabled === 'boolean') enabled = body.enabled;
      else addError(errors, 'enabled', 'FORMAT_ERROR');
    }
    if (state !== undefined && !isRegionName(state)) addError(errors, 'state', 'FORMAT_ERROR');
    return updateDb((data) => {
      const pyme = data.pymes.find((candidate) => candidate.uuid === params.uuid);
      if (!pyme) return notFound();
      // The commune must be one of the region's, whichever of the two changes.
      if (
        (state !== undefined || commune !== undefined) &&
        !errors.state &&
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
      return HttpResponse.json(serializePyme(pyme, pymeLookups(data)));
    });
  }),

  // Edit the pyme's entrepreneur; `{uuid}` is the pyme's.
  http.patch<{ uuid: string }>(api('api/pymes/user/:uuid/'), async ({ request, params }) => {
    requireUser(request, 'admin');
    const body = await jsonBody(request);
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
    const position = patchText(body, 'position', errors);
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
    const email = patchText(body, 'email', errors)?.toLowerCase();
    if (email !== undefined && email.length > 100) addError(errors, 'email', 'ERROR_LENGTH');
    else if (email !== undefined && !EMAIL.test(email)) addError(errors, 'email', 'FORMAT_ERROR');
    const rutText = patchText(body, 'rut_user', errors);
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
      return HttpResponse.json(serializePyme(pyme, pymeLookups(data)));
    });
  }),

  // A pyme's diagnostics: every enabled one, in order, and whether it was answered.
  // A plain array; spec-only mode: a DRF page like every list (paging.ts).
  http.get<{ uuid: string }>(api('api/evaluations/list-ready/:uuid/'), ({ request, params }) => {
    requireUser(request, 'admin');
    const data = readDb();
    if (!data.pymes.some((pyme) => pyme.uuid === params.uuid)) return notFound();
    const answered = new Set(
      data.evaluationResults
        .filter((result) => result.pyme_uuid === params.uuid)
        .map((result) => result.evaluation_uuid),
    );
    const rows = data.evaluations
      .filter((evaluation) => evaluation.enabled)
      .sort((a, b) => a.order_number - b.order_number);
    const serialize = (evaluation: DemoEvaluation) => ({
      uuid: evaluation.uuid,
      name: evaluation.name,
      evaluated: answered.has(evaluation.uuid),
    });
    if (isSpecOnly()) return listResponse(request, rows, { serialize });
    return HttpResponse.json(rows.map(serialize));
  }),

  // A pyme's association with a training line: create, change, remove.
  http.post(api('api/formations/formation-line/'), async ({ request }) => {
    requireUser(request, 'admin');
    const body = await jsonBody(request);
    return updateDb((data) => {
      const errors: Errors = {};
      if (body.training === undefined || body.training === '') {
        addError(errors, 'training', 'REQUIRED');
      }
      checkAssociation(data, body, errors);
      const pyme = data.pymes.find((candidate) => candidate.uuid === body.pyme);
      if (body.pyme === undefined || body.pyme === '') addError(errors, 'pyme', 'REQUIRED');
      else if (!pyme) addError(errors, 'pyme', 'INVALID');
      else if (data.lineAssignments.some((line) => line.pyme_uuid === pyme.uuid)) {
        addError(errors, 'pyme', 'ALREADY_ASSIGNED');
      }
      if (hasErrors(errors) || !pyme) return validationError(errors);
      const line: DemoLineAssignment = {
        uuid: newUuid(),
        pyme_uuid: pyme.uuid,
        training_line_uuid: String(body.training),
        status: typeof body.status === 'string' ? body.status : 'NA',
        created: nowIso(),
      };
      data.lineAssignments.push(line);
      return HttpResponse.json(serializeAssociation(line), { status: 201 });
    });
  }),

  http.patch<{ uuid: string }>(
    api('api/formations/formation-line/:uuid/'),
    async ({ request, params }) => {
      requireUser(request, 'admin');
      const body = await jsonBody(request);
      return updateDb((data) => {
        const line = data.lineAssignments.find((candidate) => candidate.uuid === params.uuid);
        if (!line) return notFound();
        const errors: Errors = {};
        checkAssociation(data, body, errors);
        if (hasErrors(errors)) return validationError(errors);
        if (typeof body.training === 'string') line.training_line_uuid = body.training;
        if (typeof body.status === 'string') line.status = body.status;
        return HttpResponse.json(serializeAssociation(line));
      });
    },
  ),

  http.delete<{ uuid: string }>(
    api('api/formations/formation-line/:uuid/'),
    ({ request, params }) => {
      requireUser(request, 'admin');
      return updateDb((data) => {
        if (!data.lineAssignments.some((line) => line.uuid === params.uuid)) return notFound();
        data.lineAssignments = data.lineAssignments.filter((line) => line.uuid !== params.uuid);
        return noContent();
      });
    },
  ),

  // Who looks after which pyme (admins read it; super admins change it).
  // Spec-only mode: a page of assignment records (`serializeAssignmentRecord`).
  http.get(api('api/pymes/admin/'), ({ request }) => {
    requireUser(request, 'admin');
    const data = readDb();
    const admins = new Map(data.users.map((user) => [user.uuid, user]));
    if (isSpecOnly()) {
      const lookups = pymeLookups(data);
      const pymes = new Map(data.pymes.map((pyme) => [pyme.uuid, pyme]));
      const records = data.adminAssignments.flatMap((row) => {
        const admin = admins.get(row.admin_uuid);
        const pyme = pymes.get(row.pyme_uuid);
        return admin && pyme ? [{ admin, pyme }] : [];
      });
      return listResponse(request, records, {
        serialize: ({ admin, pyme }) => serializeAssignmentRecord(pyme, admin, lookups),
      });
    }
    const rows = data.adminAssignments.flatMap((row) => {
      const admin = admins.get(row.admin_uuid);
      return admin ? [{ pyme: row.pyme_uuid, admin: serializeAssignedAdmin(admin) }] : [];
    });
    return listResponse(request, rows, { serialize: (row) => row });
  }),

  http.post<{ pyme: string }>(api('api/pymes/admin/:pyme/'), ({ request, params }) =>
    changeAssignment(request, params.pyme, 'create'),
  ),

  http.patch<{ pyme: string }>(api('api/pymes/admin/:pyme/'), ({ request, params }) =>
    changeAssignment(request, params.pyme, 'update'),
  ),

  http.delete<{ pyme: string }>(api('api/pymes/admin/:pyme/'), ({ request, params }) =>
    changeAssignment(request, params.pyme, 'delete'),
  ),
];

// `POST api/evaluations/evaluated-result/` from an admin: a pyme's answers to
// one diagnostic, read for its pyme_uuid and evaluation_uuid (spec §7); see
// evaluated-result-handler.ts.
export async function readEvaluationAnswers(request: Request): Promise<Response> {
  const body = await jsonBody(request);
  requireUser(request, 'admin');
  const result = readDb().evaluationResults.find(
    (candidate) =>
      candidate.pyme_uuid === body.pyme_uuid && candidate.evaluation_uuid === body.evaluation_uuid,
  );
  return result ? HttpResponse.json(serializeAnswers(result)) : notFound();
}
