/**
 * The demo backend's records: what its database holds, one type per table.
 * The seed (seed.ts) builds them, db.ts keeps them. Where a record holds what
 * the wire shows, it is the edge's wire type (src/api/edge), with the
 * relations stored as uuids and dates as ISO date-times.
 */
import type { DiagnosticWire } from '@/api/edge/diagnostics';
import type { PymeWire } from '@/api/edge/pymes';
import type { TrainingLineTypeWire, TrainingLineWire } from '@/api/edge/training-lines';

/** A user account: the pyme user's fields of spec §3 (admins have them too), and the account's. */
export type DemoUser = Omit<PymeWire['user'], 'phone_number'> & {
  uuid: string;
  password: string;
  phone_number: string | null;
  is_admin: boolean;
  is_super: boolean;
  /** False for a disabled admin ("Deshabilitado"). */
  enabled: boolean;
  /** The e-mail link was opened (spec §4, account confirm). */
  verified: boolean;
  /** ISO date-time of the latest login, or null. */
  last_login: string | null;
  date_joined: string;
};

/** A pyme: its own fields of spec §3, its entrepreneur's uuid, and its ISO registration. */
export type DemoPyme = Pick<PymeWire, 'uuid' | 'business_name' | 'rut' | 'commune' | 'enabled'> & {
  address: string;
  /** The region. */
  state: string;
  user_uuid: string;
  created: string;
};

/** A diagnostic, as spec §3 gives it. */
export type DemoEvaluation = DiagnosticWire;

export type DemoTrainingLineType = TrainingLineTypeWire;

/** A training line as spec §3 gives it, its type as the type's uuid, and when it was created (ISO). */
export type DemoTrainingLine = Omit<TrainingLineWire, 'type'> & { type: string; created: string };

/** A submitted diagnostic: what the form provider's webhook stores. */
export interface DemoEvaluationResult {
  uuid: string;
  pyme_uuid: string;
  evaluation_uuid: string;
  created: string;
  answers: { question_name: string; answer_text: string }[];
}

/** A pyme's assignment to a training line. */
export interface DemoLineAssignment {
  uuid: string;
  pyme_uuid: string;
  training_line_uuid: string;
  status: string;
  created: string;
}

/**
 * Which admin looks after a pyme (spec §3, admin-to-pyme assignment); one per
 * pyme. `admin_uuid` is the admin's user uuid, whatever uuid the API gives it.
 */
export interface DemoAdminAssignment {
  pyme_uuid: string;
  admin_uuid: string;
}

/** A one-use link token sent by e-mail: account confirmation or password reset. */
export interface DemoEmailToken {
  token: string;
  user_uuid: string;
  type: 'verify' | 'reset';
  /** ISO date-time after which the link answers EXPIRED_TOKEN. */
  expires_at: string;
  used: boolean;
}

/** An e-mail the backend "sent"; the demo shows them in "Correo de demostración". */
export interface DemoEmail {
  uuid: string;
  to: string;
  subject: string;
  body: string;
  /** The app path the e-mail links to (`/accountConfirm/<token>`). */
  link: string;
  link_label: string;
  sent_at: string;
}

/**
 * An image an admin uploaded for a training line, kept with the demo data so
 * that `GET media/…` serves it (docs/api-contract.md, "Admin: training lines").
 */
export interface DemoUpload {
  /** The stored path the line refers to: `/media/trainings/<line uuid>-logo.png`. */
  path: string;
  content_type: string;
  /** The file as a `data:` URL (base64). */
  data_url: string;
}

export interface DemoData {
  users: DemoUser[];
  pymes: DemoPyme[];
  evaluations: DemoEvaluation[];
  evaluationResults: DemoEvaluationResult[];
  trainingLineTypes: DemoTrainingLineType[];
  trainingLines: DemoTrainingLine[];
  lineAssignments: DemoLineAssignment[];
  adminAssignments: DemoAdminAssignment[];
  emailTokens: DemoEmailToken[];
  outbox: DemoEmail[];
  /** Uploaded images; absent until the first upload (the seed has none). */
  uploads?: DemoUpload[];
}
