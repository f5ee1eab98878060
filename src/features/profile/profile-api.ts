import { api } from '@/api/api-slice';
import { profileShape } from '@/api/edge/profile-save';
import { userRequests, type ProfileUpdate } from '@/api/edge/users';
import { saveAndConfirm, type SaveCheck } from '@/api/edge/write';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * "Editar perfil": the profile, then what the backend kept of it. A DRF
     * backend answers the updated profile (its default), others a message or
     * nothing: then `users/info/` is read again (src/api/edge/write.ts).
     */
    updateProfile: build.mutation<SaveCheck<keyof ProfileUpdate>, ProfileUpdate>({
      async queryFn(update, _api, _extraOptions, baseQuery) {
        return saveAndConfirm(
          baseQuery,
          userRequests.updateProfile(update),
          profileShape,
          update,
          async () => {
            const again = await baseQuery(userRequests.profile());
            return again.error ? null : again.data;
          },
        );
      },
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
