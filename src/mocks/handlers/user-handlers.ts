import { http, HttpResponse } from 'msw';
import { isSpecOnly } from '../api-mode';
import { readDb, type DemoData, type DemoUser } from '../db';
import { api, dateAndHour, requireUser } from '../http';

/**
 * The `GET api/users/info/` answer for `user` (docs/api-contract.md, "Profile").
 * Spec-only mode: `pyme` is spec §3's {business_name, formation_line}, without
 * `uuid` (ours), and `formation_line` is the association's uuid as a plain
 * string (or null), not the object `{uuid, status}` (ours).
 */
export function serializeUserInfo(data: DemoData, user: DemoUser) {
  const pyme = data.pymes.find((candidate) => candidate.user_uuid === user.uuid);
  const line = pyme && data.lineAssignments.find((candidate) => candidate.pyme_uuid === pyme.uuid);
  let pymeInfo: Record<string, unknown> | null = null;
  if (pyme && isSpecOnly()) {
    pymeInfo = { business_name: pyme.business_name, formation_line: line ? line.uuid : null };
  } else if (pyme) {
    pymeInfo = {
      uuid: pyme.uuid,
      business_name: pyme.business_name,
      formation_line: line ? { uuid: line.uuid, status: line.status } : null,
    };
  }
  return {
    user: {
      uuid: user.uuid,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      last_login: user.last_login ? dateAndHour(user.last_login) : null,
    },
    profile: { rut_user: user.rut_user, phone_number: user.phone_number },
    type_user: { admin: user.is_admin, is_super: user.is_super },
    pyme: pymeInfo,
  };
}

/** The logged-in user's own data. */
export const userHandlers = [
  http.get(api('api/users/info/'), ({ request }) => {
    const user = requireUser(request);
    return HttpResponse.json(serializeUserInfo(readDb(), user));
  }),
];
