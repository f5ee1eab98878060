import type { AdminWire } from '@/api/edge/admins';
import type { DemoData, DemoUser } from './db';
import { reading } from './readings';

// The derivation of an admin's own uuid, where the admins' helpers are looked for.
export { adminUuidOf } from './ids';

/** The uuid the API gives the admin `admin` (a user with `is_admin`): the reading's `adminUuid`. */
export function apiAdminUuid(admin: DemoUser): string {
  return reading().adminUuid(admin);
}

/** Every admin, in creation order (the order they were stored). */
export function adminsOf(data: DemoData): DemoUser[] {
  return data.users.filter((user) => user.is_admin);
}

/**
 * The admin the API's `uuid` names (`admin/user/{uuid}/`, an assignment's
 * `admin_uuid`), as the current reading gives admins their uuids (a user
 * uuid names no admin where an admin has its own).
 */
export function findAdmin(data: DemoData, uuid: unknown): DemoUser | undefined {
  if (typeof uuid !== 'string') return undefined;
  return adminsOf(data).find((admin) => apiAdminUuid(admin) === uuid);
}

/** An admin as the admins list gives it (spec §3), with the uuid of the current reading. */
export function serializeAdmin(admin: DemoUser): AdminWire {
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
