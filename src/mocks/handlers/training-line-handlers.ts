import { http } from 'msw';
import { trainingLineWeightingFields } from '@/validation';
import { readDb, type DemoTrainingLine } from '../db';
import { api, booleanParam, newestFirst, requireUser } from '../http';
import { listResponse } from '../paging';

/** A training line as the admin reads it (spec §3): the ten weightings nested in `training_score`. */
export function serializeTrainingLine(training: DemoTrainingLine) {
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
    ),
  };
}

/** The training-line catalogue (docs/api-contract.md, "Admin: training lines"). */
export const trainingLineHandlers = [
  // The training lines (`is_active=true` for the ones to choose), newest first.
  http.get(api('api/formations/training/'), ({ request }) => {
    requireUser(request, 'admin');
    const active = booleanParam(new URL(request.url).searchParams.get('is_active'));
    const rows = readDb().trainingLines.filter(
      (training) => active === null || training.is_active === active,
    );
    return listResponse(request, newestFirst(rows), { serialize: serializeTrainingLine });
  }),
];
