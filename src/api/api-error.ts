/**
 * A failed call: the HTTP status and the DRF error body
 * (`{field: ["CODE"]}` or `{detail: "..."}`), or why no answer came.
 * 'BAD_RESPONSE' is a 2xx answer the app cannot use: not JSON (an HTML page,
 * malformed JSON) or not the shape its endpoint's schema expects
 * (`response-schemas.ts`). Screens treat it like a server error.
 */
export interface ApiError {
  status: number | 'TIMEOUT' | 'NETWORK_ERROR' | 'BAD_RESPONSE';
  data: unknown;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'data' in value;
}

/** The call was answered 404: what it asked for does not exist (any more). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The codes a DRF error body lists for `field` (`{"email": ["EMAIL_TAKEN"]}`). */
export function errorCodes(error: ApiError, field: string): string[] {
  const { data } = error;
  if (typeof data !== 'object' || data === null) return [];
  const value = (data as Record<string, unknown>)[field];
  if (Array.isArray(value)) return value.filter((code): code is string => typeof code === 'string');
  return typeof value === 'string' ? [value] : [];
}
