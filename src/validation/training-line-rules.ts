/**
 * The training line's shared rules: the ten weightings and their range, the
 * accepted image formats and size, and what counts as a web address. The form's
 * schema (features/training-lines) and the demo backend both read them.
 */

/** The ten weightings, integers 0 to 10 (0 on create), in the order of spec §3. */
export const trainingLineWeightingFields = [
  'f_c_pos_fin',
  'f_c_vinculo_ge',
  'f_c_vinculo_tec',
  'f_c_foco_tec',
  'f_c_foco_marketing',
  'f_c_foco_proceso',
  'f_c_foco_cultura',
  'f_c_foco_automatizacion',
  'f_c_des_personal',
  'f_c_mentoria_ind',
] as const;

export type TrainingLineWeightingField = (typeof trainingLineWeightingFields)[number];

export const WEIGHTING_MIN = 0;
export const WEIGHTING_MAX = 10;

/** The image formats the form and the backend accept (docs/api-contract.md). */
export const TRAINING_LINE_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const;

/** At most 1 MB per image (ours; docs/api-contract.md). */
export const TRAINING_LINE_IMAGE_MAX_BYTES = 1024 * 1024;

/** Whether a file's MIME type is one of the accepted image formats. */
export function isTrainingLineImageType(type: string): boolean {
  return (TRAINING_LINE_IMAGE_TYPES as readonly string[]).includes(type);
}

/** An absolute http(s) address with a dotted host name. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
    return isHttp && /^[^.]+(?:\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}
