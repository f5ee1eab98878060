import { apiPath } from '../api-path';
import type { ApiRequest } from '../api-request';
import { lineStatusChoice } from './line-status-choice';
import { fieldsOf, isoDateTime, listOf, optionalId, pick, type Reader } from './read';
import {
  readTrainingSummary,
  type Recommendation,
  type TrainingSummaryWire,
} from './training-lines';

/**
 * A pyme's association with a training line, at the edge (spec §3
 * "Associated formation line" and "Pyme-to-formation-line association", §4, §7).
 *
 * The wire as spec §3 gives them:
 * - the user's line (`formation-line-list/`): `{status, created, training:
 *   {uuid, name, description, content_url, image_logo, image_banner}}`;
 * - the association's writes: `{training, status, pyme}` (line and pyme uuids).
 *
 * Readings accepted besides: the association's own `uuid` present or absent
 * (spec §3 does not list it); `created` as an ISO date-time or `{date, hour}`;
 * the status as a value, a name or an object; `training` nested, or its uuid
 * only; paged or not.
 */

/** A row of `GET formation-line-list/` (spec §3; its `uuid` is not listed). */
export interface LineAssignmentWire {
  uuid?: string;
  status: string;
  /** ISO date-time, or `{date, hour}`. */
  created: string | { date: string; hour: string };
  training: TrainingSummaryWire;
}

/** The body of an association's create (spec §3); PATCH sends part of it. */
export interface AssociationWrite {
  training: string;
  status: string;
  pyme: string;
}

/** One of the user's assigned lines (/formation). */
export interface LineAssignment {
  /** The association's uuid; null when the answer does not give it (spec §3 lists none). */
  uuid: string | null;
  /** `FINISHED` is the one status the user's card treats specially (spec §4). */
  status: string;
  /** ISO date-time of the assignment; '' when the answer has none. */
  created: string;
  training: Recommendation;
}

const readLineAssignment: Reader<LineAssignment> = (value, path = '') => {
  const row = fieldsOf(value, path);
  return {
    uuid: optionalId(pick(row, 'uuid', 'id')),
    status: lineStatusChoice(row.status),
    created: isoDateTime(row.created, 'lineAssignments'),
    training: readTrainingSummary(row.training, 'lineAssignments'),
  };
};

export const readLineAssignments = listOf(readLineAssignment);

/** A new association: its status `NA` unless given (ours: spec §4 starts every pyme at NA). */
export interface NewAssociation {
  pyme: string;
  training: string;
  status?: string;
}

/** An association's change: a new line (and status), or a new status. */
export type AssociationChange = { training: string; status?: string } | { status: string };

const ASSOCIATION = 'api/formations/formation-line/';

export const associationRequests = {
  /** `GET formation-line-list/`: the user's lines, read whole. */
  mine: (): ApiRequest => ({ url: 'api/formations/formation-line-list/', allPages: true }),
  /** `POST formation-line/ {training, status, pyme}` (spec §3, §7). */
  create: ({ pyme, training, status = 'NA' }: NewAssociation): ApiRequest => ({
    url: ASSOCIATION,
    method: 'POST',
    data: { training, status, pyme } satisfies AssociationWrite,
  }),
  /** `PATCH formation-line/{uuid}/`. */
  update: (uuid: string, change: AssociationChange): ApiRequest => ({
    url: apiPath(ASSOCIATION, uuid),
    method: 'PATCH',
    data: change,
  }),
  /** `DELETE formation-line/{uuid}/`. */
  remove: (uuid: string): ApiRequest => ({ url: apiPath(ASSOCIATION, uuid), method: 'DELETE' }),
};
