import { detectName } from './detections';

/**
 * The registration at the edge (spec §3 "Registration payload", §8): its
 * two namings, its body and the reading of its refusals. Apart from
 * users.ts and without the reading primitives: the refusals' reader loads
 * with the account pages' shared pieces, which every page downloads.
 */

/**
 * The registration as the app holds it: spec §3's fields under their first
 * names. `phone_number` is optional (spec §3, §5).
 */
export interface Signup {
  email: string;
  password: string;
  password_confirmation: string;
  first_name: string;
  last_name: string;
  rut_user: string;
  phone_number?: string | undefined;
  position: string;
  business_name: string;
  rut: string;
  direction: string;
  region: string;
  commune: string;
  terms_accepted: boolean;
}

/** The two readings spec §3 gives of the registration's names (the demo's `signupNames`). */
export type SignupNaming = 'snake' | 'camel';

/**
 * Spec §3 names four of the registration's fields twice, one name per
 * reading of the payload. The one table of them: the writer sends both, the
 * refusal reader accepts either, the demo backend reads its reading's.
 */
export const signupFieldNames = {
  last_name: { snake: 'last_name', camel: 'lastName' },
  phone_number: { snake: 'phone_number', camel: 'phoneNumber' },
  direction: { snake: 'direction', camel: 'address' },
  region: { snake: 'region', camel: 'state' },
} as const satisfies Partial<Record<keyof Signup, Record<SignupNaming, string>>>;

type TwoNamed = keyof typeof signupFieldNames;

function isTwoNamed(field: string): field is TwoNamed {
  return Object.hasOwn(signupFieldNames, field);
}

/** The wire names of one field of ours: both of spec §3's where it gives two, else its own. */
function wireNamesOf(field: string): readonly string[] {
  return isTwoNamed(field) ? Object.values(signupFieldNames[field]) : [field];
}

/** Our field a wire name stands for (`lastName` → `last_name`); any other name as it is. */
function fieldOfWireName(name: string): string {
  const entry = Object.entries(signupFieldNames).find(([, names]) =>
    Object.values<string>(names).includes(name),
  );
  return entry ? entry[0] : name;
}

/** `POST users/signup/`'s body: spec §3's fields, the four it names twice under both names. */
export type SignupWire = Readonly<Record<string, string | boolean>>;

/**
 * The registration's request body. Every field spec §3 names twice goes
 * under both names: a DRF serializer ignores the fields it does not
 * declare, so either reading of the payload finds its own. The phone
 * (optional) is left out when empty; every other field is sent as given.
 */
export function signupBody(values: Signup): SignupWire {
  const body: Record<string, string | boolean> = {};
  for (const [field, value] of Object.entries(values) as [string, string | boolean | undefined][]) {
    if (value === undefined || (field === 'phone_number' && value === '')) continue;
    for (const name of wireNamesOf(field)) body[name] = value;
  }
  return body;
}

/** The codes of a DRF error entry: a list of codes, or one. */
function codesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((code): code is string => typeof code === 'string');
  return typeof value === 'string' ? [value] : [];
}

/**
 * A refused registration (400 `{name: [code, …]}`) by field of ours: a field
 * spec §3 names twice is found under either name (`lastName` or
 * `last_name`), and the name the backend used is recorded (detections).
 * Names the table does not know come through as they are.
 */
export function readSignupRefusal(value: unknown): Readonly<Record<string, readonly string[]>> {
  const codes: Record<string, string[]> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return codes;
  for (const [name, entry] of Object.entries(value)) {
    const found = codesOf(entry);
    if (found.length === 0) continue;
    const field = fieldOfWireName(name);
    if (isTwoNamed(field)) detectName('signup', field, name);
    codes[field] = [...new Set([...(codes[field] ?? []), ...found])];
  }
  return codes;
}
