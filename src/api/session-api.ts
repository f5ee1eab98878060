import type { Dispatch } from '@reduxjs/toolkit';
import { api } from './api-slice';
import { isApiError } from './api-error';
import { readAnswer } from './edge/answers';
import { schemaOf } from './edge/read';
import {
  readTokens,
  readUserProfile,
  userRequests,
  type LoginResponse,
  type UserProfile,
} from './edge/users';
import {
  loggedIn,
  loggedOut,
  profileFailed,
  profileLoaded,
  profileRefused,
  profileRequested,
  roleOf,
} from './session-slice';
import { forgetLastRole, rememberLastRole } from './last-role';
import { removeTokens, storeTokens } from './token-cookies';

export type { LoginResponse };

export interface LoginRequest {
  email: string;
  password: string;
}

/** The session's own calls: login (public client) and the profile (authenticated). */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      // The tokens are stored before the mutation resolves, so the profile
      // call that the fulfilled login starts always carries them.
      async queryFn(body, { dispatch }, _extraOptions, baseQuery) {
        const result = await baseQuery(userRequests.login(body));
        if (result.error) return { error: result.error };
        const tokens = readAnswer(readTokens, result.data, 'login');
        if ('error' in tokens) return tokens;
        storeTokens(tokens.data.access, tokens.data.refresh);
        // A new session: the last one's role says nothing of it (issue 46).
        forgetLastRole();
        dispatch(loggedIn());
        return tokens;
      },
    }),
    getProfile: build.query<UserProfile, undefined>({
      query: userRequests.profile,
      rawResponseSchema: schemaOf(readUserProfile),
      providesTags: ['Profile'],
      // The session slice follows the profile: loaded, refused or failed.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(profileRequested());
        try {
          const { data } = await queryFulfilled;
          dispatch(profileLoaded(data));
          // Only the role, for the next visit's frame (issue 46).
          rememberLastRole(roleOf(data));
        } catch (failure) {
          const { error } = failure as { error: unknown };
          if (isApiError(error) && error.status === 401) {
            // Still 401 after the refresh queue had its go: these tokens are worthless.
            removeTokens();
            dispatch(profileRefused());
          } else {
            dispatch(profileFailed());
          }
        }
      },
    }),
  }),
});

export const { useLoginMutation, useGetProfileQuery } = sessionApi;

/**
 * Logout: tokens removed, profile cleared. Every cached server answer goes
 * too: the API slice clears its cache on each end of a session (api-slice.ts).
 * Here, with the HTTP layer, and not in the session slice: the entry chunk
 * never writes the token cookies (issue 46).
 */
export function logout() {
  return (dispatch: Dispatch) => {
    removeTokens();
    dispatch(loggedOut());
  };
}
