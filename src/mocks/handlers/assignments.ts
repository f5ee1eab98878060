import { http, HttpResponse } from 'msw';
import type { AssignmentWrite } from '@/api/edge/assignments';
import { findAdmin, serializeAdmin } from '../admin-records';
import { readDb, updateDb, type DemoData, type DemoPyme, type DemoUser } from '../db';
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
import { reading } from '../readings';
import { pymeLookups, serializePyme, type PymeLookups } from './pymes';

/** A row of `pymes/admin/` as the reading gives it; the pyme's lookups are made once per request. */
function serializeAssignment(pyme: DemoPyme, admin: DemoUser | null, lookups: () => PymeLookups) {
  return reading().assignment({
    pyme,
    admin,
    pymeWire: () => serializePyme(pyme, lookups()),
    adminWire: serializeAdmin,
  });
}

/** The pymes' lookups of `data`, made the first time a reading nests a pyme. */
function lazyLookups(data: DemoData): () => PymeLookups {
  let lookups: PymeLookups | undefined;
  return () => (lookups ??= pymeLookups(data));
}

type AssignmentOperation = 'create' | 'update' | 'delete';

/**
 * Spec §3's admin-to-pyme operations: 1 create (POST), 2 update (PATCH),
 * 3 delete (DELETE); super admins only. `admin_uuid` is the admin's uuid in
 * the current reading (`Reading.adminUuid`); POST and PATCH answer the
 * assignment as the list gives it.
 */
async function changeAssignment(
  request: Request,
  pymeUuid: string,
  operation: AssignmentOperation,
) {
  requireUser(request, 'super');
  const body = await jsonBody<AssignmentWrite>(request);
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
    return HttpResponse.json(serializeAssignment(pyme, admin, lazyLookups(data)), {
      status: current ? 200 : 201,
    });
  });
}

/**
 * Who looks after which pyme (docs/api-contract.md, `api/pymes/admin/`):
 * admins read it (a pyme's page names its admin); super admins change it.
 */
export const assignmentHandlers = [
  // The rows and their shape are the reading's (`Reading.assignmentRows`, `Reading.assignment`).
  http.get(api('api/pymes/admin/'), ({ request }) => {
    requireUser(request, 'admin');
    const data = readDb();
    const lookups = lazyLookups(data);
    return listResponse(request, reading().assignmentRows(data), {
      serialize: ({ pyme, admin }) => serializeAssignment(pyme, admin, lookups),
    });
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
