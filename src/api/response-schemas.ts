import { array, boolean, number, object, string, type AnyObject, type Schema } from 'yup';
import type { ApiError } from './api-error';
import type { Paginated } from './pagination';
import { reportError } from '@/lib/reporting/report';

/**
 * Building blocks of the response schemas: every answer the app uses is
 * parsed into its type before a screen sees it (RTK Query's
 * `rawResponseSchema`, checked in `api-slice.ts`; a failure becomes an
 * `ApiError` with status 'BAD_RESPONSE'). yup is already the app's validator
 * and speaks Standard Schema, which RTK Query takes as it is.
 *
 * Tolerant where the spec is silent, strict where a screen depends on it:
 * - `id()`: a non-empty string (a uuid, a form id); without it a row cannot
 *   be told apart or acted on, so the answer is refused.
 * - `text()`: a string; `null` or a missing value reads as '' (a name, an
 *   image path or a date the backend left empty shows as nothing).
 * - `optionalText()`: a string or null, as the type says.
 * - `optionalId()`: an id that only one action of a row needs; a missing, null
 *   or empty one reads as null, so the row is shown and that action is not
 *   offered (the rest of the answer is still of use).
 * - `flag()`, `whole()`: a boolean / a number; a missing one is refused.
 * - `listOf()`: a list that may come as an array or as a DRF page.
 * - `pageOf()`: a DRF page; a plain array is read as a one-page list.
 */

export const id = () => string().required();

export const text = () =>
  string()
    .nullable()
    .transform((value: string | null) => value ?? '')
    .default('')
    .defined() as unknown as Schema<string>;

export const optionalText = () => string().nullable().default(null).defined();

export const optionalId = () =>
  string()
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .default(null)
    .defined();

export const flag = () => boolean().required();

export const whole = () => number().required();

/** A `{date: 'yyyy-MM-dd', hour: 'HH:mm'}` pair; null fields read as ''. */
export const dateAndHour = () => object({ date: text(), hour: text() });

/** The DRF page shape, read tolerantly; `results` is what matters. */
function isPage(value: unknown): value is { results: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'results' in value;
}

/**
 * A list of `item`. The spec does not always say whether a list is paged, so
 * both `[...]` and `{count, results: [...]}` are read as the array.
 */
export function listOf<T extends AnyObject>(item: Schema<T>): Schema<T[]> {
  return array(item)
    .transform((value: unknown) => (isPage(value) ? value.results : value))
    .required();
}

/**
 * A DRF page of `item` (`{count, next, previous, results}`). A plain array is
 * read as a page holding all of it; `next` and `previous` may be missing.
 */
export function pageOf<T extends AnyObject>(item: Schema<T>): Schema<Paginated<T>> {
  return object({
    count: number().min(0).required(),
    next: optionalText(),
    previous: optionalText(),
    results: array(item).required(),
  })
    .transform((value: unknown) =>
      Array.isArray(value)
        ? { count: value.length, next: null, previous: null, results: value as unknown[] }
        : value,
    )
    .required();
}

/**
 * The token answers (SimpleJWT): text, never empty, taken as sent (strict, so
 * a number is not turned into a token). `refresh` is optional on a refresh,
 * where the backend sends it only when it rotates tokens.
 */
const token = () => string().strict().required();
export const loginAnswerSchema = object({ access: token(), refresh: token() });
export const refreshAnswerSchema = object({
  access: token(),
  refresh: string().strict().min(1).optional(),
});

/** `{message: "EMAIL_SENT"}` and the like: the answer of the account calls. */
export const messageSchema = object({ message: string().required() });

/**
 * An answer its endpoint's schema refused: logged with what was wrong, and
 * reported (issue 30) by the endpoint's name only, since the schema's
 * messages may quote the answer's data. RTK Query's `rawResponseSchema`
 * failures (api-slice.ts) and `parseAnswer`'s come here.
 */
export function answerNotUnderstood(what: string, details: unknown): void {
  console.error(`The answer of ${what} has an unexpected shape:`, details);
  reportError(new Error(`The answer of ${what} has an unexpected shape`), 'bad-response', {
    detail: what,
  });
}

/**
 * `data` parsed with `schema`, for endpoints that call the base query
 * themselves (`queryFn`), where RTK Query's `rawResponseSchema` does not
 * apply: a refusal is logged and becomes the same BAD_RESPONSE failure.
 */
export async function parseAnswer<T>(
  schema: Schema<T>,
  data: unknown,
  what: string,
): Promise<{ data: T } | { error: ApiError }> {
  try {
    return { data: await schema.validate(data) };
  } catch (invalid) {
    answerNotUnderstood(what, invalid);
    return { error: { status: 'BAD_RESPONSE', data: String(invalid) } };
  }
}
