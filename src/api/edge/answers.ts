import type { ApiError } from '../api-error';
import type { ApiRequest } from '../api-request';
import { reportError } from '@/lib/reporting/report';
import { WireError, type Reader } from './read';

/**
 * An answer its reader refused: logged with what was wrong, and reported
 * (issue 30) by the endpoint's name only, since the message may quote the
 * answer's data. RTK Query's `rawResponseSchema` failures (api-slice.ts) and
 * `readAnswer`'s come here.
 */
export function answerNotUnderstood(what: string, details: unknown): void {
  console.error(`The answer of ${what} has an unexpected shape:`, details);
  reportError(new Error(`The answer of ${what} has an unexpected shape`), 'bad-response', {
    detail: what,
  });
}

/**
 * `data` read with `read`, for endpoints that call the base query themselves
 * (`queryFn`), where RTK Query's `rawResponseSchema` does not apply: a
 * refusal is logged and becomes the same BAD_RESPONSE failure.
 */
export function readAnswer<T>(
  read: Reader<T>,
  data: unknown,
  what: string,
): { data: T } | { error: ApiError } {
  try {
    return { data: read(data, '') };
  } catch (refused) {
    if (!(refused instanceof WireError)) throw refused;
    answerNotUnderstood(what, refused.message);
    return { error: { status: 'BAD_RESPONSE', data: refused.message } };
  }
}

/** A call of the base query, as a `queryFn` receives it. */
export type BaseQueryCall = (
  request: ApiRequest,
) => { data?: unknown; error?: ApiError } | PromiseLike<{ data?: unknown; error?: ApiError }>;

/**
 * One request through the base query, its answer read with `read`: resolves
 * the model, rejects with the call's ApiError (or BAD_RESPONSE). For `queryFn`s
 * that make several calls; they turn a rejection back into `{error}` with
 * `asQueryError`.
 */
export async function askAndRead<T>(
  baseQuery: BaseQueryCall,
  request: ApiRequest,
  read: Reader<T>,
  what: string,
): Promise<T> {
  const answer = await baseQuery(request);
  // The call's own ApiError, as RTK Query's `unwrap()` rejects: callers read its status.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (answer.error) throw answer.error;
  const result = readAnswer(read, answer.data, what);
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if ('error' in result) throw result.error;
  return result.data;
}

/** A rejection of `askAndRead` (an ApiError) as a `queryFn`'s `{error}`; anything else rethrown. */
export function asQueryError(error: unknown): { error: ApiError } {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    return { error: error as ApiError };
  }
  throw error;
}
