import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from './session-cookies';

// Reading them is in the entry chunk; writing them loads with the HTTP layer.
export {
  ACCESS_TOKEN_COOKIE,
  getAccessToken,
  getRefreshToken,
  hasSessionTokens,
  REFRESH_TOKEN_COOKIE,
} from './session-cookies';

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

export function storeTokens(access: string, refresh: string): void {
  Cookies.set(ACCESS_TOKEN_COOKIE, access, cookieAttributes());
  Cookies.set(REFRESH_TOKEN_COOKIE, refresh, cookieAttributes());
}

/**
 * Every end of a session (logout, a refused refresh, a profile that still
 * answers 401) comes here: the tokens go, and so do the values kept for that
 * session in this tab.
 */
export function removeTokens(): void {
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
  forgetSessionValues();
}

/**
 * Values kept for the current session in this tab: they survive a reload
 * (sessionStorage) and are forgotten with the tokens, whichever code is
 * loaded at the time. Storage may be refused (private mode, quota): a value
 * then lasts until the next reload. A value kept across the session's tabs
 * and visits (localStorage) under the same prefix is forgotten with them too:
 * the session's last known role (issue 46, src/api/last-role.ts).
 */
export const SESSION_VALUE_PREFIX = 'pymes-digitales-session:';

export function readSessionValue(name: string): string | null {
  try {
    return sessionStorage.getItem(SESSION_VALUE_PREFIX + name);
  } catch {
    return null;
  }
}

export function storeSessionValue(name: string, value: string): void {
  try {
    sessionStorage.setItem(SESSION_VALUE_PREFIX + name, value);
  } catch {
    // Storage refused: see above.
  }
}

function forgetSessionValues(): void {
  try {
    for (const storage of [sessionStorage, localStorage]) {
      for (const key of Object.keys(storage)) {
        if (key.startsWith(SESSION_VALUE_PREFIX)) storage.removeItem(key);
      }
    }
  } catch {
    // Nothing stored then.
  }
}
