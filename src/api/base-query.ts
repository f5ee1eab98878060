import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import axios, { type Method } from 'axios';
import { authClient, publicClient } from './http-clients';

/** One call, as RTK Query endpoints describe it. Paths are relative to the API base URL. */
export interface ApiRequest {
  url: string;
  method?: Method;
  /** JSON body, or FormData for multipart calls. */
  data?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  /** False for the calls made without a session (login, register, reset…). */
  auth?: boolean;
}

/**
 * A failed call: the HTTP status and the DRF error body
 * (`{field: ["CODE"]}` or `{detail: "..."}`), or why no answer came.
 */
export interface ApiError {
  status: number | 'TIMEOUT' | 'NETWORK_ERROR';
  data: unknown;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'data' in value;
}

/** The codes a DRF error body lists for `field` (`{"email": ["EMAIL_TAKEN"]}`). */
export function errorCodes(error: ApiError, field: string): string[] {
  const { data } = error;
  if (typeof data !== 'object' || data === null) return [];
  const value = (data as Record<string, unknown>)[field];
  if (Array.isArray(value)) return value.filter((code): code is string => typeof code === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** The one base query of the app: every RTK Query endpoint goes through the axios clients. */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  { url, method = 'GET', data, params, auth = true },
  { signal },
) => {
  try {
    const client = auth ? authClient : publicClient;
    const response = await client.request({ url, method, data, params, signal });
    return { data: response.data };
  } catch (error) {
    if (!axios.isAxiosError(error)) throw error;
    if (error.response) {
      return { error: { status: error.response.status, data: error.response.data } };
    }
    const status = error.code === 'ECONNABORTED' ? 'TIMEOUT' : 'NETWORK_ERROR';
    return { error: { status, data: error.message } };
  }
};
