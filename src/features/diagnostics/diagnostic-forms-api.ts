import { object, type Schema } from 'yup';
import { apiPath } from '@/api/api-path';
import { api, LIST, listTags } from '@/api/api-slice';
import { pageParams, type Paginated } from '@/api/pagination';
import { flag, id, pageOf, text, whole } from '@/api/response-schemas';

/** A diagnostic (evaluation form) as the super admin's calls return it (spec §3). */
export interface DiagnosticForm {
  uuid: string;
  name: string;
  /** The form provider's id of the form (Typeform). */
  form_id: string;
  /** Minutes. */
  duration: number;
  order_number: number;
  order_name: string;
  amount: number;
  enabled: boolean;
}

const diagnosticFormSchema: Schema<DiagnosticForm> = object({
  uuid: id(),
  name: text(),
  form_id: text(),
  duration: whole(),
  order_number: whole(),
  order_name: text(),
  amount: whole(),
  enabled: flag(),
});

/** `POST api/evaluations/evaluation/`: a new diagnostic, with spec §9's defaults. */
export interface DiagnosticFormCreate {
  name: string;
  form_id: string;
  duration: number;
  order_number: number;
  order_name: string;
  amount: 1;
  enabled: true;
}

/** `PATCH api/evaluations/evaluation/{uuid}/`: only the fields that changed (spec §4). */
export type DiagnosticFormUpdate = Partial<
  Pick<DiagnosticForm, 'name' | 'form_id' | 'duration' | 'order_number' | 'order_name'>
>;

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
      query: ({ page, search }) =>
        search
          ? {
              url: 'api/evaluations/evaluation-search/',
              params: { ...pageParams(page), search },
            }
          : { url: 'api/evaluations/evaluation/', params: pageParams(page) },
      rawResponseSchema: pageOf(diagnosticFormSchema),
      providesTags: (page, _error, { search }) =>
        listTags('DiagnosticForm', page?.results, Boolean(search)),
    }),
    createDiagnosticForm: build.mutation<DiagnosticForm, DiagnosticFormCreate>({
      query: (body) => ({ url: 'api/evaluations/evaluation/', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'DiagnosticForm', id: LIST }, ...otherScreens, pymeLists],
    }),
    updateDiagnosticForm: build.mutation<
      DiagnosticForm,
      { uuid: string; body: DiagnosticFormUpdate }
    >({
      query: ({ uuid, body }) => ({
        url: apiPath('api/evaluations/evaluation/', uuid),
        method: 'PATCH',
        data: body,
      }),
      // The order may change: the list is asked again, not only the row.
      invalidatesTags: (_result, _error, { uuid }) => [
        { type: 'DiagnosticForm', id: uuid },
        { type: 'DiagnosticForm', id: LIST },
        ...otherScreens,
      ],
    }),
    deleteDiagnosticForm: build.mutation<unknown, string>({
      query: (uuid) => ({
        url: apiPath('api/evaluations/evaluation/', uuid),
        method: 'DELETE',
      }),
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
