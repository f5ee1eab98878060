import { api } from '@/api/api-slice';
import { userRequests, type ProfileUpdate } from '@/api/edge/users';

/**
 * The answer is not read: a DRF backend answers the updated profile (its
 * default), others a message or nothing; the page reloads either way.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<unknown, ProfileUpdate>({
      query: userRequests.updateProfile,
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
