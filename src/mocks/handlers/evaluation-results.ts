import { http, HttpResponse } from 'msw';
import { isSpecOnly } from '../api-mode';
import type {
  AnswersRequest,
  AnswersResponse,
  AvailableEvaluation,
  ReadyEvaluation,
  SpecAvailableEvaluation,
  TypeformAnswer,
  WebhookDelivery,
} from '../contract-types';
import {
  readDb,
  updateDb,
  type DemoData,
  type DemoEvaluation,
  type DemoEvaluationResult,
  type DemoPyme,
} from '../db';
import {
  api,
  dateAndHour,
  jsonBody,
  notFound,
  nowIso,
  parseObject,
  requireUser,
  validationError,
} from '../http';
import { newUuid } from '../ids';
import { listResponse } from '../paging';
import {
  issueResponseToken,
  SIGNATURE_HEADER,
  verifyResponseToken,
  verifyTypeformSignature,
} from '../webhook-signing';
import { serializeEvaluation } from './diagnostics';
import { pymeOf } from './pymes';

/** The enabled diagnostics, in `order_number` order. */
function enabledInOrder(data: DemoData): DemoEvaluation[] {
  return data.evaluations
    .filter((evaluation) => evaluation.enabled)
    .sort((a, b) => a.order_number - b.order_number);
}

/** The uuids of the diagnostics the pyme `pymeUuid` answered. */
function answeredBy(data: DemoData, pymeUuid: string | undefined): Set<string> {
  return new Set(
    data.evaluationResults
      .filter((result) => result.pyme_uuid === pymeUuid)
      .map((result) => result.evaluation_uuid),
  );
}

function serializeAnswers(result: DemoEvaluationResult): AnswersResponse {
  return {
    created: dateAndHour(result.created),
    answers: result.answers.map((answer) => ({
      question: { question_name: answer.question_name },
      answer_text: answer.answer_text,
    })),
  };
}

/** The admin's read of a pyme's answers to one diagnostic (spec §7). */
async function readAnswers(request: Request): Promise<Response> {
  const body = await jsonBody<AnswersRequest>(request);
  requireUser(request, 'admin');
  const result = readDb().evaluationResults.find(
    (candidate) =>
      candidate.pyme_uuid === body.pyme_uuid && candidate.evaluation_uuid === body.evaluation_uuid,
  );
  return result ? HttpResponse.json(serializeAnswers(result)) : notFound();
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

/**
 * The form provider's webhook (Typeform `form_response`). Only a delivery
 * signed with the webhook secret is read, and the answers go to the user of
 * the hidden field response_token, never to a user id the caller names; a
 * new submission replaces the pyme's earlier answers to that diagnostic.
 * Spec-only mode (spec §2: the form gets "the user id as a hidden field"):
 * still signed, but the answers go to the entrepreneur whose user uuid is
 * the hidden field user_id; response_token is not read; a missing user_id,
 * or one of no entrepreneur with a pyme, is 400 {"hidden": ["INVALID"]}.
 */
async function fileDelivery(request: Request): Promise<Response> {
  const raw = await request.text();
  if (!(await verifyTypeformSignature(raw, request.headers.get(SIGNATURE_HEADER)))) {
    return HttpResponse.json({ detail: 'INVALID_SIGNATURE' }, { status: 401 });
  }
  const delivery: WebhookDelivery = parseObject(raw);
  const response = delivery.form_response ?? {};
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

/**
 * Which diagnostics a pyme answered, and its answers: the entrepreneur's list,
 * an admin's list of a pyme's, the admin's read of the answers and the form
 * provider's webhook that files them (docs/api-contract.md).
 */
export const evaluationResultHandlers = [
  // The user's evaluations, in order, each marked done or not, each with the
  // token the form hands back to the webhook as the hidden field response_token.
  // Spec-only mode: a DRF page (paging.ts) of spec §3's Evaluation fields
  // only, with no response_token (the form sends the user's uuid instead).
  http.get(api('api/user/list-available/'), async ({ request }) => {
    const user = requireUser(request, 'entrepreneur');
    const data = readDb();
    const done = answeredBy(data, pymeOf(data, user)?.uuid);
    const evaluations = enabledInOrder(data);
    if (isSpecOnly()) {
      return listResponse(request, evaluations, {
        serialize: (evaluation): SpecAvailableEvaluation => ({
          ...serializeEvaluation(evaluation),
          is_done: done.has(evaluation.uuid),
        }),
      });
    }
    const rows = await Promise.all(
      evaluations.map(async (evaluation): Promise<AvailableEvaluation> => ({
        uuid: evaluation.uuid,
        name: evaluation.name,
        form_id: evaluation.form_id,
        duration: evaluation.duration,
        order_number: evaluation.order_number,
        is_done: done.has(evaluation.uuid),
        response_token: await issueResponseToken(user.uuid, evaluation.form_id),
      })),
    );
    return HttpResponse.json(rows);
  }),

  // A pyme's diagnostics: every enabled one, in order, and whether it was answered.
  // A plain array; spec-only mode: a DRF page like every list (paging.ts).
  http.get<{ uuid: string }>(api('api/evaluations/list-ready/:uuid/'), ({ request, params }) => {
    requireUser(request, 'admin');
    const data = readDb();
    if (!data.pymes.some((pyme) => pyme.uuid === params.uuid)) return notFound();
    const answered = answeredBy(data, params.uuid);
    const rows = enabledInOrder(data);
    const serialize = (evaluation: DemoEvaluation): ReadyEvaluation => ({
      uuid: evaluation.uuid,
      name: evaluation.name,
      evaluated: answered.has(evaluation.uuid),
    });
    if (isSpecOnly()) return listResponse(request, rows, { serialize });
    return HttpResponse.json(rows.map(serialize));
  }),

  // Spec §7 gives this one endpoint two operations: the admin's read of a
  // pyme's answers ("answers read for a pyme_uuid and evaluation_uuid") and
  // the form's answers payload. One handler tells them apart by the client
  // spec §7 names for each, not by the body: the admin's read comes from the
  // authenticated client, with its bearer token (`Authorization`); the form
  // provider's webhook is no client of the app and comes without one (and
  // must be signed: an unsigned delivery is 401).
  http.post(api('api/evaluations/evaluated-result/'), ({ request }) =>
    request.headers.has('Authorization') ? readAnswers(request) : fileDelivery(request),
  ),
];
