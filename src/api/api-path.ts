/**
 * The path of an API object: `apiPath('api/pymes/pyme/', uuid)` →
 * `api/pymes/pyme/{uuid}/`, each id percent-encoded as one segment (a `/`,
 * `?`, `#`, `%` or space in it cannot reach another path, query or fragment).
 * Encoding leaves `.` and `..` as they are, and the URL parser would resolve
 * them to another endpoint (`api/pymes/pyme/../` is `api/pymes/`): an empty,
 * `.` or `..` id throws. Screens check the ids they read from the address
 * (`isUuid`) before asking, so reaching the throw is a programming error.
 */
export function apiPath(base: string, ...ids: string[]): string {
  let path = base;
  for (const id of ids) {
    if (id === '' || id === '.' || id === '..') {
      throw new Error(`apiPath: "${id}" cannot be an id in ${base}`);
    }
    path += `${encodeURIComponent(id)}/`;
  }
  return path;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An RFC 4122 uuid's shape (8-4-4-4-12 hex digits, any version, either case):
 * every id of this API is one (spec §7). An id read from the address that is
 * not one cannot name anything, so the screen says "not found" without asking.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A segment decoded, or as it is when it is not valid percent-encoding. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The endpoint a path calls, without its ids: `api/pymes/pyme/{uuid}/` →
 * `api/pymes/pyme/` (`apiPath`'s inverse for the API's uuids), and without
 * a query or fragment. What the app learns of the backend is kept per
 * endpoint (src/api/edge/detections.ts), never per record.
 */
export function endpointOf(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  return bare
    .split('/')
    .filter((segment) => !isUuid(decodedSegment(segment)))
    .join('/');
}
