import { api } from '@/api/api-slice';
import { messageSchema } from '@/api/response-schemas';
import type { RegistrationValues } from './registration-schema';

/** `POST api/users/signup/` (spec §3, registration payload). */
export type SignupRequest = RegistrationValues;

/** Answers of the e-mail calls: `{message: "EMAIL_SENT"}` and the like. */
export interface MessageResponse {
  message: string;
}

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

/**
 * Registration, account confirmation and the password screens (spec §7).
 * Only the reset request's answer is read (spec §4: `EMAIL_SENT` leads to
 * /successEmail); the other calls succeed with any 2xx answer, since a DRF
 * backend may answer a write with a message, the record or nothing.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<unknown, SignupRequest>({
      query: (body) => ({ url: 'api/users/signup/', method: 'POST', data: body, auth: false }),
    }),
    verifyAccount: build.mutation<unknown, { token: string }>({
      query: (body) => ({ url: 'api/users/verify/', method: 'PATCH', data: body, auth: false }),
    }),
    resendVerification: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: 'api/users/verify/', method: 'POST', data: body, auth: false }),
    }),
    requestPasswordReset: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: 'api/users/pwreset/', method: 'POST', data: body, auth: false }),
      rawResponseSchema: messageSchema,
    }),
    resetPassword: build.mutation<unknown, NewPassword & { token: string }>({
      query: (body) => ({ url: 'api/users/pwreset/', method: 'PATCH', data: body, auth: false }),
    }),
    changePassword: build.mutation<unknown, NewPassword>({
      query: (body) => ({ url: 'api/users/pwupdate/', method: 'PATCH', data: body }),
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
