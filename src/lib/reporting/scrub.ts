/**
 * What leaves the browser in an error report (issue 30): nothing personal.
 * The programme's data are names, RUTs, e-mails and phones of women
 * entrepreneurs; a report carries the error, the route's pattern, the role
 * and the release, and these rules take out whatever else slipped into its
 * text. Pure: the Sentry client (sentry-client.ts) runs it on every event and
 * breadcrumb before sending, and the tests feed it events full of such data.
 */

/** What replaces a removed piece of text. */
const REMOVED = '[quitado]';

/**
 * Text patterns that may carry personal data or secrets, in the order they
 * are applied (a JWT before the phone numbers its digits could look like).
 */
const patterns: readonly RegExp[] = [
  // A JWT (SimpleJWT's tokens): three base64url parts, the first two starting "eyJ".
  /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]*/g,
  // A bearer header's value, whatever the token looks like.
  /Bearer\s+[\w.~+/=-]+/gi,
  // Cookie pairs of the session (accessToken=…, refreshToken=…) and any other `name=value; ` list.
  /\b(access|refresh)Token=[^;\s]*/gi,
  // E-mail addresses.
  /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g,
  // Ids and tokens in a path (/resetPassword/<token>, /admin/pymes/<uuid>):
  // a segment of 16 or more letters, digits, - and _ holding a digit.
  /(?<=\/)(?=[\w-]*\d)[\w-]{16,}/g,
  // A uuid anywhere.
  /\b[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\b/gi,
  // A Chilean RUT, with or without dots: 12.345.678-9, 12345678-K.
  /\b\d{1,2}\.?\d{3}\.?\d{3}-[\dkK]\b/g,
  // Phone numbers: +56 9 1234 5678, 912345678, (2) 2345 6789: 8 or more digits with separators.
  /\+?\(?\d[\d\s().-]{6,}\d/g,
  // The query string (and fragment) of a URL: ?token=…, ?buscar=nombre.
  /(?<=[\w/.-])[?#][^\s"'<>]*/g,
];

/** A text with every piece that may be personal replaced. */
export function scrubText(text: string): string {
  return patterns.reduce((current, pattern) => current.replace(pattern, REMOVED), text);
}

/** Object keys whose values are never sent, whatever they hold. */
const droppedKeys = new Set([
  'cookies',
  'cookie',
  'headers',
  'data',
  'body',
  'request_body',
  'response',
  'query_string',
  'user',
  'email',
  'password',
  'token',
  'access',
  'refresh',
  'rut',
  'rut_user',
  'phone',
  'ip_address',
]);

/**
 * Keys whose values are the SDK's own and hold nothing personal, kept as
 * they are: the release names the build ("pymes-digitales@1.4.0" reads like an
 * e-mail), and a stack frame's file and line are what makes a report usable.
 */
const keptKeys = new Set([
  'release',
  'environment',
  'dist',
  'event_id',
  'associated_event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'timestamp',
  'start_timestamp',
  'platform',
  'sdk',
  'level',
  'stacktrace',
  'mechanism',
]);

/** Every string in `value` scrubbed, every dropped key removed, at any depth (cycles cut). */
export function scrubValue<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return REMOVED as T;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item: unknown) => scrubValue(item, seen)) as T;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (droppedKeys.has(key.toLowerCase())) continue;
    result[key] = keptKeys.has(key) ? item : scrubValue(item, seen);
  }
  return result as T;
}

/**
 * The event as it may leave: every string scrubbed, the user and the
 * request's cookies, headers, body and query removed, and its URL replaced by
 * the route's pattern (`/resetPassword/:token`, never the token itself).
 */
export function scrubEvent<E extends object>(event: E, routePattern: string): E {
  const scrubbed = scrubValue(event) as E & { user?: unknown; request?: unknown };
  delete scrubbed.user;
  if ('request' in event) scrubbed.request = { url: routePattern };
  return scrubbed;
}
