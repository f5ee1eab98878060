import { http } from 'msw';
import { readDb, type DemoUser } from '../db';
import { api, requireUser } from '../http';
import { listResponse } from '../paging';

/** An admin as the admins list gives it (spec §3); the admin's uuid is its user's. */
export function serializeAdmin(admin: DemoUser) {
  return {
    uuid: admin.uuid,
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

/** The administrators (docs/api-contract.md, "Super admin: administrators"). */
export const adminHandlers = [
  // The admins to choose from (super admins only).
  http.get(api('api/admin/user/'), ({ request }) => {
    requireUser(request, 'super');
    const admins = readDb().users.filter((user) => user.is_admin);
    return listResponse(request, admins, { serialize: serializeAdmin });
  }),
];
