import { http, HttpResponse } from 'msw';
import {
  trainingLineWeightingFields,
  type TrainingLineWeightingField,
} from '@/validation/training-line-rules';
import type { TrainingLineResponse, TrainingLineTypeResponse } from '../contract-types';
import { readDb, updateDb, type DemoTrainingLine } from '../db';
import { newUuid } from '../ids';
import {
  api,
  booleanParam,
  hasErrors,
  newestFirst,
  notFound,
  nowIso,
  requireUser,
  validationError,
} from '../http';
import { listResponse } from '../paging';
import {
  checkLine,
  readImages,
  readLineBody,
  saveOrStorageFull,
  storeImages,
} from './training-line-body';

/** A training line as the admin reads it (spec §3): the ten weightings nested in `training_score`. */
function serializeTrainingLine(training: DemoTrainingLine): TrainingLineResponse {
  return {
    uuid: training.uuid,
    name: training.name,
    content_id: training.content_id,
    description: training.description,
    type: training.type,
    image_logo: training.image_logo,
    image_banner: training.image_banner,
    is_online: training.is_online,
    is_automatic_asignation: training.is_automatic_asignation,
    provider_name: training.provider_name,
    provider_phone: training.provider_phone,
    provider_url: training.provider_url,
    content_url: training.content_url,
    content_code: training.content_code,
    content_1: training.content_1,
    content_2: training.content_2,
    is_active: training.is_active,
    training_score: Object.fromEntries(
      trainingLineWeightingFields.map((field) => [field, training.training_score[field] ?? 0]),
    ) as Record<TrainingLineWeightingField, number>,
  };
}

/** DRF `search_fields` of the lines (ours): name, content id, provider, description. */
function searchTexts(training: DemoTrainingLine) {
  return [training.name, training.content_id, training.provider_name, training.description];
}

/** The lines of a list call: `is_active=true` for the ones to choose, newest first. */
function linesOf(request: Request): DemoTrainingLine[] {
  const active = booleanParam(new URL(request.url).searchParams.get('is_active'));
  return newestFirst(
    readDb().trainingLines.filter((training) => active === null || training.is_active === active),
  );
}

/** The training-line catalogue (docs/api-contract.md, "Admin: training lines"). */
export const trainingLineHandlers = [
  // The training lines (`is_active=true` for the ones to choose), newest first.
  http.get(api('api/formations/training/'), ({ request }) => {
    requireUser(request, 'admin');
    return listResponse(request, linesOf(request), { serialize: serializeTrainingLine });
  }),

  // The same, searched (`?search=`): name, content id, provider, description.
  http.get(api('api/formations/search/'), ({ request }) => {
    requireUser(request, 'admin');
    return listResponse(request, linesOf(request), {
      search: searchTexts,
      serialize: serializeTrainingLine,
    });
  }),

  // The line types for the form's select.
  http.get(api('api/formations/type-training/'), ({ request }) => {
    requireUser(request, 'admin');
    return listResponse(request, readDb().trainingLineTypes, {
      serialize: (type): TrainingLineTypeResponse => ({ uuid: type.uuid, name: type.name }),
    });
  }),

  // One line.
  http.get(api('api/formations/training/:uuid/'), ({ request, params }) => {
    requireUser(request, 'admin');
    const training = readDb().trainingLines.find((candidate) => candidate.uuid === params.uuid);
    return training ? HttpResponse.json(serializeTrainingLine(training)) : notFound();
  }),

  // Create: multipart, every required field and both images.
  http.post(api('api/formations/training/'), async ({ request }) => {
    requireUser(request, 'admin');
    const body = await readLineBody(request);
    const { errors, changes } = checkLine(readDb(), body, null);
    if (hasErrors(errors)) return validationError(errors);
    const images = await readImages(changes.images);
    return saveOrStorageFull(() => {
      const created = updateDb((data) => {
        const line: DemoTrainingLine = {
          uuid: newUuid(),
          name: '',
          content_id: '',
          description: '',
          type: '',
          image_logo: '',
          image_banner: '',
          is_online: false,
          is_automatic_asignation: false,
          provider_name: '',
          provider_phone: '',
          provider_url: '',
          content_url: '',
          content_code: '',
          content_1: '',
          content_2: '',
          ...changes.values,
          is_active: true,
          created: nowIso(),
          training_score: Object.fromEntries(
            trainingLineWeightingFields.map((field) => [field, changes.scores[field] ?? 0]),
          ),
        };
        storeImages(data, line, images, false);
        data.trainingLines.push(line);
        return line;
      });
      return HttpResponse.json(serializeTrainingLine(created), { status: 201 });
    });
  }),

  // Spec §7 gives this call two uses, both one partial update: the edit
  // (multipart, the fields sent) and the soft delete, which spec §4 defines by
  // its body (`is_active` false, sent as JSON `{"is_active": false}`). The
  // body is read by its Content-Type, and every field sent is checked and saved.
  http.patch(api('api/formations/training/:uuid/'), async ({ request, params }) => {
    requireUser(request, 'admin');
    const data = readDb();
    const current = data.trainingLines.find((candidate) => candidate.uuid === params.uuid);
    if (!current) return notFound();
    const body = await readLineBody(request);
    const { errors, changes } = checkLine(data, body, current);
    if (hasErrors(errors)) return validationError(errors);
    const images = await readImages(changes.images);
    return saveOrStorageFull(() => {
      const updated = updateDb((data) => {
        const line = data.trainingLines.find((candidate) => candidate.uuid === current.uuid);
        if (!line) return null;
        Object.assign(line, changes.values);
        for (const [field, value] of Object.entries(changes.scores)) {
          if (value !== undefined) line.training_score[field] = value;
        }
        storeImages(data, line, images, true);
        return line;
      });
      return updated ? HttpResponse.json(serializeTrainingLine(updated)) : notFound();
    });
  }),
];
