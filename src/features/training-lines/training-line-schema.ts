import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { DIGITS_ONLY, LETTERS_AND_SPACES, trimText } from '@/validation/fields';
import { messages } from '@/validation/messages';
import {
  isTrainingLineImageType,
  isWebUrl,
  TRAINING_LINE_IMAGE_MAX_BYTES,
  trainingLineWeightingFields,
  type TrainingLineWeightingField,
  WEIGHTING_MAX,
  WEIGHTING_MIN,
} from '@/validation/training-line-rules';

/**
 * The training line (línea de formación) create/edit form, in the newer of
 * the two variants of spec §5 (name 2-150, content_id 3-50 with letters,
 * numbers, _ and -, description 3-2000). See docs/validation.md.
 */

const CONTENT_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const ALPHANUMERIC_WITH_SPACES = /^[\p{L}\p{M}\d ]+$/u;
const TEXT_MAX_LENGTH = 150;

function urlRule() {
  return string()
    .typeError(messages.trainingLine.url)
    .transform(trimText)
    .test({
      name: 'url',
      message: messages.trainingLine.url,
      skipAbsent: true,
      test: (value) => value === undefined || value === '' || isWebUrl(value),
    });
}

function isFile(value: unknown): value is File {
  return value instanceof File;
}

/**
 * image_logo and image_banner: a chosen image file (PNG, JPG, WebP or SVG, at
 * most 1 MB), or the stored image's path or URL when editing a line that
 * already has one.
 */
function imageRule(requiredMessage: string) {
  return mixed<File | string>(
    (value): value is File | string => typeof value === 'string' || isFile(value),
  )
    .typeError(requiredMessage)
    .required(requiredMessage)
    .test({
      name: 'image-present',
      message: requiredMessage,
      test: (value) => (typeof value === 'string' ? value.trim() !== '' : true),
    })
    .test({
      name: 'image-type',
      message: messages.trainingLine.notAnImage,
      test: (value) => typeof value === 'string' || isTrainingLineImageType(value.type),
    })
    .test({
      name: 'image-size',
      message: messages.trainingLine.imageTooLarge,
      test: (value) => typeof value === 'string' || value.size <= TRAINING_LINE_IMAGE_MAX_BYTES,
    });
}

function choiceBooleanRule() {
  return boolean().typeError(messages.selectOption).required(messages.selectOption);
}

function weightingRule() {
  const message = messages.trainingLine.weighting;
  return number()
    .typeError(message)
    .required(message)
    .integer(message)
    .min(WEIGHTING_MIN, message)
    .max(WEIGHTING_MAX, message);
}

const t = messages.trainingLine;

const generalShape = {
  name: string()
    .typeError(t.nameRequired)
    .transform(trimText)
    .required(t.nameRequired)
    .min(2, t.nameTooShort)
    .max(150, t.nameTooLong),
  content_id: string()
    .typeError(t.contentIdRequired)
    .transform(trimText)
    .required(t.contentIdRequired)
    .matches(CONTENT_ID_PATTERN, { message: t.contentIdCharacters, excludeEmptyString: true })
    .min(3, t.contentIdTooShort)
    .max(50, t.contentIdTooLong),
  description: string()
    .typeError(t.descriptionRequired)
    .transform(trimText)
    .required(t.descriptionRequired)
    .min(3, t.descriptionTooShort)
    .max(2000, t.descriptionTooLong),
  type: string().typeError(messages.selectOption).required(messages.selectOption),
  image_logo: imageRule(t.logoRequired),
  image_banner: imageRule(t.bannerRequired),
};

const contentShape = {
  is_online: choiceBooleanRule(),
  is_automatic_asignation: choiceBooleanRule(),
  provider_name: string()
    .typeError(t.providerNameRequired)
    .transform(trimText)
    .required(t.providerNameRequired)
    .matches(LETTERS_AND_SPACES, { message: messages.onlyLetters, excludeEmptyString: true })
    .min(3, t.providerNameTooShort)
    .max(100, t.providerNameTooLong),
  provider_phone: string()
    .typeError(t.providerPhone)
    .transform(trimText)
    .optional()
    .matches(DIGITS_ONLY, { message: t.providerPhone, excludeEmptyString: true })
    .max(9, t.providerPhone),
  provider_url: urlRule().optional(),
  content_url: urlRule().required(t.contentUrlRequired),
  content_code: string()
    .typeError(t.contentCodeCharacters)
    .transform(trimText)
    .optional()
    .matches(ALPHANUMERIC, { message: t.contentCodeCharacters, excludeEmptyString: true })
    .max(TEXT_MAX_LENGTH, t.contentCodeTooLong),
  content_1: string()
    .typeError(t.contentTextCharacters)
    .transform(trimText)
    .optional()
    .matches(ALPHANUMERIC_WITH_SPACES, {
      message: t.contentTextCharacters,
      excludeEmptyString: true,
    })
    .max(TEXT_MAX_LENGTH, t.contentTextTooLong),
  content_2: string()
    .typeError(t.contentTextCharacters)
    .transform(trimText)
    .optional()
    .matches(ALPHANUMERIC_WITH_SPACES, {
      message: t.contentTextCharacters,
      excludeEmptyString: true,
    })
    .max(TEXT_MAX_LENGTH, t.contentTextTooLong),
};

const weightingShape = Object.fromEntries(
  trainingLineWeightingFields.map((field) => [field, weightingRule()]),
) as Record<TrainingLineWeightingField, ReturnType<typeof weightingRule>>;

/** Step 1: name, content_id, description, type, image_logo, image_banner. */
export const trainingLineGeneralSchema = object(generalShape);
/** Step 2: modality, assignment, provider and content fields. */
export const trainingLineContentSchema = object(contentShape);
/** Step 3: the ten weightings. */
export const trainingLineWeightingsSchema = object(weightingShape);

/** The whole form. */
export const trainingLineSchema = object({ ...generalShape, ...contentShape, ...weightingShape });

/** The three steps in order (index 0 is step 1). */
export const trainingLineStepSchemas = [
  trainingLineGeneralSchema,
  trainingLineContentSchema,
  trainingLineWeightingsSchema,
] as const;

/** The field names of each step, to find the step of a field with an error. */
export const trainingLineStepFields = [
  Object.keys(generalShape) as (keyof typeof generalShape)[],
  Object.keys(contentShape) as (keyof typeof contentShape)[],
  [...trainingLineWeightingFields],
] as const;

/** The cast (submitted) values. */
export type TrainingLineValues = InferType<typeof trainingLineSchema>;

/**
 * The values the form holds: '' for a choice not made yet, the booleans as
 * the select's 'true' / 'false', images as a chosen File, the stored URL or
 * null.
 */
export type TrainingLineFormValues = {
  [K in keyof typeof generalShape | keyof typeof contentShape]: K extends
    'image_logo' | 'image_banner'
    ? File | string | null
    : K extends 'is_online' | 'is_automatic_asignation'
      ? boolean | 'true' | 'false' | ''
      : string;
} & Record<TrainingLineWeightingField, number | ''>;

/** The values of a new line: every text empty, no choice made, every weighting 0. */
export function emptyTrainingLineValues(): TrainingLineFormValues {
  return {
    name: '',
    content_id: '',
    description: '',
    type: '',
    image_logo: null,
    image_banner: null,
    is_online: '',
    is_automatic_asignation: '',
    provider_name: '',
    provider_phone: '',
    provider_url: '',
    content_url: '',
    content_code: '',
    content_1: '',
    content_2: '',
    ...(Object.fromEntries(trainingLineWeightingFields.map((field) => [field, 0])) as Record<
      TrainingLineWeightingField,
      number
    >),
  };
}
