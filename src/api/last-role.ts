import type { Role } from './session-slice';
import { hasSessionTokens, SESSION_VALUE_PREFIX } from './token-cookies';

/*
 * The role of the session's last profile (issue 46, "the frame first"): only
 * the role, nothing secret. A page that role may open draws its frame while
 * the profile of a stored session is on its way; the guard still decides on
 * the profile (src/app/routing/frame-first-gate.tsx). Kept in localStorage,
 * like the token cookies shared by the browser's tabs and kept across visits,
 * so a new tab draws its frame too. Forgotten with the tokens at every end of
 * a session (`removeTokens` forgets every value under the session's prefix)
 * and when a login starts another session. Outside the entry chunk: only the
 * signed-in pages read it, the profile's call writes it.
 */

const LAST_ROLE_KEY = `${SESSION_VALUE_PREFIX}last-role`;

export type SignedInRole = Exclude<Role, 'guest'>;

function isSignedInRole(value: string | null): value is SignedInRole {
  return value === 'user' || value === 'admin' || value === 'superadmin';
}

/** The last known role of the stored session, or null (no session, none kept, not one of ours). */
export function readLastRole(): SignedInRole | null {
  if (!hasSessionTokens()) return null;
  try {
    const value = localStorage.getItem(LAST_ROLE_KEY);
    return isSignedInRole(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the role of the profile that has just answered, for the next visit. */
export function rememberLastRole(role: Role): void {
  if (role === 'guest') return;
  try {
    localStorage.setItem(LAST_ROLE_KEY, role);
  } catch {
    // Storage refused: the next visit waits for the profile, as without a known role.
  }
}

/** A login starts another session: the last one's role says nothing of it. */
export function forgetLastRole(): void {
  try {
    localStorage.removeItem(LAST_ROLE_KEY);
  } catch {
    // Nothing stored then.
  }
}
