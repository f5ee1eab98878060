import { apiPath } from '../api-path';
import type { ApiRequest } from '../api-request';
import { pageParams } from '../pagination';
import { lineStatusChoice } from './line-status-choice';
import {
  carries,
  dateAndHour,
  fieldsOf,
  fieldsOrEmpty,
  flag,
  id,
  isFields,
  nested,
  optionalDateAndHour,
  optionalText,
  pageOf,
  pick,
  relatedId,
  text,
  type DateAndHour,
  type Fields,
  type Reader,
} from './read';
import { readNamed, writeNamed, type RecordShape, type WireNames } from './write';
import { sameEmail } from '@/validation/same-email';
import { sameRut } from '@/validation/same-rut';

/**
 * Pymes at the edge (spec §3 "Pyme", §4, §7; docs/api-contract.md "Admin:
 * pymes"): the pyme as the screens use it, the reader of every way a DRF
 * backend may answer one, and the requests the spec gives.
 *
 * The wire as spec §3 gives it:
 *
 * ```
 * {uuid, business_name, rut, address, state, commune, enabled, has_evaluation,
 *  created: {date, hour},
 *  user: {first_name, last_name, rut_user, position, email},
 *  formation_line: {uuid, training: {uuid, name, status}} | null}
 * ```
 *
 * Readings accepted besides (docs/api-contract.md, "Readings"):
 * - `created` as an ISO date-time;
 * - `user` flat on the pyme, or missing (empty names);
 * - `user.phone_number` (ours) present or absent: absent stays undefined, so
 *   it is neither shown as empty nor offered for editing;
 * - `formation_line` as the association nested, as its uuid only, or null;
 *   its `training` nested or as its uuid (a flat `training_name` names it);
 *   the status in `training.status` (spec) or in the association itself, as
 *   its value, its name or an object; its `created` (ours) as `{date, hour}`
 *   or an ISO date-time, or absent (the spec's: the assignment is not dated);
 * - `address` written `direction` and `state` written `region` (spec §3 gives
 *   both names for the registration).
 */

/**
 * The association as a pyme carries it (`training.status`: spec; `status`
 * beside it: another reading; `created`: ours, as `formation-line-list/` dates it).
 */
export interface PymeLineWire {
  uuid?: string;
  status?: string;
  created?: string | DateAndHour;
  training: string | { uuid: string; name: string; status?: string };
}

/** The pyme's entrepreneur (spec §3 lists these five; the phone is ours). */
export interface PymeUser {
  first_name: string;
  last_name: string;
  rut_user: string;
  position: string;
  email: string;
  /**
   * Ours: absent on the spec's API. In the model, absent (undefined) when the
   * backend does not send it: then it is unknown, not shown as empty, not
   * offered for editing, never written back.
   */
  phone_number?: string | null;
}

/** A pyme on the wire: spec §3's shape, with the readings of its gaps as alternatives. */
export interface PymeWire {
  uuid: string;
  business_name: string;
  rut: string;
  /** The address: `address` (spec §3's pyme) or `direction` (its registration). */
  address?: string;
  direction?: string;
  /** The region: `state` (spec §3's pyme) or `region` (its registration). */
  state?: string;
  region?: string;
  commune: string;
  enabled: boolean;
  /** The pyme answered at least one diagnostic (spec §3). */
  has_evaluation: boolean;
  created: DateAndHour | string;
  user: PymeUser;
  /** The association nested (spec), its uuid only, or null. */
  formation_line: PymeLineWire | string | null;
}

/** The pyme's line: the association with a training line (spec §3). */
export interface PymeLine {
  /** The association's uuid (its PATCH and DELETE); null when the answer does not give it. */
  uuid: string | null;
  training: {
    /** The line's uuid; null when the answer names the association only. */
    uuid: string | null;
    name: string;
    /** The association's status ("Estado LDF", spec §4): a value such as `TRAINING`, or ''. */
    status: string;
  };
  /**
   * When the association was made (ours: spec §3 dates it in the user's
   * `formation-line-list/` only). Undefined when the answer does not date it,
   * as the spec's pyme does not: then the assignment has no known date.
   */
  created?: DateAndHour | undefined;
}

/** A pyme as the admin's screens use it: the wire's fields, its date and its line read. */
export type Pyme = Omit<
  PymeWire,
  'created' | 'formation_line' | 'address' | 'direction' | 'state' | 'region'
> & {
  address: string;
  /** The region. */
  state: string;
  created: DateAndHour;
  formation_line: PymeLine | null;
};

/**
 * The pyme's fields spec §3 gives two names (the registration's `direction`
 * and `region` beside the pyme's `address` and `state`): read under either,
 * written back under the one read (src/api/edge/write.ts).
 */
const pymeNames: WireNames<keyof PymeUpdate> = {
  address: ['address', 'direction'],
  state: ['state', 'region'],
};

function readUser(pyme: Fields): PymeUser {
  // Nested (spec) or flat on the pyme.
  const user = isFields(pyme.user) ? pyme.user : pyme;
  return {
    first_name: text(user.first_name),
    last_name: text(user.last_name),
    rut_user: text(user.rut_user),
    position: text(user.position),
    email: text(user.email),
    ...(carries(user, 'phone_number') ? { phone_number: optionalText(user.phone_number) } : {}),
  };
}

/** The association in any of its readings; null when the pyme has no line. */
function readPymeLine(value: unknown): PymeLine | null {
  if (value === null || value === undefined || value === '') return null;
  const association = nested(value);
  if (!association)
    return { uuid: relatedId(value), training: { uuid: null, name: '', status: '' } };
  const training = fieldsOrEmpty(association.training);
  const status = lineStatusChoice(pick(training, 'status') ?? pick(association, 'status'));
  const created = optionalDateAndHour(pick(association, 'created', 'created_at'), 'associations');
  return {
    uuid: relatedId(pick(association, 'uuid', 'id')),
    training: {
      uuid: relatedId(pick(association, 'training', 'training_uuid')),
      name: text(pick(training, 'name') ?? pick(association, 'training_name', 'name')),
      status,
    },
    ...(created ? { created } : {}),
  };
}

/** One pyme, from any reading of spec §3's; only its uuid and its two flags are required. */
export const readPyme: Reader<Pyme> = (value, path = '') => {
  const pyme = fieldsOf(value, path);
  return {
    uuid: id(pyme.uuid, `${path}.uuid`),
    business_name: text(pyme.business_name),
    rut: text(pyme.rut),
    address: text(readNamed('pymes', pymeNames, pyme, 'address')),
    state: text(readNamed('pymes', pymeNames, pyme, 'state')),
    commune: text(pyme.commune),
    enabled: flag(pyme.enabled, `${path}.enabled`),
    has_evaluation: flag(pyme.has_evaluation, `${path}.has_evaluation`),
    created: dateAndHour(pyme.created, 'pymes'),
    user: readUser(pyme),
    formation_line: readPymeLine(pyme.formation_line),
  };
};

export const readPymePage = pageOf(readPyme);

// ---------------------------------------------------------------------------
// Filters: which rows prove a filter was applied

/**
 * The list filters a backend may or may not honour on an endpoint (spec §7
 * gives `training` to `pyme/` only; `enabled` is ours everywhere), with the
 * test a row must pass to be in the filter. The app sends one only where an
 * answer showed it honoured (src/api/edge/filter-support.ts); otherwise it
 * keeps the rows that pass this test itself.
 */
export const pymeFilterTests = {
  training: (pyme: Pyme, value: string) => pyme.formation_line?.training.uuid === value,
  enabled: (pyme: Pyme, value: string) => String(pyme.enabled) === value,
} as const;

// ---------------------------------------------------------------------------
// Requests

/** The pymes list: `pyme/` (spec §7), or `pyme-search/` with a search term. */
export const PYME_LIST = 'api/pymes/pyme/';
export const PYME_SEARCH = 'api/pymes/pyme-search/';

/** Which page of which list: the endpoint follows the search (spec §7). */
export interface PymePageRequest {
  page: number;
  pageSize: number;
  search: string;
  /** Filters to send: only the ones the endpoint honours (spec §7's `training` on `pyme/`, or shown so). */
  send: Readonly<Record<string, string>>;
}

/** `GET pyme/?limit&offset[&training]` or `GET pyme-search/?limit&offset&search[&…]`. */
export function pymePageRequest({ page, pageSize, search, send }: PymePageRequest): ApiRequest {
  return {
    url: search ? PYME_SEARCH : PYME_LIST,
    params: { ...pageParams(page, pageSize), ...(search ? { search } : {}), ...send },
  };
}

/** The call of ours `pymeRequest` makes, as the detections name it (src/api/edge/detections.ts). */
export const PYME_DETAIL = 'GET api/pymes/pyme/{uuid}/';

/** `GET pyme/{uuid}/` (ours: DRF's retrieve; the spec lists only PATCH there). */
export function pymeRequest(uuid: string): ApiRequest {
  return { url: apiPath(PYME_LIST, uuid) };
}

/** `PATCH api/pymes/pyme/{uuid}/` with the pyme's data; rut only when it changed (spec §4). */
export interface PymeUpdate {
  business_name: string;
  address: string;
  state: string;
  commune: string;
  rut?: string;
}

/**
 * `PATCH pyme/{uuid}/`: the pyme's data, its address and region under the
 * names the backend answers them with, or `{enabled}` to disable or enable
 * it (spec §4).
 */
export function pymeUpdateRequest(
  uuid: string,
  body: PymeUpdate | { enabled: boolean },
): ApiRequest {
  return {
    url: apiPath(PYME_LIST, uuid),
    method: 'PATCH',
    data: writeNamed('pymes', pymeNames, { ...body }),
  };
}

/** How a save of the pyme's data is checked against the record (the RUT as a RUT). */
export const pymeShape: RecordShape<keyof PymeUpdate> = {
  resource: 'pymes',
  names: pymeNames,
  same: { rut: (sent, stored) => sameRut(text(sent), text(stored)) },
};

/** `PATCH api/pymes/user/{pyme uuid}/`: email and rut_user only when they changed (spec §4). */
export interface PymeUserUpdate {
  first_name: string;
  last_name: string;
  position: string;
  /** Only where the backend sends the phone (ours): a field it does not keep is not written. */
  phone_number?: string;
  email?: string;
  rut_user?: string;
}

/** `PATCH pymes/user/{uuid}/`; `{uuid}` is the pyme's (spec §3 gives its user none). */
export function pymeUserUpdateRequest(uuid: string, body: PymeUserUpdate): ApiRequest {
  return { url: apiPath('api/pymes/user/', uuid), method: 'PATCH', data: body };
}

/**
 * How a save of the entrepreneur is checked: against the user the answer
 * (or the pyme read again) nests, or the pyme's flat fields.
 */
export const pymeUserShape: RecordShape<keyof PymeUserUpdate> = {
  resource: 'pymeUsers',
  names: {},
  flatten: (answer) => (isFields(answer) && isFields(answer.user) ? answer.user : answer),
  same: {
    email: (sent, stored) => sameEmail(text(sent), text(stored)),
    rut_user: (sent, stored) => sameRut(text(sent), text(stored)),
  },
};
