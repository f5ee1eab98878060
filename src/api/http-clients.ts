import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import { reportError } from '@/lib/reporting/report';
import { readRefreshedTokens } from './edge/users';
import { WireError } from './edge/read';
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

/**
 * How long a refresh that failed without an answer (5xx, timeout, no network, a
 * 200 without tokens) is shared by the 401s that arrive after it. A screen's
 * calls do not all get their 401 at once: without this, each late 401 would
 * start its own refresh against a backend that just failed (one per call). It
 * is short so that the session recovers by itself once the backend is back:
 * the first 401 after it tries a new refresh. Measured on `performance.now()`,
 * which a change of the computer's clock does not move.
 */
export const REFRESH_RETRY_AFTER_MS = 5_000;

/** One `POST /api/token/refresh/` and the 401s that wait for it. */
interface RefreshAttempt {
  /** The access token it set out to replace (undefined when there was none). */
  replaces: string | undefined;
  /** The new access token, or why there is none. */
  result: Promise<string>;
  /** When it failed (`performance.now()`); null while it runs. A success is forgotten at once. */
  failedAt: number | null;
}

/** The last refresh, while it runs or for a while after it failed; null after a success. */
let lastRefresh: RefreshAttempt | null = null;

/** Why a refresh failed, in a few words without data: a status or an error code. */
function refreshFailureOf(error: unknown): string {
  if (axios.isAxiosError(error)) {
    return error.response ? `status ${String(error.response.status)}` : (error.code ?? 'no answer');
  }
  return error instanceof Error ? error.name : 'unknown';
}

/** The backend refused the refresh token itself (SimpleJWT: 401, or 400 for a bad body). */
function refreshWasRefused(error: unknown): boolean {
  if (!axios.isAxiosError(error)) return true;
  const status = error.response?.status;
  return status === 400 || status === 401;
}

/**
 * One `POST /api/token/refresh/`. A 200 without usable tokens (`{}`, an empty
 * `access`, an HTML page, broken JSON) is a failure without an answer, like a
 * 5xx: nothing is stored. It rejects with an AxiosError without `response`
 * (code ERR_BAD_RESPONSE), which the base query reports as BAD_RESPONSE.
 */
async function requestNewTokens(): Promise<string> {
  const refresh = getRefreshToken();
  if (!refresh) throw new Error('There is no refresh token to renew the session with.');
  try {
    const response = await publicClient.post<unknown>(REFRESH_PATH, { refresh });
    // A non-empty `access` and, if sent, a non-empty `refresh`.
    let tokens: { access: string; refresh?: string };
    try {
      tokens = readRefreshedTokens(response.data);
    } catch (refused) {
      if (!(refused instanceof WireError)) throw refused;
      throw new AxiosError(
        'The token refresh answered without tokens.',
        AxiosError.ERR_BAD_RESPONSE,
        response.config,
        response.request,
      );
    }
    storeTokens(tokens.access, tokens.refresh ?? refresh);
    return tokens.access;
  } catch (error) {
    // Another tab refreshed (and rotated the refresh token) while this one asked.
    const access = getAccessToken();
    if (getRefreshToken() !== refresh && access) return access;
    throw error;
  }
}

/**
 * The refresh queue (spec §4): one refresh per wave of 401s, however it ends.
 * A 401 joins the refresh that is running (only one runs at a time, whatever
 * token it replaces); or, when the last one failed less than
 * REFRESH_RETRY_AFTER_MS ago and set out to replace the very token the call
 * was sent with, it gets that failure instead of asking again. Otherwise it
 * starts a new refresh. When the backend refuses the refresh token the tokens
 * are removed and the session ends, once: the attempt does it, not each
 * waiting call (and later 401s find no tokens, so they do not refresh). A
 * refresh that got no answer rejects the waiting calls but keeps the tokens and
 * the session, and a refresh token replaced meanwhile by another tab is used
 * instead of ending it.
 */
function refreshAccessToken(sentWithToken: string | undefined): Promise<string> {
  const last = lastRefresh;
  if (last) {
    if (last.failedAt === null) return last.result;
    const sinceFailure = performance.now() - last.failedAt;
    if (last.replaces === sentWithToken && sinceFailure < REFRESH_RETRY_AFTER_MS) {
      return last.result;
    }
  }
  const attempt: RefreshAttempt = {
    replaces: sentWithToken,
    failedAt: null,
    result: requestNewTokens().then(
      (access) => {
        if (lastRefresh === attempt) lastRefresh = null;
        return access;
      },
      (error: unknown) => {
        attempt.failedAt = performance.now();
        if (refreshWasRefused(error)) {
          removeTokens();
          sessionEndedHandler();
        } else {
          // Refused is the session's normal end; anything else is worth a report (issue 30).
          reportError(
            new Error(`The token refresh failed: ${refreshFailureOf(error)}`),
            'refresh-failed',
          );
        }
        throw error;
      },
    ),
  };
  lastRefresh = attempt;
  return attempt.result;
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
      await refreshAccessToken(config.sentWithToken);
    } catch (refreshError) {
      // Refused: the call fails with its own 401. No answer: with the refresh's error.
      throw refreshWasRefused(refreshError) ? error : refreshError;
    }
  }
  return authClient.request(config);
});
