import { LIST } from '@/api/api-slice';
import type { ApiError } from '@/api/api-error';
import { readAnswer } from '@/api/edge/answers';
import { detectAddition } from '@/api/edge/detections';
import {
  diagnosticRequests,
  readEvaluationAnswers,
  readReadyEvaluations,
  type EvaluationAnswers,
  type ReadyEvaluation,
} from '@/api/edge/diagnostics';
import { PYME_DETAIL, PYME_LIST, readPyme, pymeRequest, type Pyme } from '@/api/edge/pymes';
import { isFields, schemaOf } from '@/api/edge/read';
import { walkPages } from '@/api/walk-pages';
import { pymesApi } from '../pymes-api';

/** Which diagnostic's answers: spec §7's "answers read for a pyme_uuid and evaluation_uuid". */
export interface AnswersArgs {
  pyme_uuid: string;
  evaluation_uuid: string;
}

/** Rows asked a request when a pyme is looked for in the list (the backend may grant fewer). */
const LIST_WALK_PAGE_SIZE = 1000;

/**
 * One pyme's record: the pyme, its diagnostics and their answers (a pyme's
 * page, /admin/evaluations, /admin/answer). Injected into the pymes API when
 * one of those screens loads, so the list's download does not carry it.
 */
export const pymeRecordApi = pymesApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One pyme. `GET api/pymes/pyme/{uuid}/` is ours (DRF's retrieve; the spec
     * lists only PATCH there): when the backend answers it 404 or 405, the
     * pyme is looked for in the list, page after page (as large as the
     * backend grants), stopping at the page that has it; not there is 404.
     */
    getPyme: build.query<Pyme, string>({
      async queryFn(uuid, _api, _extraOptions, baseQuery) {
        const direct = await baseQuery(pymeRequest(uuid));
        if (!direct.error) {
          detectAddition('pymes', PYME_DETAIL, 'honoured');
          return readAnswer(readPyme, direct.data, 'getPyme');
        }
        if (direct.error.status !== 404 && direct.error.status !== 405) return direct;
        // 405: the URL has no GET. 404 proves it only once the list shows the pyme (below).
        if (direct.error.status === 405) detectAddition('pymes', PYME_DETAIL, 'ignored');
        const isIt = (row: unknown) => isFields(row) && row.uuid === uuid;
        const walked = await walkPages(
          async (params) => {
            const page = await baseQuery({ url: PYME_LIST, params });
            return page.error ? { error: page.error } : { data: page.data };
          },
          { limit: LIST_WALK_PAGE_SIZE, offset: 0 },
          (rows) => rows.some(isIt),
        );
        if ('error' in walked) return walked;
        const rows = Array.isArray(walked.data) ? (walked.data as unknown[]) : [];
        const pyme = rows.find(isIt);
        const notFound: ApiError = { status: 404, data: { detail: 'Not found.' } };
        if (pyme) detectAddition('pymes', PYME_DETAIL, 'ignored');
        return pyme ? readAnswer(readPyme, pyme, 'getPyme') : { error: notFound };
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
