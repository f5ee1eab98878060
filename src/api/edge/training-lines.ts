import { apiPath } from '../api-path';
import type { ApiRequest } from '../api-request';
import { pageParams } from '../pagination';
import {
  trainingLineWeightingFields,
  type TrainingLineWeightingField,
} from '@/validation/training-line-rules';
import { readMedia } from './media';
import type { ResourceName } from './detections';
import {
  choice,
  fieldsOf,
  fieldsOrEmpty,
  id,
  isFields,
  listOf,
  optionalFlag,
  optionalId,
  optionalWhole,
  pageOf,
  text,
  type Choice,
  type Reader,
} from './read';

/**
 * Training lines at the edge (spec §3 "Formation line", §4, §7;
 * docs/api-contract.md "Admin: training lines").
 *
 * The wire as spec §3 gives a line:
 *
 * ```
 * {uuid, name, content_id, description, type, image_logo, image_banner,
 *  is_online, is_automatic_asignation, provider_name, provider_phone,
 *  provider_url, content_url, content_code, content_1, content_2, is_active,
 *  training_score: {f_c_pos_fin, …}}
 * ```
 *
 * Readings accepted besides: `type` as the type's uuid, its name, or nested
 * `{uuid, name}`; the weightings nested in `training_score` (spec) or flat on
 * the line, each missing one read as 0; booleans as DRF's form fields write
 * them; any text missing or null read as ''; an image as a stored path or an
 * absolute http(s) URL, read into the URL to show it from (./media.ts). Every
 * write of the training view is multipart (spec §3), the soft delete too.
 */

/** A training line on the wire (spec §3): `type` the type's uuid, or nested `{uuid, name}`. */
export interface TrainingLineWire {
  uuid: string;
  name: string;
  content_id: string;
  description: string;
  type: string | { uuid: string; name: string };
  /**
   * The stored files: paths (`/media/trainings/…`, spec §3) or absolute
   * http(s) URLs (DRF's `ImageField` with the request in context, a CDN);
   * read by `readMedia` (./media.ts).
   */
  image_logo: string;
  image_banner: string;
  is_online: boolean;
  is_automatic_asignation: boolean;
  provider_name: string;
  provider_phone: string;
  provider_url: string;
  content_url: string;
  content_code: string;
  content_1: string;
  content_2: string;
  is_active: boolean;
  /** The ten weightings, nested on read (they are sent flat). */
  training_score: Record<TrainingLineWeightingField, number>;
}

/** A row of `GET formations/type-training/`. */
export interface TrainingLineTypeWire {
  uuid: string;
  name: string;
}

/**
 * The training an entrepreneur sees (spec §3: the recommendation, and the
 * training of her lines); its `uuid` is not listed for the recommendation.
 */
export interface TrainingSummaryWire {
  uuid?: string;
  name: string;
  description: string;
  content_url: string;
  image_logo: string;
  image_banner: string;
}

/**
 * A training line as the admin's screens use it: the wire's fields, its type
 * as a choice (its uuid and name, each null when the answer lacks it; see
 * `typeUuidOf`), its images as the URLs to show them from (`mediaUrl`: null
 * when there is none, or none that is http(s)). Texts missing on the wire read
 * as '', weightings as 0, and a line whose answer does not say `is_active` is
 * taken as active.
 */
export type TrainingLine = Omit<TrainingLineWire, 'type' | 'image_logo' | 'image_banner'> & {
  type: Choice;
  image_logo: string | null;
  image_banner: string | null;
};

/** A formation-line type (spec §3): the form's type select. */
export interface TrainingLineType {
  uuid: string;
  name: string;
}

/**
 * A line an admin can choose for a pyme (its uuid and name), and whether it
 * is active as its row says (true when the row does not say).
 */
export interface LineOption {
  uuid: string;
  name: string;
  is_active: boolean;
}

/** `GET formations/recommendation/`: the training the model recommends (spec §3). */
export interface Recommendation {
  /** Not listed by spec §3's recommendation: null when absent. */
  uuid: string | null;
  name: string;
  description: string;
  content_url: string;
  /** The URLs to show the images from (`mediaUrl`); null when there is none. */
  image_logo: string | null;
  image_banner: string | null;
}

const readLineImage = readMedia('trainingLines');

export const readTrainingLine: Reader<TrainingLine> = (value, path = '') => {
  const line = fieldsOf(value, path);
  const score = isFields(line.training_score) ? line.training_score : line;
  return {
    uuid: id(line.uuid, `${path}.uuid`),
    name: text(line.name),
    content_id: text(line.content_id),
    description: text(line.description),
    type: choice(line.type),
    image_logo: readLineImage(line.image_logo),
    image_banner: readLineImage(line.image_banner),
    is_online: optionalFlag(line.is_online) ?? false,
    is_automatic_asignation: optionalFlag(line.is_automatic_asignation) ?? false,
    provider_name: text(line.provider_name),
    provider_phone: text(line.provider_phone),
    provider_url: text(line.provider_url),
    content_url: text(line.content_url),
    content_code: text(line.content_code),
    content_1: text(line.content_1),
    content_2: text(line.content_2),
    is_active: optionalFlag(line.is_active) ?? true,
    training_score: Object.fromEntries(
      trainingLineWeightingFields.map((field) => [field, optionalWhole(score[field]) ?? 0]),
    ) as Record<TrainingLineWeightingField, number>,
  };
};

export const readTrainingLinePage = pageOf(readTrainingLine);

const readNamed: Reader<{ uuid: string; name: string }> = (value, path = '') => {
  const row = fieldsOf(value, path);
  return { uuid: id(row.uuid ?? row.id, `${path}.uuid`), name: text(row.name) };
};

export const readTrainingLineTypes: Reader<TrainingLineType[]> = listOf(readNamed);
export const readLineOptions: Reader<LineOption[]> = listOf((value, path = '') => ({
  ...readNamed(value, path),
  is_active: optionalFlag(fieldsOf(value, path).is_active) ?? true,
}));

/**
 * The training an entrepreneur sees (recommendation, her lines): nested or
 * not, fields may lack; its images' URLs are noted as `resource`'s.
 */
export function readTrainingSummary(
  value: unknown,
  resource: ResourceName = 'trainingLines',
): Recommendation {
  const training = fieldsOrEmpty(value);
  const image = readMedia(resource);
  return {
    uuid: optionalId(isFields(value) ? training.uuid : value),
    name: text(training.name),
    description: text(training.description),
    content_url: text(training.content_url),
    image_logo: image(training.image_logo),
    image_banner: image(training.image_banner),
  };
}

export const readRecommendation: Reader<Recommendation> = (value, path = '') =>
  readTrainingSummary(fieldsOf(value, path));

/** The uuid of a line's type: the one read, or the listed type of that name. */
export function typeUuidOf(
  type: Choice,
  types: readonly TrainingLineType[] | undefined,
): string | null {
  if (type.value !== null) return type.value;
  return types?.find((candidate) => candidate.name === type.name)?.uuid ?? null;
}

/** The name of a line's type: the one read, or the listed type's of that uuid. */
export function typeNameOf(
  type: Choice,
  types: readonly TrainingLineType[] | undefined,
): string | null {
  if (type.name !== null) return type.name;
  return types?.find((candidate) => candidate.uuid === type.value)?.name ?? null;
}

// ---------------------------------------------------------------------------
// Filters: which rows prove a filter was applied

/**
 * The filter spec §7 and §9 send every formation list under (`is_active=true`:
 * the active lines only), as the rows are checked against it. A backend may
 * ignore it (a list view without that filter): a row whose `is_active` says
 * false contradicts it, and is never shown as an active line
 * (src/api/filter-support.ts, `checkRows`).
 */
export const activeLines = { is_active: 'true' } as const;

/** The test a line's row must pass to be in a filter of the formation lists. */
export const trainingLineFilterTests = {
  is_active: (line: { is_active: boolean }, value: string) => String(line.is_active) === value,
} as const;

// ---------------------------------------------------------------------------
// Writes: multipart, every one (spec §3)

/** The text fields of a line, sent as they are; '' clears an optional one. */
export const trainingLineTextFields = [
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

/** A line to create or save, as the form gives it. */
export type TrainingLineWrite = Record<(typeof trainingLineTextFields)[number], string> &
  Record<TrainingLineWeightingField, number> & {
    is_online: boolean;
    is_automatic_asignation: boolean;
    /** A chosen file, or null to keep the stored image (an image not sent is kept). */
    image_logo: File | null;
    image_banner: File | null;
  };

/**
 * The multipart body of a create or an edit: every text; the two choices as
 * DRF's form booleans `true`/`false`; the ten weightings flat (spec §3: nested
 * on read, flat on edit), each a whole number as text; an image only when a
 * file was chosen.
 */
export function trainingLineBody(line: TrainingLineWrite): FormData {
  const body = new FormData();
  for (const field of trainingLineTextFields) body.append(field, line[field]);
  body.append('is_online', String(line.is_online));
  body.append('is_automatic_asignation', String(line.is_automatic_asignation));
  for (const field of trainingLineWeightingFields)
    body.append(field, String(Math.trunc(line[field])));
  if (line.image_logo) body.append('image_logo', line.image_logo, line.image_logo.name);
  if (line.image_banner) body.append('image_banner', line.image_banner, line.image_banner.name);
  return body;
}

/** The soft delete (spec §4: an update sending `is_active` false), multipart like every write here. */
function deactivationBody(): FormData {
  const body = new FormData();
  body.append('is_active', 'false');
  return body;
}

const TRAINING = 'api/formations/training/';
const TRAINING_SEARCH = 'api/formations/search/';

/** The endpoint a page of the lines goes to: `search/` with a search term (spec §7). */
export function trainingLineListEndpoint(search: string): string {
  return search ? TRAINING_SEARCH : TRAINING;
}

/** A page's size and the value of `is_active` asked (spec §7: 10, and true; ours to check it). */
export interface LinePageOptions {
  pageSize?: number;
  isActive?: boolean;
}

/** The type list is asked with `limit=10` (spec §7, §9); every page is read. */
const TYPE_LIST_LIMIT = 10;
/** The pymes screen's line options load up to this many lines (spec §9). */
const LINE_OPTIONS_LIMIT = 1000;

export const trainingLineRequests = {
  /**
   * `training/?limit&offset&is_active=true`, or `search/` with `search` (spec
   * §7); another page size to read the list whole, `is_active=false` once to
   * check a server applies the filter (`proveByOpposite`).
   */
  page: (
    page: number,
    search: string,
    { pageSize, isActive = true }: LinePageOptions = {},
  ): ApiRequest => ({
    url: trainingLineListEndpoint(search),
    params: { ...pageParams(page, pageSize), ...(search ? { search } : {}), is_active: isActive },
  }),
  one: (uuid: string): ApiRequest => ({ url: apiPath(TRAINING, uuid) }),
  options: (): ApiRequest => ({
    url: TRAINING,
    params: { limit: LINE_OPTIONS_LIMIT, offset: 0, is_active: true },
    allPages: true,
  }),
  types: (): ApiRequest => ({
    url: 'api/formations/type-training/',
    params: { limit: TYPE_LIST_LIMIT },
    allPages: true,
  }),
  create: (line: TrainingLineWrite): ApiRequest => ({
    url: TRAINING,
    method: 'POST',
    data: trainingLineBody(line),
  }),
  update: (uuid: string, line: TrainingLineWrite): ApiRequest => ({
    url: apiPath(TRAINING, uuid),
    method: 'PATCH',
    data: trainingLineBody(line),
  }),
  deactivate: (uuid: string): ApiRequest => ({
    url: apiPath(TRAINING, uuid),
    method: 'PATCH',
    data: deactivationBody(),
  }),
  recommendation: (): ApiRequest => ({ url: 'api/formations/recommendation/' }),
};
