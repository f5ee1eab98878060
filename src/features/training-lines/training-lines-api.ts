import { number, object, type Schema } from 'yup';
import { apiPath } from '@/api/api-path';
import { api, FILTERED, LIST, listTags } from '@/api/api-slice';
import { pageParams, type Paginated } from '@/api/pagination';
import { flag, id, listOf, pageOf, text } from '@/api/response-schemas';
import type { AppDispatch } from '@/lib/store-hooks';
import {
  trainingLineWeightingFields,
  type TrainingLineWeightingField,
} from '@/validation/training-line-rules';

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

const lineAssignmentSchema: Schema<LineAssignment> = object({
  uuid: id(),
  status: text(),
  created: text(),
  training: object({
    uuid: id(),
    name: text(),
    description: text(),
    content_url: text(),
    image_logo: text(),
    image_banner: text(),
  }).required(),
});

/** The weightings, each a number; a missing or null one is left out (the form reads it as 0). */
const trainingScoreSchema = object(
  Object.fromEntries(
    trainingLineWeightingFields.map((field) => [
      field,
      number()
        .nullable()
        .transform((value: number | null) => value ?? undefined)
        .optional(),
    ]),
  ),
)
  .nullable()
  .transform((value: unknown) => value ?? {})
  .default({}) as unknown as Schema<TrainingLine['training_score']>;

const trainingLineSchema: Schema<TrainingLine> = object({
  uuid: id(),
  name: text(),
  content_id: text(),
  description: text(),
  type: text(),
  image_logo: text(),
  image_banner: text(),
  is_online: flag(),
  is_automatic_asignation: flag(),
  provider_name: text(),
  provider_phone: text(),
  provider_url: text(),
  content_url: text(),
  content_code: text(),
  content_1: text(),
  content_2: text(),
  is_active: flag(),
  training_score: trainingScoreSchema,
});

const trainingLineTypeSchema: Schema<TrainingLineType> = object({ uuid: id(), name: text() });

/** Which lines the admin's list shows (the URL state of /admin/training-line). */
export interface TrainingLineListArgs {
  page: number;
  search: string;
}

/** The type list is asked for with `limit=10` (spec §7, §9). */
const TYPE_LIST_LIMIT = 10;

/**
 * The other screens that show lines: the pymes screen's line selects and
 * filter (the line options) and its rows, which carry the line's name (any
 * pyme list may hold a pyme of the line). A saved line refreshes them too; a
 * refused change (400) changes nothing, so nothing is refetched.
 */
const otherScreens = [
  { type: 'LineOption', id: LIST },
  { type: 'Pyme', id: LIST },
] as const;

/**
 * The training lines (spec §7): the entrepreneur's assigned lines, and the
 * admin's catalogue (list and search, one line, the types, multipart create
 * and edit, soft delete). Every change refetches the list on screen: a
 * create or a delete every list (`LIST`), an edit the line's rows and the
 * searches (`FILTERED`: a new name may bring the line into one).
 */
export const trainingLinesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyLineAssignments: build.query<LineAssignment[], undefined>({
      query: () => ({ url: 'api/formations/formation-line-list/', allPages: true }),
      rawResponseSchema: listOf(lineAssignmentSchema),
    }),
    getTrainingLines: build.query<Paginated<TrainingLine>, TrainingLineListArgs>({
      query: ({ page, search }) =>
        search
          ? {
              url: 'api/formations/search/',
              params: { ...pageParams(page), search, is_active: true },
            }
          : { url: 'api/formations/training/', params: { ...pageParams(page), is_active: true } },
      rawResponseSchema: pageOf(trainingLineSchema),
      providesTags: (page, _error, { search }) =>
        listTags('TrainingLine', page?.results, Boolean(search)),
    }),
    getTrainingLine: build.query<TrainingLine, string>({
      query: (uuid) => ({ url: apiPath('api/formations/training/', uuid) }),
      rawResponseSchema: trainingLineSchema,
      providesTags: (_result, _error, uuid) => [{ type: 'TrainingLine', id: uuid }],
      // The form always starts from the line as it is now, not from a cached copy.
      keepUnusedDataFor: 0,
    }),
    getTrainingLineTypes: build.query<TrainingLineType[], undefined>({
      query: () => ({
        url: 'api/formations/type-training/',
        params: { limit: TYPE_LIST_LIMIT },
        // Spec §9 asks 10; every page is read, should there be more types.
        allPages: true,
      }),
      rawResponseSchema: listOf(trainingLineTypeSchema),
    }),
    /** `POST api/formations/training/` with the form's multipart body. */
    createTrainingLine: build.mutation<TrainingLine, FormData>({
      query: (body) => ({ url: 'api/formations/training/', method: 'POST', data: body }),
      // Any 2xx is a save: a backend may answer the line, a message or nothing.
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'TrainingLine', id: LIST }, ...otherScreens],
    }),
    /** `PATCH api/formations/training/{uuid}/` with the form's multipart body. */
    updateTrainingLine: build.mutation<TrainingLine, { uuid: string; body: FormData }>({
      query: ({ uuid, body }) => ({
        url: apiPath('api/formations/training/', uuid),
        method: 'PATCH',
        data: body,
      }),
      invalidatesTags: (_result, error, { uuid }) =>
        error
          ? []
          : [
              { type: 'TrainingLine', id: uuid },
              { type: 'TrainingLine', id: FILTERED },
              ...otherScreens,
            ],
    }),
    /** Soft delete (spec §4): `PATCH {uuid}/` with `{"is_active": false}`. */
    deactivateTrainingLine: build.mutation<TrainingLine, string>({
      query: (uuid) => ({
        url: apiPath('api/formations/training/', uuid),
        method: 'PATCH',
        data: { is_active: false },
      }),
      invalidatesTags: (_result, error, uuid) =>
        error
          ? []
          : [
              { type: 'TrainingLine', id: uuid },
              { type: 'TrainingLine', id: LIST },
              ...otherScreens,
            ],
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

/** Starts /formation's list as the route opens (the route table's `data`, issue 28). */
export function prefetchMyLineAssignments(dispatch: AppDispatch): void {
  dispatch(trainingLinesApi.util.prefetch('getMyLineAssignments', undefined, {}));
}
