import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import axios, { type Method } from 'axios';
import { authClient, publicClient } from './http-clients';
import { walkPages } from './walk-pages';
import type { ApiError } from './api-error';
import { reportError } from '@/lib/reporting/report';

/** One call, as RTK Query endpoints describe it. Paths are relative to the API base URL. */
export interface ApiRequest {
  url: string;
  method?: Method;
  /** JSON body, or FormData for multipart calls. */
  data?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  /** False for the calls made without a session (login, register, reset…). */
  auth?: boolean;
  /**
   * A list the screen needs whole. A DRF backend may page any list, even one
   * asked without `limit` (a default page size) or cap the `limit` asked
   * (`max_limit`): when the answer is a page with a `next`, its pages are
   * walked (see `walkPages`) and the answer is the array of every row.
   */
  allPages?: boolean;
}

/** What a 2xx answer that is not JSON looks like once axios has given up parsing it. */
function isUnparsedBody(data: unknown): boolean {
  return typeof data === 'string' && data.trim() !== '';
}

/** The one base query of the app: every RTK Query endpoint goes through the axios clients. */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  request,
  { signal },
) => {
  if (!request.allPages) return send(request, signal);
  return walkPages((params) => send({ ...request, params }, signal), request.params ?? {});
};

/** One call through the axios clients, as `{data}` or `{error}`. */
async function send(
  { url, method = 'GET', data, params, auth = true }: ApiRequest,
  signal: AbortSignal,
): Promise<{ data: unknown } | { error: ApiError }> {
  try {
    const client = auth ? authClient : publicClient;
    const response = await client.request({ url, method, data, params, signal });
    // Every answer of the API is JSON or empty: text here is an HTML page or broken JSON.
    if (isUnparsedBody(response.data)) {
      reportError(new Error(`The answer of ${method} ${url} is not JSON`), 'bad-response', {
        detail: url,
      });
      return { error: { status: 'BAD_RESPONSE', data: 'The answer is not JSON.' } };
    }
    // An empty answer (204, or a 200 without a body) is read as null.
    return { data: response.data === '' ? null : response.data };
  } catch (error) {
    if (!axios.isAxiosError(error)) throw error;
    if (error.response) {
      return { error: { status: error.response.status, data: error.response.data } };
    }
    // ERR_BAD_RESPONSE without a response: a token refresh that answered without tokens.
    const status =
      error.code === 'ECONNABORTED'
        ? 'TIMEOUT'
        : error.code === 'ERR_BAD_RESPONSE'
          ? 'BAD_RESPONSE'
          : 'NETWORK_ERROR';
    return { error: { status, data: error.message } };
  }
}
