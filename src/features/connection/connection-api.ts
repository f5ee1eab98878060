import { api } from '@/api/api-slice';
import type { ApiRequest } from '@/api/api-request';
import { adminRequests, readAdminPage } from '@/api/edge/admins';
import { readAnswer } from '@/api/edge/answers';
import { assignmentRequests, readAssignments } from '@/api/edge/assignments';
import type { ResourceName } from '@/api/edge/detections';
import { diagnosticRequests, readDiagnosticFormPage } from '@/api/edge/diagnostics';
import { pymePageRequest, readPymePage } from '@/api/edge/pymes';
import type { Reader } from '@/api/edge/read';
import { readTrainingLinePage, trainingLineRequests } from '@/api/edge/training-lines';

/**
 * The spec's own list call of `request`, asking one row: `limit=1&offset=0`,
 * every other parameter as the spec gives it (`is_active=true`), one page.
 */
function oneRow(request: ApiRequest): ApiRequest {
  return { url: request.url, params: { ...request.params, limit: 1, offset: 0 } };
}

/** The resources the page may probe (a super admin may read each list). */
export type ProbedResource = Extract<
  ResourceName,
  'pymes' | 'adminAssignments' | 'trainingLines' | 'admins' | 'diagnostics'
>;

interface Probe {
  request: ApiRequest;
  read: Reader<unknown>;
}

/**
 * The one small read "Conexión con el servidor" may make of a resource the
 * app has not used yet in this session (issue 45): a GET of the spec's list
 * call with one row, read by the edge's own reader, so that what the answer
 * shows is learned where every answer's is (the base query's list shape and
 * headers, the readers' names, moments and file URLs). Nothing that changes
 * data is ever sent: the resources only written (the registration, a pyme's
 * line) or read with POST (the answers) are not probed.
 */
const probes: Readonly<Record<ProbedResource, Probe>> = {
  pymes: {
    request: oneRow(pymePageRequest({ page: 1, pageSize: 1, search: '', send: {} })),
    read: readPymePage,
  },
  adminAssignments: { request: oneRow(assignmentRequests.all()), read: readAssignments },
  trainingLines: { request: oneRow(trainingLineRequests.page(1, '')), read: readTrainingLinePage },
  admins: { request: oneRow(adminRequests.page(1)), read: readAdminPage },
  diagnostics: { request: oneRow(diagnosticRequests.page(1, '')), read: readDiagnosticFormPage },
};

export const probedResources = Object.keys(probes) as ProbedResource[];

export function isProbed(resource: ResourceName): resource is ProbedResource {
  return Object.hasOwn(probes, resource);
}

/** The probe's request, for the page's words and the tests. */
export function probeRequest(resource: ProbedResource): ApiRequest {
  return probes[resource].request;
}

export const connectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One row of `resource`'s list, read and dropped: what matters is what the edge learned. */
    probeResource: build.query<true, ProbedResource>({
      async queryFn(resource, _api, _extraOptions, baseQuery) {
        const { request, read } = probes[resource];
        const answer = await baseQuery(request);
        if (answer.error) return { error: answer.error };
        const result = readAnswer(read, answer.data, `probe of ${resource}`);
        return 'error' in result ? result : { data: true };
      },
    }),
  }),
});

export const { useProbeResourceQuery } = connectionApi;
