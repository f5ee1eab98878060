import { object, type InferType } from 'yup';
import {
  emailRule,
  firstNameRule,
  lastNameRule,
  personRutRule,
  phoneRule,
  positionRule,
} from '@/validation/fields';

/** An admin editing a pyme's entrepreneur. */
export const userEditSchema = object({
  first_name: firstNameRule(),
  last_name: lastNameRule(),
  rut_user: personRutRule(),
  email: emailRule(),
  phone_number: phoneRule(),
  position: positionRule(),
});

export type UserEditValues = InferType<typeof userEditSchema>;
