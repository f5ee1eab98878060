import Cookies from 'js-cookie';

/*
 * The token cookies as the entry chunk reads them (issue 46): whether a
 * session is stored (the session slice's initial state) and the tokens. What
 * writes them, and the values kept with them, is in token-cookies.ts, which
 * loads with the HTTP layer: no page ends or starts a session without it.
 */

/** Cookie names of the session tokens (spec §3). */
export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';

export function getAccessToken(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE);
}

export function getRefreshToken(): string | undefined {
  return Cookies.get(REFRESH_TOKEN_COOKIE);
}

export function hasSessionTokens(): boolean {
  return getAccessToken() !== undefined || getRefreshToken() !== undefined;
}
