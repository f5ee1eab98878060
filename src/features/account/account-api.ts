import { api } from '@/api/api-slice';
import { messageSchema } from '@/api/response-schemas';
import type { RegistrationValues } from '@/validation';

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

/** Registration, account confirmation and the password screens (spec §7). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<MessageResponse, SignupRequest>({
      query: (body) => ({ url: 'api/users/signup/', method: 'POST', data: body, auth: false }),
      rawResponseSchema: messageSchema,
    }),
    verifyAccount: build.mutation<MessageResponse, { token: string }>({
      query: (body) => ({ url: 'api/users/verify/', method: 'PATCH', data: body, auth: false }),
      rawResponseSchema: messageSchema,
    }),
    resendVerification: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: 'api/users/verify/', method: 'POST', data: body, auth: false }),
      rawResponseSchema: messageSchema,
    }),
    requestPasswordReset: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: 'api/users/pwreset/', method: 'POST', data: body, auth: false }),
      rawResponseSchema: messageSchema,
    }),
    resetPassword: build.mutation<MessageResponse, NewPassword & { token: string }>({
      query: (body) => ({ url: 'api/users/pwreset/', method: 'PATCH', data: body, auth: false }),
      rawResponseSchema: messageSchema,
    }),
    changePassword: build.mutation<MessageResponse, NewPassword>({
      query: (body) => ({ url: 'api/users/pwupdate/', method: 'PATCH', data: body }),
      rawResponseSchema: messageSchema,
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
