import { api } from '@/api/api-slice';
import { readMessage, userRequests, type NewPassword } from '@/api/edge/users';
import { schemaOf } from '@/api/edge/read';
import type { RegistrationValues } from './registration-schema';

/**
 * `POST api/users/signup/` (spec §3, registration payload): the wizard's
 * values; the edge writes them under the wire's names (`signupBody`).
 */
export type SignupRequest = RegistrationValues;

export type { NewPassword };

/**
 * Registration, account confirmation and the password screens (spec §7).
 * Only the reset request's answer is read (spec §4: `EMAIL_SENT` leads to
 * /successEmail); the other calls succeed with any 2xx answer, since a DRF
 * backend may answer a write with a message, the record or nothing.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<unknown, SignupRequest>({
      query: userRequests.signup,
    }),
    verifyAccount: build.mutation<unknown, { token: string }>({
      query: userRequests.verify,
    }),
    resendVerification: build.mutation<unknown, { email: string }>({
      query: userRequests.resendVerification,
    }),
    /** The answer's message code (`EMAIL_SENT`), or null when it has none. */
    requestPasswordReset: build.mutation<string | null, { email: string }>({
      query: userRequests.requestPasswordReset,
      rawResponseSchema: schemaOf(readMessage),
    }),
    resetPassword: build.mutation<unknown, NewPassword & { token: string }>({
      query: userRequests.resetPassword,
    }),
    changePassword: build.mutation<unknown, NewPassword>({
      query: userRequests.changePassword,
    }),
  }),
});

export const {
  useSignupMutation,
  useVerifyAccountMutation,
  useResendVerificationMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
} = accountApi;
