import { errorCodes, isApiError } from '@/api/api-error';
import type { UserProfile } from '@/api/session-slice';
import { FormField } from '@/components/form/form-field';
import { PhoneField } from '@/components/form/phone-field';
import { RutField } from '@/components/form/rut-field';
import { FormDialog } from '@/components/form-dialog';
import { profileSchema, type ProfileValues } from '../profile-schema';
import { sameEmail } from '@/validation/same-email';
import { sameRut } from '@/validation/rut';
import { serverMessages } from '@/validation/server-messages';
import type { ProfileUpdate } from '@/api/edge/users';
import { useUpdateProfileMutation } from '../profile-api';

/** The dialog's labels (its fields, and the fields a save did not keep). */
const profileLabels = {
  first_name: 'Nombre',
  last_name: 'Apellido',
  rut_user: 'RUT',
  email: 'Correo electrónico',
  phone_number: 'Teléfono',
} as const satisfies Record<keyof ProfileValues, string>;

interface ProfileModalProps {
  profile: UserProfile;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * What the modal sends: email and rut_user only when they changed (spec §4).
 * Both sides are compared normalised, so a stored `12345678-k` and a typed
 * `12.345.678-K` are the same RUT and are not sent.
 */
export function profileUpdateOf(values: ProfileValues, initial: ProfileValues): ProfileUpdate {
  const update: ProfileUpdate = {
    first_name: values.first_name,
    last_name: values.last_name,
    phone_number: values.phone_number ?? '',
  };
  if (!sameEmail(values.email, initial.email)) update.email = values.email;
  if (!sameRut(values.rut_user, initial.rut_user)) update.rut_user = values.rut_user;
  return update;
}

function saveErrorMessage(error: unknown): string {
  if (isApiError(error) && errorCodes(error, 'email').includes('EMAIL_TAKEN')) {
    return serverMessages.emailTaken;
  }
  if (isApiError(error) && errorCodes(error, 'rut_user').includes('RUT_TAKEN')) {
    return `${serverMessages.rutTaken} (RUT usuario)`;
  }
  return serverMessages.tryAgain;
}

/**
 * "Editar perfil" (spec §2): Guardar stays disabled while a required field is
 * empty or wrong; after saving the page reloads with the new data.
 */
export function ProfileModal({ profile, isOpen, onClose }: ProfileModalProps) {
  const [updateProfile] = useUpdateProfileMutation();
  const initialValues: ProfileValues = {
    first_name: profile.user.first_name,
    last_name: profile.user.last_name,
    rut_user: profile.profile?.rut_user ?? '',
    email: profile.user.email,
    phone_number: profile.profile?.phone_number ?? '',
  };

  return (
    <FormDialog
      title="Editar perfil"
      isOpen={isOpen}
      onClose={onClose}
      initialValues={initialValues}
      schema={profileSchema}
      onSubmit={async (values) => {
        const update = profileUpdateOf(profileSchema.cast(values), initialValues);
        const result = await updateProfile(update);
        if (result.error) return saveErrorMessage(result.error);
        // Not kept: the dialog names the fields and keeps what was typed.
        if (result.data.status === 'notKept') return { notKept: result.data.fields };
        // Kept, or sent without an answer that shows it: the reload shows what the server holds.
        window.location.reload();
        return null;
      }}
      fieldLabels={profileLabels}
    >
      <div className="row g-sm-3">
        <div className="col-sm-6">
          <FormField
            name="first_name"
            label={profileLabels.first_name}
            autoComplete="given-name"
            required
          />
        </div>
        <div className="col-sm-6">
          <FormField
            name="last_name"
            label={profileLabels.last_name}
            autoComplete="family-name"
            required
          />
        </div>
      </div>
      <RutField name="rut_user" label={profileLabels.rut_user} required />
      <FormField
        name="email"
        label={profileLabels.email}
        type="email"
        autoComplete="email"
        required
      />
      <PhoneField />
    </FormDialog>
  );
}
