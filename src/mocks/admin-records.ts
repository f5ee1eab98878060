import { isSpecOnly } from './api-mode';
import type { AdminResponse } from './contract-types';
import type { DemoData, DemoUser } from './db';

/** The positions of a uuid's 32 hex digits that hold its version and its variant. */
const VERSION_DIGIT = 12;
const VARIANT_DIGIT = 16;

/**
 * Spec-only mode: the uuid of the admin record of the user `userUuid`. The
 * spec (§3) gives an admin its own `uuid` beside its `user.uuid`; the demo
 * backend stores admins as users, so it derives the admin's: every hex digit
 * but the version and the variant replaced by its complement (0↔f, 1↔e…).
 * Pure and one-to-one, it never gives the user's uuid back and keeps a uuid's
 * shape (a v4 uuid stays a v4 uuid). The reverse is `findAdmin`, which scans
 * the admins.
 */
export function adminUuidOf(userUuid: string): string {
  let digit = -1;
  return userUuid.replace(/[0-9a-f]/gi, (hex) => {
    digit += 1;
    if (digit === VERSION_DIGIT || digit === VARIANT_DIGIT) return hex;
    return (15 - parseInt(hex, 16)).toString(16);
  });
}

/**
 * The uuid the API gives the admin `admin` (a user with `is_admin`): its
 * user's uuid (full mode, ours) or its own (spec-only mode, `adminUuidOf`).
 */
export function apiAdminUuid(admin: DemoUser): string {
  return isSpecOnly() ? adminUuidOf(admin.uuid) : admin.uuid;
}

/** Every admin, in creation order (the order they were stored). */
export function adminsOf(data: DemoData): DemoUser[] {
  return data.users.filter((user) => user.is_admin);
}

/**
 * The admin the API's `uuid` names (`admin/user/{uuid}/`, an assignment's
 * `admin_uuid`): a user uuid in full mode, an admin uuid in spec-only mode
 * (where a user uuid names no admin).
 */
export function findAdmin(data: DemoData, uuid: unknown): DemoUser | undefined {
  if (typeof uuid !== 'string') return undefined;
  return adminsOf(data).find((admin) => apiAdminUuid(admin) === uuid);
}

/**
 * An admin as the admins list gives it (spec §3). Full mode: the admin's uuid
 * is its user's (ours). Spec-only mode: the admin's own uuid, `user.uuid` the user's.
 */
export function serializeAdmin(admin: DemoUser): AdminResponse {
  return {
    uuid: apiAdminUuid(admin),
    enabled: admin.enabled,
    is_super: admin.is_super,
    user: {
      uuid: admin.uuid,
      first_name: admin.first_name,
      last_name: admin.last_name,
      email: admin.email,
    },
    profile: admin.rut_user ? { rut_user: admin.rut_user } : null,
  };
}
