/**
 * The request and response bodies of docs/api-contract.md, as the demo
 * backend reads and writes them. Responses are what the serialisers return;
 * a request is read as `Sent<Request>`: the contract's field names, each
 * value unchecked until the handler checks it. Where spec-only mode
 * (api-mode.ts) answers another shape, both are here.
 */
import type { TrainingLineWeightingField } from '@/validation/training-line-rules';

/** A request body as it arrives: the contract's fields, any of them missing or of any type. */
export type Sent<Body> = Partial<Readonly<Record<keyof Body, unknown>>>;

// ---------------------------------------------------------------------------
// Conventions

/** `{date: "yyyy-MM-dd", hour: "HH:mm"}`. */
export interface DateAndHour {
  date: string;
  hour: string;
}

/** A DRF page (`?limit=&offset=`). */
export interface Page<Row> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
}

/** `{"message": CODE}`: the full API's answer to a write whose body the spec does not give. */
export interface MessageResponse {
  message: string;
}

// ---------------------------------------------------------------------------
// Session tokens

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RefreshRequest {
  refresh: string;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

// ---------------------------------------------------------------------------
// Profile and account

/** `GET api/users/info/`. */
export interface UserInfoResponse {
  user: {
    uuid: string;
    first_name: string;
    last_name: string;
    email: string;
    last_login: DateAndHour | null;
  };
  profile: { rut_user: string; phone_number: string | null };
  type_user: { admin: boolean; is_super: boolean };
  /** Null for admins. */
  pyme: UserInfoPyme | SpecUserInfoPyme | null;
}

/** The user's pyme, full API: with its uuid, and the line association as `{uuid, status}`. */
export interface UserInfoPyme {
  uuid: string;
  business_name: string;
  formation_line: { uuid: string; status: string } | null;
}

/** Spec-only: spec §3's `{business_name, formation_line}`, the association as its uuid. */
export interface SpecUserInfoPyme {
  business_name: string;
  formation_line: string | null;
}

/** `PATCH api/users/profile/` (`email` and `rut_user` only when changed). */
export interface ProfileUpdateRequest {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  rut_user: string;
}

/** `POST api/users/signup/`. */
export interface SignupRequest {
  email: string;
  password: string;
  password_confirmation: string;
  first_name: string;
  last_name: string;
  rut_user: string;
  phone_number: string;
  position: string;
  business_name: string;
  rut: string;
  direction: string;
  region: string;
  commune: string;
  terms_accepted: boolean;
}

/** Full API: `{"message": "USER_CREATED", email}`. */
export interface SignupResponse {
  message: 'USER_CREATED';
  email: string;
}

/** Spec-only: DRF's create answers the user. */
export interface SpecSignupResponse {
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** `PATCH api/users/verify/`. */
export interface VerifyRequest {
  token: string;
}

/** `POST api/users/verify/` and `POST api/users/pwreset/`. */
export interface EmailRequest {
  email: string;
}

/** `PATCH api/users/pwupdate/`. */
export interface PasswordUpdateRequest {
  password: string;
  password_confirmation: string;
}

/** `PATCH api/users/pwreset/`. */
export interface PasswordResetRequest extends PasswordUpdateRequest {
  token: string;
}

// ---------------------------------------------------------------------------
// Diagnostics and their answers

/** The diagnostic (spec §3). */
export interface DiagnosticResponse {
  uuid: string;
  name: string;
  form_id: string;
  duration: number;
  order_number: number;
  order_name: string;
  amount: number;
  enabled: boolean;
}

/** `POST` and `PATCH api/evaluations/evaluation/` (PATCH: the changed fields). */
export type DiagnosticRequest = Omit<DiagnosticResponse, 'uuid'>;

/** A row of `GET api/user/list-available/`, full API. */
export interface AvailableEvaluation {
  uuid: string;
  name: string;
  form_id: string;
  duration: number;
  order_number: number;
  is_done: boolean;
  response_token: string;
}

/** Spec-only: the diagnostic's own fields and `is_done`. */
export interface SpecAvailableEvaluation extends DiagnosticResponse {
  is_done: boolean;
}

/** A row of `GET api/evaluations/list-ready/{pyme}/`. */
export interface ReadyEvaluation {
  uuid: string;
  name: string;
  evaluated: boolean;
}

/** `POST api/evaluations/evaluated-result/` with a session: the admin's read. */
export interface AnswersRequest {
  pyme_uuid: string;
  evaluation_uuid: string;
}

export interface AnswersResponse {
  created: DateAndHour;
  answers: { question: { question_name: string }; answer_text: string }[];
}

/** One answer of a Typeform delivery, as far as the backend reads it. */
export interface TypeformAnswer {
  type?: string;
  text?: string;
  email?: string;
  number?: number;
  boolean?: boolean;
  choice?: { label?: string };
  choices?: { labels?: string[] };
  field?: { id?: string; ref?: string };
}

/**
 * `POST api/evaluations/evaluated-result/` without a session: the form
 * provider's `form_response` webhook. Typeform's, so any part may be missing.
 */
export interface WebhookDelivery {
  event_type?: string;
  form_response?: {
    form_id?: string;
    submitted_at?: string;
    hidden?: { response_token?: unknown; user_id?: unknown };
    definition?: { fields?: { id?: string; title?: string }[] };
    answers?: TypeformAnswer[];
  };
}

// ---------------------------------------------------------------------------
// Pymes

/** The pyme, as every pyme call returns it. */
export interface PymeResponse {
  uuid: string;
  business_name: string;
  rut: string;
  address: string;
  state: string;
  commune: string;
  enabled: boolean;
  has_evaluation: boolean;
  created: DateAndHour;
  user: {
    first_name: string;
    last_name: string;
    rut_user: string;
    position: string;
    email: string;
    /** Full API only. */
    phone_number?: string | null;
  };
  /** The association: its uuid, the line's uuid and name, and the association's status. */
  formation_line: { uuid: string; training: { uuid: string; name: string; status: string } } | null;
}

/** `PATCH api/pymes/pyme/{uuid}/`: `{enabled}` (disable, enable) or the pyme's data. */
export interface PymeUpdateRequest {
  business_name: string;
  address: string;
  state: string;
  commune: string;
  rut: string;
  enabled: boolean;
}

/** `PATCH api/pymes/user/{pyme uuid}/`. */
export interface PymeUserUpdateRequest {
  first_name: string;
  last_name: string;
  position: string;
  phone_number: string | null;
  email: string;
  rut_user: string;
}

// ---------------------------------------------------------------------------
// Administrators and who looks after which pyme

/** An admin (spec §3), as `api/admin/user/` gives it. */
export interface AdminResponse {
  uuid: string;
  enabled: boolean;
  is_super: boolean;
  user: { uuid: string; first_name: string; last_name: string; email: string };
  profile: { rut_user: string } | null;
}

/** `POST` and `PATCH api/admin/user/` (spec §3's create-admin payload). */
export interface AdminRequest {
  first_name: string;
  last_name: string;
  rut_user: string;
  email: string;
  password: string;
  enabled: boolean;
  is_super: boolean;
  order_name: string;
}

/** `POST` · `PATCH` · `DELETE api/pymes/admin/{pyme}/`. */
export interface AssignmentRequest {
  admin_uuid: string;
  pyme_uuid: string;
}

/** Full API: a row of `GET api/pymes/admin/`, and the answer to POST and PATCH. */
export interface AssignmentResponse {
  pyme: string;
  admin: { uuid: string; first_name: string; last_name: string; enabled: boolean };
}

/** Spec-only: the assignment as a record, with the pyme and the admin in full. */
export interface SpecAssignmentRecord {
  pyme_uuid: string;
  admin_uuid: string;
  pyme: PymeResponse;
  admin: AdminResponse;
}

// ---------------------------------------------------------------------------
// Training lines and a pyme's association with one

/** The text fields of a line, as the form sends them. */
export interface TrainingLineTexts {
  name: string;
  content_id: string;
  description: string;
  provider_name: string;
  provider_phone: string;
  provider_url: string;
  content_url: string;
  content_code: string;
  content_1: string;
  content_2: string;
}

/** The training line, as every line call returns it (weightings nested). */
export interface TrainingLineResponse extends TrainingLineTexts {
  uuid: string;
  /** The type's uuid. */
  type: string;
  image_logo: string;
  image_banner: string;
  is_online: boolean;
  is_automatic_asignation: boolean;
  is_active: boolean;
  training_score: Record<TrainingLineWeightingField, number>;
}

/**
 * `POST` and `PATCH api/formations/training/`: multipart (texts, `true`/`false`,
 * weightings flat, images as files); the soft delete is JSON `{"is_active": false}`.
 */
export type TrainingLineRequest = TrainingLineTexts &
  Record<TrainingLineWeightingField, number> & {
    type: string;
    is_online: boolean;
    is_automatic_asignation: boolean;
    is_active: boolean;
    image_logo: Blob;
    image_banner: Blob;
  };

/** A row of `GET api/formations/type-training/`. */
export interface TrainingLineTypeResponse {
  uuid: string;
  name: string;
}

/** The training an entrepreneur sees: recommendation and her lines. */
export interface TrainingSummary {
  uuid: string;
  name: string;
  description: string;
  content_url: string;
  image_logo: string;
  image_banner: string;
}

/** A row of `GET api/formations/formation-line-list/` (`created` ISO). */
export interface AssociatedLineResponse {
  uuid: string;
  status: string;
  created: string;
  training: TrainingSummary;
}

/** `POST` and `PATCH api/formations/formation-line/`. */
export interface AssociationRequest {
  training: string;
  status: string;
  pyme: string;
}

export interface AssociationResponse extends AssociationRequest {
  uuid: string;
}
