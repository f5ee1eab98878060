import { api, FILTERED, LIST } from '@/api/api-slice';
import { isFields, optionalId } from '@/api/edge/read';
import { newLineRowOf, trainingLineSent, trainingLineShape } from '@/api/edge/training-line-save';
import { trainingLineRequests, type TrainingLineWrite } from '@/api/edge/training-lines';
import { confirmSave, type SaveCheck } from '@/api/edge/write';
import { otherScreens } from './training-lines-api';

/**
 * A line's create and edit (the admin's form), each checked against what the
 * backend kept (src/api/edge/write.ts); apart from training-lines-api.ts,
 * which the entrepreneur's /formation loads.
 */
export const trainingLineSaveApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST api/formations/training/` (the edge builds the multipart body),
     * then what the backend kept: from the line it answers, or, when it
     * answers a message or nothing, the line read again (by its uuid when
     * the answer gives one, else found by its name in the search).
     */
    createTrainingLine: build.mutation<SaveCheck, TrainingLineWrite>({
      async queryFn(line, _api, _extraOptions, baseQuery) {
        const written = await baseQuery(trainingLineRequests.create(line));
        if (written.error) return { error: written.error };
        const sent = trainingLineSent(line);
        const uuid = isFields(written.data) ? optionalId(written.data.uuid) : null;
        const check = await confirmSave(trainingLineShape, sent, written.data, async () => {
          if (uuid !== null) {
            const again = await baseQuery(trainingLineRequests.one(uuid));
            return again.error ? null : again.data;
          }
          const found = await baseQuery(trainingLineRequests.page(1, line.name));
          return found.error ? null : newLineRowOf(found.data, sent);
        });
        return { data: check };
      },
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'TrainingLine', id: LIST }, ...otherScreens],
    }),
    /** `PATCH api/formations/training/{uuid}/`, then what the backend kept (the answer, or `GET {uuid}/`). */
    updateTrainingLine: build.mutation<SaveCheck, { uuid: string; line: TrainingLineWrite }>({
      async queryFn({ uuid, line }, _api, _extraOptions, baseQuery) {
        const written = await baseQuery(trainingLineRequests.update(uuid, line));
        if (written.error) return { error: written.error };
        const check = await confirmSave(
          trainingLineShape,
          trainingLineSent(line),
          written.data,
          async () => {
            const again = await baseQuery(trainingLineRequests.one(uuid));
            return again.error ? null : again.data;
          },
        );
        return { data: check };
      },
      invalidatesTags: (_result, error, { uuid }) =>
        error
          ? []
          : [
              { type: 'TrainingLine', id: uuid },
              { type: 'TrainingLine', id: FILTERED },
              ...otherScreens,
            ],
    }),
  }),
});

export const { useCreateTrainingLineMutation, useUpdateTrainingLineMutation } = trainingLineSaveApi;
