import { api, LIST, listTags } from '@/api/api-slice';
import {
  diagnosticRequests,
  readDiagnosticFormPage,
  type DiagnosticForm,
  type DiagnosticFormCreate,
  type DiagnosticFormUpdate,
} from '@/api/edge/diagnostics';
import { schemaOf } from '@/api/edge/read';
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
    createDiagnosticForm: build.mutation<unknown, DiagnosticFormCreate>({
      query: diagnosticRequests.create,
      invalidatesTags: [{ type: 'DiagnosticForm', id: LIST }, ...otherScreens, pymeLists],
    }),
    updateDiagnosticForm: build.mutation<unknown, { uuid: string; body: DiagnosticFormUpdate }>({
      query: ({ uuid, body }) => diagnosticRequests.update(uuid, body),
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
