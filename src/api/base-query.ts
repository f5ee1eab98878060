import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import axios from 'axios';
import type { ApiRequest } from './api-request';
import { authClient, publicClient } from './http-clients';
import { walkPages } from './walk-pages';
import type { ApiError } from './api-error';
import { endpointOf } from './api-path';
import { detectList, detectServer } from './edge/detections';
import { isFields } from './edge/read';
import { listKey, resourceOfEndpoint } from './edge/resources';
import { env } from '@/config/env';
import { reportError } from '@/lib/reporting/report';

/** What a 2xx answer that is not JSON looks like once axios has given up parsing it. */
function isUnparsedBody(data: unknown): boolean {
  return typeof data === 'string' && data.trim() !== '';
}

/**
 * The headers that name the server or its version, as the page "Conexión
 * con el servidor" shows them (lower case, as browsers give them → as
 * written). Cross-origin, a browser lets the app read them only when the
 * server names them in `Access-Control-Expose-Headers`.
 */
const serverHeaderNames: Readonly<Record<string, string>> = {
  server: 'Server',
  'x-powered-by': 'X-Powered-By',
  'x-api-version': 'X-API-Version',
  'api-version': 'API-Version',
  'x-backend-version': 'X-Backend-Version',
  'x-app-version': 'X-App-Version',
  'x-version': 'X-Version',
};

/** What an answer's headers say of the server (issue 45), kept in the edge's detections. */
function learnServer(headers: unknown): void {
  const named: Record<string, string> = {};
  if (typeof headers === 'object' && headers !== null) {
    for (const [name, value] of Object.entries(headers)) {
      const shown = serverHeaderNames[name.toLowerCase()];
      if (shown && typeof value === 'string' && value.trim() !== '') named[shown] = value.trim();
    }
  }
  detectServer({ url: env.apiUrl, headers: named });
}

/**
 * How a list came (issue 45): a plain array, or a DRF page (`results`), per
 * endpoint without ids and whether a page was asked (`limit`). Only reads:
 * a write answers a record.
 */
function learnList(request: ApiRequest, data: unknown): void {
  if ((request.method ?? 'GET').toUpperCase() !== 'GET') return;
  const shape = Array.isArray(data)
    ? 'plain'
    : isFields(data) && Array.isArray(data.results)
      ? 'paged'
      : null;
  if (!shape) return;
  const endpoint = endpointOf(request.url);
  const resource = resourceOfEndpoint(endpoint);
  if (!resource) return;
  detectList(resource, listKey(endpoint, request.params?.limit !== undefined), shape);
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
  request: ApiRequest,
  signal: AbortSignal,
): Promise<{ data: unknown } | { error: ApiError }> {
  const { url, method = 'GET', data, params, auth = true } = request;
  try {
    const client = auth ? authClient : publicClient;
    const response = await client.request({ url, method, data, params, signal });
    learnServer(response.headers);
    // Every answer of the API is JSON or empty: text here is an HTML page or broken JSON.
    if (isUnparsedBody(response.data)) {
      reportError(new Error(`The answer of ${method} ${url} is not JSON`), 'bad-response', {
        detail: url,
      });
      return { error: { status: 'BAD_RESPONSE', data: 'The answer is not JSON.' } };
    }
    learnList(request, response.data);
    // An empty answer (204, or a 200 without a body) is read as null.
    return { data: response.data === '' ? null : response.data };
  } catch (error) {
    if (!axios.isAxiosError(error)) throw error;
    if (error.response) {
      learnServer(error.response.headers);
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
