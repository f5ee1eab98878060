import { isFields, text } from './read';
import type { ProfileUpdate } from './users';
import type { RecordShape } from './write';
import { sameEmail } from '@/validation/same-email';
import { sameRut } from '@/validation/same-rut';

/**
 * The check of a profile save (src/api/edge/write.ts), apart from users.ts:
 * that file loads with every signed-in page, this one with the profile's
 * dialog, and the RUT's rules stay out of the first load.
 *
 * Checked against the answer or `users/info/` read again, its `user` and
 * `profile` objects taken together (or a flat record): the e-mail in any
 * case, the RUT as a RUT, no phone as ''.
 */
export const profileShape: RecordShape<keyof ProfileUpdate> = {
  resource: 'profile',
  names: {},
  flatten: profileFieldsOf,
  same: {
    email: (sent, stored) => sameEmail(text(sent), text(stored)),
    rut_user: (sent, stored) => sameRut(text(sent), text(stored)),
  },
};

/** The profile's fields in an answer: `users/info/`'s `user` and `profile` together, or the record itself. */
function profileFieldsOf(answer: unknown): unknown {
  if (!isFields(answer)) return answer;
  const user = isFields(answer.user) ? answer.user : null;
  const profile = isFields(answer.profile) ? answer.profile : null;
  if (!user && !profile) return answer;
  return { ...(user ?? {}), ...(profile ?? {}) };
}
