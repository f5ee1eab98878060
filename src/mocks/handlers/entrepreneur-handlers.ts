import { http, HttpResponse } from 'msw';
import { isSpecOnly } from '../api-mode';
import {
  readDb,
  updateDb,
  type DemoData,
  type DemoEvaluation,
  type DemoLineAssignment,
  type DemoPyme,
  type DemoTrainingLine,
  type DemoUser,
} from '../db';
import { api, jsonBody, nowIso, parseObject, requireUser, validationError } from '../http';
import { newUuid } from '../ids';
import { listResponse } from '../paging';
import { serializeEvaluation } from './diagnostic-handlers';
import { serializeUserInfo } from './user-handlers';
import {
  issueResponseToken,
  SIGNATURE_HEADER,
  verifyResponseToken,
  verifyTypeformSignature,
} from '../webhook-signing';

function pymeOf(data: DemoData, user: DemoUser) {
  return data.pymes.find((pyme) => pyme.user_uuid === user.uuid);
}

/** The training fields an entrepreneur sees (spec §3, the training of an associated line). */
function publicTrainingLine(training: DemoTrainingLine) {
  return {
    uuid: training.uuid,
    name: training.name,
    description: training.description,
    content_url: training.content_url,
    image_logo: training.image_logo,
    image_banner: training.image_banner,
  };
}

/** A Typeform `form_response` webhook answer, reduced to a readable text. */
interface TypeformAnswer {
  type?: string;
  text?: string;
  email?: string;
  number?: number;
  boolean?: boolean;
  choice?: { label?: string };
  choices?: { labels?: string[] };
  field?: { id?: string; ref?: string };
}

function answerText(answer: TypeformAnswer): string {
  if (answer.choice?.label) return answer.choice.label;
  if (answer.choices?.labels) return answer.choices.labels.join(', ');
  if (typeof answer.number === 'number') return String(answer.number);
  if (typeof answer.boolean === 'boolean') return answer.boolean ? 'Sí' : 'No';
  return answer.text ?? answer.email ?? '';
}

/**
 * The pyme a webhook delivery's answers go to, from its hidden field
 * response_token (`token`, whose user `tokenUser` is when it checks out for
 * the form), or the 400 that refuses the delivery.
 */
function responseTokenRecipient(
  data: DemoData,
  token: unknown,
  tokenUser: string | null,
): DemoPyme | Response {
  if (typeof token !== 'string' || token === '') {
    return validationError({ response_token: ['REQUIRED'] });
  }
  if (!tokenUser) return validationError({ response_token: ['INVALID_TOKEN'] });
  const user = data.users.find((candidate) => candidate.uuid === tokenUser);
  const pyme = user && pymeOf(data, user);
  return pyme ?? validationError({ response_token: ['USER_NOT_EXISTS'] });
}

/**
 * Spec-only mode: the pyme a webhook delivery's answers go to, from its hidden
 * field user_id (the entrepreneur's user uuid, spec §2), or 400 `{"hidden":
 * ["INVALID"]}` when it is missing or names no entrepreneur with a pyme.
 */
function userIdRecipient(data: DemoData, userId: unknown): DemoPyme | Response {
  const user =
    typeof userId === 'string' && userId !== ''
      ? data.users.find((candidate) => candidate.uuid === userId && !candidate.is_admin)
      : undefined;
  const pyme = user && pymeOf(data, user);
  return pyme ?? validationError({ hidden: ['INVALID'] });
}

/** The entrepreneur's diagnostics and training lines, and the form provider's webhook. */
export const entrepreneurHandlers = [
  // The user's evaluations, in order, each marked done or not, each with the
  // token the form hands back to the webhook as the hidden field response_token.
  // Spec-only mode: a DRF page (paging.ts) of spec §3's Evaluation fields
  // only, with no response_token (the form sends the user's uuid instead).
  http.get(api('api/user/list-available/'), async ({ request }) => {
    const user = requireUser(request, 'entrepreneur');
    const data = readDb();
    const pyme = pymeOf(data, user);
    const done = new Set(
      data.evaluationResults
        .filter((result) => result.pyme_uuid === pyme?.uuid)
        .map((result) => result.evaluation_uuid),
    );
    const evaluations = data.evaluations
      .filter((evaluation) => evaluation.enabled)
      .sort((a, b) => a.order_number - b.order_number);
    if (isSpecOnly()) {
      return listResponse(request, evaluations, {
        serialize: (evaluation: DemoEvaluation) => ({
          ...serializeEvaluation(evaluation),
          is_done: done.has(evaluation.uuid),
        }),
      });
    }
    return HttpResponse.json(
      await Promise.all(
        evaluations.map(async (evaluation) => ({
          uuid: evaluation.uuid,
          name: evaluation.name,
          form_id: evaluation.form_id,
          duration: evaluation.duration,
          order_number: evaluation.order_number,
          is_done: done.has(evaluation.uuid),
          response_token: await issueResponseToken(user.uuid, evaluation.form_id),
        })),
      ),
    );
  }),

  // The training the model recommends after the first two diagnostics.
  http.get(api('api/formations/recommendation/'), ({ request }) => {
    const user = requireUser(request, 'entrepreneur');
    const data = readDb();
    const active = data.trainingLines.filter((training) => training.is_active);
    // The demo "model": the first automatic-assignment line, else the first active one.
    const training = active.find((candidate) => candidate.is_automatic_asignation) ?? active[0];
    if (!training || !pymeOf(data, user))
      return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    return HttpResponse.json(publicTrainingLine(training));
  }),

  // The user's assigned training lines. A plain array; spec-only mode: a DRF
  // page like every list (paging.ts).
  http.get(api('api/formations/formation-line-list/'), ({ request }) => {
    const user = requireUser(request, 'entrepreneur');
    const data = readDb();
    const pyme = pymeOf(data, user);
    const rows = data.lineAssignments
      .filter((line) => line.pyme_uuid === pyme?.uuid)
      .flatMap((line) => {
        const training = data.trainingLines.find(
          (candidate) => candidate.uuid === line.training_line_uuid,
        );
        return training ? [{ line, training }] : [];
      });
    const serialize = ({
      line,
      training,
    }: {
      line: DemoLineAssignment;
      training: DemoTrainingLine;
    }) => ({
      uuid: line.uuid,
      status: line.status,
      created: line.created,
      training: publicTrainingLine(training),
    });
    if (isSpecOnly()) return listResponse(request, rows, { serialize });
    return HttpResponse.json(rows.map(serialize));
  }),

  // The user edits their own profile. Answers {"message": "PROFILE_UPDATED"}
  // (ours); spec-only mode: 200 with the updated profile, as users/info/ gives it.
  http.patch(api('api/users/profile/'), async ({ request }) => {
    const caller = requireUser(request);
    const body = await jsonBody(request);
    return updateDb((data) => {
      const user = data.users.find((candidate) => candidate.uuid === caller.uuid);
      if (!user) return validationError({ user: ['USER_NOT_EXISTS'] });
      const errors: Record<string, string[]> = {};
      const text = (field: string) => {
        const value = body[field];
        return typeof value === 'string' ? value.trim() : undefined;
      };
      const email = text('email')?.toLowerCase();
      if (
        email !== undefined &&
        data.users.some((other) => other.uuid !== user.uuid && other.email === email)
      ) {
        errors.email = ['EMAIL_TAKEN'];
      }
      const rut = text('rut_user');
      if (
        rut !== undefined &&
        data.users.some((other) => other.uuid !== user.uuid && other.rut_user === rut)
      ) {
        errors.rut_user = ['RUT_TAKEN'];
      }
      if (Object.keys(errors).length > 0) return validationError(errors);
      user.first_name = text('first_name') ?? user.first_name;
      user.last_name = text('last_name') ?? user.last_name;
      user.email = email ?? user.email;
      user.rut_user = rut ?? user.rut_user;
      const phone = text('phone_number');
      if (phone !== undefined) user.phone_number = phone || null;
      if (isSpecOnly()) return HttpResponse.json(serializeUserInfo(data, user));
      return HttpResponse.json({ message: 'PROFILE_UPDATED' });
    });
  }),
];

// `POST api/evaluations/evaluated-result/` from the form provider: its webhook
// (Typeform `form_response`), see evaluated-result-handler.ts. Only a delivery
// signed with the webhook secret is read, and the answers go to the user of
// the hidden field response_token, never to a user id the caller names.
// Spec-only mode (spec §2: the form gets "the user id as a hidden field"):
// still signed, but the answers go to the entrepreneur whose user uuid is
// the hidden field user_id; response_token is not read; a missing user_id,
// or one of no entrepreneur with a pyme, is 400 {"hidden": ["INVALID"]}.
export async function fileFormDelivery(request: Request): Promise<Response> {
  const raw = await request.text();
  if (!(await verifyTypeformSignature(raw, request.headers.get(SIGNATURE_HEADER)))) {
    return HttpResponse.json({ detail: 'INVALID_SIGNATURE' }, { status: 401 });
  }
  const body = parseObject(raw);
  const response = (body.form_response ?? {}) as {
    form_id?: string;
    submitted_at?: string;
    hidden?: { response_token?: unknown; user_id?: unknown };
    definition?: { fields?: { id?: string; title?: string }[] };
    answers?: TypeformAnswer[];
  };
  const formId = typeof response.form_id === 'string' ? response.form_id : '';
  const specOnly = isSpecOnly();
  const token = response.hidden?.response_token;
  const tokenUser =
    !specOnly && formId && typeof token === 'string' && token !== ''
      ? await verifyResponseToken(token, formId)
      : null;
  return updateDb((data) => {
    const evaluation = data.evaluations.find((candidate) => candidate.form_id === formId);
    if (!evaluation) return validationError({ form_id: ['INVALID_FORM'] });
    const recipient = specOnly
      ? userIdRecipient(data, response.hidden?.user_id)
      : responseTokenRecipient(data, token, tokenUser);
    if (recipient instanceof Response) return recipient;
    const pyme = recipient;
    const titles = new Map(
      (response.definition?.fields ?? []).map((field) => [field.id, field.title ?? '']),
    );
    const answers = (response.answers ?? []).map((answer) => ({
      question_name: titles.get(answer.field?.id) ?? answer.field?.ref ?? '',
      answer_text: answerText(answer),
    }));
    data.evaluationResults = data.evaluationResults.filter(
      (result) => !(result.pyme_uuid === pyme.uuid && result.evaluation_uuid === evaluation.uuid),
    );
    data.evaluationResults.push({
      uuid: newUuid(),
      pyme_uuid: pyme.uuid,
      evaluation_uuid: evaluation.uuid,
      created: nowIso(),
      answers,
    });
    return HttpResponse.json({ message: 'RESULT_SAVED' }, { status: 201 });
  });
}
