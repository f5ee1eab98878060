import { api, FILTERED, LIST, listTags } from '@/api/api-slice';
import {
  adminRequests,
  adminRowOf,
  adminShape,
  readAdminList,
  readAdminPage,
  type Admin,
  type AdminCreate,
  type AdminUpdate,
} from '@/api/edge/admins';
import { schemaOf } from '@/api/edge/read';
import { saveAndConfirm, type SaveCheck } from '@/api/edge/write';
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
    /**
     * A new administrator, then what the backend kept: from the answer, or
     * the admin found again by e-mail (src/api/edge/write.ts).
     */
    createAdmin: build.mutation<SaveCheck, AdminCreate>({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        return saveAndConfirm(baseQuery, adminRequests.create(body), adminShape, body, async () => {
          const found = await baseQuery(adminRequests.search(body.email));
          return found.error ? null : adminRowOf(found.data, { email: body.email });
        });
      },
      invalidatesTags: [{ type: 'Admin', id: LIST }],
    }),
    /** An administrator's changes, then what the backend kept (the answer, or a search by e-mail). */
    updateAdmin: build.mutation<SaveCheck, { uuid: string; body: AdminUpdate; isSelf: boolean }>({
      async queryFn({ uuid, body }, _api, _extraOptions, baseQuery) {
        return saveAndConfirm(
          baseQuery,
          adminRequests.update(uuid, body),
          adminShape,
          body,
          async () => {
            const found = await baseQuery(adminRequests.search(body.email));
            return found.error ? null : adminRowOf(found.data, { uuid });
          },
        );
      },
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
