import type { ApiRequest } from '../api-request';
import {
  dateAndHour,
  fail,
  fieldsOf,
  flag,
  id,
  isFields,
  optionalId,
  optionalText,
  pick,
  text,
  type DateAndHour,
  type Reader,
} from './read';
import { signupBody, type Signup } from './signup';

/**
 * The user's own account at the edge (spec §3 "User profile", §7 Auth and Profile).
 *
 * The wire as spec §3 gives the profile (`GET users/info/`):
 *
 * ```
 * {user: {uuid, first_name, last_name, email, last_login: {date, hour}},
 *  profile: {rut_user, phone_number}, type_user: {admin, is_super},
 *  pyme: {business_name, formation_line} | null}
 * ```
 *
 * Readings accepted besides: `last_login` null, empty or an ISO date-time
 * (with an offset or `Z`: read in the user's time zone, `read.ts`);
 * `profile` null or missing; `pyme.uuid` (ours) present or absent;
 * `pyme.formation_line` as the association nested, its uuid, or null (read
 * only as assigned or not).
 */

/**
 * `GET users/info/` on the wire. The pyme: spec §3's `{business_name,
 * formation_line}`, the line as its uuid; or, ours, with the pyme's `uuid` and
 * the line as `{uuid, status}`; or the line as `{uuid, status, training}`
 * (the line's uuid).
 */
export interface UserInfoWire {
  user: {
    uuid: string;
    first_name: string;
    last_name: string;
    email: string;
    /**
     * Last visit; null for a user who never logged in before. A DRF project
     * at its defaults writes it as an ISO date-time (DateTimeField).
     */
    last_login: DateAndHour | string | null;
  };
  profile: { rut_user: string; phone_number: string | null } | null;
  type_user: { admin: boolean; is_super: boolean };
  pyme: {
    uuid?: string;
    business_name: string;
    formation_line: string | { uuid: string; status: string; training?: string } | null;
  } | null;
}

/** The signed-in user as the app uses it (the session, the menus, the guards). */
export type UserProfile = Omit<UserInfoWire, 'user' | 'pyme'> & {
  user: Omit<UserInfoWire['user'], 'last_login'> & {
    /** Last visit, in the user's time; null for a user who never logged in before. */
    last_login: DateAndHour | null;
  };
  pyme: {
    /** Ours: the spec's profile does not list it. */
    uuid: string | null;
    business_name: string;
    /** Whether a formation line is assigned (spec §3: null until one is). */
    formation_line: boolean;
  } | null;
};

export const readUserProfile: Reader<UserProfile> = (value, path = '') => {
  const answer = fieldsOf(value, path);
  const user = fieldsOf(answer.user, `${path}.user`);
  const roles = fieldsOf(answer.type_user, `${path}.type_user`);
  const lastLogin = dateAndHour(user.last_login, 'profile');
  const pyme = isFields(answer.pyme) ? answer.pyme : null;
  const line = pyme?.formation_line;
  return {
    user: {
      uuid: id(user.uuid, `${path}.user.uuid`),
      first_name: text(user.first_name),
      last_name: text(user.last_name),
      email: text(user.email),
      last_login: lastLogin.date ? lastLogin : null,
    },
    profile: isFields(answer.profile)
      ? {
          rut_user: text(answer.profile.rut_user),
          phone_number: optionalText(answer.profile.phone_number),
        }
      : null,
    type_user: {
      admin: flag(roles.admin, `${path}.type_user.admin`),
      is_super: flag(roles.is_super, `${path}.type_user.is_super`),
    },
    pyme: pyme
      ? {
          uuid: optionalId(pick(pyme, 'uuid', 'id')),
          business_name: text(pyme.business_name),
          formation_line: line !== null && line !== undefined && line !== '',
        }
      : null,
  };
};

/** The tokens of `POST /api/token/` (SimpleJWT): text, never empty, taken as sent. */
export interface LoginResponse {
  access: string;
  refresh: string;
}

function token(value: unknown, path: string): string {
  return typeof value === 'string' && value !== '' ? value : fail(path, 'a token');
}

export const readTokens: Reader<LoginResponse> = (value, path = '') => {
  const answer = fieldsOf(value, path);
  return { access: token(answer.access, 'access'), refresh: token(answer.refresh, 'refresh') };
};

/** The refresh answer: a new access token, and a refresh token only when they rotate (then not empty). */
export const readRefreshedTokens: Reader<{ access: string; refresh?: string }> = (
  value,
  path = '',
) => {
  const answer = fieldsOf(value, path);
  return {
    access: token(answer.access, 'access'),
    ...(answer.refresh === undefined ? {} : { refresh: token(answer.refresh, 'refresh') }),
  };
};

/**
 * The code of a `{message: CODE}` answer (`EMAIL_SENT`, spec §4), or null
 * for any other 2xx answer: the record, `{}`, or nothing (204).
 */
export const readMessage: Reader<string | null> = (value) =>
  isFields(value) ? optionalText(value.message) : null;

/** `PATCH api/users/profile/`: unchanged email and rut_user are left out (spec §4). */
export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  phone_number: string;
  email?: string;
  rut_user?: string;
}

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

/** The account calls (spec §7): the public ones go without a session. */
export const userRequests = {
  login: (body: { email: string; password: string }): ApiRequest => ({
    url: 'api/token/',
    method: 'POST',
    data: body,
    auth: false,
  }),
  profile: (): ApiRequest => ({ url: 'api/users/info/' }),
  updateProfile: (body: ProfileUpdate): ApiRequest => ({
    url: 'api/users/profile/',
    method: 'PATCH',
    data: body,
  }),
  signup: (values: Signup): ApiRequest => ({
    url: 'api/users/signup/',
    method: 'POST',
    data: signupBody(values),
    auth: false,
  }),
  verify: (body: { token: string }): ApiRequest => ({
    url: 'api/users/verify/',
    method: 'PATCH',
    data: body,
    auth: false,
  }),
  resendVerification: (body: { email: string }): ApiRequest => ({
    url: 'api/users/verify/',
    method: 'POST',
    data: body,
    auth: false,
  }),
  requestPasswordReset: (body: { email: string }): ApiRequest => ({
    url: 'api/users/pwreset/',
    method: 'POST',
    data: body,
    auth: false,
  }),
  resetPassword: (body: NewPassword & { token: string }): ApiRequest => ({
    url: 'api/users/pwreset/',
    method: 'PATCH',
    data: body,
    auth: false,
  }),
  changePassword: (body: NewPassword): ApiRequest => ({
    url: 'api/users/pwupdate/',
    method: 'PATCH',
    data: body,
  }),
};
