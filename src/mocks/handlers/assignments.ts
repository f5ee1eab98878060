import { http, HttpResponse } from 'msw';
import { findAdmin, serializeAdmin } from '../admin-records';
import { isSpecOnly } from '../api-mode';
import type {
  AssignmentRequest,
  AssignmentResponse,
  SpecAssignmentRecord,
} from '../contract-types';
import { readDb, updateDb, type DemoPyme, type DemoUser } from '../db';
import {
  addError,
  api,
  hasErrors,
  jsonBody,
  noContent,
  notFound,
  requireUser,
  validationError,
  type Errors,
} from '../http';
import { listResponse } from '../paging';
import { pymeLookups, serializePyme, type PymeLookups } from './pymes';

/** Full API: an assignment as `{pyme, admin: {uuid, first_name, last_name, enabled}}` (ours). */
function serializeAssignment(pymeUuid: string, admin: DemoUser): AssignmentResponse {
  return {
    pyme: pymeUuid,
    admin: {
      uuid: admin.uuid,
      first_name: admin.first_name,
      last_name: admin.last_name,
      enabled: admin.enabled,
    },
  };
}

/**
 * Spec-only mode: an admin-to-pyme assignment as a record (spec §3: admin_uuid,
 * pyme_uuid), with the pyme as the pyme calls give it and the admin as
 * `admin/user/` gives it (its own uuid, src/mocks/admin-records.ts).
 */
function serializeAssignmentRecord(
  pyme: DemoPyme,
  admin: DemoUser,
  lookups: PymeLookups,
): SpecAssignmentRecord {
  const serializedAdmin = serializeAdmin(admin);
  return {
    pyme_uuid: pyme.uuid,
    admin_uuid: serializedAdmin.uuid,
    pyme: serializePyme(pyme, lookups),
    admin: serializedAdmin,
  };
}

type AssignmentOperation = 'create' | 'update' | 'delete';

/**
 * Spec §3's admin-to-pyme operations: 1 create (POST), 2 update (PATCH),
 * 3 delete (DELETE); super admins only. Spec-only mode: `admin_uuid` is the
 * admin's own uuid (a user uuid is INVALID) and the answer is the assignment
 * record (`serializeAssignmentRecord`).
 */
async function changeAssignment(
  request: Request,
  pymeUuid: string,
  operation: AssignmentOperation,
) {
  requireUser(request, 'super');
  const body = await jsonBody<AssignmentRequest>(request);
  return updateDb((data) => {
    const pyme = data.pymes.find((candidate) => candidate.uuid === pymeUuid);
    if (!pyme) return notFound();
    const current = data.adminAssignments.find((row) => row.pyme_uuid === pymeUuid);
    if (operation !== 'create' && !current) return notFound();
    if (operation === 'delete') {
      data.adminAssignments = data.adminAssignments.filter((row) => row.pyme_uuid !== pymeUuid);
      return noContent();
    }
    const errors: Errors = {};
    if (Object.hasOwn(body, 'pyme_uuid') && body.pyme_uuid !== pymeUuid) {
      addError(errors, 'pyme_uuid', 'INVALID');
    }
    if (operation === 'create' && current) addError(errors, 'pyme_uuid', 'ALREADY_ASSIGNED');
    const admin = findAdmin(data, body.admin_uuid);
    if (!admin) addError(errors, 'admin_uuid', 'INVALID');
    if (hasErrors(errors) || !admin) return validationError(errors);
    if (current) current.admin_uuid = admin.uuid;
    else data.adminAssignments.push({ pyme_uuid: pymeUuid, admin_uuid: admin.uuid });
    const status = current ? 200 : 201;
    if (isSpecOnly()) {
      return HttpResponse.json(serializeAssignmentRecord(pyme, admin, pymeLookups(data)), {
        status,
      });
    }
    return HttpResponse.json(serializeAssignment(pymeUuid, admin), { status });
  });
}

/**
 * Who looks after which pyme (docs/api-contract.md, `api/pymes/admin/`):
 * admins read it (a pyme's page names its admin); super admins change it.
 */
export const assignmentHandlers = [
  // Full: every assignment, unpaged without `limit` (ours).
  // Spec-only mode: a page of assignment records (`serializeAssignmentRecord`).
  http.get(api('api/pymes/admin/'), ({ request }) => {
    requireUser(request, 'admin');
    const data = readDb();
    const admins = new Map(data.users.map((user) => [user.uuid, user]));
    if (isSpecOnly()) {
      const lookups = pymeLookups(data);
      const pymes = new Map(data.pymes.map((pyme) => [pyme.uuid, pyme]));
      const records = data.adminAssignments.flatMap((row) => {
        const admin = admins.get(row.admin_uuid);
        const pyme = pymes.get(row.pyme_uuid);
        return admin && pyme ? [{ admin, pyme }] : [];
      });
      return listResponse(request, records, {
        serialize: ({ admin, pyme }) => serializeAssignmentRecord(pyme, admin, lookups),
      });
    }
    const rows = data.adminAssignments.flatMap((row) => {
      const admin = admins.get(row.admin_uuid);
      return admin ? [serializeAssignment(row.pyme_uuid, admin)] : [];
    });
    return listResponse(request, rows, { serialize: (row) => row });
  }),

  http.post<{ pyme: string }>(api('api/pymes/admin/:pyme/'), ({ request, params }) =>
    changeAssignment(request, params.pyme, 'create'),
  ),

  http.patch<{ pyme: string }>(api('api/pymes/admin/:pyme/'), ({ request, params }) =>
    changeAssignment(request, params.pyme, 'update'),
  ),

  http.delete<{ pyme: string }>(api('api/pymes/admin/:pyme/'), ({ request, params }) =>
    changeAssignment(request, params.pyme, 'delete'),
  ),
];
