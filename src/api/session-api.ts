import { mixed, object, string, type Schema } from 'yup';
import { api } from './api-slice';
import { isApiError } from './api-error';
import { flag, id, loginAnswerSchema, optionalText, text } from './response-schemas';
import {
  loggedIn,
  profileFailed,
  profileLoaded,
  profileRefused,
  profileRequested,
  type UserProfile,
} from './session-slice';
import { removeTokens, storeTokens } from './token-cookies';

/** `POST /api/token/` answers with both tokens (SimpleJWT). */
export interface LoginResponse {
  access: string;
  refresh: string;
}

/**
 * The profile as the screens read it. A last visit without a date is read
 * as none ("Primera visita"); a missing name or e-mail as ''; the roles and
 * the uuids are required, since access depends on them.
 */
const profileSchema: Schema<UserProfile> = object({
  user: object({
    uuid: id(),
    first_name: text(),
    last_name: text(),
    email: text(),
    last_login: object({ date: text(), hour: text() })
      .nullable()
      .default(null)
      .transform((value: { date?: unknown } | null) =>
        value && typeof value.date === 'string' && value.date !== '' ? value : null,
      ),
  }).required(),
  profile: object({ rut_user: text(), phone_number: optionalText() }).nullable().default(null),
  type_user: object({ admin: flag(), is_super: flag() }).required(),
  // Spec §3 lists the pyme's business_name and formation_line, "null until one
  // is assigned"; the line may come nested or as its uuid, and is read only as
  // assigned or not. The pyme's uuid (ours) may be absent.
  pyme: object({
    uuid: string().optional(),
    business_name: text(),
    formation_line: mixed()
      .transform((value: unknown) => value !== null && value !== undefined && value !== '')
      .default(false) as unknown as Schema<boolean>,
  })
    .nullable()
    .default(null),
});

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
        const result = await baseQuery({
          url: 'api/token/',
          method: 'POST',
          data: body,
          auth: false,
        });
        if (result.error) return { error: result.error };
        let tokens: LoginResponse;
        try {
          tokens = await loginAnswerSchema.validate(result.data);
        } catch (invalid) {
          console.error('The login answer has no tokens:', invalid);
          return { error: { status: 'BAD_RESPONSE', data: 'The login answer has no tokens.' } };
        }
        storeTokens(tokens.access, tokens.refresh);
        dispatch(loggedIn());
        return { data: tokens };
      },
    }),
    getProfile: build.query<UserProfile, undefined>({
      query: () => ({ url: 'api/users/info/' }),
      rawResponseSchema: profileSchema,
      providesTags: ['Profile'],
      // The session slice follows the profile: loaded, refused or failed.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(profileRequested());
        try {
          const { data } = await queryFulfilled;
          dispatch(profileLoaded(data));
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
