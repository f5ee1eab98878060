import type { Paginated } from '../pagination';
import { detectMoment, type MomentStyle, type ResourceName } from './detections';

/**
 * The edge's reading primitives (docs/architecture.md, "The edge"): small
 * functions that turn whatever a Django REST Framework backend may answer
 * into the app's values. Every resource file of this folder builds its
 * readers from these, so a reading nobody foresaw is handled once, here or in
 * that file, never on a screen.
 *
 * What they accept, whichever side of a gap in the spec the backend took:
 * - a list paged (`{count, next, previous, results}`) or as a plain array;
 * - a relation as the related uuid (`"<uuid>"`), the record nested
 *   (`{uuid, …}`) or null;
 * - a choice as its value (`"TRAINING"`), its name (`"Formación"`) or an
 *   object (`{uuid, name}`, `{value, label}`);
 * - a date as `{date, hour}` or as an ISO date-time (with an offset or `Z`:
 *   a moment, read in the user's time zone; without: as written);
 * - a field the spec does not list, absent.
 *
 * A reader throws a `WireError` only where the screens cannot do without the
 * value (an id an action needs, a flag a screen decides on). Plain functions,
 * no validation library: the answers' checks weigh nothing in the first load.
 */

/** An answer, or part of one, before it is read. */
export type Wire = unknown;

/** A JSON object of an answer. */
export type Fields = Readonly<Record<string, unknown>>;

/** Reads one value of the wire into the app's model; `path` names it in errors. */
export type Reader<T> = (value: Wire, path?: string) => T;

/** What a reader could not read: where, and what it expected there. */
export class WireError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${path || 'the answer'}: expected ${expected}`);
    this.name = 'WireError';
  }
}

/** Refuses the value at `path`. */
export function fail(path: string, expected: string): never {
  throw new WireError(path, expected);
}

/** `path` + `.name`, for the errors of nested values. */
export function at(path: string | undefined, name: string | number): string {
  if (typeof name === 'number') return `${path ?? ''}[${String(name)}]`;
  return path ? `${path}.${name}` : name;
}

/** A JSON object (not an array, not null). */
export function isFields(value: Wire): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at `path`, or a refusal. */
export function fieldsOf(value: Wire, path = ''): Fields {
  return isFields(value) ? value : fail(path, 'an object');
}

/** The object at `path`, or an empty one when it is missing, null or not an object. */
export function fieldsOrEmpty(value: Wire): Fields {
  return isFields(value) ? value : {};
}

/**
 * The first of `names` the object carries (not undefined): one field under
 * the names different readings give it (`address`, `direction`).
 */
export function pick(fields: Fields, ...names: readonly string[]): unknown {
  for (const name of names) {
    if (fields[name] !== undefined) return fields[name];
  }
  return undefined;
}

/** Whether the object carries the field at all (a field the spec does not list may be absent). */
export function carries(fields: Fields, name: string): boolean {
  return Object.hasOwn(fields, name) && fields[name] !== undefined;
}

// ---------------------------------------------------------------------------
// Scalars

/** Text; a number is written out; null, a missing value or anything else reads as ''. */
export function text(value: Wire): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Text, or null when there is none (null, missing, or not text). */
export function optionalText(value: Wire): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** An id (a uuid, a form id): non-empty text, or a number written out. Anything else is refused. */
export function id(value: Wire, path = ''): string {
  return optionalId(value) ?? fail(path, 'an id');
}

/** An id, or null when the answer gives none (missing, null, ''). */
export function optionalId(value: Wire): string | null {
  const read = optionalText(value);
  return read === null || read.trim() === '' ? null : read;
}

/**
 * A yes or no: a boolean, or as DRF's form fields and django-filter write one
 * (`"true"`/`"false"`, `"1"`/`"0"`, 1/0). Null when it is none of these.
 */
export function optionalFlag(value: Wire): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (word === 'true' || word === '1') return true;
    if (word === 'false' || word === '0') return false;
  }
  return null;
}

/** A yes or no a screen decides on: refused when it is not one. */
export function flag(value: Wire, path = ''): boolean {
  return optionalFlag(value) ?? fail(path, 'a yes or no');
}

/** A whole number, or digits (DRF's IntegerField accepts and may answer either). */
export function optionalWhole(value: Wire): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) {
    const number = Number(value.trim());
    return Number.isSafeInteger(number) ? number : null;
  }
  return null;
}

/** A whole number a screen needs: refused when it is not one. */
export function whole(value: Wire, path = ''): number {
  return optionalWhole(value) ?? fail(path, 'a whole number');
}

// ---------------------------------------------------------------------------
// Dates

/** A date and an hour as the screens show them; '' where the answer has none. */
export interface DateAndHour {
  /** `yyyy-MM-dd`. */
  date: string;
  /** `HH:mm`. */
  hour: string;
}

/**
 * An ISO date-time as DRF's DateTimeField writes it: the date, then maybe the
 * hour (`T` or a space), seconds and a fraction, and an offset (`Z`, `+00:00`,
 * `-0300`, `-03`). Read from the start; what follows is not looked at.
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:\s*(Z|[+-]\d{2}(?::?\d{2})?)(?![\d:]))?)?/i;

/** What a moment reads as, and how it was written (undefined: no moment in it). */
interface MomentRead {
  parts: DateAndHour;
  style?: MomentStyle;
}

const none: MomentRead = { parts: { date: '', hour: '' } };

const pad = (value: number) => String(value).padStart(2, '0');

/** `±HH[:MM]` or `Z` in minutes east of UTC. */
function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
}

/**
 * The local date and hour (the browser's time zone) of the moment written
 * with an offset; null when the parts are no moment (month 13, 25:00…).
 */
function localParts(match: RegExpExecArray): DateAndHour | null {
  // Parts the text leaves out (seconds, a fraction) are undefined at run time.
  const parts: readonly (string | undefined)[] = match;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number);
  const milliseconds = Number(`0.${parts[7] ?? '0'}`) * 1000;
  const offset = offsetMinutes(parts[8] ?? 'Z');
  const written = new Date(0);
  written.setUTCFullYear(year ?? 0, (month ?? 1) - 1, day);
  written.setUTCHours(hour ?? 0, minute, Number.isNaN(second) ? 0 : second, milliseconds);
  const real =
    written.getUTCMonth() === (month ?? 1) - 1 &&
    written.getUTCDate() === day &&
    written.getUTCHours() === hour &&
    written.getUTCMinutes() === minute &&
    Math.abs(offset) <= 18 * 60;
  if (!real) return null;
  const moment = new Date(written.getTime() - offset * 60_000);
  return {
    date: `${String(moment.getFullYear()).padStart(4, '0')}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    hour: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  };
}

/**
 * One reading of a date for every reader below (issue 45): `{date, hour}` is
 * a wall-clock time and reads as written; so does an ISO date-time without
 * an offset, and a date alone. An ISO date-time with an offset or `Z` is a
 * moment: it reads as the date and hour it is in the user's time zone (the
 * browser's), as a DRF project at `TIME_ZONE = "UTC"` means it.
 */
function readMoment(value: Wire): MomentRead {
  if (isFields(value)) {
    const parts = { date: text(value.date), hour: text(value.hour).slice(0, 5) };
    return parts.date || parts.hour ? { parts, style: 'parts' } : { parts };
  }
  const match = typeof value === 'string' ? ISO_DATE_TIME.exec(value.trim()) : null;
  if (!match) return none;
  const [, year, month, day, hour, minute, , , offset] = match;
  const date = `${year ?? ''}-${month ?? ''}-${day ?? ''}`;
  if (hour === undefined) return { parts: { date, hour: '' } };
  const written = { date, hour: `${hour}:${minute ?? ''}` };
  if (offset === undefined) return { parts: written, style: 'local' };
  // A moment that is none (2026-02-31T10:00Z) moves nowhere: read as written.
  return { parts: localParts(match) ?? written, style: 'offset' };
}

/** Reads a moment, and tells the detections how `resource` writes its moments. */
function momentOf(value: Wire, resource: ResourceName | undefined): MomentRead {
  const read = readMoment(value);
  if (resource && read.style) detectMoment(resource, read.style);
  return read;
}

/**
 * `{date: "yyyy-MM-dd", hour: "HH:mm"}` (spec §3), or an ISO date-time
 * (DRF's DateTimeField: with an offset or `Z`, in the user's time zone), or a
 * date alone. Anything else reads as empty parts. `resource`: whose moment it
 * is, for the detections ("Conexión con el servidor").
 */
export function dateAndHour(value: Wire, resource?: ResourceName): DateAndHour {
  return momentOf(value, resource).parts;
}

/**
 * A date a backend may not send (a field the spec does not list, or one a
 * reading leaves out): `{date, hour}` from the same readings as
 * `dateAndHour`, or undefined when the answer has no date in it (absent,
 * null, '', or text that is no date). The hour is '' when only the date came.
 * A screen shows an undefined date as not given, never as some other date.
 */
export function optionalDateAndHour(value: Wire, resource?: ResourceName): DateAndHour | undefined {
  const { date, hour } = momentOf(value, resource).parts;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  return { date, hour: /^\d{2}:\d{2}$/.test(hour) ? hour : '' };
}

/**
 * A moment as ISO text without an offset (`yyyy-MM-ddTHH:mm…`, or the date
 * alone), from an ISO date-time or from `{date, hour}`; '' when the answer has
 * none. A date-time written with an offset or `Z` comes out as its local date
 * and hour (`yyyy-MM-ddTHH:mm`); one without, as written.
 */
export function isoDateTime(value: Wire, resource?: ResourceName): string {
  const { parts, style } = momentOf(value, resource);
  // Without an offset, the text as written (seconds and all).
  if (typeof value === 'string' && style !== 'offset') return parts.date ? value.trim() : '';
  const { date, hour } = parts;
  if (!date) return '';
  return hour ? `${date}T${hour}` : date;
}

// ---------------------------------------------------------------------------
// Relations and choices

/**
 * The id of a related record, however the relation is written: the uuid
 * itself (`"<uuid>"`, DRF's PrimaryKeyRelatedField), the record nested
 * (`{uuid, …}` or `{id, …}`), or null / missing (no relation).
 */
export function relatedId(value: Wire): string | null {
  if (isFields(value)) return optionalId(pick(value, 'uuid', 'id', 'pk'));
  return optionalId(value);
}

/** The related record when it comes nested; null when it is only an id or nothing. */
export function nested(value: Wire): Fields | null {
  return isFields(value) ? value : null;
}

/** A choice as the app holds it: its value and its name, each null when the answer lacks it. */
export interface Choice {
  value: string | null;
  name: string | null;
}

/**
 * A choice, written as its value, its name or an object. `names` are the
 * choice's known values and names (a status's labels): text that is a known
 * name reads as that value, text that is a value gets its name. Without
 * `names`, or for text neither, text that looks like an id is the value
 * (a type's uuid) and other text the name.
 */
export function choice(value: Wire, names: Readonly<Record<string, string>> = {}): Choice {
  if (isFields(value)) {
    const chosen = optionalId(pick(value, 'value', 'uuid', 'id', 'key', 'code'));
    const name = optionalText(pick(value, 'name', 'label', 'display_name', 'display'));
    return { value: chosen ?? valueNamed(name, names), name: name ?? nameOf(chosen, names) };
  }
  const written = optionalId(value);
  if (written === null) return { value: null, name: null };
  if (Object.hasOwn(names, written)) return { value: written, name: names[written] ?? null };
  const named = valueNamed(written, names);
  if (named !== null) return { value: named, name: written };
  return looksLikeId(written) ? { value: written, name: null } : { value: null, name: written };
}

function nameOf(value: string | null, names: Readonly<Record<string, string>>): string | null {
  return value !== null && Object.hasOwn(names, value) ? (names[value] ?? null) : null;
}

function valueNamed(name: string | null, names: Readonly<Record<string, string>>): string | null {
  if (name === null) return null;
  const wanted = name.trim().toLocaleLowerCase('es');
  const entry = Object.entries(names).find(([, label]) => label.toLocaleLowerCase('es') === wanted);
  return entry ? entry[0] : null;
}

/** Text with no spaces that is a uuid, a number or an upper-case code: a value, not a name. */
function looksLikeId(written: string): boolean {
  return (
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(written) ||
    /^\d+$/.test(written) ||
    /^[A-Z0-9_]+$/.test(written)
  );
}

// ---------------------------------------------------------------------------
// Lists

/** The rows of a list answered paged or as a plain array; anything else is refused. */
function rowsOf(value: Wire, path: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (isFields(value) && Array.isArray(value.results)) return value.results;
  return fail(path, 'a list or a page of one');
}

/** A list of `item`, paged or not (the spec does not always say which). */
export function listOf<T>(item: Reader<T>): Reader<T[]> {
  return (value, path = '') => rowsOf(value, path).map((row, index) => item(row, at(path, index)));
}

/**
 * A DRF page of `item`. A plain array is read as one page holding all of it;
 * a missing `count` is the rows' number; `next` and `previous` may be missing.
 */
export function pageOf<T>(item: Reader<T>): Reader<Paginated<T>> {
  return (value, path = '') => {
    const results = listOf(item)(value, path);
    if (Array.isArray(value)) return { count: results.length, next: null, previous: null, results };
    const page = fieldsOf(value, path);
    const count = optionalWhole(page.count);
    return {
      count: count !== null && count >= 0 ? count : results.length,
      next: optionalId(page.next),
      previous: optionalId(page.previous),
      results,
    };
  };
}

// ---------------------------------------------------------------------------
// Readers as RTK Query schemas

/** The Standard Schema interface (standardschema.dev) that RTK Query's `rawResponseSchema` takes. */
export interface StandardSchema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) =>
      | { readonly value: T; readonly issues?: undefined }
      | {
          readonly issues: readonly {
            readonly message: string;
            readonly path?: readonly PropertyKey[];
          }[];
        };
    readonly types?: { readonly input: T; readonly output: T };
  };
}

/**
 * A reader as RTK Query's `rawResponseSchema`: the answer read into the
 * model before anything else sees it; what cannot be read becomes an issue,
 * so the call fails as BAD_RESPONSE (api-slice.ts).
 */
export function schemaOf<T>(read: Reader<T>): StandardSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'pymes-edge',
      validate: (value) => {
        try {
          return { value: read(value, '') };
        } catch (error) {
          if (error instanceof WireError) return { issues: [{ message: error.message }] };
          return { issues: [{ message: String(error) }] };
        }
      },
    },
  };
}
