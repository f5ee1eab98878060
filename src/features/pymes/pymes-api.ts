import { boolean, object, string, type Schema } from 'yup';
import { apiPath } from '@/api/api-path';
import { api, FILTERED, LIST, listTags } from '@/api/api-slice';
import { pageParams, PAGE_SIZE, type Paginated } from '@/api/pagination';
import { dateAndHour, flag, id, listOf, pageOf, parseAnswer, text } from '@/api/response-schemas';

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
    /**
     * The entrepreneur's phone (ours: the spec's pyme user has none). Absent
     * (undefined) when the backend does not send it: then it is unknown, and
     * never written back as empty.
     */
    phone_number?: string | null;
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
  /**
   * Only the disabled (false) or enabled (true) pymes: our filter, sent only
   * where the backend is known to honour it (`getEnabledFilterSupport`).
   * Undefined: every pyme, as spec §4's list shows them.
   */
  enabled?: boolean;
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
  /** Left out when the backend never sent the phone and none was typed. */
  phone_number?: string;
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

export interface AnswersArgs {
  pyme_uuid: string;
  evaluation_uuid: string;
}

/**
 * `GET api/pymes/admin/`: which admin looks after which pyme, read whichever
 * way the backend relates them (see `assignmentSchema`). `admin.uuid` is the
 * admin's own uuid, the one `api/admin/user/` lists and the assignment calls
 * take. Its name and state are null when the answer gives only the uuid: the
 * screens take them from the admins' list.
 */
export interface AdminAssignment {
  pyme: string;
  admin: {
    uuid: string;
    first_name: string | null;
    last_name: string | null;
    enabled: boolean | null;
  };
}

/** `GET api/admin/user/`: an administrator (spec §3). */
export interface AdminAccount {
  uuid: string;
  enabled: boolean;
  is_super: boolean;
  user: { uuid: string; first_name: string; last_name: string; email: string };
  profile: { rut_user: string } | null;
}

export const adminPymeSchema: Schema<AdminPyme> = object({
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
    phone_number: string().nullable().optional(),
  }).required(),
  formation_line: object({
    uuid: id(),
    training: object({ uuid: id(), name: text(), status: text() }).required(),
  })
    .nullable()
    .default(null),
});

const lineOptionSchema: Schema<LineOption> = object({ uuid: id(), name: text() });

/** A relation as DRF may serialise it: the related uuid, or the related record nested. */
function relatedUuid(value: unknown): unknown {
  if (typeof value === 'object' && value !== null) return (value as { uuid?: unknown }).uuid;
  return value;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * One assignment, in any of the readings a DRF backend may give (docs/decisions.md,
 * "Relations as a uuid or nested"): `{pyme, admin}` or `{pyme_uuid, admin_uuid}`
 * (or both), each relation a uuid or the record nested; a nested admin may be
 * the admin record (`{uuid, enabled, user: {first_name, …}}`) or a flat person
 * (`{uuid, first_name, …, enabled}`). Read into one shape; the two uuids are
 * required.
 */
const adminAssignmentSchema: Schema<AdminAssignment> = object({
  pyme: id(),
  admin: object({
    uuid: id(),
    first_name: string().nullable().defined(),
    last_name: string().nullable().defined(),
    enabled: boolean().nullable().defined(),
  }).required(),
}).transform((raw: unknown) => {
  if (typeof raw !== 'object' || raw === null) return raw;
  const row = raw as Record<string, unknown>;
  const nested =
    typeof row.admin === 'object' && row.admin !== null
      ? (row.admin as Record<string, unknown>)
      : {};
  const person =
    typeof nested.user === 'object' && nested.user !== null
      ? (nested.user as Record<string, unknown>)
      : nested;
  return {
    pyme: row.pyme_uuid ?? relatedUuid(row.pyme),
    admin: {
      uuid: row.admin_uuid ?? relatedUuid(row.admin),
      first_name: textOrNull(person.first_name),
      last_name: textOrNull(person.last_name),
      enabled: typeof nested.enabled === 'boolean' ? nested.enabled : null,
    },
  };
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

/** One admin-assignment call (`assignAdmin`'s argument without its refresh). */
export interface AdminAssignmentCall {
  pyme: string;
  admin: string;
  operation: AssignmentOperation;
}

/**
 * The call that leaves `pyme` with `admin` (empty: with none, spec §2's "Sin
 * Admin"): create, update or delete depend on who looks after it now, in
 * `assignments`. Null when it already is so. The row's select and the bulk
 * action both decide through this.
 */
export function adminAssignmentCall(
  pyme: string,
  admin: string,
  assignments: readonly AdminAssignment[],
): AdminAssignmentCall | null {
  const current = assignments.find((assignment) => assignment.pyme === pyme);
  if (!admin) return current ? { pyme, admin: current.admin.uuid, operation: 'delete' } : null;
  if (current?.admin.uuid === admin) return null;
  return { pyme, admin, operation: current ? 'update' : 'create' };
}

/** The lines' filter and selects load up to this many lines (spec §9). */
const LINE_OPTIONS_LIMIT = 1000;

/**
 * What a change to one pyme's fields invalidates: that pyme (the list pages
 * that show it and its record refetch, other pages do not) and the searched
 * or filtered lists (a new name, e-mail or line, enabling or disabling it,
 * may bring it into a search, a line's filter or the disabled view, or take
 * it out). No change here adds, removes or reorders pymes in the plain list
 * (every pyme, newest first), so none invalidates `LIST`.
 */
function changedPyme(uuid: string) {
  return [
    { type: 'Pyme', id: uuid },
    { type: 'Pyme', id: FILTERED },
  ] as const;
}

/**
 * A write's own refresh, or none: a bulk run (issue 29) makes many writes and
 * refreshes what they changed once, at its end (`bulkChangeTags`), so its
 * calls pass `refresh: false`.
 */
interface Refresh {
  refresh?: false;
}

const unlessBulk = <Tags>(arg: Refresh, tags: Tags): Tags | [] =>
  arg.refresh === false ? [] : tags;

/** What a bulk run over these pymes changed, refreshed once at its end. */
export function bulkChangeTags(pymes: readonly string[], assignments: boolean) {
  return [
    ...pymes.map((uuid) => ({ type: 'Pyme', id: uuid }) as const),
    { type: 'Pyme', id: FILTERED } as const,
    ...(assignments ? [{ type: 'AdminAssignment', id: LIST } as const] : []),
  ];
}

/**
 * The admin's pymes workspace (spec §7): the list and its search, one pyme,
 * its edits, its line, its admin.
 */
export const pymesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPymes: build.query<Paginated<AdminPyme>, PymeListArgs>({
      query: ({ page, search, training, enabled, pageSize = PAGE_SIZE }) => ({
        url: search ? 'api/pymes/pyme-search/' : 'api/pymes/pyme/',
        params: {
          ...pageParams(page, pageSize),
          ...(search ? { search } : {}),
          ...(training ? { training } : {}),
          ...(enabled === undefined ? {} : { enabled }),
        },
      }),
      rawResponseSchema: pageOf(adminPymeSchema),
      providesTags: (page, _error, { search, training, enabled }) =>
        listTags('Pyme', page?.results, Boolean(search || training) || enabled !== undefined),
    }),
    /**
     * Whether the backend honours our `enabled` filter (docs/api-contract.md;
     * DRF ignores a query parameter it does not know): asked once, with the
     * first page of each value. Honoured when every pyme of `enabled=false` is
     * disabled and every one of `enabled=true` enabled; a backend that ignores
     * it answers the same page to both, which cannot pass both checks unless
     * there are no pymes at all (then there is nothing to filter).
     */
    getEnabledFilterSupport: build.query<boolean, undefined>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const ask = (enabled: boolean) =>
          baseQuery({ url: 'api/pymes/pyme/', params: { ...pageParams(1), enabled } });
        const [disabled, enabled] = await Promise.all([ask(false), ask(true)]);
        if (disabled.error) return { error: disabled.error };
        if (enabled.error) return { error: enabled.error };
        const page = pageOf(adminPymeSchema);
        const onlyDisabled = await parseAnswer(page, disabled.data, 'getEnabledFilterSupport');
        if ('error' in onlyDisabled) return onlyDisabled;
        const onlyEnabled = await parseAnswer(page, enabled.data, 'getEnabledFilterSupport');
        if ('error' in onlyEnabled) return onlyEnabled;
        return {
          data:
            onlyDisabled.data.results.every((pyme) => !pyme.enabled) &&
            onlyEnabled.data.results.every((pyme) => pyme.enabled),
        };
      },
      // What the backend can do does not change with its data: no tag, so a
      // pyme's edit does not ask the two pages again.
    }),
    updatePyme: build.mutation<
      AdminPyme,
      { uuid: string; body: PymeUpdate | { enabled: boolean } } & Refresh
    >({
      query: ({ uuid, body }) => ({
        url: apiPath('api/pymes/pyme/', uuid),
        method: 'PATCH',
        data: body,
      }),
      invalidatesTags: (_result, _error, arg) => unlessBulk(arg, changedPyme(arg.uuid)),
    }),
    updatePymeUser: build.mutation<AdminPyme, { uuid: string; body: PymeUserUpdate }>({
      query: ({ uuid, body }) => ({
        url: apiPath('api/pymes/user/', uuid),
        method: 'PATCH',
        data: body,
      }),
      invalidatesTags: (_result, _error, { uuid }) => changedPyme(uuid),
    }),
    getLineOptions: build.query<LineOption[], undefined>({
      query: () => ({
        url: 'api/formations/training/',
        params: { limit: LINE_OPTIONS_LIMIT, offset: 0, is_active: true },
        allPages: true,
      }),
      rawResponseSchema: listOf(lineOptionSchema),
      transformResponse: (lines: LineOption[]) => lines.map(({ uuid, name }) => ({ uuid, name })),
      providesTags: [{ type: 'LineOption', id: LIST }],
    }),
    /** A new association (spec §4, §7); its status "NA" unless given. */
    assignLine: build.mutation<
      unknown,
      { pyme: string; training: string; status?: string } & Refresh
    >({
      query: ({ pyme, training, status = 'NA' }) => ({
        url: 'api/formations/formation-line/',
        method: 'POST',
        data: { training, status, pyme },
      }),
      invalidatesTags: (_result, _error, arg) => unlessBulk(arg, changedPyme(arg.pyme)),
    }),
    /** `uuid` is the association's; `pyme` the pyme whose row it changes. */
    updateLineAssignment: build.mutation<
      unknown,
      {
        uuid: string;
        pyme: string;
        body: { training: string; status?: string } | { status: string };
      } & Refresh
    >({
      query: ({ uuid, body }) => ({
        url: apiPath('api/formations/formation-line/', uuid),
        method: 'PATCH',
        data: body,
      }),
      // A new line moves the pyme between the line filters; a new status only changes its row.
      invalidatesTags: (_result, _error, arg) =>
        unlessBulk(
          arg,
          'training' in arg.body
            ? changedPyme(arg.pyme)
            : [{ type: 'Pyme', id: arg.pyme } as const],
        ),
    }),
    removeLineAssignment: build.mutation<unknown, { uuid: string; pyme: string }>({
      query: ({ uuid }) => ({
        url: apiPath('api/formations/formation-line/', uuid),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { pyme }) => changedPyme(pyme),
    }),
    getAdminAssignments: build.query<AdminAssignment[], undefined>({
      query: () => ({ url: 'api/pymes/admin/', allPages: true }),
      rawResponseSchema: listOf(adminAssignmentSchema),
      providesTags: [{ type: 'AdminAssignment', id: LIST }],
    }),
    assignAdmin: build.mutation<unknown, AdminAssignmentCall & Refresh>({
      query: ({ pyme, admin, operation }) => ({
        url: apiPath('api/pymes/admin/', pyme),
        method: assignmentMethods[operation],
        data: { admin_uuid: admin, pyme_uuid: pyme },
      }),
      invalidatesTags: (_result, _error, arg) =>
        unlessBulk(arg, [{ type: 'AdminAssignment', id: LIST } as const]),
    }),
    getAssignableAdmins: build.query<AdminAccount[], undefined>({
      query: () => ({ url: 'api/admin/user/', allPages: true }),
      rawResponseSchema: listOf(adminAccountSchema),
      providesTags: (admins) => listTags('Admin', admins),
    }),
  }),
});

export const {
  useGetPymesQuery,
  useGetEnabledFilterSupportQuery,
  useUpdatePymeMutation,
  useUpdatePymeUserMutation,
  useGetLineOptionsQuery,
  useAssignLineMutation,
  useUpdateLineAssignmentMutation,
  useRemoveLineAssignmentMutation,
  useGetAdminAssignmentsQuery,
  useAssignAdminMutation,
  useGetAssignableAdminsQuery,
} = pymesApi;
