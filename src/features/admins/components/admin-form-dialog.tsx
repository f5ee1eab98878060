import { errorCodes, isApiError, isNotFound } from '@/api/api-error';
import { FormField } from '@/components/form/form-field';
import { PasswordField } from '@/components/form/password-field';
import { RutField } from '@/components/form/rut-field';
import { SelectField } from '@/components/form/select-field';
import { FormDialog } from '@/components/form-dialog';
import { asFormFields, settleSave } from '@/components/form/save-outcome';
import type { Notice } from '@/components/notifications';
import {
  adminRoleFlags,
  adminRoleOf,
  adminRoleOptions,
  defaultAdminRole,
  isAdminRole,
  type AdminRole,
} from '@/validation/data/admin-roles';
import { adminSchema, type CreateAdminValues, type EditAdminValues } from '../admin-schema';
import { messages } from '@/validation/messages';
import {
  registrationServerMessage,
  serverMessages,
  type ServerField,
} from '@/validation/server-messages';
import { sameRut } from '@/validation/rut';
import type { Admin, AdminCreate, AdminUpdate } from '@/api/edge/admins';
import { useCreateAdminMutation, useUpdateAdminMutation } from '../admins-api';

/** What the modal holds: the admin's data, the role's label and a password ('' on edit: keep it). */
export interface AdminFormValues {
  first_name: string;
  last_name: string;
  rut_user: string;
  email: string;
  role: string;
  password: string;
}

/** The modal's values for an admin, or a new one's (role Deshabilitado, spec §2, §9). */
function adminValuesOf(admin: Admin | null): AdminFormValues {
  return {
    first_name: admin?.user.first_name ?? '',
    last_name: admin?.user.last_name ?? '',
    rut_user: admin?.profile?.rut_user ?? '',
    email: admin?.user.email ?? '',
    role: admin ? adminRoleOf(admin) : defaultAdminRole,
    password: '',
  };
}

function roleOfValue(role: string): AdminRole {
  return isAdminRole(role) ? role : defaultAdminRole;
}

/** Spec §3's create-admin payload: the role as its two flags and its label. */
function adminCreateOf(values: CreateAdminValues): AdminCreate {
  const role = roleOfValue(values.role);
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    rut_user: values.rut_user,
    email: values.email,
    password: values.password,
    ...adminRoleFlags(role),
    order_name: role,
  };
}

/**
 * What the edit sends (spec §4): rut_user and enabled only when they changed,
 * the password only when a new one was typed; the rest always.
 */
function adminUpdateOf(values: EditAdminValues, admin: Admin): AdminUpdate {
  const role = roleOfValue(values.role);
  const flags = adminRoleFlags(role);
  const update: AdminUpdate = {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    is_super: flags.is_super,
    order_name: role,
  };
  if (!sameRut(values.rut_user, admin.profile?.rut_user ?? '')) update.rut_user = values.rut_user;
  if (flags.enabled !== admin.enabled) update.enabled = flags.enabled;
  if (values.password) update.password = values.password;
  return update;
}

/** The fields whose refusals have a spec §8 text (EMAIL_TAKEN, RUT_TAKEN, WEAK_PASSWORD…). */
const refusableFields: readonly ServerField[] = [
  'first_name',
  'last_name',
  'rut_user',
  'email',
  'password',
];

/**
 * The message a refused save shows in the modal: spec §8's texts for what it
 * names (a taken e-mail or RUT, a weak password…), ours for the self-change
 * rule and an admin deleted meanwhile, else the try-again message (logged too).
 */
function adminRefusalOf(error: unknown): string {
  if (isApiError(error) && error.status === 400) {
    const texts = refusableFields.flatMap((field) =>
      errorCodes(error, field).flatMap((code) => registrationServerMessage(field, code) ?? []),
    );
    if (texts.length > 0) return texts.join(' ');
    if (errorCodes(error, 'detail').includes('SELF_CHANGE')) {
      return messages.admin.server.selfChange;
    }
  }
  if (isNotFound(error)) return messages.admin.server.notFound;
  console.error('The administrator could not be saved:', error);
  return serverMessages.tryAgain;
}

/** The dialog's labels (its fields, and the fields a save did not keep). */
const adminLabels = {
  first_name: 'Nombre',
  last_name: 'Apellido',
  rut_user: 'Rut',
  role: 'Rol',
  email: 'Correo electrónico',
  password: 'Contraseña',
} as const;

/** The Rol field is sent as two flags (spec §4). */
const roleFields = { enabled: 'role', is_super: 'role' } as const;

interface AdminFormDialogProps {
  isOpen: boolean;
  /** The admin to edit; null creates a new one. */
  admin: Admin | null;
  /** The admin is the logged-in super admin: she cannot take away her own role. */
  isSelf: boolean;
  onClose: () => void;
  /** Called when the save is over, with what to announce (saved, or sent without confirmation). */
  onSaved: (notice: Notice) => void;
}

/**
 * "Crear Administrador" / "Editar administrador" (spec §2): Nombre, Apellido,
 * Rut, Rol, Correo electrónico, Contraseña; Guardar disabled while a field is
 * wrong (spec §5). On edit an empty password keeps the current one, and the
 * logged-in super admin's own role offers only Super admin.
 */
export function AdminFormDialog({ isOpen, admin, isSelf, onClose, onSaved }: AdminFormDialogProps) {
  const mode = admin ? 'edit' : 'create';
  const schema = adminSchema(mode);
  const [createAdmin] = useCreateAdminMutation();
  const [updateAdmin] = useUpdateAdminMutation();
  const roleOptions: readonly AdminRole[] = isSelf ? ['Super admin'] : adminRoleOptions;

  return (
    <FormDialog
      title={admin ? 'Editar administrador' : 'Crear Administrador'}
      isOpen={isOpen}
      onClose={onClose}
      initialValues={adminValuesOf(admin)}
      schema={schema}
      onSubmit={async (values) => {
        if (!admin) {
          const body = adminCreateOf(schema.cast(values) as CreateAdminValues);
          const result = await createAdmin(body);
          if (result.error) return adminRefusalOf(result.error);
          const name = `${body.first_name} ${body.last_name}`;
          return asFormFields(
            settleSave(
              result.data,
              {
                kept: `Creamos la cuenta de ${name} (${body.order_name}).`,
                what: `la cuenta de ${name}`,
              },
              onSaved,
            ),
            roleFields,
          );
        }
        const body = adminUpdateOf(schema.cast(values), admin);
        const result = await updateAdmin({ uuid: admin.uuid, body, isSelf });
        if (result.error) return adminRefusalOf(result.error);
        const name = `${body.first_name} ${body.last_name}`;
        return asFormFields(
          settleSave(
            result.data,
            { kept: `Guardamos los datos de ${name}.`, what: `los datos de ${name}` },
            onSaved,
          ),
          roleFields,
        );
      }}
      fieldLabels={adminLabels}
    >
      {(form) => (
        <>
          <div className="row g-sm-3">
            <div className="col-sm-6">
              <FormField name="first_name" label="Nombre" required autoComplete="off" />
            </div>
            <div className="col-sm-6">
              <FormField name="last_name" label="Apellido" required autoComplete="off" />
            </div>
          </div>
          <RutField name="rut_user" label="Rut" required />
          <SelectField
            name="role"
            label="Rol"
            options={roleOptions}
            placeholder={null}
            required
            hint={
              isSelf
                ? 'No puedes quitarte el rol de Super admin.'
                : 'Deshabilitado: no puede iniciar sesión. Admin: pymes y líneas de formación. Super admin: además diagnósticos y administradores.'
            }
          />
          <FormField
            name="email"
            label="Correo electrónico"
            type="email"
            required
            autoComplete="off"
          />
          <PasswordField
            name="password"
            label="Contraseña"
            required={mode === 'create'}
            autoComplete="new-password"
            hint={mode === 'edit' ? 'Déjala vacía para mantener la actual.' : undefined}
            showRules={mode === 'create' || form.values.password !== ''}
          />
        </>
      )}
    </FormDialog>
  );
}
