import { object, type Schema } from 'yup';
import { api } from '@/api/api-slice';
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
   * The backend's token for this user and form, sent to the form as the
   * hidden field `response_token` (the webhook files the answers under the
   * user it was issued to). Null when the backend sent none: that diagnostic
   * is shown but cannot be started.
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

const diagnosticsApiWithTags = api.enhanceEndpoints({ addTagTypes: ['AvailableEvaluations'] });

/** The entrepreneur's diagnostics and the recommendation after the first two (spec §7). */
export const diagnosticsApi = diagnosticsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getAvailableEvaluations: build.query<AvailableEvaluation[], undefined>({
      query: () => ({ url: 'api/user/list-available/' }),
      rawResponseSchema: listOf(availableEvaluationSchema),
      providesTags: ['AvailableEvaluations'],
    }),
    getRecommendation: build.query<Recommendation, undefined>({
      query: () => ({ url: 'api/formations/recommendation/' }),
      rawResponseSchema: recommendationSchema,
    }),
  }),
});

export const { useGetAvailableEvaluationsQuery, useGetRecommendationQuery } = diagnosticsApi;
