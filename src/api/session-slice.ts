import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** `GET /api/users/info/` (spec §3, User profile). */
export interface UserProfile {
  user: {
    uuid: string;
    first_name: string;
    last_name: string;
    email: string;
    /** Last visit; null for a user who never logged in before. */
    last_login: { date: string; hour: string } | null;
  };
  profile: { rut_user: string; phone_number: string | null } | null;
  type_user: { admin: boolean; is_super: boolean };
  pyme: {
    uuid: string;
    business_name: string;
    formation_line: unknown;
  } | null;
}

/** Who is looking at the app; drives the guards and the menus (spec §6). */
export type Role = 'guest' | 'user' | 'admin' | 'superadmin';

export interface SessionState {
  /** False at start; true after login or once the profile loads; false on logout. */
  isLoggedIn: boolean;
  /** True while a stored token exists but its profile has not arrived yet. */
  restoring: boolean;
  profile: UserProfile | null;
}

export const initialSessionState: SessionState = {
  isLoggedIn: false,
  restoring: false,
  profile: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionRestoreStarted(state) {
      state.restoring = true;
    },
    loggedIn(state) {
      state.isLoggedIn = true;
    },
    profileLoaded(state, action: PayloadAction<UserProfile>) {
      state.profile = action.payload;
      state.isLoggedIn = true;
      state.restoring = false;
    },
    loggedOut() {
      return initialSessionState;
    },
  },
});

export const { sessionRestoreStarted, loggedIn, profileLoaded, loggedOut } = sessionSlice.actions;

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

/**
 * The role the guards act on, or 'pending' while the session is being
 * restored or a login is waiting for its profile.
 */
export const selectAccessRole = (state: WithSession): Role | 'pending' => {
  const { profile, isLoggedIn, restoring } = state.session;
  if (profile) return roleOf(profile);
  return isLoggedIn || restoring ? 'pending' : 'guest';
};
