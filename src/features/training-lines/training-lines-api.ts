import { api } from '@/api/api-slice';

/** `GET api/formations/formation-line-list/`: a line assigned to the user (spec §3). */
export interface LineAssignment {
  uuid: string;
  status: string;
  /** ISO date-time of the assignment. */
  created: string;
  training: {
    uuid: string;
    name: string;
    description: string;
    content_url: string;
    image_logo: string;
    image_banner: string;
  };
}

/** The entrepreneur's assigned training lines (spec §7). */
export const trainingLinesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyLineAssignments: build.query<LineAssignment[], undefined>({
      query: () => ({ url: 'api/formations/formation-line-list/' }),
    }),
  }),
});

export const { useGetMyLineAssignmentsQuery } = trainingLinesApi;
