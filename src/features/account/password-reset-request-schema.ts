import { object, type InferType } from 'yup';
import { emailRule } from '@/validation/fields';

/** /resetPassword and /sendEmailToken: the e-mail to send the link to. */
export const passwordResetRequestSchema = object({
  email: emailRule(),
});

export type PasswordResetRequestValues = InferType<typeof passwordResetRequestSchema>;
