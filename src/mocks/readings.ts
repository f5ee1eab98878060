/**
 * The readings the demo backend can serve (docs/api-contract.md, "Readings of the spec"):
 * one table, a column per reading, a row per gap of the spec. Handlers and
 * serializers apply the current reading's rows (`reading().pymeLine(…)`); none
 * of them asks which reading it is.
 *
 * - `full` (the default): the spec's API with our readings of its gaps and
 *   our additions (the "ours" rows of docs/api-contract.md).
 * - `spec-only`: only the spec's API (spec §3, §7, §8, §9), taking the other
 *   plausible Django REST Framework reading of every gap, so that the app's
 *   dependence on our readings shows up as failing tests.
 * - `other`: the spec's API again, with the other plausible DRF side of the
 *   gaps where `spec-only` took ours or a third one exists (bigger pages,
 *   nested relations, 204s, uuid-only rows…).
 *
 * Chosen in the browser by the localStorage key `pymes-demo-api` or the build's
 * `VITE_DEMO_READING` (src/mocks/browser.ts, `npm run demo -- --reading <name>`),
 * in Vitest by `DEMO_READING` (tests/testing/setup.ts).
 */
import { HttpResponse } from 'msw';
import type { AdminWire } from '@/api/edge/admins';
import type { AssignmentRowWire } from '@/api/edge/assignments';
import type { AssociationWrite, LineAssignmentWire } from '@/api/edge/associations';
import type { AvailableEvaluationWire } from '@/api/edge/diagnostics';
import type { PymeLineWire, PymeWire } from '@/api/edge/pymes';
import type { TrainingLineWire, TrainingSummaryWire } from '@/api/edge/training-lines';
import type { UserInfoWire } from '@/api/edge/users';
import {
  pymeOf,
  type DemoData,
  type DemoEvaluation,
  type DemoLineAssignment,
  type DemoPyme,
  type DemoTrainingLineType,
  type DemoUser,
} from './db';
import {
  dateAndHour,
  methodNotAllowed,
  newestFirst,
  noContent,
  notFound,
  requireUser,
  validationError,
} from './http';
import { env } from '@/config/env';
import { adminUuidOf } from './ids';
import { issueResponseToken, verifyResponseToken } from './webhook-signing';

export type ReadingName = 'full' | 'spec-only' | 'other' | 'drf';

/** The query parameters a list may honour; DRF ignores any other. */
export type ListParam = 'limit' | 'offset' | 'search' | 'training' | 'enabled';

/** The lists whose parameters differ between readings; every other list honours them all. */
export type ListEndpoint =
  | 'pymes/pyme/'
  | 'pymes/pyme-search/'
  | 'admin/user-search/'
  | 'evaluations/evaluation/'
  | 'user/list-available/'
  | 'evaluations/list-ready/'
  | 'formations/formation-line-list/';

/** A body's media type, as the training view's parsers (DRF `parser_classes`) name it. */
export type MediaType = 'application/json' | 'multipart/form-data';

/** The writes whose answer the spec does not give. */
export type Write =
  | 'profile'
  | 'verify'
  | 'passwordReset'
  | 'passwordUpdate'
  | 'signup'
  | 'pyme'
  | 'pymeUser'
  | 'lineCreate'
  | 'lineUpdate';

/** `{"message": CODE}`, our answer to a write (the signup adds the e-mail). */
export interface MessageAnswer {
  message: string;
  email?: string;
}

/** What a write can answer; the reading picks one (`Reading.writes`). */
export interface Written {
  /** The record as the write's serializer shows it; none: `{}` (a serializer of write-only fields). */
  record?: () => object;
  /** Our `{"message": CODE}`. */
  message?: MessageAnswer;
  status?: 200 | 201;
}

type WriteAnswer = (written: Written) => Response;

/** The ways a write answers, for the table below. */
const answer = {
  /** DRF's create and update: the serializer's data. */
  record: ({ record, status = 200 }) => HttpResponse.json(record?.() ?? {}, { status }),
  /** Ours: `{"message": CODE}`. */
  message: ({ message, status = 200 }) => HttpResponse.json(message ?? {}, { status }),
  /** A create whose serializer shows nothing. */
  empty: ({ status = 200 }) => HttpResponse.json({}, { status }),
  /** An APIView that answers `Response(status=204)`. */
  noContent: () => noContent(),
} satisfies Record<string, WriteAnswer>;

/** The association as formation-line/'s writes answer it (spec §3's fields, and its uuid where given). */
export type AssociationAnswer = AssociationWrite & { uuid?: string };

/** What a row of `pymes/admin/` is made of; the nested forms are built only where a reading nests them. */
export interface AssignmentParts {
  pyme: DemoPyme;
  /** Null: nobody looks after the pyme. */
  admin: DemoUser | null;
  pymeWire: () => PymeWire;
  adminWire: (admin: DemoUser) => AdminWire;
}

/** A super admin's change of an admin: the flags sent, or its deletion. */
export type AdminChange = { is_super?: boolean; enabled?: boolean } | 'delete';

/** The hidden fields of a webhook delivery (Typeform's `form_response.hidden`). */
export interface HiddenFields {
  response_token?: unknown;
  user_id?: unknown;
}

/** One reading: a value or a small function for each gap of the spec. */
export interface Reading {
  /** What the demo bar says about the API it serves. */
  badge: string;

  // Lists
  /** Rows of a page asked without `limit` (DRF `PAGE_SIZE`); null: no paging, every row as a plain array. */
  pageSize: number | null;
  /** The most rows a page holds, whatever `limit` asks (`max_limit`); null: no cap. */
  maxLimit: number | null;
  /** The query parameters each of these lists honours. */
  listParams: Readonly<Record<ListEndpoint, readonly ListParam[]>>;
  /** The texts `pymes/pyme-search/` looks in (`search_fields`). */
  pymeSearch: (pyme: DemoPyme, user: DemoUser | undefined) => readonly (string | undefined)[];

  // Pymes
  /** The pyme's entrepreneur. */
  pymeUser: (user: DemoUser | undefined) => PymeWire['user'];
  /** The pyme's association with a training line. */
  pymeLine: (line: DemoLineAssignment, training: TrainingLineWire) => PymeLineWire;
  /** `GET pymes/pyme/{uuid}/` (the spec lists only PATCH there); `serve` answers the pyme. */
  pymeDetail: (request: Request, serve: () => Response) => Response;
  /** The pyme of `users/info/`. */
  userInfoPyme: (
    pyme: DemoPyme,
    line: DemoLineAssignment | undefined,
  ) => NonNullable<UserInfoWire['pyme']>;

  // Training lines and associations
  /** A line's `type`, from the type's uuid. */
  lineType: (uuid: string, types: readonly DemoTrainingLineType[]) => TrainingLineWire['type'];
  /** The bodies `POST` and `PATCH formations/training/` read; another is 415. */
  lineMediaTypes: readonly MediaType[];
  /** A row of `formations/formation-line-list/`. */
  lineAssignment: (line: DemoLineAssignment, training: TrainingSummaryWire) => LineAssignmentWire;
  /** `formations/recommendation/`. */
  recommendation: (training: TrainingSummaryWire) => TrainingSummaryWire;
  /** The association as `formation-line/`'s writes answer it. */
  association: (line: DemoLineAssignment) => AssociationAnswer;

  // Administrators
  /** An admin's `uuid` in the API: the admin calls' `{uuid}` and an assignment's `admin_uuid`. */
  adminUuid: (admin: DemoUser) => string;
  /** Whether the change is a super admin's own that `400 {"detail": "SELF_CHANGE"}` refuses. */
  refusesSelfChange: (caller: DemoUser, admin: DemoUser, change: AdminChange) => boolean;
  /** The rows of `pymes/admin/`. */
  assignmentRows: (data: DemoData) => { pyme: DemoPyme; admin: DemoUser | null }[];
  /** A row of `pymes/admin/`, and the answer of its POST and PATCH. */
  assignment: (parts: AssignmentParts) => AssignmentRowWire;

  // Diagnostics
  /** The diagnostics `evaluations/list-ready/{pyme}/` lists, of the enabled ones and those the pyme answered. */
  readyEvaluations: (
    evaluations: readonly DemoEvaluation[],
    answered: ReadonlySet<string>,
  ) => readonly DemoEvaluation[];
  /** A row of `user/list-available/`. */
  availableEvaluation: (
    evaluation: DemoEvaluation,
    isDone: boolean,
    user: DemoUser,
  ) => Promise<AvailableEvaluationWire>;
  /** The pyme a webhook delivery's answers go to, or the 400 that refuses it. */
  webhookRecipient: (
    data: DemoData,
    hidden: HiddenFields,
    formId: string,
  ) => Promise<DemoPyme | Response>;

  /** How each write answers. */
  writes: Readonly<Record<Write, WriteAnswer>>;

  // Names, file URLs, moments and the spec's own filters (issue 45)
  /**
   * The names `users/signup/` reads, of the two spec §3 gives:
   * `snake` = last_name, phone_number, direction, region;
   * `camel` = lastName, phoneNumber, address, state.
   */
  signupNames: 'snake' | 'camel';
  /** The names a pyme's address and region are answered and written under (spec §3 gives both). */
  pymeNames: { address: 'address' | 'direction'; state: 'state' | 'region' };
  /** A stored file's URL as the answers write it, from its stored path (`/media/…`). */
  mediaUrl: (storedPath: string) => string;
  /**
   * A date-time as the answers write it, from the stored wall-clock time
   * (`yyyy-MM-ddTHH:mm:ss`): as stored, or in UTC with `Z` (Django's
   * `TIME_ZONE = "UTC"`). The spec's `{date, hour}` fields are built from it.
   */
  moment: (stored: string) => string;
  /**
   * A date-time the spec gives as `{date, hour}` (a pyme's `created`, a
   * user's `last_login`, the answers' `created`), from the stored time: the
   * spec's `{date, hour}` of `moment`, or (a DRF project at its defaults, whose
   * DateTimeField knows no `{date, hour}`) `moment` itself.
   */
  dateTime: (stored: string) => { date: string; hour: string } | string;
  /** Whether the formation lists apply `is_active` (spec §7); false: a list view without that filter. */
  honoursIsActive: boolean;
}

// ---------------------------------------------------------------------------
// The pieces the columns share

/** Spec §3's pyme user: first_name, last_name, rut_user, position, email. */
function specPymeUser(user: DemoUser | undefined): PymeWire['user'] {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    rut_user: user?.rut_user ?? '',
    position: user?.position ?? '',
    email: user?.email ?? '',
  };
}

/** Spec §3: `{uuid, training: {uuid, name, status}}`, the association's status nested in the training. */
function statusInTraining(line: DemoLineAssignment, training: TrainingLineWire): PymeLineWire {
  return {
    uuid: line.uuid,
    training: { uuid: training.uuid, name: training.name, status: line.status },
  };
}

/** `pymes/pyme-search/` on the spec's backends: the business name and RUT. */
const businessSearch = (pyme: DemoPyme) => [pyme.business_name, pyme.rut];

/** The admins' lists and writes give each admin its own uuid (spec §3), not its user's. */
const ownAdminUuid = (admin: DemoUser) => adminUuidOf(admin.uuid);

/** `formation-line/`'s fields (spec §3). */
function associationFields(line: DemoLineAssignment): AssociationWrite {
  return { training: line.training_line_uuid, status: line.status, pyme: line.pyme_uuid };
}

/** `formation-line-list/` with the association's uuid and `created` as ISO (DRF's DateTimeField). */
function lineWithUuid(line: DemoLineAssignment, training: TrainingSummaryWire) {
  return {
    uuid: line.uuid,
    status: line.status,
    created: reading().moment(line.created),
    training,
  };
}

/** `{date, hour}` of the stored time as the reading writes its moments (`moment`). */
const momentParts = (stored: string) => dateAndHour(reading().moment(stored));

/** The stored time as the reading writes its moments: ISO text (DRF's DateTimeField). */
const momentText = (stored: string) => reading().moment(stored);

/** The assignments that exist, one row each. */
function assignedRows(data: DemoData) {
  const users = new Map(data.users.map((user) => [user.uuid, user]));
  const pymes = new Map(data.pymes.map((pyme) => [pyme.uuid, pyme]));
  return data.adminAssignments.flatMap((row) => {
    const admin = users.get(row.admin_uuid);
    const pyme = pymes.get(row.pyme_uuid);
    return admin && pyme ? [{ pyme, admin }] : [];
  });
}

/** The pyme of the entrepreneur whose user uuid is a webhook's `hidden.user_id` (spec §2), or 400. */
function userIdRecipient(data: DemoData, hidden: HiddenFields): Promise<DemoPyme | Response> {
  const userId = hidden.user_id;
  const user =
    typeof userId === 'string' && userId !== ''
      ? data.users.find((candidate) => candidate.uuid === userId && !candidate.is_admin)
      : undefined;
  const pyme = user && pymeOf(data, user);
  return Promise.resolve(pyme ?? validationError({ hidden: ['INVALID'] }));
}

/** The pyme of the user a webhook's `hidden.response_token` was issued to (ours), or 400. */
async function responseTokenRecipient(
  data: DemoData,
  hidden: HiddenFields,
  formId: string,
): Promise<DemoPyme | Response> {
  const token = hidden.response_token;
  if (typeof token !== 'string' || token === '') {
    return validationError({ response_token: ['REQUIRED'] });
  }
  const userUuid = await verifyResponseToken(token, formId);
  if (!userUuid) return validationError({ response_token: ['INVALID_TOKEN'] });
  const user = data.users.find((candidate) => candidate.uuid === userUuid);
  return (user && pymeOf(data, user)) ?? validationError({ response_token: ['USER_NOT_EXISTS'] });
}

/** The lists' parameters on the spec's backends: DRF's paging everywhere, no filter of ours. */
const specListParams: Reading['listParams'] = {
  'pymes/pyme/': ['limit', 'offset', 'training'],
  'pymes/pyme-search/': ['limit', 'offset', 'search', 'training'],
  'admin/user-search/': ['limit', 'offset', 'search'],
  'evaluations/evaluation/': ['limit', 'offset'],
  'user/list-available/': ['limit', 'offset'],
  'evaluations/list-ready/': ['limit', 'offset'],
  'formations/formation-line-list/': ['limit', 'offset'],
};

/** The stored path itself (spec §3: the client prefixes the service base URL). */
const storedPathAsIs = (storedPath: string) => storedPath;

/** DRF's `ImageField` with the request in the serializer's context: the absolute URL. */
function absoluteMediaUrl(storedPath: string): string {
  const base = new URL(
    env.apiUrl,
    typeof location === 'undefined' ? 'http://localhost/' : location.href,
  );
  return new URL(storedPath.replace(/^\/+/, ''), base).href;
}

/** The stored wall-clock time as it is (Django with `USE_TZ = False`, or a local `TIME_ZONE`). */
const wallClock = (stored: string) => stored;

/** The stored wall-clock time (this machine's time zone) as the UTC moment Django answers with `TIME_ZONE = "UTC"`. */
function utcMoment(stored: string): string {
  const moment = new Date(stored);
  return Number.isNaN(moment.getTime()) ? stored : moment.toISOString().replace('.000Z', 'Z');
}

// ---------------------------------------------------------------------------
// The table

/** Only the spec's API, on the other plausible DRF side of its gaps (see the file's head). */
const specOnlyReading: Reading = {
  badge: 'API: solo la especificación',
  signupNames: 'snake',
  pymeNames: { address: 'address', state: 'state' },
  mediaUrl: storedPathAsIs,
  moment: wallClock,
  dateTime: momentParts,
  honoursIsActive: true,
  pageSize: 10,
  maxLimit: 100,
  listParams: specListParams,
  pymeSearch: businessSearch,
  pymeUser: specPymeUser,
  pymeLine: statusInTraining,
  // No such URL: 404 before any session check.
  pymeDetail: () => notFound(),
  userInfoPyme: (pyme, line) => ({
    business_name: pyme.business_name,
    formation_line: line?.uuid ?? null,
  }),
  lineType: (uuid) => uuid,
  lineMediaTypes: ['multipart/form-data', 'application/json'],
  lineAssignment: lineWithUuid,
  recommendation: (training) => training,
  association: (line) => ({ uuid: line.uuid, ...associationFields(line) }),
  adminUuid: ownAdminUuid,
  refusesSelfChange: () => false,
  assignmentRows: assignedRows,
  // A record: spec §3's admin_uuid and pyme_uuid, and both nested as their own calls give them.
  assignment: ({ pyme, admin, pymeWire, adminWire }) => {
    const nestedAdmin = admin && adminWire(admin);
    return {
      pyme_uuid: pyme.uuid,
      admin_uuid: nestedAdmin?.uuid ?? null,
      pyme: pymeWire(),
      admin: nestedAdmin,
    };
  },
  readyEvaluations: (evaluations) => evaluations,
  availableEvaluation: (evaluation, isDone) => Promise.resolve({ ...evaluation, is_done: isDone }),
  webhookRecipient: userIdRecipient,
  writes: {
    profile: answer.record,
    verify: answer.record,
    passwordReset: answer.record,
    passwordUpdate: answer.record,
    signup: answer.record,
    pyme: answer.record,
    pymeUser: answer.record,
    lineCreate: answer.record,
    lineUpdate: answer.record,
  },
};

export const readings: Readonly<Record<ReadingName, Reading>> = {
  full: {
    badge: 'API: completa (con propuestas nuestras)',
    signupNames: 'snake',
    pymeNames: { address: 'address', state: 'state' },
    mediaUrl: storedPathAsIs,
    moment: wallClock,
    dateTime: momentParts,
    honoursIsActive: true,
    pageSize: null,
    maxLimit: null,
    listParams: {
      'pymes/pyme/': ['limit', 'offset', 'training', 'enabled'],
      'pymes/pyme-search/': ['limit', 'offset', 'search', 'training', 'enabled'],
      // Spec §7: "no paging".
      'admin/user-search/': ['search'],
      'evaluations/evaluation/': ['limit', 'offset', 'search'],
      // Plain arrays, whatever is asked.
      'user/list-available/': [],
      'evaluations/list-ready/': [],
      'formations/formation-line-list/': [],
    },
    pymeSearch: (pyme, user) => [
      pyme.business_name,
      pyme.rut,
      user?.first_name,
      user?.last_name,
      user?.email,
      user?.rut_user,
      pyme.state,
      pyme.commune,
    ],
    pymeUser: (user) => ({ ...specPymeUser(user), phone_number: user?.phone_number ?? null }),
    // Ours: the association dated, `{date, hour}` as the pyme's own `created`.
    pymeLine: (line, training) => ({
      ...statusInTraining(line, training),
      created: momentParts(line.created),
    }),
    pymeDetail: (_request, serve) => serve(),
    userInfoPyme: (pyme, line) => ({
      uuid: pyme.uuid,
      business_name: pyme.business_name,
      formation_line: line ? { uuid: line.uuid, status: line.status } : null,
    }),
    lineType: (uuid) => uuid,
    lineMediaTypes: ['multipart/form-data', 'application/json'],
    lineAssignment: lineWithUuid,
    recommendation: (training) => training,
    association: (line) => ({ uuid: line.uuid, ...associationFields(line) }),
    adminUuid: (admin) => admin.uuid,
    refusesSelfChange: (caller, admin, change) =>
      admin.uuid === caller.uuid &&
      (change === 'delete' || change.is_super === false || change.enabled === false),
    assignmentRows: assignedRows,
    assignment: ({ pyme, admin }) => ({
      pyme: pyme.uuid,
      admin: admin && {
        uuid: admin.uuid,
        first_name: admin.first_name,
        last_name: admin.last_name,
        enabled: admin.enabled,
      },
    }),
    // Every enabled diagnostic, `evaluated` saying which the pyme answered.
    readyEvaluations: (evaluations) => evaluations,
    availableEvaluation: async (evaluation, isDone, user) => ({
      uuid: evaluation.uuid,
      name: evaluation.name,
      form_id: evaluation.form_id,
      duration: evaluation.duration,
      order_number: evaluation.order_number,
      is_done: isDone,
      response_token: await issueResponseToken(user.uuid, evaluation.form_id),
    }),
    webhookRecipient: responseTokenRecipient,
    writes: {
      profile: answer.message,
      verify: answer.message,
      passwordReset: answer.message,
      passwordUpdate: answer.message,
      signup: answer.message,
      pyme: answer.record,
      pymeUser: answer.record,
      lineCreate: answer.record,
      lineUpdate: answer.record,
    },
  },

  'spec-only': specOnlyReading,

  other: {
    badge: 'API: otra lectura de la especificación',
    signupNames: 'snake',
    pymeNames: { address: 'address', state: 'state' },
    mediaUrl: storedPathAsIs,
    moment: wallClock,
    dateTime: momentParts,
    honoursIsActive: true,
    pageSize: 20,
    maxLimit: 50,
    listParams: {
      ...specListParams,
      'pymes/pyme-search/': ['limit', 'offset', 'search'],
    },
    pymeSearch: businessSearch,
    pymeUser: specPymeUser,
    pymeLine: (line, training) => ({
      uuid: line.uuid,
      status: line.status,
      training: { uuid: training.uuid, name: training.name },
    }),
    // An update-only view: the URL exists, GET is not one of its methods (after the session check).
    pymeDetail: (request) => {
      requireUser(request, 'admin');
      return methodNotAllowed('GET', 'PATCH, OPTIONS');
    },
    userInfoPyme: (pyme, line) => ({
      business_name: pyme.business_name,
      formation_line: line
        ? { uuid: line.uuid, status: line.status, training: line.training_line_uuid }
        : null,
    }),
    lineType: (uuid, types) => ({
      uuid,
      name: types.find((type) => type.uuid === uuid)?.name ?? '',
    }),
    lineMediaTypes: ['multipart/form-data'],
    lineAssignment: (line, training) => ({
      status: line.status,
      created: momentParts(line.created),
      training,
    }),
    recommendation: (training) => {
      const shown = { ...training };
      delete shown.uuid;
      return shown;
    },
    association: associationFields,
    adminUuid: ownAdminUuid,
    refusesSelfChange: () => false,
    // One row per pyme, the pyme and its admin as uuids, null when nobody looks after it.
    assignmentRows: (data) => {
      const assigned = new Map(assignedRows(data).map((row) => [row.pyme.uuid, row.admin]));
      return newestFirst(data.pymes).map((pyme) => ({
        pyme,
        admin: assigned.get(pyme.uuid) ?? null,
      }));
    },
    assignment: ({ pyme, admin }) => ({ pyme: pyme.uuid, admin: admin && ownAdminUuid(admin) }),
    // The "ready" ones: those the pyme answered (each `evaluated: true`).
    readyEvaluations: (evaluations, answered) =>
      evaluations.filter((evaluation) => answered.has(evaluation.uuid)),
    availableEvaluation: (evaluation, isDone) =>
      Promise.resolve({ ...evaluation, is_done: isDone }),
    webhookRecipient: userIdRecipient,
    writes: {
      profile: answer.noContent,
      verify: answer.noContent,
      passwordReset: answer.noContent,
      passwordUpdate: answer.noContent,
      signup: answer.empty,
      pyme: answer.noContent,
      pymeUser: answer.noContent,
      lineCreate: answer.record,
      lineUpdate: answer.noContent,
    },
  },

  // The spec's API on a DRF project left at its defaults where the spec gives
  // two readings or none: the registration and the pyme under the spec's other
  // names, files as DRF's ImageField answers them with the request in context
  // (absolute URLs), date-times in UTC (`TIME_ZONE = "UTC"`), every one as
  // DateTimeField writes it (`2026-11-28T02:30:00Z`, also where the spec shows
  // `{date, hour}`), and formation lists without an `is_active` filter.
  drf: {
    ...specOnlyReading,
    badge: 'API: Django REST Framework con sus valores por omisión',
    signupNames: 'camel',
    pymeNames: { address: 'direction', state: 'region' },
    mediaUrl: absoluteMediaUrl,
    moment: utcMoment,
    dateTime: momentText,
    honoursIsActive: false,
  },
};

// ---------------------------------------------------------------------------
// The current reading

/** localStorage key: the reading a browser's demo serves (`spec` stays a name of `spec-only`). */
export const READING_KEY = 'pymes-demo-api';

const names: Readonly<Record<string, ReadingName>> = {
  full: 'full',
  'spec-only': 'spec-only',
  // The name of the spec-only reading when there were two modes.
  spec: 'spec-only',
  other: 'other',
  drf: 'drf',
};

/** The reading a setting names (`full`, `spec-only`, `spec`, `other`, `drf`); null for anything else. */
export function readingNamed(setting: unknown): ReadingName | null {
  return typeof setting === 'string' && Object.hasOwn(names, setting)
    ? (names[setting] ?? null)
    : null;
}

let current: ReadingName = 'full';

/** Switches the reading the demo backend serves (the browser's start, Vitest's setup, tests). */
export function setReading(name: ReadingName): void {
  current = name;
}

/** The name of the reading served now. */
export function currentReading(): ReadingName {
  return current;
}

/** The reading served now. */
export function reading(): Reading {
  return readings[current];
}

/** `reading().writes[write]`: the answer of a write whose answer the spec does not give. */
export function answerWrite(write: Write, written: Written): Response {
  return reading().writes[write](written);
}

/**
 * A stored file's URL as the answers write it: `reading().mediaUrl` of its
 * stored path (`/media/…`), or '' when no file is stored.
 */
export function fileUrl(storedPath: string): string {
  return storedPath === '' ? '' : reading().mediaUrl(storedPath);
}
