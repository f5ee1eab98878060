import {
  emptyTrainingLineValues,
  trainingLineSchema,
  type TrainingLineFormValues,
} from './training-line-schema';
import { trainingLineWeightingFields } from '@/validation/training-line-rules';
import type { TrainingLine } from './training-lines-api';

/** The text fields of a line, sent as they are (trimmed); '' clears an optional one. */
const trainingLineTextFields = [
  'name',
  'content_id',
  'description',
  'type',
  'provider_name',
  'provider_phone',
  'provider_url',
  'content_url',
  'content_code',
  'content_1',
  'content_2',
] as const;

const booleanFields = ['is_online', 'is_automatic_asignation'] as const;
const imageFields = ['image_logo', 'image_banner'] as const;

/**
 * The form's values of a stored line: texts as they are, the two choices as
 * the selects' 'true' / 'false', the images as their stored paths (unchanged
 * until the admin picks a file), the weightings read from `training_score`
 * (0 when one is missing).
 */
export function lineToFormValues(line: TrainingLine): TrainingLineFormValues {
  const values = emptyTrainingLineValues();
  for (const field of trainingLineTextFields) values[field] = line[field];
  for (const field of booleanFields) values[field] = line[field] ? 'true' : 'false';
  for (const field of imageFields) values[field] = line[field];
  for (const field of trainingLineWeightingFields) {
    values[field] = line.training_score[field] ?? 0;
  }
  return values;
}

/**
 * The multipart body of a create or an edit (docs/api-contract.md, "Admin:
 * training lines"), from valid form values:
 * - every text field, trimmed; an empty optional field is sent as '' so that
 *   an edit can clear it;
 * - `is_online` and `is_automatic_asignation` as 'true' / 'false';
 * - the ten weightings flat, each a whole number as text;
 * - an image only when it is a chosen `File`: a stored path (a string) means
 *   the admin kept the image, and the backend keeps it when it is not sent.
 */
export function trainingLineFormData(values: TrainingLineFormValues): FormData {
  const line = trainingLineSchema.cast(values);
  const body = new FormData();
  for (const field of trainingLineTextFields) body.append(field, line[field] ?? '');
  for (const field of booleanFields) body.append(field, line[field] ? 'true' : 'false');
  for (const field of trainingLineWeightingFields) {
    body.append(field, String(Math.trunc(line[field])));
  }
  for (const field of imageFields) {
    const image = line[field];
    if (image instanceof File) body.append(field, image, image.name);
  }
  return body;
}
