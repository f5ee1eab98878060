import { api } from './api-slice';
import { storeTokens } from './token-cookies';

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
    formation_line: { uuid: string; status: string } | null;
  } | null;
}

/** `POST /api/token/` answers with both tokens (SimpleJWT). */
export interface LoginResponse {
  access: string;
  refresh: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/** The session's own calls: login (public client) and the profile (authenticated). */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'api/token/', method: 'POST', data: body, auth: false }),
      async onQueryStarted(_body, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          storeTokens(data.access, data.refresh);
        } catch {
          // The screen shows the error; there is nothing to store.
        }
      },
    }),
    getProfile: build.query<UserProfile, undefined>({
      query: () => ({ url: 'api/users/info/' }),
      providesTags: ['Profile'],
    }),
  }),
});

export const { useLoginMutation, useGetProfileQuery } = sessionApi;
