import { api } from '@/api/api-slice';
import { pageParams, type Paginated } from '@/api/pagination';
import type { TrainingLineWeightingField } from '@/validation';

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

/** A training line as every admin line call returns it (spec §3, api-contract.md). */
export interface TrainingLine {
  uuid: string;
  name: string;
  content_id: string;
  description: string;
  /** The uuid of the line's type. */
  type: string;
  /** Stored paths (`/media/trainings/…`); shown through `mediaUrl`. */
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
  /** The ten weightings, nested on read (they are sent flat). */
  training_score: Partial<Record<TrainingLineWeightingField, number>>;
}

/** A formation-line type (spec §3): the form's type select. */
export interface TrainingLineType {
  uuid: string;
  name: string;
}

/** Which lines the admin's list shows (the URL state of /admin/training-line). */
export interface TrainingLineListArgs {
  page: number;
  search: string;
}

/** The type list is asked for with `limit=10` (spec §7, §9). */
export const TYPE_LIST_LIMIT = 10;

const LIST = { type: 'TrainingLines', id: 'LIST' } as const;

/**
 * Tags of the other screens that show lines: the pymes screen's line selects
 * and filter ('LineOptions') and its rows, which carry the line's name
 * ('Pymes'). A created, edited or deleted line refreshes them too.
 */
const otherScreens = ['LineOptions', 'Pymes'] as const;

// A refused change (400) changes nothing: the lists are only refetched after a save.
const trainingLinesApiWithTags = api.enhanceEndpoints({
  addTagTypes: ['TrainingLines', ...otherScreens],
});

/**
 * The training lines (spec §7): the entrepreneur's assigned lines, and the
 * admin's catalogue (list and search, one line, the types, multipart create
 * and edit, soft delete). Every change refetches the list on screen.
 */
export const trainingLinesApi = trainingLinesApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getMyLineAssignments: build.query<LineAssignment[], undefined>({
      query: () => ({ url: 'api/formations/formation-line-list/' }),
    }),
    getTrainingLines: build.query<Paginated<TrainingLine>, TrainingLineListArgs>({
      query: ({ page, search }) =>
        search
          ? {
              url: 'api/formations/search/',
              params: { ...pageParams(page), search, is_active: true },
            }
          : { url: 'api/formations/training/', params: { ...pageParams(page), is_active: true } },
      providesTags: [LIST],
    }),
    getTrainingLine: build.query<TrainingLine, string>({
      query: (uuid) => ({ url: `api/formations/training/${uuid}/` }),
      providesTags: (_result, _error, uuid) => [{ type: 'TrainingLines', id: uuid }],
      // The form always starts from the line as it is now, not from a cached copy.
      keepUnusedDataFor: 0,
    }),
    getTrainingLineTypes: build.query<TrainingLineType[], undefined>({
      query: () => ({ url: 'api/formations/type-training/', params: { limit: TYPE_LIST_LIMIT } }),
      transformResponse: (page: Paginated<TrainingLineType>) => page.results,
    }),
    /** `POST api/formations/training/` with the form's multipart body. */
    createTrainingLine: build.mutation<TrainingLine, FormData>({
      query: (body) => ({ url: 'api/formations/training/', method: 'POST', data: body }),
      invalidatesTags: (result) => (result ? [LIST, ...otherScreens] : []),
    }),
    /** `PATCH api/formations/training/{uuid}/` with the form's multipart body. */
    updateTrainingLine: build.mutation<TrainingLine, { uuid: string; body: FormData }>({
      query: ({ uuid, body }) => ({
        url: `api/formations/training/${uuid}/`,
        method: 'PATCH',
        data: body,
      }),
      invalidatesTags: (result, _error, { uuid }) =>
        result ? [LIST, { type: 'TrainingLines', id: uuid }, ...otherScreens] : [],
    }),
    /** Soft delete (spec §4): `PATCH {uuid}/` with `{"is_active": false}`. */
    deactivateTrainingLine: build.mutation<TrainingLine, string>({
      query: (uuid) => ({
        url: `api/formations/training/${uuid}/`,
        method: 'PATCH',
        data: { is_active: false },
      }),
      invalidatesTags: (result, _error, uuid) =>
        result ? [LIST, { type: 'TrainingLines', id: uuid }, ...otherScreens] : [],
    }),
  }),
});

export const {
  useGetMyLineAssignmentsQuery,
  useGetTrainingLinesQuery,
  useGetTrainingLineQuery,
  useGetTrainingLineTypesQuery,
  useCreateTrainingLineMutation,
  useUpdateTrainingLineMutation,
  useDeactivateTrainingLineMutation,
} = trainingLinesApi;
