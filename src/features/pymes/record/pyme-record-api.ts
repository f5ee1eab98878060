import { LIST } from '@/api/api-slice';
import { readAnswer } from '@/api/edge/answers';
import {
  diagnosticRequests,
  readEvaluationAnswers,
  readReadyEvaluations,
  type EvaluationAnswers,
  type ReadyEvaluation,
} from '@/api/edge/diagnostics';
import { readPyme, type Pyme } from '@/api/edge/pymes';
import { schemaOf } from '@/api/edge/read';
import { findPymeRecord } from '../find-pyme';
import { pymesApi } from '../pymes-api';

/** Which diagnostic's answers: spec §7's "answers read for a pyme_uuid and evaluation_uuid". */
export interface AnswersArgs {
  pyme_uuid: string;
  evaluation_uuid: string;
}

/**
 * One pyme's record: the pyme, its diagnostics and their answers (a pyme's
 * page, /admin/evaluations, /admin/answer). Injected into the pymes API when
 * one of those screens loads, so the list's download does not carry it.
 */
export const pymeRecordApi = pymesApi.injectEndpoints({
  endpoints: (build) => ({
    /** One pyme (`findPymeRecord`: its own URL, ours, or the list walked). */
    getPyme: build.query<Pyme, string>({
      async queryFn(uuid, _api, _extraOptions, baseQuery) {
        const found = await findPymeRecord(baseQuery, uuid);
        return 'error' in found ? found : readAnswer(readPyme, found.data, 'getPyme');
      },
      providesTags: (_result, _error, uuid) => [{ type: 'Pyme', id: uuid }],
    }),
    getReadyEvaluations: build.query<ReadyEvaluation[], string>({
      query: diagnosticRequests.ready,
      rawResponseSchema: schemaOf(readReadyEvaluations),
      providesTags: (_result, _error, pymeUuid) => [
        { type: 'PymeRecord', id: pymeUuid },
        { type: 'PymeRecord', id: LIST },
      ],
    }),
    // A read made with POST (spec §7); a query, so it is cached like any read.
    getEvaluationAnswers: build.query<EvaluationAnswers, AnswersArgs>({
      query: diagnosticRequests.answers,
      rawResponseSchema: schemaOf(readEvaluationAnswers),
      providesTags: (_result, _error, { pyme_uuid }) => [
        { type: 'PymeRecord', id: pyme_uuid },
        { type: 'PymeRecord', id: LIST },
      ],
    }),
  }),
});

export const { useGetPymeQuery, useGetReadyEvaluationsQuery, useGetEvaluationAnswersQuery } =
  pymeRecordApi;
