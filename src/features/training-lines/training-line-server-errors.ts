import { errorCodes, isApiError } from '@/api/api-error';
import { messages } from '@/validation/messages';
import { serverMessages } from '@/validation/server-messages';
import type { SaveCheck } from '@/api/edge/write';
import { NOT_KEPT_FIELD, notKeptMessage } from '@/components/form/save-outcome';
import { trainingLineWeightingLabels } from '@/validation/data/training-line-weightings';
import { trainingLineStepFields, type TrainingLineFormValues } from './training-line-schema';

/** A field of the training line form. */
export type TrainingLineField = keyof TrainingLineFormValues;

const formFields = new Set<string>(trainingLineStepFields.flat());

function isFormField(field: string): field is TrainingLineField {
  return formFields.has(field);
}

const s = messages.trainingLine.server;

/** The message of one code of a 400 body, for `field` (docs/api-contract.md). */
function trainingLineCodeMessage(field: TrainingLineField, code: string): string {
  switch (code) {
    case 'REQUIRED':
      return s.required;
    case 'FORMAT_ERROR':
      return s.format;
    case 'ERROR_LENGTH':
      return s.length;
    case 'INVALID':
      return field === 'type' ? s.typeInvalid : s.refused;
    case 'INVALID_IMAGE':
      return s.invalidImage;
    case 'FILE_TOO_LARGE':
      return messages.trainingLine.imageTooLarge;
    case 'ALREADY_EXISTS':
      return field === 'content_id' ? s.contentIdTaken : s.refused;
    default:
      return s.refused;
  }
}

/** What a failed save means for the form. */
export interface TrainingLineSaveErrors {
  /** A message per refused field of the form (its first code). */
  fields: Partial<Record<TrainingLineField, string>>;
  /** A message for the form as a whole (no field to show it at), or null. */
  general: string | null;
}

/**
 * Reads a failed create or edit: a 400 `{field: [CODE]}` gives each field of
 * the form its message; anything else (a 400 about no field of the form, 403,
 * 404, the demo's 507, 500, no answer) gives one general message.
 */
export function trainingLineSaveErrors(error: unknown): TrainingLineSaveErrors {
  if (!isApiError(error)) return { fields: {}, general: serverMessages.tryAgain };
  if (error.status === 400 && typeof error.data === 'object' && error.data !== null) {
    const fields: TrainingLineSaveErrors['fields'] = {};
    let otherField = false;
    for (const field of Object.keys(error.data)) {
      const [code] = errorCodes(error, field);
      if (isFormField(field) && code !== undefined) {
        fields[field] = trainingLineCodeMessage(field, code);
      } else {
        otherField = true;
      }
    }
    const refusedSomething = Object.keys(fields).length > 0;
    return { fields, general: otherField || !refusedSomething ? s.notSaved : null };
  }
  if (error.status === 507 && errorCodes(error, 'detail').includes('DEMO_STORAGE_FULL')) {
    return { fields: {}, general: s.storageFull };
  }
  if (error.status === 404) return { fields: {}, general: s.notFound };
  if (error.status === 403) return { fields: {}, general: s.forbidden };
  return { fields: {}, general: serverMessages.tryAgain };
}

/** The step (1 to 3) of the first refused field, in the form's order; null when none. */
export function stepOfFirstError(fields: TrainingLineSaveErrors['fields']): number | null {
  const index = trainingLineStepFields.findIndex((stepFields) =>
    stepFields.some((field) => fields[field] !== undefined),
  );
  return index === -1 ? null : index + 1;
}

/** The form's labels, for naming the fields a save did not keep. */
const fieldLabels: Readonly<Partial<Record<TrainingLineField, string>>> = {
  name: 'Nombre',
  content_id: 'ID del contenido',
  type: 'Tipo',
  description: 'Descripción',
  is_online: 'Modalidad',
  is_automatic_asignation: 'Asignación automática',
  provider_name: 'Nombre del proveedor',
  provider_phone: 'Teléfono del proveedor',
  provider_url: 'Sitio web del proveedor',
  content_url: 'URL del contenido',
  content_code: 'Código del contenido',
  content_1: 'Contenido 1',
  content_2: 'Contenido 2',
  ...trainingLineWeightingLabels,
};

/**
 * What a save the server answered means for the form (src/api/edge/write.ts):
 * null when the answer showed every value (the success page follows); the
 * fields it did not keep, each marked, and a message naming them; or, when
 * no answer showed the values, a message that says the line was sent but
 * not confirmed.
 */
export function trainingLineSaveCheck(check: SaveCheck): TrainingLineSaveErrors | null {
  if (check.status === 'kept') return null;
  if (check.status === 'unconfirmed') return { fields: {}, general: s.unconfirmed };
  const kept = check.fields.filter(isFormField);
  return {
    fields: Object.fromEntries(kept.map((field) => [field, NOT_KEPT_FIELD])),
    general: notKeptMessage(
      check.fields.map((field) => (isFormField(field) ? fieldLabels[field] : undefined) ?? field),
    ),
  };
}
