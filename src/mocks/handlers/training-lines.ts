import { http, HttpResponse } from 'msw';
import type { TrainingLineWire } from '@/api/edge/training-lines';
import { trainingLineWeightingFields } from '@/validation/training-line-rules';
import { readDb, updateDb, type DemoTrainingLine, type DemoTrainingLineType } from '../db';
import { newUuid } from '../ids';
import {
  api,
  hasErrors,
  newestFirst,
  notFound,
  nowIso,
  requireUser,
  validationError,
  drfBoolean,
} from '../http';
import { listResponse } from '../paging';
import { fileUrl, reading } from '../readings';
import {
  blankTexts,
  checkLine,
  readImages,
  readLineBody,
  saveOrStorageFull,
  storeImages,
} from './training-line-body';

/**
 * A training line as the admin reads it (spec §3): the ten weightings nested in
 * `training_score`, its type and its images' URLs as the reading gives them.
 */
function serializeTrainingLine(
  training: DemoTrainingLine,
  types: readonly DemoTrainingLineType[],
): TrainingLineWire {
  // The record is the wire's shape with its type as a uuid, and its creation, which the wire does not show.
  const line: Omit<DemoTrainingLine, 'created'> & { created?: string } = { ...training };
  delete line.created;
  return {
    ...line,
    type: reading().lineType(training.type, types),
    image_logo: fileUrl(training.image_logo),
    image_banner: fileUrl(training.image_banner),
    training_score: { ...training.training_score },
  };
}

/** DRF `search_fields` of the lines (ours): name, content id, provider, description. */
function searchTexts(training: DemoTrainingLine) {
  return [training.name, training.content_id, training.provider_name, training.description];
}

/**
 * A list call's answer: `is_active=true` for the lines to choose, newest
 * first, searched or not. `is_active` only where the reading applies it
 * (`Reading.honoursIsActive`); elsewhere every line, active or not.
 */
function lineList(request: Request, search?: typeof searchTexts) {
  requireUser(request, 'admin');
  const data = readDb();
  const active = reading().honoursIsActive
    ? drfBoolean(new URL(request.url).searchParams.get('is_active'))
    : null;
  const lines = data.trainingLines.filter(
    (training) => active === null || training.is_active === active,
  );
  return listResponse(request, newestFirst(lines), {
    search,
    serialize: (training) => serializeTrainingLine(training, data.trainingLineTypes),
  });
}

/** A new line's weightings: 0 unless sent (spec §3). */
const zeroScores = Object.fromEntries(
  trainingLineWeightingFields.map((field) => [field, 0]),
) as DemoTrainingLine['training_score'];

/** The training-line catalogue (docs/api-contract.md, "Admin: training lines"). */
export const trainingLineHandlers = [
  // The training lines (`is_active=true` for the ones to choose), newest first.
  http.get(api('api/formations/training/'), ({ request }) => lineList(request)),

  // The same, searched (`?search=`): name, content id, provider, description.
  http.get(api('api/formations/search/'), ({ request }) => lineList(request, searchTexts)),

  // The line types for the form's select.
  http.get(api('api/formations/type-training/'), ({ request }) => {
    requireUser(request, 'admin');
    return listResponse(request, readDb().trainingLineTypes, {
      serialize: (type): DemoTrainingLineType => ({ uuid: type.uuid, name: type.name }),
    });
  }),

  // One line.
  http.get(api('api/formations/training/:uuid/'), ({ request, params }) => {
    requireUser(request, 'admin');
    const data = readDb();
    const training = data.trainingLines.find((candidate) => candidate.uuid === params.uuid);
    return training
      ? HttpResponse.json(serializeTrainingLine(training, data.trainingLineTypes))
      : notFound();
  }),

  // Create: multipart, every required field and both images.
  http.post(api('api/formations/training/'), async ({ request }) => {
    requireUser(request, 'admin');
    const body = await readLineBody(request);
    if (body instanceof Response) return body;
    const { errors, changes } = checkLine(readDb(), body, null);
    if (hasErrors(errors)) return validationError(errors);
    const images = await readImages(changes.images);
    return saveOrStorageFull(() => {
      const created = updateDb((data) => {
        const line: DemoTrainingLine = {
          uuid: newUuid(),
          ...blankTexts,
          type: '',
          image_logo: '',
          image_banner: '',
          is_online: false,
          is_automatic_asignation: false,
          ...changes.values,
          is_active: true,
          created: nowIso(),
          training_score: { ...zeroScores, ...changes.scores },
        };
        storeImages(data, line, images, false);
        data.trainingLines.push(line);
        return { line, types: data.trainingLineTypes };
      });
      return HttpResponse.json(serializeTrainingLine(created.line, created.types), {
        status: 201,
      });
    });
  }),

  // Spec §7 gives this call two uses, both one partial update: the edit
  // (multipart, the fields sent) and the soft delete, which spec §4 defines by
  // its body (`is_active` false, multipart, or JSON `{"is_active": false}`
  // where the reading reads JSON). Every field sent is checked and saved.
  http.patch(api('api/formations/training/:uuid/'), async ({ request, params }) => {
    requireUser(request, 'admin');
    const data = readDb();
    const current = data.trainingLines.find((candidate) => candidate.uuid === params.uuid);
    if (!current) return notFound();
    const body = await readLineBody(request);
    if (body instanceof Response) return body;
    const { errors, changes } = checkLine(data, body, current);
    if (hasErrors(errors)) return validationError(errors);
    const images = await readImages(changes.images);
    return saveOrStorageFull(() => {
      const updated = updateDb((data) => {
        const line = data.trainingLines.find((candidate) => candidate.uuid === current.uuid);
        if (!line) return null;
        Object.assign(line, changes.values);
        Object.assign(line.training_score, changes.scores);
        storeImages(data, line, images, true);
        return { line, types: data.trainingLineTypes };
      });
      return updated
        ? HttpResponse.json(serializeTrainingLine(updated.line, updated.types))
        : notFound();
    });
  }),
];
