import { http, HttpResponse } from 'msw';
import type { DiagnosticFormCreate, DiagnosticWire } from '@/api/edge/diagnostics';
import { readDb, updateDb, type DemoData, type DemoEvaluation } from '../db';
import {
  addError,
  api,
  bodyFlag,
  bodyText,
  hasErrors,
  jsonBody,
  noContent,
  notFound,
  requireUser,
  validationError,
  type Errors,
  type Sent,
  drfInteger,
} from '../http';
import { newUuid } from '../ids';
import { listResponse } from '../paging';

type TextField = 'name' | 'form_id' | 'order_name';
type NumberField = 'duration' | 'order_number';

const textFields: readonly TextField[] = ['name', 'form_id', 'order_name'];
const numberFields: readonly NumberField[] = ['duration', 'order_number'];

/** A diagnostic as the evaluation calls return it (spec §3): the record is the wire's shape. */
function serializeEvaluation(evaluation: DemoEvaluation): DiagnosticWire {
  return { ...evaluation };
}

/** In `order_number` order (ours), then by name. */
function inOrder(evaluations: readonly DemoEvaluation[]): DemoEvaluation[] {
  return [...evaluations].sort(
    (a, b) => a.order_number - b.order_number || a.name.localeCompare(b.name, 'es'),
  );
}

/**
 * The fields a body carries, checked as DRF would: a text must be non-empty
 * text (REQUIRED / FORMAT_ERROR), a number a whole number from 0 up, sent as a
 * number or as digits (DRF's IntegerField); `amount` a whole number from 1 up;
 * `enabled` a boolean. With `partial` (PATCH) a missing field is not an error.
 */
function readFields(
  body: Sent<DiagnosticFormCreate>,
  partial: boolean,
  errors: Errors,
): Partial<DemoEvaluation> {
  const fields: Partial<DemoEvaluation> = {};
  const has = (field: keyof DiagnosticFormCreate) =>
    Object.hasOwn(body, field) && body[field] !== undefined;

  for (const field of textFields) {
    const value = bodyText(body, field, errors, !partial);
    if (value !== undefined) fields[field] = value;
  }

  for (const field of numberFields) {
    if (!has(field) || body[field] === '' || body[field] === null) {
      if (!partial || has(field)) addError(errors, field, 'REQUIRED');
      continue;
    }
    const number = drfInteger(body[field]);
    if (number === null || number < 0) addError(errors, field, 'FORMAT_ERROR');
    else fields[field] = number;
  }

  if (has('amount')) {
    const amount = drfInteger(body.amount);
    if (amount === null || amount < 1) addError(errors, 'amount', 'FORMAT_ERROR');
    else fields.amount = amount;
  }
  const enabled = bodyFlag(body, 'enabled', errors);
  if (enabled !== undefined) fields.enabled = enabled;
  return fields;
}

/** A form id names one diagnostic (ours): the form provider's webhook finds it by that id. */
function formIdTaken(data: DemoData, formId: string | undefined, except?: string): boolean {
  return (
    formId !== undefined &&
    data.evaluations.some(
      (evaluation) =>
        evaluation.uuid !== except && evaluation.form_id.toLowerCase() === formId.toLowerCase(),
    )
  );
}

/**
 * The list and its searched variant: a DRF page in order; search fields name,
 * form id, order name. Whether evaluation/ searches too is the reading's
 * (`Reading.listParams`).
 */
function evaluationList(request: Request, endpoint?: 'evaluations/evaluation/') {
  requireUser(request, 'super');
  return listResponse(request, inOrder(readDb().evaluations), {
    endpoint,
    search: (evaluation) => [evaluation.name, evaluation.form_id, evaluation.order_name],
    serialize: serializeEvaluation,
  });
}

/** The diagnostics (evaluation forms) a super admin manages (docs/api-contract.md, "Super admin: diagnostics"). */
export const diagnosticHandlers = [
  http.get(api('api/evaluations/evaluation/'), ({ request }) =>
    evaluationList(request, 'evaluations/evaluation/'),
  ),

  http.get(api('api/evaluations/evaluation-search/'), ({ request }) => evaluationList(request)),

  http.post(api('api/evaluations/evaluation/'), async ({ request }) => {
    requireUser(request, 'super');
    const body = await jsonBody<DiagnosticFormCreate>(request);
    const errors: Errors = {};
    const fields = readFields(body, false, errors);
    return updateDb((data) => {
      if (!errors.form_id && formIdTaken(data, fields.form_id)) {
        addError(errors, 'form_id', 'ALREADY_EXISTS');
      }
      if (hasErrors(errors)) return validationError(errors);
      const evaluation: DemoEvaluation = {
        uuid: newUuid(),
        name: fields.name ?? '',
        form_id: fields.form_id ?? '',
        duration: fields.duration ?? 0,
        order_number: fields.order_number ?? 0,
        order_name: fields.order_name ?? '',
        amount: fields.amount ?? 1,
        enabled: fields.enabled ?? true,
      };
      data.evaluations.push(evaluation);
      return HttpResponse.json(serializeEvaluation(evaluation), { status: 201 });
    });
  }),

  http.patch<{ uuid: string }>(
    api('api/evaluations/evaluation/:uuid/'),
    async ({ request, params }) => {
      requireUser(request, 'super');
      const body = await jsonBody<DiagnosticFormCreate>(request);
      const errors: Errors = {};
      const fields = readFields(body, true, errors);
      return updateDb((data) => {
        const evaluation = data.evaluations.find((candidate) => candidate.uuid === params.uuid);
        if (!evaluation) return notFound();
        if (!errors.form_id && formIdTaken(data, fields.form_id, evaluation.uuid)) {
          addError(errors, 'form_id', 'ALREADY_EXISTS');
        }
        if (hasErrors(errors)) return validationError(errors);
        Object.assign(evaluation, fields);
        return HttpResponse.json(serializeEvaluation(evaluation));
      });
    },
  ),

  // The diagnostic leaves every dashboard, and its stored answers go with it (ours).
  http.delete<{ uuid: string }>(api('api/evaluations/evaluation/:uuid/'), ({ request, params }) => {
    requireUser(request, 'super');
    return updateDb((data) => {
      if (!data.evaluations.some((evaluation) => evaluation.uuid === params.uuid)) {
        return notFound();
      }
      data.evaluations = data.evaluations.filter((evaluation) => evaluation.uuid !== params.uuid);
      data.evaluationResults = data.evaluationResults.filter(
        (result) => result.evaluation_uuid !== params.uuid,
      );
      return noContent();
    });
  }),
];
