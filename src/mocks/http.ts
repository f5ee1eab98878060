import { HttpResponse } from 'msw';
import { env } from '@/config/env';
import { readDb, type DemoUser } from './db';
import { verifyToken } from './tokens';

/**
 * A request body as it arrives: the fields of the edge's request type
 * (`Sent<PymeUpdate>`), any of them missing or of any type until checked.
 */
export type Sent<Body> = Partial<Readonly<Record<keyof Body, unknown>>>;

/** The absolute (tests) or same-origin (demo) URL of an API path: `api('api/token/')`. */
export function api(path: string): string {
  return `${env.apiUrl}${path}`;
}

/** SimpleJWT's answer to a missing, expired or foreign access token. */
export function tokenNotValid() {
  return HttpResponse.json(
    {
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [
        {
          token_class: 'AccessToken',
          token_type: 'access',
          message: 'Token is invalid or expired',
        },
      ],
    },
    { status: 401 },
  );
}

function forbidden() {
  return HttpResponse.json(
    { detail: 'You do not have permission to perform this action.' },
    { status: 403 },
  );
}

/** Who may call an endpoint: any logged-in user, entrepreneurs only, admins, super admins. */
export type Caller = 'any' | 'entrepreneur' | 'admin' | 'super';

/**
 * The user behind the request's bearer token, checked for `caller`.
 * Throws the 401 or 403 response the real backend would give.
 */
export function requireUser(request: Request, caller: Caller = 'any'): DemoUser {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const userId = token ? verifyToken(token, 'access') : null;
  const user = userId ? readDb().users.find((candidate) => candidate.uuid === userId) : undefined;
  if (!user) throw tokenNotValid();
  const allowed =
    caller === 'any' ||
    (caller === 'entrepreneur' && !user.is_admin) ||
    (caller === 'admin' && user.is_admin && user.enabled) ||
    (caller === 'super' && user.is_admin && user.enabled && user.is_super);
  if (!allowed) throw forbidden();
  return user;
}

/** A DRF validation error: `{field: ["CODE"]}` with status 400. */
export function validationError(errors: Record<string, string[]>) {
  return HttpResponse.json(errors, { status: 400 });
}

/** Reads a JSON body as a plain object with the fields of `Body`, unchecked (an unreadable body reads as `{}`). */
export async function jsonBody<Body extends object = Record<string, unknown>>(
  request: Request,
): Promise<Sent<Body>> {
  // Every field of a Sent body is optional and unknown: any object is one.
  return parseObject(await request.text()) as Sent<Body>;
}

/** A JSON object from its text; anything else (not JSON, not an object) reads as `{}`. */
export function parseObject(raw: string): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(raw);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Standard base64 of bytes (in slices, so that big images do not overflow the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** The bytes of standard base64, or null when `text` is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** `{date: 'yyyy-MM-dd', hour: 'HH:mm'}` of an ISO date-time, as the backend serialises dates. */
export function dateAndHour(iso: string): { date: string; hour: string } {
  const [date = '', time = ''] = iso.split('T');
  return { date, hour: time.slice(0, 5) };
}

/** The local date-time now, as the backend stores it (`yyyy-MM-ddTHH:mm:ss`). */
export function nowIso(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/** The e-mail shape the backend accepts (Django's EmailField, simplified). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** DRF validation errors being collected: field → codes. */
export type Errors = Record<string, string[]>;

/** Adds a code to a field's errors. */
export function addError(errors: Errors, field: string, code: string): void {
  (errors[field] ??= []).push(code);
}

/**
 * A text field of a JSON body, as DRF's CharField checks it: trimmed; REQUIRED
 * when empty, or when missing and `required`; FORMAT_ERROR when not text.
 * Undefined when missing or refused, so that nothing else is checked for it.
 */
export function bodyText<Body extends object>(
  body: Sent<Body>,
  field: keyof Body & string,
  errors: Errors,
  required = false,
): string | undefined {
  const value = body[field];
  if (value === undefined) {
    if (required) addError(errors, field, 'REQUIRED');
    return undefined;
  }
  if (typeof value !== 'string') {
    addError(errors, field, 'FORMAT_ERROR');
    return undefined;
  }
  const trimmed = value.trim();
  if (!trimmed) addError(errors, field, 'REQUIRED');
  return trimmed || undefined;
}

/** A yes or no of a JSON body: a boolean, else FORMAT_ERROR; REQUIRED when missing and `required`. */
export function bodyFlag<Body extends object>(
  body: Sent<Body>,
  field: keyof Body & string,
  errors: Errors,
  required = false,
): boolean | undefined {
  const value = body[field];
  if (value === undefined) {
    if (required) addError(errors, field, 'REQUIRED');
    return undefined;
  }
  if (typeof value === 'boolean') return value;
  addError(errors, field, 'FORMAT_ERROR');
  return undefined;
}

/**
 * A yes or no as DRF's BooleanField and django-filter read one: a boolean,
 * `true`/`false`, `1`/`0` (text in any case); null for anything else. The
 * demo's own reading of what it is sent: the app's readers are not imported
 * at run time, so that the demo's boot does not wait for the HTTP layer.
 */
export function drfBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (word === 'true' || word === '1') return true;
  if (word === 'false' || word === '0') return false;
  return null;
}

/** A whole number as DRF's IntegerField reads one: a number, or digits; null for anything else. */
export function drfInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return Number.isSafeInteger(number) ? number : null;
}

/** True when a check found something to refuse. */
export function hasErrors(errors: Errors): boolean {
  return Object.keys(errors).length > 0;
}

/** DRF's answer to an unknown object. */
export function notFound() {
  return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
}

/** The empty answer of a successful DELETE (and of the writes some readings answer so). */
export function noContent() {
  return new HttpResponse(null, { status: 204 });
}

/** DRF's answer to a method the view does not have; `allow` lists the ones it has. */
export function methodNotAllowed(method: string, allow: string) {
  return HttpResponse.json(
    { detail: `Method "${method}" not allowed.` },
    { status: 405, headers: { Allow: allow } },
  );
}

/** DRF's answer to a body no parser of the view reads. */
export function unsupportedMediaType(mediaType: string) {
  return HttpResponse.json(
    { detail: `Unsupported media type "${mediaType}" in request.` },
    { status: 415 },
  );
}

/** Newest first, by an ISO date-time field. */
export function newestFirst<Row extends { created: string }>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
}
