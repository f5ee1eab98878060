import { apiPath } from '../api-path';
import type { ApiRequest } from '../api-request';
import { pageParams } from '../pagination';
import type { AdminRole } from '@/validation/data/admin-roles';
import { sameEmail } from '@/validation/same-email';
import { sameRut } from '@/validation/same-rut';
import { findRow, sameFlag, type RecordShape } from './write';
import {
  fieldsOf,
  flag,
  id,
  isFields,
  listOf,
  optionalId,
  optionalText,
  pageOf,
  pick,
  text,
  type Reader,
} from './read';

/**
 * Administrators at the edge (spec §3 "Admin", §7; docs/api-contract.md
 * "Super admin: administrators").
 *
 * The wire as spec §3 gives it:
 *
 * ```
 * {uuid, enabled, is_super, user: {uuid, first_name, last_name, email}, profile: {rut_user}}
 * ```
 *
 * Readings accepted besides: the admin's `uuid` its own or its user's (the
 * app never assumes either: it sends back the `uuid` it read); `user` nested
 * or its fields flat on the admin; `profile` nested, null, missing, or
 * `rut_user` flat; `user.uuid` missing.
 */

/** An admin on the wire (spec §3); its `uuid` is the admin record's, which may or may not be its user's. */
export interface AdminWire {
  uuid: string;
  enabled: boolean;
  is_super: boolean;
  user: { uuid?: string; first_name: string; last_name: string; email: string };
  profile: { rut_user: string } | null;
}

/** An administrator as the screens use it; one model for the admins table and the pymes' selects. */
export interface Admin {
  /** The uuid the admin calls take (the admin record's; it need not be its user's). */
  uuid: string;
  enabled: boolean;
  is_super: boolean;
  /** `uuid` is the user's (spec §3), null when the answer leaves it out. */
  user: { uuid: string | null; first_name: string; last_name: string; email: string };
  /** null when the admin has no RUT (the table shows '-'). */
  profile: { rut_user: string } | null;
}

export const readAdmin: Reader<Admin> = (value, path = '') => {
  const admin = fieldsOf(value, path);
  const user = isFields(admin.user) ? admin.user : admin;
  const profile = isFields(admin.profile) ? admin.profile : admin;
  const rut = optionalText(profile.rut_user);
  return {
    uuid: id(admin.uuid, `${path}.uuid`),
    enabled: flag(admin.enabled, `${path}.enabled`),
    is_super: flag(admin.is_super, `${path}.is_super`),
    user: {
      uuid: isFields(admin.user) ? optionalId(pick(admin.user, 'uuid', 'id')) : null,
      first_name: text(user.first_name),
      last_name: text(user.last_name),
      email: text(user.email),
    },
    profile: rut ? { rut_user: rut } : null,
  };
};

export const readAdminPage = pageOf(readAdmin);
export const readAdminList = listOf(readAdmin);

/** The admins list (spec §7). */
const ADMINS = 'api/admin/user/';

/** `POST api/admin/user/`: spec §3's create-admin payload. */
export interface AdminCreate {
  first_name: string;
  last_name: string;
  rut_user: string;
  email: string;
  password: string;
  enabled: boolean;
  is_super: boolean;
  /** The chosen role's label (spec §3). */
  order_name: AdminRole;
}

/**
 * `PATCH api/admin/user/{uuid}/`: rut_user and enabled only when they changed
 * (spec §4), password only when a new one was typed.
 */
export interface AdminUpdate {
  first_name: string;
  last_name: string;
  email: string;
  is_super: boolean;
  order_name: AdminRole;
  rut_user?: string;
  enabled?: boolean;
  password?: string;
}

export const adminRequests = {
  /** `GET admin/user/?limit=10&offset=…`. */
  page: (page: number): ApiRequest => ({ url: ADMINS, params: pageParams(page) }),
  /** Every admin (the pymes' selects): asked without a limit, read whole if paged. */
  all: (): ApiRequest => ({ url: ADMINS, allPages: true }),
  /** `GET admin/user-search/?search=` (spec §7: no paging; read whole if paged). */
  search: (search: string): ApiRequest => ({
    url: 'api/admin/user-search/',
    params: { search },
    allPages: true,
  }),
  create: (body: AdminCreate): ApiRequest => ({ url: ADMINS, method: 'POST', data: body }),
  update: (uuid: string, body: AdminUpdate): ApiRequest => ({
    url: apiPath(ADMINS, uuid),
    method: 'PATCH',
    data: body,
  }),
  remove: (uuid: string): ApiRequest => ({ url: apiPath(ADMINS, uuid), method: 'DELETE' }),
};

/**
 * How a save of an administrator is checked (src/api/edge/write.ts): the
 * record's own flags, its `user` and `profile` taken together with them (or
 * a flat record); the password and the role's label are never read back.
 */
export const adminShape: RecordShape<keyof AdminCreate | keyof AdminUpdate> = {
  resource: 'admins',
  names: {},
  unread: ['password', 'order_name'],
  flatten: (answer) =>
    isFields(answer)
      ? {
          ...answer,
          ...(isFields(answer.user) ? answer.user : {}),
          ...(isFields(answer.profile) ? answer.profile : {}),
        }
      : answer,
  same: {
    email: (sent, stored) => sameEmail(text(sent), text(stored)),
    rut_user: (sent, stored) => sameRut(text(sent), text(stored)),
    enabled: sameFlag,
    is_super: sameFlag,
  },
};

/**
 * The admin a re-read finds in `admin/user-search/`'s answer: by its uuid
 * (an edit) or by its e-mail (a new one, whose uuid the write may not give).
 */
export function adminRowOf(answer: unknown, wanted: { uuid: string } | { email: string }) {
  return findRow(answer, (row) => {
    if ('uuid' in wanted) return row.uuid === wanted.uuid;
    const user = isFields(row.user) ? row.user : row;
    return sameEmail(text(user.email), wanted.email);
  });
}
