import { api, FILTERED, LIST, listTags } from '@/api/api-slice';
import {
  adminRequests,
  readAdminList,
  readAdminPage,
  type Admin,
  type AdminCreate,
  type AdminUpdate,
} from '@/api/edge/admins';
import { schemaOf } from '@/api/edge/read';
import type { Paginated } from '@/api/pagination';

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
      query: adminRequests.page,
      rawResponseSchema: schemaOf(readAdminPage),
      providesTags: (page) => listTags('Admin', page?.results),
    }),
    /** The search is not paged (spec §7): every match comes at once. */
    searchAdmins: build.query<Admin[], string>({
      // A DRF backend may page it anyway: every page is read (`allPages`).
      query: adminRequests.search,
      rawResponseSchema: schemaOf(readAdminList),
      providesTags: (admins) => listTags('Admin', admins, true),
    }),
    createAdmin: build.mutation<unknown, AdminCreate>({
      query: adminRequests.create,
      invalidatesTags: [{ type: 'Admin', id: LIST }],
    }),
    updateAdmin: build.mutation<unknown, { uuid: string; body: AdminUpdate; isSelf: boolean }>({
      query: ({ uuid, body }) => adminRequests.update(uuid, body),
      invalidatesTags: (_result, _error, { uuid, isSelf }) => [
        { type: 'Admin', id: uuid },
        { type: 'Admin', id: FILTERED },
        { type: 'AdminAssignment', id: LIST },
        ...(isSelf ? (['Profile'] as const) : []),
      ],
    }),
    deleteAdmin: build.mutation<unknown, string>({
      query: adminRequests.remove,
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
