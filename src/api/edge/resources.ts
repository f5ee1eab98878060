/**
 * Which resource of the API an endpoint belongs to (issue 45), so that what
 * the base query learns of an answer (how a list came) is kept under the
 * resource the "Conexión con el servidor" page shows. One table: an
 * endpoint (a path without ids, `endpointOf`) belongs to the longest entry
 * it starts with; an endpoint of none (the tokens, the account e-mails) is
 * not a resource of the page.
 */
import type { ResourceName } from './detections';

const resourceByEndpoint: Readonly<Record<string, ResourceName>> = {
  'api/users/info/': 'profile',
  'api/users/profile/': 'profile',
  'api/users/signup/': 'signup',
  'api/pymes/pyme/': 'pymes',
  'api/pymes/pyme-search/': 'pymes',
  'api/pymes/pyme-search-partial/': 'pymes',
  'api/pymes/user/': 'pymeUsers',
  'api/pymes/admin/': 'adminAssignments',
  'api/formations/training/': 'trainingLines',
  'api/formations/search/': 'trainingLines',
  'api/formations/type-training/': 'trainingLines',
  'api/formations/recommendation/': 'trainingLines',
  'api/formations/formation-line-list/': 'lineAssignments',
  'api/formations/formation-line/': 'associations',
  'api/admin/user/': 'admins',
  'api/admin/user-search/': 'admins',
  'api/evaluations/evaluation/': 'diagnostics',
  'api/evaluations/evaluation-search/': 'diagnostics',
  'api/user/list-available/': 'diagnostics',
  'api/evaluations/list-ready/': 'diagnostics',
  'api/evaluations/evaluated-result/': 'answers',
};

/** The resource `endpoint` (a path without ids, `api/pymes/pyme/`) belongs to, if any. */
export function resourceOfEndpoint(endpoint: string): ResourceName | undefined {
  const path = endpoint.replace(/^\/+/, '');
  let best: string | undefined;
  for (const prefix of Object.keys(resourceByEndpoint)) {
    if (path.startsWith(prefix) && (best === undefined || prefix.length > best.length)) {
      best = prefix;
    }
  }
  return best === undefined ? undefined : resourceByEndpoint[best];
}

/**
 * The key a list's shape is kept under (`ResourceDetections.lists`): the
 * endpoint, and `?limit` when the call asked for a page. The two differ on
 * a DRF backend: `LimitOffsetPagination` answers a plain array when no
 * `limit` is asked and no default page size is set, a page when one is.
 */
export function listKey(endpoint: string, pageAsked: boolean): string {
  return pageAsked ? `${endpoint}?limit` : endpoint;
}

/** `listKey` read back. */
export function readListKey(key: string): { endpoint: string; pageAsked: boolean } {
  return key.endsWith('?limit')
    ? { endpoint: key.slice(0, -'?limit'.length), pageAsked: true }
    : { endpoint: key, pageAsked: false };
}
