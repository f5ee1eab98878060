import { api } from '@/api/api-slice';

/** `PATCH api/users/profile/`: unchanged email and rut_user are left out (spec §4). */
export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  phone_number: string;
  email?: string;
  rut_user?: string;
}

/**
 * The answer is not read: a DRF backend answers the updated profile (its
 * default), ours a message; the page reloads either way.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<unknown, ProfileUpdate>({
      query: (body) => ({ url: 'api/users/profile/', method: 'PATCH', data: body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
