import { object, string, type InferType } from 'yup';
import { messages } from '@/validation/messages';
import { emailRule } from '@/validation/fields';

/**
 * /login: a well-formed e-mail and a non-empty password. The password rules
 * are not checked here: the server decides, and older passwords still work.
 */
export const loginSchema = object({
  email: emailRule(),
  password: string().typeError(messages.password.invalid).required(messages.password.required),
});

export type LoginValues = InferType<typeof loginSchema>;
