import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { UserProfile } from './edge/users';
import { hasSessionTokens } from './session-cookies';

export type { UserProfile };

/** Who is looking at the app; drives the guards and the menus (spec §6). */
export type Role = 'guest' | 'user' | 'admin' | 'superadmin';

export interface SessionState {
  /** False at start; true after login or once the profile loads; false on logout. */
  isLoggedIn: boolean;
  /** True while stored tokens exist but their profile has not arrived yet. */
  restoring: boolean;
  profile: UserProfile | null;
  /** The logout flag of spec §4: the session ended because the refresh failed. */
  expired: boolean;
  /** The profile could not be loaded for another reason (network, server error). */
  profileFailed: boolean;
}

export const initialSessionState: SessionState = {
  isLoggedIn: false,
  restoring: false,
  profile: null,
  expired: false,
  profileFailed: false,
};

/**
 * The session as the server calls report it (session-api.ts dispatches the
 * login and profile actions). The slice does not match on RTK Query's own
 * actions, so that it, and the entry chunk, carry none of RTK Query.
 */
export const sessionSlice = createSlice({
  name: 'session',
  // Without a session: the store starts from `startingSession()` instead
  // (src/app/store.ts), which reads the cookies once. Redux asks a slice for
  // its initial state several times as the store is made and each time a lazy
  // part joins it (issue 46: each was a read of document.cookie).
  initialState: initialSessionState,
  reducers: {
    loggedIn(state) {
      state.isLoggedIn = true;
      state.expired = false;
    },
    profileRequested(state) {
      state.profileFailed = false;
    },
    profileLoaded(state, action: PayloadAction<UserProfile>) {
      state.profile = action.payload;
      state.isLoggedIn = true;
      state.restoring = false;
    },
    /** The profile could not be loaded (network, server error, wrong shape): retry or log out. */
    profileFailed(state) {
      state.profileFailed = true;
    },
    /**
     * The profile still answers 401 after the refresh queue had its go: these
     * tokens are worthless and the session is over. Usually sessionExpired
     * came first; this covers a refresh that "worked" but whose new token the
     * backend still refuses.
     */
    profileRefused() {
      return { ...initialSessionState, expired: true };
    },
    loggedOut() {
      return initialSessionState;
    },
    sessionExpired() {
      return { ...initialSessionState, expired: true };
    },
    /** The login screen told the user her session expired; it is not said again. */
    expiryNoticeShown(state) {
      state.expired = false;
    },
  },
});

/** The session as the app starts: stored tokens mean a session to restore (its profile is fetched at once). */
export function startingSession(): SessionState {
  return { ...initialSessionState, restoring: hasSessionTokens() };
}

export const {
  loggedIn,
  profileRequested,
  profileLoaded,
  profileFailed,
  profileRefused,
  loggedOut,
  sessionExpired,
  expiryNoticeShown,
} = sessionSlice.actions;

/**
 * Every action that ends a session: logout, a refused refresh, a profile that
 * still answers 401. Slices that keep per-session state reset on it.
 */
export const isSessionEnd = isAnyOf(loggedOut, sessionExpired, profileRefused);

interface WithSession {
  session: SessionState;
}

export function roleOf(profile: UserProfile | null): Role {
  if (!profile) return 'guest';
  if (!profile.type_user.admin) return 'user';
  return profile.type_user.is_super ? 'superadmin' : 'admin';
}

export const selectProfile = (state: WithSession) => state.session.profile;
export const selectIsLoggedIn = (state: WithSession) => state.session.isLoggedIn;
export const selectSessionExpired = (state: WithSession) => state.session.expired;
export const selectProfileFailed = (state: WithSession) => state.session.profileFailed;
/** True when a profile should be (or is being) loaded. */
export const selectWantsProfile = (state: WithSession) =>
  state.session.isLoggedIn || state.session.restoring;

/**
 * The role the guards act on, or 'pending' while the session is being
 * restored or a login is waiting for its profile.
 */
export const selectAccessRole = (state: WithSession): Role | 'pending' => {
  const { profile, isLoggedIn, restoring } = state.session;
  if (profile) return roleOf(profile);
  return isLoggedIn || restoring ? 'pending' : 'guest';
};
