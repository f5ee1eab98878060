import { api, LIST } from '@/api/api-slice';
import {
  diagnosticRequests,
  readAvailableEvaluations,
  type AvailableEvaluation,
} from '@/api/edge/diagnostics';
import { schemaOf } from '@/api/edge/read';
import {
  readRecommendation,
  trainingLineRequests,
  type Recommendation,
} from '@/api/edge/training-lines';
import type { FormHiddenFields } from '@/lib/slots';
import type { AppDispatch } from '@/lib/store-hooks';

/** The entrepreneur's diagnostics and the recommendation after the first two (spec §7). */
export const diagnosticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvailableEvaluations: build.query<AvailableEvaluation[], undefined>({
      query: diagnosticRequests.available,
      rawResponseSchema: schemaOf(readAvailableEvaluations),
      providesTags: [{ type: 'AvailableEvaluation', id: LIST }],
    }),
    getRecommendation: build.query<Recommendation, undefined>({
      query: trainingLineRequests.recommendation,
      rawResponseSchema: schemaOf(readRecommendation),
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
