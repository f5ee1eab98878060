import { array, object, type Schema } from 'yup';
import { apiPath } from '@/api/api-path';
import { LIST } from '@/api/api-slice';
import { dateAndHour, flag, id, listOf, parseAnswer, text } from '@/api/response-schemas';
import { walkPages } from '@/api/walk-pages';
import {
  adminPymeSchema,
  pymesApi,
  type AdminPyme,
  type AnswersArgs,
  type EvaluationAnswers,
  type ReadyEvaluation,
} from '../pymes-api';

/** Rows asked a request when a pyme is looked for in the list (the backend may grant fewer). */
const LIST_WALK_PAGE_SIZE = 1000;

const readyEvaluationSchema: Schema<ReadyEvaluation> = object({
  uuid: id(),
  name: text(),
  evaluated: flag(),
});

const evaluationAnswersSchema: Schema<EvaluationAnswers> = object({
  created: dateAndHour().required(),
  answers: array(
    object({
      question: object({ question_name: text() }).required(),
      answer_text: text(),
    }),
  ).required(),
});

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
    getPyme: build.query<AdminPyme, string>({
      async queryFn(uuid, _api, _extraOptions, baseQuery) {
        const direct = await baseQuery({ url: apiPath('api/pymes/pyme/', uuid) });
        if (!direct.error) return parseAnswer(adminPymeSchema, direct.data, 'getPyme');
        if (direct.error.status !== 404 && direct.error.status !== 405) return direct;
        const isIt = (row: unknown) =>
          typeof row === 'object' && row !== null && (row as { uuid?: unknown }).uuid === uuid;
        const walked = await walkPages(
          async (params) => {
            const page = await baseQuery({ url: 'api/pymes/pyme/', params });
            return page.error ? { error: page.error } : { data: page.data };
          },
          { limit: LIST_WALK_PAGE_SIZE, offset: 0 },
          (rows) => rows.some(isIt),
        );
        if ('error' in walked) return walked;
        const rows = Array.isArray(walked.data) ? (walked.data as unknown[]) : [];
        const pyme = rows.find(isIt);
        return pyme
          ? parseAnswer(adminPymeSchema, pyme, 'getPyme')
          : { error: { status: 404, data: { detail: 'Not found.' } } };
      },
      providesTags: (_result, _error, uuid) => [{ type: 'Pyme', id: uuid }],
    }),
    getReadyEvaluations: build.query<ReadyEvaluation[], string>({
      query: (pymeUuid) => ({
        url: apiPath('api/evaluations/list-ready/', pymeUuid),
        allPages: true,
      }),
      rawResponseSchema: listOf(readyEvaluationSchema),
      providesTags: (_result, _error, pymeUuid) => [
        { type: 'PymeRecord', id: pymeUuid },
        { type: 'PymeRecord', id: LIST },
      ],
    }),
    // A read made with POST (spec §7); a query, so it is cached like any read.
    getEvaluationAnswers: build.query<EvaluationAnswers, AnswersArgs>({
      query: (body) => ({ url: 'api/evaluations/evaluated-result/', method: 'POST', data: body }),
      rawResponseSchema: evaluationAnswersSchema,
      providesTags: (_result, _error, { pyme_uuid }) => [
        { type: 'PymeRecord', id: pyme_uuid },
        { type: 'PymeRecord', id: LIST },
      ],
    }),
  }),
});

export const { useGetPymeQuery, useGetReadyEvaluationsQuery, useGetEvaluationAnswersQuery } =
  pymeRecordApi;
