import { object, type InferType } from 'yup';
import { adminRoleOptions } from '@/validation/data/admin-roles';
import {
  choiceRule,
  emailRule,
  firstNameRule,
  lastNameRule,
  optionalPasswordRule,
  passwordRule,
  personRutRule,
} from '@/validation/fields';

/**
 * The create/edit admin modal: Nombre, Apellido, Rut, Rol, Correo
 * electrónico, Contraseña. The password is required to create an admin; when
 * editing, an empty password means "keep the current one".
 */
const adminShape = {
  first_name: firstNameRule(),
  last_name: lastNameRule(),
  rut_user: personRutRule(),
  email: emailRule(),
  role: choiceRule(adminRoleOptions),
};

export const createAdminSchema = object({ ...adminShape, password: passwordRule() });

export const editAdminSchema = object({ ...adminShape, password: optionalPasswordRule() });

export type AdminFormMode = 'create' | 'edit';

export function adminSchema(mode: AdminFormMode) {
  return mode === 'create' ? createAdminSchema : editAdminSchema;
}

export type CreateAdminValues = InferType<typeof createAdminSchema>;
export type EditAdminValues = InferType<typeof editAdminSchema>;
