import { object, type InferType } from 'yup';
import { emailRule, firstNameRule, lastNameRule, ownRutRule, phoneRule } from '@/validation/fields';

/** The profile edit modal (the user's own data). */
export const profileSchema = object({
  first_name: firstNameRule(),
  last_name: lastNameRule(),
  rut_user: ownRutRule(),
  email: emailRule(),
  phone_number: phoneRule(),
});

export type ProfileValues = InferType<typeof profileSchema>;
