import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import axios from 'axios';
import type { ApiRequest } from './api-request';
import { authClient, publicClient } from './http-clients';
import { walkPages } from './walk-pages';
import type { ApiError } from './api-error';
import { reportError } from '@/lib/reporting/report';

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
