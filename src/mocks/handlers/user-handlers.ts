import { http, HttpResponse } from 'msw';
import { readDb } from '../db';
import { api, dateAndHour, requireUser } from '../http';

/** The logged-in user's own data. */
export const userHandlers = [
  http.get(api('api/users/info/'), ({ request }) => {
    const user = requireUser(request);
    const data = readDb();
    const pyme = data.pymes.find((candidate) => candidate.user_uuid === user.uuid);
    const line =
      pyme && data.lineAssignments.find((candidate) => candidate.pyme_uuid === pyme.uuid);
    return HttpResponse.json({
      user: {
        uuid: user.uuid,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        last_login: user.last_login ? dateAndHour(user.last_login) : null,
      },
      profile: { rut_user: user.rut_user, phone_number: user.phone_number },
      type_user: { admin: user.is_admin, is_super: user.is_super },
      pyme: pyme
        ? {
            uuid: pyme.uuid,
            business_name: pyme.business_name,
            formation_line: line ? { uuid: line.uuid, status: line.status } : null,
          }
        : null,
    });
  }),
];
