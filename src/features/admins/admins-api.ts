import { object, string, type Schema } from 'yup';
import { apiPath } from '@/api/api-path';
import { api, FILTERED, LIST, listTags } from '@/api/api-slice';
import { pageParams, type Paginated } from '@/api/pagination';
import { flag, id, listOf, pageOf, text } from '@/api/response-schemas';
import type { AdminRole } from '@/validation/data/admin-roles';

/**
 * An administrator as the admins calls return it (spec §3). `uuid` is the
 * admin record's own, which the admin calls take; it need not be its user's.
 */
export interface Admin {
  uuid: string;
  enabled: boolean;
  is_super: boolean;
  /** `uuid` is the user's (spec §3); a backend may leave it out. */
  user: { uuid?: string; first_name: string; last_name: string; email: string };
  /** null when the admin has no RUT (the table shows '-'). */
  profile: { rut_user: string } | null;
}

const adminSchema: Schema<Admin> = object({
  uuid: id(),
  enabled: flag(),
  is_super: flag(),
  user: object({
    uuid: string().optional(),
    first_name: text(),
    last_name: text(),
    email: text(),
  }).required(),
  profile: object({ rut_user: text() }).nullable().default(null),
});

/** `POST api/admin/user/`: spec §3's create-admin payload. */
export interface AdminCreate {
  first_name: string;
  last_name: string;
  rut_user: string;
  email: string;
  password: string;
  enabled: boolean;
  is_super: boolean;
  /** The chosen role's label (spec §3). */
  order_name: AdminRole;
}

/**
 * `PATCH api/admin/user/{uuid}/`: rut_user and enabled only when they changed
 * (spec §4), password only when a new one was typed.
 */
export interface AdminUpdate {
  first_name: string;
  last_name: string;
  email: string;
  is_super: boolean;
  order_name: AdminRole;
  rut_user?: string;
  enabled?: boolean;
  password?: string;
}

/**
 * The super admin's administrators (spec §7, docs/api-contract.md "Super
 * admin: administrators"). Tags: each admin by uuid and the list (the admins
 * table and search, the pymes screen's admin select); an edit also reaches the
 * searches (a new name or e-mail may bring the admin into one), an edit or a
 * delete the assignments (they carry the admin's name and state), and the own
 * profile when the super admin edits herself (the avatar menu greets her by
 * name).
 */
export const adminsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdmins: build.query<Paginated<Admin>, number>({
      query: (page) => ({ url: 'api/admin/user/', params: pageParams(page) }),
      rawResponseSchema: pageOf(adminSchema),
      providesTags: (page) => listTags('Admin', page?.results),
    }),
    /** The search is not paged (spec §7): every match comes at once. */
    searchAdmins: build.query<Admin[], string>({
      // A DRF backend may page it anyway: every page is read (`allPages`).
      query: (search) => ({ url: 'api/admin/user-search/', params: { search }, allPages: true }),
      rawResponseSchema: listOf(adminSchema),
      providesTags: (admins) => listTags('Admin', admins, true),
    }),
    createAdmin: build.mutation<Admin, AdminCreate>({
      query: (body) => ({ url: 'api/admin/user/', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Admin', id: LIST }],
    }),
    updateAdmin: build.mutation<Admin, { uuid: string; body: AdminUpdate; isSelf: boolean }>({
      query: ({ uuid, body }) => ({
        url: apiPath('api/admin/user/', uuid),
        method: 'PATCH',
        data: body,
      }),
      invalidatesTags: (_result, _error, { uuid, isSelf }) => [
        { type: 'Admin', id: uuid },
        { type: 'Admin', id: FILTERED },
        { type: 'AdminAssignment', id: LIST },
        ...(isSelf ? (['Profile'] as const) : []),
      ],
    }),
    deleteAdmin: build.mutation<unknown, string>({
      query: (uuid) => ({ url: apiPath('api/admin/user/', uuid), method: 'DELETE' }),
      invalidatesTags: (_result, _error, uuid) => [
        { type: 'Admin', id: uuid },
        { type: 'Admin', id: LIST },
        { type: 'AdminAssignment', id: LIST },
      ],
    }),
  }),
});

export const {
  useGetAdminsQuery,
  useSearchAdminsQuery,
  useCreateAdminMutation,
  useUpdateAdminMutation,
  useDeleteAdminMutation,
} = adminsApi;
