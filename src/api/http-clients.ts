import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import {
  getAccessToken,
  getRefreshToken,
  hasSessionTokens,
  removeTokens,
  storeTokens,
} from './token-cookies';

/** Request timeout of every call (spec §9). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** `POST /api/token/` and `POST /api/token/refresh/` answer with this (SimpleJWT). */
export interface TokenPair {
  access: string;
  /** Present on login; on refresh only when the backend rotates refresh tokens. */
  refresh?: string;
}

export const REFRESH_PATH = 'api/token/refresh/';

/** Calls made without a session: login, refresh, register, confirm, e-mail, reset. */
export const publicClient = axios.create({ baseURL: env.apiUrl, timeout: REQUEST_TIMEOUT_MS });

/** Calls made on behalf of the logged-in user: sends the access token, refreshes it on 401. */
export const authClient = axios.create({ baseURL: env.apiUrl, timeout: REQUEST_TIMEOUT_MS });

let sessionEndedHandler: () => void = () => undefined;

/** Called once the session cannot be kept alive (refresh failed or impossible). */
export function onSessionEnded(handler: () => void): void {
  sessionEndedHandler = handler;
}

let refreshInFlight: Promise<string> | null = null;

/** The backend refused the refresh token itself (SimpleJWT: 401, or 400 for a bad body). */
function refreshWasRefused(error: unknown): boolean {
  if (!axios.isAxiosError(error)) return true;
  const status = error.response?.status;
  return status === 400 || status === 401;
}

/**
 * The refresh queue (spec §4): the first caller starts one
 * `POST /api/token/refresh/`; everybody who asks while it runs waits for the
 * same promise. When the backend refuses the refresh token the tokens are
 * removed and the session ends. A refresh that got no answer (network down,
 * timeout, 5xx) rejects the waiting calls but keeps the session, and a
 * refresh token replaced meanwhile by another tab is used instead of ending it.
 */
function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= (async () => {
    const refresh = getRefreshToken();
    if (!refresh) throw new Error('There is no refresh token to renew the session with.');
    try {
      const { data } = await publicClient.post<TokenPair>(REFRESH_PATH, { refresh });
      storeTokens(data.access, data.refresh ?? refresh);
      return data.access;
    } catch (error) {
      // Another tab refreshed (and rotated the refresh token) while this one asked.
      const access = getAccessToken();
      if (getRefreshToken() !== refresh && access) return access;
      throw error;
    }
  })()
    .catch((error: unknown) => {
      if (refreshWasRefused(error)) {
        removeTokens();
        sessionEndedHandler();
      }
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  /** Set on the one retry a request gets after a refresh. */
  retriedAfterRefresh?: boolean;
  /** The access token this request was sent with. */
  sentWithToken?: string;
}

authClient.interceptors.request.use((config: RetriableConfig) => {
  const token = getAccessToken();
  config.sentWithToken = token;
  if (token) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

authClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  if (error.response?.status !== 401 || !config || config.retriedAfterRefresh) {
    throw error;
  }
  // No session left to renew (the user logged out, or it already ended): just fail.
  if (!hasSessionTokens()) throw error;
  config.retriedAfterRefresh = true;
  // A call that went out before a refresh finished already has a newer token
  // waiting for it: retry with that one instead of refreshing again.
  const current = getAccessToken();
  if (!current || current === config.sentWithToken) {
    try {
      await refreshAccessToken();
    } catch (refreshError) {
      // Refused: the call fails with its own 401. No answer: with the refresh's error.
      throw refreshWasRefused(refreshError) ? error : refreshError;
    }
  }
  return authClient.request(config);
});
