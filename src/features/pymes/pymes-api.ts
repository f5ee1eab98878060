import { array, object, type Schema } from 'yup';
import { api } from '@/api/api-slice';
import { pageParams, PAGE_SIZE, type Paginated } from '@/api/pagination';
import { dateAndHour, flag, id, listOf, optionalText, pageOf, text } from '@/api/response-schemas';

/** `{date: 'yyyy-MM-dd', hour: 'HH:mm'}`, as the backend sends dates (api-contract.md). */
export interface DateAndHour {
  date: string;
  hour: string;
}

/** A pyme as the admin's calls return it (spec §3, api-contract.md "Admin: pymes"). */
export interface AdminPyme {
  uuid: string;
  business_name: string;
  rut: string;
  address: string;
  /** The region. */
  state: string;
  commune: string;
  enabled: boolean;
  has_evaluation: boolean;
  created: DateAndHour;
  user: {
    first_name: string;
    last_name: string;
    rut_user: string;
    position: string;
    email: string;
    phone_number: string | null;
  };
  /** The pyme's line; `training.status` is the association's status ("Estado LDF"). */
  formation_line: {
    uuid: string;
    training: { uuid: string; name: string; status: string };
  } | null;
}

/** Which pymes the list shows (the URL state of /admin/pymes). */
export interface PymeListArgs {
  page: number;
  search: string;
  /** A line's uuid, or '' for every line. */
  training: string;
  /** The active list, or the disabled pymes' view. */
  enabled: boolean;
  /** Rows per page: 10 on screen (spec §9); the export asks for bigger pages. */
  pageSize?: number;
}

/** `PATCH api/pymes/pyme/{uuid}/` with the pyme's data; rut only when it changed (spec §4). */
export interface PymeUpdate {
  business_name: string;
  address: string;
  state: string;
  commune: string;
  rut?: string;
}

/** `PATCH api/pymes/user/{pyme uuid}/`; email and rut_user only when they changed (spec §4). */
export interface PymeUserUpdate {
  first_name: string;
  last_name: string;
  position: string;
  phone_number: string;
  email?: string;
  rut_user?: string;
}

/** A line an admin can choose for a pyme. */
export interface LineOption {
  uuid: string;
  name: string;
}

/** `GET api/evaluations/list-ready/{pyme}/`: a diagnostic and whether the pyme answered it. */
export interface ReadyEvaluation {
  uuid: string;
  name: string;
  evaluated: boolean;
}

/** One diagnostic's answers (spec §3, evaluation answers). */
export interface EvaluationAnswers {
  created: DateAndHour;
  answers: { question: { question_name: string }; answer_text: string }[];
}

interface AnswersArgs {
  pyme_uuid: string;
  evaluation_uuid: string;
}

/** `GET api/pymes/admin/`: which admin looks after which pyme. */
export interface AdminAssignment {
  pyme: string;
  admin: { uuid: string; first_name: string; last_name: string; enabled: boolean };
}

/** `GET api/admin/user/`: an administrator (spec §3). */
export interface AdminAccount {
  uuid: string;
  enabled: boolean;
  is_super: boolean;
  user: { uuid: string; first_name: string; last_name: string; email: string };
  profile: { rut_user: string } | null;
}

const adminPymeSchema: Schema<AdminPyme> = object({
  uuid: id(),
  business_name: text(),
  rut: text(),
  address: text(),
  state: text(),
  commune: text(),
  enabled: flag(),
  has_evaluation: flag(),
  created: dateAndHour().required(),
  user: object({
    first_name: text(),
    last_name: text(),
    rut_user: text(),
    position: text(),
    email: text(),
    phone_number: optionalText(),
  }).required(),
  formation_line: object({
    uuid: id(),
    training: object({ uuid: id(), name: text(), status: text() }).required(),
  })
    .nullable()
    .default(null),
});

const lineOptionSchema: Schema<LineOption> = object({ uuid: id(), name: text() });

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

const adminAssignmentSchema: Schema<AdminAssignment> = object({
  pyme: id(),
  admin: object({
    uuid: id(),
    first_name: text(),
    last_name: text(),
    enabled: flag(),
  }).required(),
});

const adminAccountSchema: Schema<AdminAccount> = object({
  uuid: id(),
  enabled: flag(),
  is_super: flag(),
  user: object({ uuid: id(), first_name: text(), last_name: text(), email: text() }).required(),
  profile: object({ rut_user: text() }).nullable().default(null),
});

/** Spec §3's operations on an admin assignment: 1 create, 2 update, 3 delete. */
export type AssignmentOperation = 'create' | 'update' | 'delete';

const assignmentMethods = { create: 'POST', update: 'PATCH', delete: 'DELETE' } as const;

/** The lines' filter and selects load up to this many lines (spec §9). */
const LINE_OPTIONS_LIMIT = 1000;

const pymesApiWithTags = api.enhanceEndpoints({
  addTagTypes: ['Pymes', 'LineOptions', 'AdminAssignments', 'AssignableAdmins'],
});

/**
 * The admin's pymes workspace (spec §7): the list and its search, one pyme,
 * its edits, its line, its diagnostics and answers, its admin. Every change
 * invalidates the pymes, so the lists and pages on screen refetch.
 */
export const pymesApi = pymesApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getPymes: build.query<Paginated<AdminPyme>, PymeListArgs>({
      query: ({ page, search, training, enabled, pageSize = PAGE_SIZE }) => ({
        url: search ? 'api/pymes/pyme-search/' : 'api/pymes/pyme/',
        params: {
          ...pageParams(page, pageSize),
          ...(search ? { search } : {}),
          ...(training ? { training } : {}),
          enabled,
        },
      }),
      rawResponseSchema: pageOf(adminPymeSchema),
      providesTags: ['Pymes'],
    }),
    getPyme: build.query<AdminPyme, string>({
      query: (uuid) => ({ url: `api/pymes/pyme/${uuid}/` }),
      rawResponseSchema: adminPymeSchema,
      providesTags: ['Pymes'],
    }),
    updatePyme: build.mutation<
      AdminPyme,
      { uuid: string; body: PymeUpdate | { enabled: boolean } }
    >({
      query: ({ uuid, body }) => ({ url: `api/pymes/pyme/${uuid}/`, method: 'PATCH', data: body }),
      invalidatesTags: ['Pymes'],
    }),
    updatePymeUser: build.mutation<AdminPyme, { uuid: string; body: PymeUserUpdate }>({
      query: ({ uuid, body }) => ({ url: `api/pymes/user/${uuid}/`, method: 'PATCH', data: body }),
      invalidatesTags: ['Pymes'],
    }),
    getLineOptions: build.query<LineOption[], undefined>({
      query: () => ({
        url: 'api/formations/training/',
        params: { limit: LINE_OPTIONS_LIMIT, offset: 0, is_active: true },
      }),
      rawResponseSchema: listOf(lineOptionSchema),
      transformResponse: (lines: LineOption[]) => lines.map(({ uuid, name }) => ({ uuid, name })),
      providesTags: ['LineOptions'],
    }),
    assignLine: build.mutation<unknown, { pyme: string; training: string }>({
      query: ({ pyme, training }) => ({
        url: 'api/formations/formation-line/',
        method: 'POST',
        data: { training, status: 'NA', pyme },
      }),
      invalidatesTags: ['Pymes'],
    }),
    updateLineAssignment: build.mutation<
      unknown,
      { uuid: string; body: { training: string } | { status: string } }
    >({
      query: ({ uuid, body }) => ({
        url: `api/formations/formation-line/${uuid}/`,
        method: 'PATCH',
        data: body,
      }),
      invalidatesTags: ['Pymes'],
    }),
    removeLineAssignment: build.mutation<unknown, string>({
      query: (uuid) => ({ url: `api/formations/formation-line/${uuid}/`, method: 'DELETE' }),
      invalidatesTags: ['Pymes'],
    }),
    getReadyEvaluations: build.query<ReadyEvaluation[], string>({
      query: (pymeUuid) => ({ url: `api/evaluations/list-ready/${pymeUuid}/` }),
      rawResponseSchema: listOf(readyEvaluationSchema),
      providesTags: ['Pymes'],
    }),
    // A read made with POST (spec §7); a query, so it is cached like any read.
    getEvaluationAnswers: build.query<EvaluationAnswers, AnswersArgs>({
      query: (body) => ({ url: 'api/evaluations/evaluated-result/', method: 'POST', data: body }),
      rawResponseSchema: evaluationAnswersSchema,
      providesTags: ['Pymes'],
    }),
    getAdminAssignments: build.query<AdminAssignment[], undefined>({
      query: () => ({ url: 'api/pymes/admin/' }),
      rawResponseSchema: listOf(adminAssignmentSchema),
      providesTags: ['AdminAssignments'],
    }),
    assignAdmin: build.mutation<
      unknown,
      { pyme: string; admin: string; operation: AssignmentOperation }
    >({
      query: ({ pyme, admin, operation }) => ({
        url: `api/pymes/admin/${pyme}/`,
        method: assignmentMethods[operation],
        data: { admin_uuid: admin, pyme_uuid: pyme },
      }),
      invalidatesTags: ['AdminAssignments'],
    }),
    getAssignableAdmins: build.query<AdminAccount[], undefined>({
      query: () => ({ url: 'api/admin/user/' }),
      rawResponseSchema: listOf(adminAccountSchema),
      providesTags: ['AssignableAdmins'],
    }),
  }),
});

export const {
  useGetPymesQuery,
  useGetPymeQuery,
  useUpdatePymeMutation,
  useUpdatePymeUserMutation,
  useGetLineOptionsQuery,
  useAssignLineMutation,
  useUpdateLineAssignmentMutation,
  useRemoveLineAssignmentMutation,
  useGetReadyEvaluationsQuery,
  useGetEvaluationAnswersQuery,
  useGetAdminAssignmentsQuery,
  useAssignAdminMutation,
  useGetAssignableAdminsQuery,
} = pymesApi;
