/**
 * A training line's create or edit body (docs/api-contract.md, "Admin:
 * training lines"): read, checked field by field (400 `{field: [CODE]}`),
 * and its images stored with the demo data so that `GET media/…` serves them.
 */
import { HttpResponse } from 'msw';
import type { trainingLineTextFields, TrainingLineWrite } from '@/api/edge/training-lines';
import {
  isTrainingLineImageType,
  isWebUrl,
  TRAINING_LINE_IMAGE_MAX_BYTES,
  trainingLineWeightingFields,
  WEIGHTING_MAX,
  WEIGHTING_MIN,
  type TrainingLineWeightingField,
} from '@/validation/training-line-rules';
import { LETTERS_AND_SPACES } from '@/validation/fields';
import type { DemoData, DemoTrainingLine, DemoUpload } from '../db';
import {
  addError,
  jsonBody,
  toBase64,
  unsupportedMediaType,
  type Errors,
  type Sent,
  drfBoolean,
} from '../http';
import { newUuid } from '../ids';
import { reading, type MediaType } from '../readings';

// ---------------------------------------------------------------------------
// Reading the body, by its Content-Type: multipart (the form and the soft
// delete) or JSON (the soft delete), as the reading's parsers allow.

/** A file part of a multipart body (undici's File in Node, the browser's in the demo). */
type Upload = Blob & { name?: string };

/** A line's body: each field a text part, a file part, or a JSON value. */
export type LineBody = Sent<TrainingLineWrite & { is_active: boolean }>;

/** One value of a body: a text part, a file part, or a JSON value. */
type BodyValue = unknown;

function isUpload(value: BodyValue): value is Upload {
  return (
    typeof value === 'object' &&
    value !== null &&
    'arrayBuffer' in value &&
    'size' in value &&
    'type' in value
  );
}

/** A multipart body; a field sent twice keeps its last part, as Django does. */
async function formBody(request: Request): Promise<LineBody> {
  try {
    const form = await request.formData();
    return Object.fromEntries(form.entries());
  } catch {
    return {};
  }
}

const parsers: Record<MediaType, (request: Request) => Promise<LineBody>> = {
  'multipart/form-data': formBody,
  'application/json': jsonBody,
};

/**
 * The body as field → value, read by the parser of its media type among the
 * reading's (`Reading.lineMediaTypes`); another media type is DRF's 415.
 */
export async function readLineBody(request: Request): Promise<LineBody | Response> {
  const [essence = ''] = (request.headers.get('Content-Type') ?? '').split(';');
  const mediaType = essence.trim().toLowerCase();
  const parsed = reading().lineMediaTypes.find((type) => type === mediaType);
  return parsed ? parsers[parsed](request) : unsupportedMediaType(mediaType);
}

// ---------------------------------------------------------------------------
// The checks of docs/api-contract.md ("Admin: training lines"): 400 {field: [CODE]}.

interface TextRule {
  required: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  url?: boolean;
}

/** The text fields of a line and their rules (spec §5, the newer variant). */
const textRules = {
  name: { required: true, min: 2, max: 150 },
  content_id: { required: true, min: 3, max: 50, pattern: /^[A-Za-z0-9_-]+$/ },
  description: { required: true, min: 3, max: 2000 },
  provider_name: { required: true, min: 3, max: 100, pattern: LETTERS_AND_SPACES },
  provider_phone: { required: false, max: 9, pattern: /^\d+$/ },
  provider_url: { required: false, url: true },
  content_url: { required: true, url: true },
  content_code: { required: false, max: 150, pattern: /^[A-Za-z0-9]+$/ },
  content_1: { required: false, max: 150, pattern: /^[\p{L}\p{M}\d ]+$/u },
  content_2: { required: false, max: 150, pattern: /^[\p{L}\p{M}\d ]+$/u },
} satisfies Record<Exclude<(typeof trainingLineTextFields)[number], 'type'>, TextRule>;

type TextField = keyof typeof textRules;
const textFields = Object.keys(textRules) as TextField[];

/** A new line's texts before its body's: '' (an optional one not sent stays so). */
export const blankTexts = Object.fromEntries(textFields.map((field) => [field, ''])) as Record<
  TextField,
  string
>;

const booleanFields = ['is_online', 'is_automatic_asignation'] as const;
export const imageFields = ['image_logo', 'image_banner'] as const;
type ImageField = (typeof imageFields)[number];

/** A text value as DRF's CharField reads it (trimmed); null when absent or not text. */
function textOf(value: BodyValue): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

function checkText(errors: Errors, field: TextField, value: string): void {
  const rule: TextRule = textRules[field];
  if (value === '') {
    if (rule.required) addError(errors, field, 'REQUIRED');
    return;
  }
  // UTF-16 units, as the form's schema (yup) counts them.
  const { length } = value;
  if (
    (rule.min !== undefined && length < rule.min) ||
    (rule.max !== undefined && length > rule.max)
  )
    addError(errors, field, 'ERROR_LENGTH');
  else if (rule.pattern && !rule.pattern.test(value)) addError(errors, field, 'FORMAT_ERROR');
  else if (rule.url && !isWebUrl(value)) addError(errors, field, 'FORMAT_ERROR');
}

/** A weighting: a whole number 0 to 10, as text (multipart) or a number (JSON). */
function weightingOf(value: BodyValue): number | null {
  const text = textOf(value);
  if (text === null || !/^\d{1,2}$/.test(text)) return null;
  const weighting = Number(text);
  return weighting >= WEIGHTING_MIN && weighting <= WEIGHTING_MAX ? weighting : null;
}

function checkImage(errors: Errors, field: ImageField, value: BodyValue): value is Upload {
  if (!isUpload(value)) {
    addError(errors, field, 'INVALID_IMAGE');
    return false;
  }
  if (!isTrainingLineImageType(value.type)) addError(errors, field, 'INVALID_IMAGE');
  else if (value.size > TRAINING_LINE_IMAGE_MAX_BYTES) addError(errors, field, 'FILE_TOO_LARGE');
  return !errors[field];
}

/** What a valid body changes in a line; images are stored once the line's uuid is known. */
export interface LineChanges {
  values: Partial<Omit<DemoTrainingLine, 'training_score'>>;
  scores: Partial<Record<TrainingLineWeightingField, number>>;
  images: Partial<Record<ImageField, Upload>>;
}

/**
 * Checks a create body (every required field) or an edit body (a partial
 * update: only the fields sent), as the contract says.
 */
export function checkLine(
  data: DemoData,
  body: LineBody,
  current: DemoTrainingLine | null,
): { errors: Errors; changes: LineChanges } {
  const errors: Errors = {};
  const changes: LineChanges = { values: {}, scores: {}, images: {} };
  const creating = current === null;
  const sent = (field: keyof LineBody) => Object.hasOwn(body, field);

  for (const field of textFields) {
    if (!sent(field)) {
      if (creating && textRules[field].required) addError(errors, field, 'REQUIRED');
      continue;
    }
    const value = textOf(body[field]);
    if (value === null) {
      addError(errors, field, 'FORMAT_ERROR');
      continue;
    }
    checkText(errors, field, value);
    changes.values[field] = value;
  }
  const contentId = changes.values.content_id;
  if (
    contentId !== undefined &&
    !errors.content_id &&
    data.trainingLines.some(
      (training) => training.content_id === contentId && training.uuid !== current?.uuid,
    )
  ) {
    addError(errors, 'content_id', 'ALREADY_EXISTS');
  }

  if (sent('type')) {
    const type = textOf(body.type) ?? '';
    if (type === '') addError(errors, 'type', 'REQUIRED');
    else if (!data.trainingLineTypes.some((candidate) => candidate.uuid === type))
      addError(errors, 'type', 'INVALID');
    else changes.values.type = type;
  } else if (creating) {
    addError(errors, 'type', 'REQUIRED');
  }

  for (const field of [...booleanFields, 'is_active'] as const) {
    if (!sent(field)) {
      if (creating && field !== 'is_active') addError(errors, field, 'REQUIRED');
      continue;
    }
    // DRF's BooleanField on a form or JSON body: true/false, 1/0 (any case).
    const value = drfBoolean(body[field]);
    if (value === null) addError(errors, field, 'FORMAT_ERROR');
    else changes.values[field] = value;
  }

  for (const field of trainingLineWeightingFields) {
    if (!sent(field)) continue;
    const value = weightingOf(body[field]);
    if (value === null) addError(errors, field, 'FORMAT_ERROR');
    else changes.scores[field] = value;
  }

  for (const field of imageFields) {
    if (!sent(field)) {
      if (creating) addError(errors, field, 'REQUIRED');
      continue;
    }
    const value = body[field];
    if (checkImage(errors, field, value)) changes.images[field] = value;
  }

  return { errors, changes };
}

// ---------------------------------------------------------------------------
// Storing images: a `data:` URL behind the stored path.

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** An uploaded file as a `data:` URL, read before the data is changed (reading is async). */
async function dataUrlOf(upload: Upload): Promise<string> {
  const bytes = new Uint8Array(await upload.arrayBuffer());
  return `data:${upload.type};base64,${toBase64(bytes)}`;
}

/** Seven letters and digits, as Django appends to a file name that is taken. */
function shortSuffix(): string {
  return newUuid().replace(/-/g, '').slice(0, 7);
}

/**
 * The stored path of a line's image: `/media/trainings/<uuid>-logo.png` on
 * create; a replacement gets a new name (`…-logo_<7 characters>.png`), so that
 * no browser shows an old image it cached under the same address.
 */
function imagePath(uuid: string, field: ImageField, type: string, replacing: boolean): string {
  const kind = field === 'image_logo' ? 'logo' : 'banner';
  const suffix = replacing ? `_${shortSuffix()}` : '';
  return `/media/trainings/${uuid}-${kind}${suffix}.${extensions[type] ?? 'img'}`;
}

/** Stores the line's new images and drops the uploads they replace. */
export function storeImages(
  data: DemoData,
  line: DemoTrainingLine,
  images: Partial<Record<ImageField, { type: string; dataUrl: string }>>,
  replacing: boolean,
): void {
  for (const field of imageFields) {
    const image = images[field];
    if (!image) continue;
    const replaced = line[field];
    const stored: DemoUpload = {
      path: imagePath(line.uuid, field, image.type, replacing),
      content_type: image.type,
      data_url: image.dataUrl,
    };
    data.uploads = [...(data.uploads ?? []).filter((upload) => upload.path !== replaced), stored];
    line[field] = stored.path;
  }
}

/** The new images' types and contents, read before the data is changed (reading is async). */
export async function readImages(images: LineChanges['images']) {
  const read: Partial<Record<ImageField, { type: string; dataUrl: string }>> = {};
  for (const field of imageFields) {
    const upload = images[field];
    if (upload) read[field] = { type: upload.type, dataUrl: await dataUrlOf(upload) };
  }
  return read;
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

/**
 * Saves a change, or answers 507 `{"detail": "DEMO_STORAGE_FULL"}` when the
 * browser's storage cannot hold the data any more (the images are big).
 */
export function saveOrStorageFull(change: () => Response): Response {
  try {
    return change();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    return HttpResponse.json({ detail: 'DEMO_STORAGE_FULL' }, { status: 507 });
  }
}
