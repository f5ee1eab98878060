import {
  emptyTrainingLineValues,
  trainingLineSchema,
  type TrainingLineFormValues,
} from './training-line-schema';
import { trainingLineWeightingFields } from '@/validation/training-line-rules';
import {
  trainingLineTextFields,
  typeUuidOf,
  type TrainingLine,
  type TrainingLineType,
  type TrainingLineWrite,
} from '@/api/edge/training-lines';

const booleanFields = ['is_online', 'is_automatic_asignation'] as const;
const imageFields = ['image_logo', 'image_banner'] as const;

/**
 * The form's values of a stored line: texts as they are, the type as its
 * uuid (found in `types` by name when the answer gave only the name), the two
 * choices as the selects' 'true' / 'false', the images as the URLs the edge
 * read for them (unchanged until the admin picks a file; null when none), the weightings read from
 * `training_score` (the edge reads a missing one as 0).
 */
export function lineToFormValues(
  line: TrainingLine,
  types: readonly TrainingLineType[] | undefined,
): TrainingLineFormValues {
  const values = emptyTrainingLineValues();
  for (const field of trainingLineTextFields) {
    values[field] = field === 'type' ? (typeUuidOf(line.type, types) ?? '') : line[field];
  }
  for (const field of booleanFields) values[field] = line[field] ? 'true' : 'false';
  for (const field of imageFields) values[field] = line[field];
  for (const field of trainingLineWeightingFields) {
    values[field] = line.training_score[field];
  }
  return values;
}

/**
 * The line to save, from valid form values (the edge builds its multipart
 * body, `trainingLineBody`): every text trimmed, an empty optional one as ''
 * so that an edit can clear it; the two choices as booleans; the weightings as
 * whole numbers; an image only when it is a chosen `File` (a stored URL means
 * the admin kept the image, and the backend keeps it when it is not sent).
 */
export function trainingLineToSave(values: TrainingLineFormValues): TrainingLineWrite {
  const line = trainingLineSchema.cast(values);
  const image = (value: unknown) => (value instanceof File ? value : null);
  return {
    ...(Object.fromEntries(
      trainingLineTextFields.map((field) => [field, line[field] ?? '']),
    ) as Record<(typeof trainingLineTextFields)[number], string>),
    ...(Object.fromEntries(
      trainingLineWeightingFields.map((field) => [field, Math.trunc(line[field])]),
    ) as Record<(typeof trainingLineWeightingFields)[number], number>),
    is_online: line.is_online,
    is_automatic_asignation: line.is_automatic_asignation,
    image_logo: image(line.image_logo),
    image_banner: image(line.image_banner),
  };
}
