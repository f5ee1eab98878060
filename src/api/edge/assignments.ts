import { apiPath } from '../api-path';
import type { ApiRequest } from '../api-request';
import {
  fieldsOf,
  isFields,
  listOf,
  optionalFlag,
  optionalText,
  pick,
  relatedId,
  fail,
  type Reader,
} from './read';

/**
 * Who looks after which pyme, at the edge (spec §3 "Admin-to-pyme
 * assignment", §7 `api/pymes/admin/`).
 *
 * The wire as spec §3 gives the write: `{admin_uuid, pyme_uuid}`, with the
 * operations 1 create (POST), 2 update (PATCH), 3 delete (DELETE) on
 * `pymes/admin/{pyme}/`. The spec does not give the list's rows; readings
 * accepted:
 * - `{pyme_uuid, admin_uuid}` flat, `{pyme, admin}` as relations, or both;
 * - each relation as a uuid, or the record nested; a nested admin as the
 *   admin record (`{uuid, enabled, user: {first_name, …}}`) or as a person
 *   (`{uuid, first_name, …, enabled}`);
 * - one row per pyme, with `admin` null (or missing) for a pyme nobody looks
 *   after: such a row is no assignment, and is left out;
 * - paged or not.
 */

/** A person as some backends nest an admin in an assignment. */
export interface AssignedPersonWire {
  uuid: string;
  first_name: string;
  last_name: string;
  enabled: boolean;
}

/** A row of `GET pymes/admin/`, in any of the readings above (each key may be absent). */
export interface AssignmentRowWire {
  pyme_uuid?: string;
  admin_uuid?: string | null;
  pyme?: string | { uuid: string };
  admin?: string | AssignedPersonWire | { uuid: string; enabled: boolean; user: object } | null;
}

/** The body of every assignment write (spec §3). */
export interface AssignmentWrite {
  admin_uuid: string;
  pyme_uuid: string;
}

/**
 * An assignment: `admin.uuid` is the uuid the admin calls take. Its name and
 * state are null when the row gives only the uuid: the screens take them
 * from the admins' list.
 */
export interface AdminAssignment {
  pyme: string;
  admin: {
    uuid: string;
    first_name: string | null;
    last_name: string | null;
    enabled: boolean | null;
  };
}

/** One row; null when it says the pyme has no admin. */
const readAssignmentRow: Reader<AdminAssignment | null> = (value, path = '') => {
  const row = fieldsOf(value, path);
  const pyme = relatedId(pick(row, 'pyme_uuid', 'pyme'));
  if (pyme === null) return fail(`${path}.pyme`, 'the pyme of the assignment');
  const admin = relatedId(pick(row, 'admin_uuid', 'admin'));
  if (admin === null) return null;
  const nestedAdmin = isFields(row.admin) ? row.admin : {};
  const person = isFields(nestedAdmin.user) ? nestedAdmin.user : nestedAdmin;
  return {
    pyme,
    admin: {
      uuid: admin,
      first_name: optionalText(person.first_name),
      last_name: optionalText(person.last_name),
      enabled: optionalFlag(nestedAdmin.enabled),
    },
  };
};

/** Every assignment of the list, whatever its reading; rows of pymes without an admin left out. */
export const readAssignments: Reader<AdminAssignment[]> = (value, path) =>
  listOf(readAssignmentRow)(value, path).filter((row): row is AdminAssignment => row !== null);

/** Spec §3's operations on an admin assignment: 1 create, 2 update, 3 delete. */
export type AssignmentOperation = 'create' | 'update' | 'delete';

/** One admin-assignment call. */
export interface AdminAssignmentCall {
  pyme: string;
  admin: string;
  operation: AssignmentOperation;
}

/**
 * The call that leaves `pyme` with `admin` (empty: with none, spec §2's "Sin
 * Admin"): create, update or delete depend on who looks after it now, in
 * `assignments`. Null when it already is so.
 */
export function adminAssignmentCall(
  pyme: string,
  admin: string,
  assignments: readonly AdminAssignment[],
): AdminAssignmentCall | null {
  const current = assignments.find((assignment) => assignment.pyme === pyme);
  if (!admin) return current ? { pyme, admin: current.admin.uuid, operation: 'delete' } : null;
  if (current?.admin.uuid === admin) return null;
  return { pyme, admin, operation: current ? 'update' : 'create' };
}

const methods = { create: 'POST', update: 'PATCH', delete: 'DELETE' } as const;

export const assignmentRequests = {
  /** `GET pymes/admin/`: read whole, paged or not. */
  all: (): ApiRequest => ({ url: 'api/pymes/admin/', allPages: true }),
  /** `POST`/`PATCH`/`DELETE pymes/admin/{pyme}/` with `{admin_uuid, pyme_uuid}` (spec §3, §7). */
  change: ({ pyme, admin, operation }: AdminAssignmentCall): ApiRequest => ({
    url: apiPath('api/pymes/admin/', pyme),
    method: methods[operation],
    data: { admin_uuid: admin, pyme_uuid: pyme } satisfies AssignmentWrite,
  }),
};
