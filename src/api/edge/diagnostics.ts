import { apiPath } from '../api-path';
import type { ApiRequest } from '../api-request';
import { pageParams } from '../pagination';
import {
  fieldsOf,
  flag,
  id,
  isFields,
  listOf,
  optionalFlag,
  optionalDateAndHour,
  optionalId,
  optionalWhole,
  pageOf,
  pick,
  text,
  whole,
  type DateAndHour,
  type Reader,
} from './read';

/**
 * Diagnostics (evaluations) at the edge (spec §3 "Evaluation" and
 * "Evaluation answers", §7).
 *
 * The wire as spec §3 gives them:
 * - a diagnostic: `{uuid, name, form_id, duration, order_number, order_name,
 *   amount, enabled}`, with `is_done` in the user's list
 *   (`user/list-available/`);
 * - a ready evaluation (`evaluations/list-ready/{pyme}/`): `{uuid, name, evaluated}`;
 * - the answers: `{created: {date, hour}, answers: [{question: {question_name}, answer_text}]}`.
 *
 * Readings accepted besides: numbers as digits; `amount` and `enabled`
 * missing (spec §3's defaults 1 and true); `order_number` and `order_name`
 * missing from the user's rows; `response_token` (ours) present or absent;
 * the answers' `created` as an ISO date-time, or absent (undefined: not
 * dated); their `question` nested or `question_name` flat; every list paged or not.
 */

/** A diagnostic on the wire (spec §3). */
export interface DiagnosticWire {
  uuid: string;
  name: string;
  /** The form provider's id of the form (Typeform). */
  form_id: string;
  /** Minutes. */
  duration: number;
  order_number: number;
  order_name: string;
  amount: number;
  enabled: boolean;
}

/**
 * A row of `GET user/list-available/`: the diagnostic's fields (some backends
 * send only part of them) and `is_done`; `response_token` is ours.
 */
export type AvailableEvaluationWire = Pick<
  DiagnosticWire,
  'uuid' | 'name' | 'form_id' | 'duration'
> &
  Partial<DiagnosticWire> & { is_done: boolean; response_token?: string };

/** A row of `GET evaluations/list-ready/{pyme}/`. */
export interface ReadyEvaluationWire {
  uuid: string;
  name: string;
  evaluated: boolean;
}

/** The answers of one diagnostic (spec §3). */
export interface AnswersWire {
  /** `{date, hour}` (spec §3), or an ISO date-time (DRF's DateTimeField at its defaults). */
  created: { date: string; hour: string } | string;
  answers: { question: { question_name: string }; answer_text: string }[];
}

/** A diagnostic as the super admin's screens use it: the wire's shape, read tolerantly. */
export type DiagnosticForm = DiagnosticWire;

/** One of the user's diagnostics (/dashboard). */
export interface AvailableEvaluation {
  uuid: string;
  name: string;
  form_id: string;
  /** Minutes. */
  duration: number;
  /** Null when the row does not give it. */
  order_number: number | null;
  is_done: boolean;
  /**
   * Ours, an option a backend may enable (docs/decisions.md, "Whose answers
   * a form sends"): its token for this user and form. Null when the row has none.
   */
  response_token: string | null;
}

/** A diagnostic and whether the pyme answered it. */
export interface ReadyEvaluation {
  uuid: string;
  name: string;
  evaluated: boolean;
  /** Not listed by spec §3 for these rows: null when absent (the server's order stands). */
  order_number: number | null;
}

/**
 * The one order of diagnostics (issue 37): by `order_number`, then as the
 * server listed them (a row without one goes after the numbered ones, in the
 * server's order). The readers of the user's and a pyme's diagnostics return
 * their rows in it, so the stages, the diagnostic that can be started, "n de
 * m" and the recommendation rule all read the same order.
 */
export function inDiagnosticOrder<Row extends { order_number: number | null }>(
  rows: readonly Row[],
): Row[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        (a.row.order_number ?? Number.MAX_SAFE_INTEGER) -
          (b.row.order_number ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
    )
    .map(({ row }) => row);
}

/** One diagnostic's answers. */
export interface EvaluationAnswers {
  /** When the pyme answered (spec §3); undefined when the answer carries no date. */
  created: DateAndHour | undefined;
  answers: { question: { question_name: string }; answer_text: string }[];
}

export const readDiagnosticForm: Reader<DiagnosticForm> = (value, path = '') => {
  const form = fieldsOf(value, path);
  return {
    uuid: id(form.uuid, `${path}.uuid`),
    name: text(form.name),
    form_id: text(form.form_id),
    duration: whole(form.duration, `${path}.duration`),
    order_number: whole(form.order_number, `${path}.order_number`),
    order_name: text(form.order_name),
    amount: optionalWhole(form.amount) ?? 1,
    enabled: optionalFlag(form.enabled) ?? true,
  };
};

export const readDiagnosticFormPage = pageOf(readDiagnosticForm);

const readAvailableEvaluation: Reader<AvailableEvaluation> = (value, path = '') => {
  const row = fieldsOf(value, path);
  return {
    uuid: id(row.uuid, `${path}.uuid`),
    name: text(row.name),
    form_id: id(row.form_id, `${path}.form_id`),
    duration: whole(row.duration, `${path}.duration`),
    order_number: optionalWhole(row.order_number),
    is_done: flag(row.is_done, `${path}.is_done`),
    response_token: optionalId(row.response_token),
  };
};

const readAvailableList = listOf(readAvailableEvaluation);

/** The user's diagnostics, in the one order (`inDiagnosticOrder`). */
export const readAvailableEvaluations: Reader<AvailableEvaluation[]> = (value, path = '') =>
  inDiagnosticOrder(readAvailableList(value, path));

const readReadyList = listOf<ReadyEvaluation>((value, path = '') => {
  const row = fieldsOf(value, path);
  return {
    uuid: id(row.uuid, `${path}.uuid`),
    name: text(row.name),
    evaluated: flag(row.evaluated, `${path}.evaluated`),
    order_number: optionalWhole(row.order_number),
  };
});

/** A pyme's diagnostics, in the one order (`inDiagnosticOrder`). */
export const readReadyEvaluations: Reader<ReadyEvaluation[]> = (value, path = '') =>
  inDiagnosticOrder(readReadyList(value, path));

export const readEvaluationAnswers: Reader<EvaluationAnswers> = (value, path = '') => {
  const result = fieldsOf(value, path);
  return {
    created: optionalDateAndHour(result.created, 'answers'),
    answers: listOf((row, rowPath = '') => {
      const answer = fieldsOf(row, rowPath);
      const question = isFields(answer.question) ? answer.question : answer;
      return {
        question: { question_name: text(pick(question, 'question_name', 'name')) },
        answer_text: text(answer.answer_text),
      };
    })(result.answers, `${path}.answers`),
  };
};

/** `POST api/evaluations/evaluation/`: a new diagnostic, with spec §9's defaults. */
export interface DiagnosticFormCreate {
  name: string;
  form_id: string;
  duration: number;
  order_number: number;
  order_name: string;
  amount: 1;
  enabled: true;
}

/** `PATCH api/evaluations/evaluation/{uuid}/`: only the fields that changed (spec §4). */
export type DiagnosticFormUpdate = Partial<
  Pick<DiagnosticForm, 'name' | 'form_id' | 'duration' | 'order_number' | 'order_name'>
>;

const EVALUATIONS = 'api/evaluations/evaluation/';

export const diagnosticRequests = {
  /** `evaluation/?limit&offset`, or `evaluation-search/` with `search` (spec §7). */
  page: (page: number, search: string): ApiRequest =>
    search
      ? { url: 'api/evaluations/evaluation-search/', params: { ...pageParams(page), search } }
      : { url: EVALUATIONS, params: pageParams(page) },
  create: (body: DiagnosticFormCreate): ApiRequest => ({
    url: EVALUATIONS,
    method: 'POST',
    data: body,
  }),
  update: (uuid: string, body: DiagnosticFormUpdate): ApiRequest => ({
    url: apiPath(EVALUATIONS, uuid),
    method: 'PATCH',
    data: body,
  }),
  remove: (uuid: string): ApiRequest => ({ url: apiPath(EVALUATIONS, uuid), method: 'DELETE' }),
  /** Every diagnostic, to find one again after a save (walked whole, bounded). */
  all: (): ApiRequest => ({ url: EVALUATIONS, allPages: true }),
  /** `GET user/list-available/`: the user's diagnostics, read whole. */
  available: (): ApiRequest => ({ url: 'api/user/list-available/', allPages: true }),
  /** `GET evaluations/list-ready/{pyme}/`, read whole. */
  ready: (pyme: string): ApiRequest => ({
    url: apiPath('api/evaluations/list-ready/', pyme),
    allPages: true,
  }),
  /** The admin's read of one diagnostic's answers, made with POST (spec §7). */
  answers: (body: { pyme_uuid: string; evaluation_uuid: string }): ApiRequest => ({
    url: 'api/evaluations/evaluated-result/',
    method: 'POST',
    data: body,
  }),
};
