import { http, HttpResponse } from 'msw';
import type { AnswersWire, ReadyEvaluationWire } from '@/api/edge/diagnostics';
import {
  pymeOf,
  readDb,
  updateDb,
  type DemoData,
  type DemoEvaluation,
  type DemoEvaluationResult,
} from '../db';
import {
  api,
  jsonBody,
  notFound,
  nowIso,
  parseObject,
  requireUser,
  validationError,
} from '../http';
import { newUuid } from '../ids';
import { listResponse } from '../paging';
import { reading, type HiddenFields } from '../readings';
import { SIGNATURE_HEADER, verifyTypeformSignature } from '../webhook-signing';

/** One answer of a Typeform delivery, as far as the backend reads it. */
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

/**
 * The form provider's `form_response` webhook (`POST
 * api/evaluations/evaluated-result/` without a session). Typeform's, so any
 * part may be missing.
 */
interface WebhookDelivery {
  event_type?: string;
  form_response?: {
    form_id?: string;
    submitted_at?: string;
    hidden?: HiddenFields;
    definition?: { fields?: { id?: string; title?: string }[] };
    answers?: TypeformAnswer[];
  };
}

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

function serializeAnswers(result: DemoEvaluationResult): AnswersWire {
  return {
    created: reading().dateTime(result.created),
    answers: result.answers.map((answer) => ({
      question: { question_name: answer.question_name },
      answer_text: answer.answer_text,
    })),
  };
}

/** The admin's read of a pyme's answers to one diagnostic (spec §7). */
async function readAnswers(request: Request): Promise<Response> {
  const body = await jsonBody<{ pyme_uuid: string; evaluation_uuid: string }>(request);
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
 * The form provider's webhook (Typeform `form_response`). Only a delivery
 * signed with the webhook secret is read; its answers go to the pyme the
 * reading finds in its hidden fields (`Reading.webhookRecipient`: the user
 * a `response_token` was issued to, or the entrepreneur of `user_id`, spec
 * §2), never to one the caller merely names. A new submission replaces the
 * pyme's earlier answers to that diagnostic.
 */
async function fileDelivery(request: Request): Promise<Response> {
  const raw = await request.text();
  if (!(await verifyTypeformSignature(raw, request.headers.get(SIGNATURE_HEADER)))) {
    return HttpResponse.json({ detail: 'INVALID_SIGNATURE' }, { status: 401 });
  }
  const delivery: WebhookDelivery = parseObject(raw);
  const response = delivery.form_response ?? {};
  const formId = typeof response.form_id === 'string' ? response.form_id : '';
  const evaluation = readDb().evaluations.find((candidate) => candidate.form_id === formId);
  if (!evaluation) return validationError({ form_id: ['INVALID_FORM'] });
  const pyme = await reading().webhookRecipient(readDb(), response.hidden ?? {}, formId);
  if (pyme instanceof Response) return pyme;
  const titles = new Map(
    (response.definition?.fields ?? []).map((field) => [field.id, field.title ?? '']),
  );
  const answers = (response.answers ?? []).map((answer) => ({
    question_name: titles.get(answer.field?.id) ?? answer.field?.ref ?? '',
    answer_text: answerText(answer),
  }));
  return updateDb((data) => {
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
  // The user's evaluations, in order, each marked done or not, as the reading
  // gives them (with the token the form hands back to the webhook, or not).
  http.get(api('api/user/list-available/'), async ({ request }) => {
    const user = requireUser(request, 'entrepreneur');
    const data = readDb();
    const done = answeredBy(data, pymeOf(data, user)?.uuid);
    const rows = await Promise.all(
      enabledInOrder(data).map((evaluation) =>
        reading().availableEvaluation(evaluation, done.has(evaluation.uuid), user),
      ),
    );
    return listResponse(request, rows, {
      endpoint: 'user/list-available/',
      serialize: (row) => row,
    });
  }),

  // A pyme's diagnostics, in order, as the reading lists them, and whether each was answered.
  http.get<{ uuid: string }>(api('api/evaluations/list-ready/:uuid/'), ({ request, params }) => {
    requireUser(request, 'admin');
    const data = readDb();
    if (!data.pymes.some((pyme) => pyme.uuid === params.uuid)) return notFound();
    const answered = answeredBy(data, params.uuid);
    return listResponse(request, reading().readyEvaluations(enabledInOrder(data), answered), {
      endpoint: 'evaluations/list-ready/',
      serialize: (evaluation): ReadyEvaluationWire => ({
        uuid: evaluation.uuid,
        name: evaluation.name,
        evaluated: answered.has(evaluation.uuid),
      }),
    });
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
