import { api, LIST, listTags } from '@/api/api-slice';
import {
  diagnosticRequests,
  readDiagnosticFormPage,
  type DiagnosticForm,
  type DiagnosticFormCreate,
  type DiagnosticFormUpdate,
} from '@/api/edge/diagnostics';
import { diagnosticRowOf, diagnosticShape } from '@/api/edge/diagnostic-save';
import { schemaOf } from '@/api/edge/read';
import { saveAndConfirm, type SaveCheck } from '@/api/edge/write';
import type { Paginated } from '@/api/pagination';

/**
 * What a change of the diagnostics reaches besides their list: the
 * entrepreneur's dashboard (a new, changed or deleted diagnostic shows there)
 * and every pyme's diagnostics and answers (cached by the pymes screens).
 * A created or deleted one also changes the pymes' diagnostic state
 * (`has_evaluation`) in any pyme list.
 */
const otherScreens = [
  { type: 'AvailableEvaluation', id: LIST },
  { type: 'PymeRecord', id: LIST },
] as const;
const pymeLists = { type: 'Pyme', id: LIST } as const;

/** The super admin's diagnostics (spec §7, docs/api-contract.md "Super admin: diagnostics"). */
export const diagnosticFormsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDiagnosticForms: build.query<Paginated<DiagnosticForm>, { page: number; search: string }>({
      query: ({ page, search }) => diagnosticRequests.page(page, search),
      rawResponseSchema: schemaOf(readDiagnosticFormPage),
      providesTags: (page, _error, { search }) =>
        listTags('DiagnosticForm', page?.results, Boolean(search)),
    }),
    /** A new diagnostic, then what the backend kept (the answer, or the list read again). */
    createDiagnosticForm: build.mutation<SaveCheck, DiagnosticFormCreate>({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        return saveAndConfirm(
          baseQuery,
          diagnosticRequests.create(body),
          diagnosticShape,
          body,
          async () => {
            const all = await baseQuery(diagnosticRequests.all());
            return all.error ? null : diagnosticRowOf(all.data, { form_id: body.form_id });
          },
        );
      },
      invalidatesTags: [{ type: 'DiagnosticForm', id: LIST }, ...otherScreens, pymeLists],
    }),
    /** A diagnostic's changes, then what the backend kept (the answer, or the list read again). */
    updateDiagnosticForm: build.mutation<SaveCheck, { uuid: string; body: DiagnosticFormUpdate }>({
      async queryFn({ uuid, body }, _api, _extraOptions, baseQuery) {
        return saveAndConfirm(
          baseQuery,
          diagnosticRequests.update(uuid, body),
          diagnosticShape,
          body,
          async () => {
            const all = await baseQuery(diagnosticRequests.all());
            return all.error ? null : diagnosticRowOf(all.data, { uuid });
          },
        );
      },
      // The order may change: the list is asked again, not only the row.
      invalidatesTags: (_result, _error, { uuid }) => [
        { type: 'DiagnosticForm', id: uuid },
        { type: 'DiagnosticForm', id: LIST },
        ...otherScreens,
      ],
    }),
    deleteDiagnosticForm: build.mutation<unknown, string>({
      query: diagnosticRequests.remove,
      invalidatesTags: (_result, _error, uuid) => [
        { type: 'DiagnosticForm', id: uuid },
        { type: 'DiagnosticForm', id: LIST },
        ...otherScreens,
        pymeLists,
      ],
    }),
  }),
});

export const {
  useGetDiagnosticFormsQuery,
  useCreateDiagnosticFormMutation,
  useUpdateDiagnosticFormMutation,
  useDeleteDiagnosticFormMutation,
} = diagnosticFormsApi;
