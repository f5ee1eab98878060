import { api } from '@/api/api-slice';

/** `GET api/user/list-available/`: one of the user's evaluations (spec §3). */
export interface AvailableEvaluation {
  uuid: string;
  name: string;
  form_id: string;
  /** Minutes. */
  duration: number;
  order_number: number;
  is_done: boolean;
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

const diagnosticsApiWithTags = api.enhanceEndpoints({ addTagTypes: ['AvailableEvaluations'] });

/** The entrepreneur's diagnostics and the recommendation after the first two (spec §7). */
export const diagnosticsApi = diagnosticsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getAvailableEvaluations: build.query<AvailableEvaluation[], undefined>({
      query: () => ({ url: 'api/user/list-available/' }),
      providesTags: ['AvailableEvaluations'],
    }),
    getRecommendation: build.query<Recommendation, undefined>({
      query: () => ({ url: 'api/formations/recommendation/' }),
    }),
  }),
});

export const { useGetAvailableEvaluationsQuery, useGetRecommendationQuery } = diagnosticsApi;
