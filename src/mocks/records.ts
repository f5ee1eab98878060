/**
 * The demo backend's records: what its database holds, one interface per
 * table. The seed (seed.ts) builds them, db.ts keeps them.
 */

/** A user account, as the backend stores it. */
export interface DemoUser {
  uuid: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  rut_user: string;
  phone_number: string | null;
  position: string;
  is_admin: boolean;
  is_super: boolean;
  /** False for a disabled admin ("Deshabilitado"). */
  enabled: boolean;
  /** The e-mail link was opened (spec §4, account confirm). */
  verified: boolean;
  /** ISO date-time of the latest login, or null. */
  last_login: string | null;
  date_joined: string;
}

export interface DemoPyme {
  uuid: string;
  user_uuid: string;
  business_name: string;
  rut: string;
  address: string;
  state: string;
  commune: string;
  enabled: boolean;
  created: string;
}

export interface DemoEvaluation {
  uuid: string;
  name: string;
  form_id: string;
  duration: number;
  order_number: number;
  order_name: string;
  amount: number;
  enabled: boolean;
}

export interface DemoTrainingLineType {
  uuid: string;
  name: string;
}

export interface DemoTrainingLine {
  uuid: string;
  name: string;
  content_id: string;
  description: string;
  type: string;
  image_logo: string;
  image_banner: string;
  is_online: boolean;
  is_automatic_asignation: boolean;
  provider_name: string;
  provider_phone: string;
  provider_url: string;
  content_url: string;
  content_code: string;
  content_1: string;
  content_2: string;
  is_active: boolean;
  created: string;
  training_score: Record<string, number>;
}

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

/** Which admin looks after a pyme (spec §3, admin-to-pyme assignment); one per pyme. */
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
