import { object, type Schema } from 'yup';
import { api } from '@/api/api-slice';
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
 * Tags: the super admin's list, the entrepreneur's dashboard (a new, changed or
 * deleted diagnostic shows there) and the pymes' diagnostics and answers
 * (`list-ready`, `has_evaluation`), cached by the pymes screens.
 */
const diagnosticFormsApiWithTags = api.enhanceEndpoints({
  addTagTypes: ['DiagnosticForms', 'AvailableEvaluations', 'Pymes'],
});

const changedTags = ['DiagnosticForms', 'AvailableEvaluations', 'Pymes'] as const;

/** The super admin's diagnostics (spec §7, docs/api-contract.md "Super admin: diagnostics"). */
export const diagnosticFormsApi = diagnosticFormsApiWithTags.injectEndpoints({
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
      providesTags: ['DiagnosticForms'],
    }),
    createDiagnosticForm: build.mutation<DiagnosticForm, DiagnosticFormCreate>({
      query: (body) => ({ url: 'api/evaluations/evaluation/', method: 'POST', data: body }),
      invalidatesTags: [...changedTags],
    }),
    updateDiagnosticForm: build.mutation<
      DiagnosticForm,
      { uuid: string; body: DiagnosticFormUpdate }
    >({
      query: ({ uuid, body }) => ({
        url: `api/evaluations/evaluation/${encodeURIComponent(uuid)}/`,
        method: 'PATCH',
        data: body,
      }),
      invalidatesTags: [...changedTags],
    }),
    deleteDiagnosticForm: build.mutation<unknown, string>({
      query: (uuid) => ({
        url: `api/evaluations/evaluation/${encodeURIComponent(uuid)}/`,
        method: 'DELETE',
      }),
      invalidatesTags: [...changedTags],
    }),
  }),
});

export const {
  useGetDiagnosticFormsQuery,
  useCreateDiagnosticFormMutation,
  useUpdateDiagnosticFormMutation,
  useDeleteDiagnosticFormMutation,
} = diagnosticFormsApi;
