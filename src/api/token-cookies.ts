import Cookies from 'js-cookie';

/** Cookie names of the session tokens (spec §3). */
export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';

/** Token cookies live one year (spec §9). */
const TOKEN_COOKIE_DAYS = 365;

function cookieAttributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'Lax',
    expires: TOKEN_COOKIE_DAYS,
    secure: window.location.protocol === 'https:',
  };
}

export function getAccessToken(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE);
}

export function getRefreshToken(): string | undefined {
  return Cookies.get(REFRESH_TOKEN_COOKIE);
}

export function hasSessionTokens(): boolean {
  return getAccessToken() !== undefined || getRefreshToken() !== undefined;
}

export function storeTokens(access: string, refresh: string): void {
  Cookies.set(ACCESS_TOKEN_COOKIE, access, cookieAttributes());
  Cookies.set(REFRESH_TOKEN_COOKIE, refresh, cookieAttributes());
}

export function removeTokens(): void {
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
}
