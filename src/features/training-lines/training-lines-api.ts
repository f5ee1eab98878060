import { api, LIST } from '@/api/api-slice';
import {
  readLineAssignments,
  associationRequests,
  type LineAssignment,
} from '@/api/edge/associations';
import { schemaOf } from '@/api/edge/read';
import {
  readTrainingLine,
  readTrainingLineTypes,
  trainingLineRequests,
  type TrainingLine,
  type TrainingLineType,
} from '@/api/edge/training-lines';
import { preloadImage } from '@/lib/media-url';
import type { AppDispatch } from '@/lib/store-hooks';

/**
 * The other screens that show lines: the pymes screen's line selects and
 * filter (the line options) and its rows, which carry the line's name (any
 * pyme list may hold a pyme of the line). A saved line refreshes them too; a
 * refused change (400) changes nothing, so nothing is refetched.
 */
export const otherScreens = [
  { type: 'LineOption', id: LIST },
  { type: 'Pyme', id: LIST },
] as const;

/**
 * The training lines (spec §7): the entrepreneur's assigned lines, and the
 * admin's catalogue (one line, the types, multipart create and edit, soft
 * delete; the list and its search are in training-line-list-api.ts, with
 * their check of `is_active`, and the create and edit with their check of
 * what was kept in training-line-save-api.ts, where only the admin's screens
 * load them). Every change refetches the list on screen: a
 * create or a delete every list (`LIST`), an edit the line's rows and the
 * searches (`FILTERED`: a new name may bring the line into one).
 */
export const trainingLinesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyLineAssignments: build.query<LineAssignment[], undefined>({
      query: associationRequests.mine,
      rawResponseSchema: schemaOf(readLineAssignments),
      /**
       * The first card's banner is the largest thing a phone shows on
       * /formation: asked for as soon as the answer names it (issue 39), at
       * high priority, not when the card is drawn. The route's loader starts
       * this call at navigation, so the banner is often on its way before
       * the page's own code has arrived.
       */
      async onQueryStarted(_arg, { queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        const banner = answer?.data[0]?.training.image_banner ?? null;
        if (banner !== null) preloadImage(banner);
      },
    }),
    getTrainingLine: build.query<TrainingLine, string>({
      query: trainingLineRequests.one,
      rawResponseSchema: schemaOf(readTrainingLine),
      providesTags: (_result, _error, uuid) => [{ type: 'TrainingLine', id: uuid }],
      // The form always starts from the line as it is now, not from a cached copy.
      keepUnusedDataFor: 0,
    }),
    getTrainingLineTypes: build.query<TrainingLineType[], undefined>({
      // Spec §9 asks 10; every page is read, should there be more types.
      query: trainingLineRequests.types,
      rawResponseSchema: schemaOf(readTrainingLineTypes),
    }),
    /** Soft delete (spec §4): `PATCH {uuid}/` with `is_active` false, multipart (spec §3). */
    deactivateTrainingLine: build.mutation<unknown, string>({
      query: trainingLineRequests.deactivate,
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
  useGetTrainingLineQuery,
  useGetTrainingLineTypesQuery,
  useDeactivateTrainingLineMutation,
} = trainingLinesApi;

/** Starts /formation's list as the route opens (the route table's `data`, issue 28). */
export function prefetchMyLineAssignments(dispatch: AppDispatch): void {
  dispatch(trainingLinesApi.util.prefetch('getMyLineAssignments', undefined, {}));
}
