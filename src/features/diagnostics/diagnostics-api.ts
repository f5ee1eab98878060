import { object, type Schema } from 'yup';
import { api, LIST } from '@/api/api-slice';
import type { FormHiddenFields } from '@/lib/slots';
import type { AppDispatch } from '@/lib/store-hooks';
import { flag, id, listOf, optionalId, text, whole } from '@/api/response-schemas';

/** `GET api/user/list-available/`: one of the user's evaluations (spec §3). */
export interface AvailableEvaluation {
  uuid: string;
  name: string;
  form_id: string;
  /** Minutes. */
  duration: number;
  order_number: number;
  is_done: boolean;
  /**
   * Ours, an option a backend may enable (docs/decisions.md, "Whose answers
   * a form sends"): its token for this user and form, sent to the form as the
   * hidden field `response_token`. Null when the row has none. A backend
   * that issues none at all (the spec's) gets the user's uuid instead
   * (`hiddenFieldsFor`).
   */
  response_token: string | null;
}

/** `GET api/formations/recommendation/`: the recommended training (spec §3). */
export interface Recommendation {
  uuid: string;
  name: string;
  description: string;
  content_url: string;
  image_logo: string;
  image_banner: string;
}

const availableEvaluationSchema: Schema<AvailableEvaluation> = object({
  uuid: id(),
  name: text(),
  form_id: id(),
  duration: whole(),
  order_number: whole(),
  is_done: flag(),
  response_token: optionalId(),
});

const recommendationSchema: Schema<Recommendation> = object({
  uuid: id(),
  name: text(),
  description: text(),
  content_url: text(),
  image_logo: text(),
  image_banner: text(),
});

/** The entrepreneur's diagnostics and the recommendation after the first two (spec §7). */
export const diagnosticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvailableEvaluations: build.query<AvailableEvaluation[], undefined>({
      query: () => ({ url: 'api/user/list-available/', allPages: true }),
      rawResponseSchema: listOf(availableEvaluationSchema),
      providesTags: [{ type: 'AvailableEvaluation', id: LIST }],
    }),
    getRecommendation: build.query<Recommendation, undefined>({
      query: () => ({ url: 'api/formations/recommendation/' }),
      rawResponseSchema: recommendationSchema,
    }),
  }),
});

export const { useGetAvailableEvaluationsQuery, useGetRecommendationQuery } = diagnosticsApi;

/** Starts /dashboard's list as the route opens (the route table's `data`, issue 28). */
export function prefetchAvailableEvaluations(dispatch: AppDispatch): void {
  dispatch(diagnosticsApi.util.prefetch('getAvailableEvaluations', undefined, {}));
}

/**
 * The hidden field a diagnostic's form is sent with, or null when it cannot be
 * started. A backend that issues response tokens (any row has one) files
 * answers only by token, so a row without one waits; a backend that issues
 * none (spec §2) takes the user's uuid.
 */
export function hiddenFieldsFor(
  evaluation: AvailableEvaluation,
  evaluations: readonly AvailableEvaluation[],
  userUuid: string | undefined,
): FormHiddenFields | null {
  if (evaluation.response_token !== null) return { response_token: evaluation.response_token };
  const tokensIssued = evaluations.some((row) => row.response_token !== null);
  if (tokensIssued || !userUuid) return null;
  return { user_id: userUuid };
}

/** Why a diagnostic named in the address cannot be opened (/form?diagnostico=…). */
export type StartRefusal = 'done' | 'unavailable';

/**
 * The hidden field to open the diagnostic whose form is `formId` with, or why
 * it cannot be opened: the same rule as the dashboard's buttons (only the
 * first diagnostic not done yet, and only with a hidden field to send).
 */
export function startOf(
  formId: string,
  evaluations: readonly AvailableEvaluation[],
  userUuid: string | undefined,
): { hidden: FormHiddenFields } | { refused: StartRefusal } {
  const evaluation = evaluations.find((candidate) => candidate.form_id === formId);
  if (evaluation?.is_done) return { refused: 'done' };
  if (!evaluation || evaluation !== evaluations.find((candidate) => !candidate.is_done)) {
    return { refused: 'unavailable' };
  }
  const hidden = hiddenFieldsFor(evaluation, evaluations, userUuid);
  return hidden ? { hidden } : { refused: 'unavailable' };
}
