import { object, type InferType } from 'yup';
import { passwordConfirmationRule, passwordRule } from '@/validation/fields';

/** /resetPassword/:token and /changePassword: the new password, twice. */
export const passwordSchema = object({
  password: passwordRule(),
  password_confirmation: passwordConfirmationRule(),
});

export type PasswordValues = InferType<typeof passwordSchema>;
