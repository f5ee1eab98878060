import type { ApiError } from '../api-error';
import type { ApiRequest } from '../api-request';
import type { BaseQueryCall } from './answers';
import { carries, isFields, optionalFlag, type Fields, type Wire } from './read';
import { detectName, nameRead, type ResourceName } from './detections';

/**
 * The edge's writing rules (issue 45), for every resource:
 *
 * 1. **A write follows its read.** A field the spec gives two names
 *    (`address`/`direction`, `state`/`region`) goes back under the name the
 *    backend answered it with; before any answer named it (a new record),
 *    under both, which a DRF serializer reads one of and ignores the other.
 * 2. **A save is confirmed before it is announced.** What the backend kept
 *    is read from the record the write answers, or, when it answers none
 *    (`{}`, a message, 204) or one without the fields sent, from a re-read;
 *    each value sent is then kept, not kept (the server answered another
 *    value) or unknown (neither answer shows it). Screens say "Guardamos…"
 *    only when every value is kept.
 */

/** The names a field has on the wire, ours first (`{address: ['address', 'direction']}`). */
export type WireNames<Field extends string> = Readonly<Partial<Record<Field, readonly string[]>>>;

/**
 * The value of `field` in an answer, under whichever of its names the answer
 * uses; records that name as the backend's for later writes. Undefined when
 * the answer does not carry the field.
 */
export function readNamed<Field extends string>(
  resource: ResourceName,
  names: WireNames<Field>,
  fields: Fields,
  field: Field,
): unknown {
  for (const name of names[field] ?? [field]) {
    if (carries(fields, name)) {
      if ((names[field]?.length ?? 1) > 1) detectName(resource, field, name);
      return fields[name];
    }
  }
  return undefined;
}

/**
 * `body` with each field written under the name the backend was read with,
 * or under all its names when no answer has named it yet. Fields with one
 * name go as they are.
 */
export function writeNamed<Field extends string>(
  resource: ResourceName,
  names: WireNames<Field>,
  body: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const written: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    const wireNames = names[field as Field];
    if (!wireNames || wireNames.length < 2) {
      written[field] = value;
      continue;
    }
    const read = nameRead(resource, field);
    for (const name of read !== undefined ? [read] : wireNames) written[name] = value;
  }
  return written;
}

// ---------------------------------------------------------------------------
// Confirming a save

/** What the answers show of the values a save sent. */
export type SaveCheck<Field extends string = string> =
  /** Every value sent is what the backend holds now. */
  | { status: 'kept' }
  /** The backend kept the record but holds other values for these fields. */
  | { status: 'notKept'; fields: Field[] }
  /** No answer shows (some of) the values: the app cannot say whether they were kept. */
  | { status: 'unconfirmed' };

/**
 * How a field's stored value is compared with the one sent: true the same,
 * false another, undefined when the stored value cannot tell (a choice read
 * by its name only). The default compares trimmed text.
 */
export type SameValue = (sent: unknown, stored: unknown) => boolean | undefined;

/** How one resource's record is checked: its fields' names and the comparisons that are not plain text. */
export interface RecordShape<Field extends string> {
  resource: ResourceName;
  names: WireNames<Field>;
  /**
   * The record's fields in one object, when an answer nests them (a pyme's
   * `user`, the profile's `user` and `profile`); the answer as it is by default.
   */
  flatten?: (record: Wire) => Wire;
  /** Fields a write sends and no read shows (a password): not checked. */
  unread?: readonly Field[];
  same?: Readonly<Partial<Record<Field, SameValue>>>;
}

/** Text, numbers and yes/no written out, trimmed; null and '' are both empty. */
function plain(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

const samePlain: SameValue = (sent, stored) => plain(sent) === plain(stored);

/** The same yes or no, however each side writes it (`true`, `"true"`, 1). */
export const sameFlag: SameValue = (sent, stored) => {
  const read = optionalFlag(stored);
  return read === null ? undefined : read === optionalFlag(sent);
};

/** The object that holds the record's fields (the record, flattened where the shape says how). */
function holderOf<Field extends string>(shape: RecordShape<Field>, record: Wire): Fields | null {
  const holder = shape.flatten ? shape.flatten(record) : record;
  return isFields(holder) ? holder : null;
}

/**
 * Each sent field as `record` shows it: true kept, false not kept, undefined
 * when the record does not carry the field (or is no record).
 */
function compare<Field extends string>(
  shape: RecordShape<Field>,
  sent: Readonly<Partial<Record<Field, unknown>>>,
  record: Wire,
): Map<Field, boolean | undefined> {
  const holder = holderOf(shape, record);
  const result = new Map<Field, boolean | undefined>();
  for (const field of Object.keys(sent) as Field[]) {
    if (shape.unread?.includes(field)) continue;
    const stored = holder ? readNamed(shape.resource, shape.names, holder, field) : undefined;
    const same = shape.same?.[field] ?? samePlain;
    result.set(field, stored === undefined ? undefined : same(sent[field], stored));
  }
  return result;
}

/** What `record` (the write's answer or a re-read) shows of `sent`. */
export function checkSaved<Field extends string>(
  shape: RecordShape<Field>,
  sent: Readonly<Partial<Record<Field, unknown>>>,
  record: Wire,
): SaveCheck<Field> {
  const compared = compare(shape, sent, record);
  const notKept = [...compared].filter(([, kept]) => kept === false).map(([field]) => field);
  if (notKept.length > 0) return { status: 'notKept', fields: notKept };
  if ([...compared.values()].some((kept) => kept === undefined)) return { status: 'unconfirmed' };
  return { status: 'kept' };
}

/**
 * The check of a save: from the write's `answer` when it shows every field
 * sent or shows one not kept, otherwise from `reread()` (the record read
 * again; null when it cannot be read, which leaves the save unconfirmed).
 */
export async function confirmSave<Field extends string>(
  shape: RecordShape<Field>,
  sent: Readonly<Partial<Record<Field, unknown>>>,
  answer: Wire,
  reread: () => Promise<Wire>,
): Promise<SaveCheck<Field>> {
  const fromAnswer = checkSaved(shape, sent, answer);
  if (fromAnswer.status !== 'unconfirmed') return fromAnswer;
  let again: Wire = null;
  try {
    again = await reread();
  } catch {
    again = null;
  }
  return checkSaved(shape, sent, again);
}

/**
 * A save as a mutation's `queryFn` makes it: the write, then `confirmSave`
 * on its answer (or `reread()`); a refused write is the call's error.
 */
export async function saveAndConfirm<Field extends string>(
  baseQuery: BaseQueryCall,
  request: ApiRequest,
  shape: RecordShape<Field>,
  sent: Readonly<Partial<Record<Field, unknown>>>,
  reread: () => Promise<Wire>,
): Promise<{ data: SaveCheck<Field> } | { error: ApiError }> {
  const written = await baseQuery(request);
  if (written.error) return { error: written.error };
  return { data: await confirmSave(shape, sent, written.data, reread) };
}

/**
 * The row of a list answer (paged or plain) that passes `test`, for a
 * re-read that looks for the saved record in a list; null when none does.
 */
export function findRow(answer: Wire, test: (row: Fields) => boolean): Fields | null {
  const rows: unknown[] = Array.isArray(answer)
    ? answer
    : isFields(answer) && Array.isArray(answer.results)
      ? answer.results
      : [];
  for (const row of rows) if (isFields(row) && test(row)) return row;
  return null;
}
