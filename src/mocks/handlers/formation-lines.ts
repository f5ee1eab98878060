import { http, HttpResponse } from 'msw';
import type { AssociationWrite } from '@/api/edge/associations';
import type { TrainingSummaryWire } from '@/api/edge/training-lines';
import { lineStatusLabels } from '@/validation/data/line-status';
import {
  pymeOf,
  readDb,
  updateDb,
  type DemoData,
  type DemoLineAssignment,
  type DemoTrainingLine,
} from '../db';
import {
  addError,
  api,
  hasErrors,
  jsonBody,
  noContent,
  notFound,
  nowIso,
  requireUser,
  validationError,
  type Errors,
  type Sent,
} from '../http';
import { newUuid } from '../ids';
import { listResponse } from '../paging';
import { answerWrite, fileUrl, reading } from '../readings';

/** The statuses an association may take: the admins' six (spec §4) and FINISHED. */
const associationStatuses: ReadonlySet<string> = new Set([
  ...Object.keys(lineStatusLabels),
  'FINISHED',
]);

/** Checks `training` and `status` of an association's body when present. */
function checkAssociation(data: DemoData, body: Sent<AssociationWrite>, errors: Errors): void {
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

/**
 * The training fields an entrepreneur sees (spec §3, the training of an
 * associated line), its images' URLs as the reading writes them.
 */
function trainingSummary(training: DemoTrainingLine): TrainingSummaryWire {
  return {
    uuid: training.uuid,
    name: training.name,
    description: training.description,
    content_url: training.content_url,
    image_logo: fileUrl(training.image_logo),
    image_banner: fileUrl(training.image_banner),
  };
}

/**
 * A pyme's association with a training line (spec §3): the admins create,
 * change and remove it; the entrepreneur reads her lines and the line the
 * model recommends (docs/api-contract.md).
 */
export const formationLineHandlers = [
  http.post(api('api/formations/formation-line/'), async ({ request }) => {
    requireUser(request, 'admin');
    const body = await jsonBody<AssociationWrite>(request);
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
      return answerWrite('lineCreate', {
        status: 201,
        record: () => reading().association(line),
      });
    });
  }),

  http.patch<{ uuid: string }>(
    api('api/formations/formation-line/:uuid/'),
    async ({ request, params }) => {
      requireUser(request, 'admin');
      const body = await jsonBody<AssociationWrite>(request);
      return updateDb((data) => {
        const line = data.lineAssignments.find((candidate) => candidate.uuid === params.uuid);
        if (!line) return notFound();
        const errors: Errors = {};
        checkAssociation(data, body, errors);
        if (hasErrors(errors)) return validationError(errors);
        if (typeof body.training === 'string') line.training_line_uuid = body.training;
        if (typeof body.status === 'string') line.status = body.status;
        return answerWrite('lineUpdate', { record: () => reading().association(line) });
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

  // The user's assigned training lines, each as the reading gives it.
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
    return listResponse(request, rows, {
      endpoint: 'formations/formation-line-list/',
      serialize: ({ line, training }) => reading().lineAssignment(line, trainingSummary(training)),
    });
  }),

  // The training the model recommends after the first two diagnostics.
  http.get(api('api/formations/recommendation/'), ({ request }) => {
    const user = requireUser(request, 'entrepreneur');
    const data = readDb();
    const active = data.trainingLines.filter((training) => training.is_active);
    // The demo "model": the first automatic-assignment line, else the first active one.
    const training = active.find((candidate) => candidate.is_automatic_asignation) ?? active[0];
    if (!training || !pymeOf(data, user)) return notFound();
    return HttpResponse.json(reading().recommendation(trainingSummary(training)));
  }),
];
