import { errorCodes, isApiError } from '@/api/api-error';
import { FormField } from '@/components/form/form-field';
import { PhoneField } from '@/components/form/phone-field';
import { RegionCommuneFields } from '@/components/form/region-commune-fields';
import { RutField } from '@/components/form/rut-field';
import { SelectField } from '@/components/form/select-field';
import { FormDialog } from '@/components/form-dialog';
import { settleSave } from '@/components/form/save-outcome';
import type { Notice } from '@/components/notifications';
import { pymeSchema, type PymeValues } from './pyme-schema';
import { positionOptions } from '@/validation/data/positions';
import { sameEmail } from '@/validation/same-email';
import { sameRut } from '@/validation/rut';
import { serverMessages } from '@/validation/server-messages';
import { userEditSchema, type UserEditValues } from './user-edit-schema';
import type { Pyme, PymeUpdate, PymeUserUpdate } from '@/api/edge/pymes';
import { useSavePymeMutation, useUpdatePymeUserMutation } from '../pymes-api';

/** What the edit pyme dialog sends: the rut only when it changed (spec §4). */
function pymeUpdateOf(values: PymeValues, pyme: Pyme): PymeUpdate {
  const update: PymeUpdate = {
    business_name: values.business_name,
    address: values.address,
    state: values.state,
    commune: values.commune,
  };
  if (!sameRut(values.rut, pyme.rut)) update.rut = values.rut;
  return update;
}

/**
 * What the edit user dialog sends: email and rut_user only when they changed
 * (spec §4); the phone only where the backend sends it (ours: the spec's pyme
 * user has none, and a field the backend does not keep is not offered).
 */
function pymeUserUpdateOf(values: UserEditValues, pyme: Pyme): PymeUserUpdate {
  const update: PymeUserUpdate = {
    first_name: values.first_name,
    last_name: values.last_name,
    position: values.position,
  };
  if (keepsPhone(pyme)) update.phone_number = values.phone_number ?? '';
  if (!sameEmail(values.email, pyme.user.email)) update.email = values.email;
  if (!sameRut(values.rut_user, pyme.user.rut_user)) update.rut_user = values.rut_user;
  return update;
}

/** Whether the backend sends (and so keeps) the entrepreneur's phone: ours, absent on the spec's. */
function keepsPhone(pyme: Pyme | null): boolean {
  return pyme?.user.phone_number !== undefined;
}

/**
 * The message a refused save shows in its dialog: the §8 texts for a taken
 * e-mail or RUT, the try-again message for anything else (which is logged too).
 */
function refusalOf(error: unknown, rutField: 'rut' | 'rut_user'): string {
  if (isApiError(error) && errorCodes(error, 'email').includes('EMAIL_TAKEN')) {
    return serverMessages.emailTaken;
  }
  if (isApiError(error) && errorCodes(error, rutField).includes('RUT_TAKEN')) {
    return `${serverMessages.rutTaken} ${rutField === 'rut' ? '(RUT empresa)' : '(RUT usuario)'}`;
  }
  console.error('The pyme could not be saved:', error);
  return serverMessages.tryAgain;
}

/** The edit pyme dialog's labels (the fields, and the fields a save did not keep). */
const pymeLabels = {
  business_name: 'Razón social',
  rut: 'RUT de la empresa',
  address: 'Dirección',
  state: 'Región',
  commune: 'Comuna',
} as const satisfies Record<keyof PymeValues, string>;

/** The edit user dialog's labels, as its fields show them. */
const userLabels = {
  first_name: 'Nombre',
  last_name: 'Apellido',
  rut_user: 'RUT',
  email: 'Correo electrónico',
  phone_number: 'Teléfono',
  position: 'Cargo',
} as const satisfies Record<keyof UserEditValues, string>;

interface PymeDialogProps {
  /** The pyme to edit; null keeps the dialog closed. */
  pyme: Pyme | null;
  onClose: () => void;
  /**
   * Called when the save is over, with what to announce: saved (the answer
   * showed the values), or sent without an answer that showed them.
   */
  onSaved: (notice: Notice) => void;
}

/** "Editar pyme": the business data; choosing a region limits the communes (spec §2, §3). */
export function EditPymeDialog({ pyme, onClose, onSaved }: PymeDialogProps) {
  const [savePyme] = useSavePymeMutation();
  const initialValues: PymeValues = {
    business_name: pyme?.business_name ?? '',
    rut: pyme?.rut ?? '',
    address: pyme?.address ?? '',
    state: pyme?.state ?? '',
    commune: pyme?.commune ?? '',
  };
  return (
    <FormDialog
      title="Editar pyme"
      isOpen={pyme !== null}
      onClose={onClose}
      initialValues={initialValues}
      schema={pymeSchema}
      onSubmit={async (values) => {
        if (!pyme) return null;
        const body = pymeUpdateOf(pymeSchema.cast(values), pyme);
        const result = await savePyme({ uuid: pyme.uuid, body });
        if (result.error) return refusalOf(result.error, 'rut');
        const name = body.business_name;
        return settleSave(
          result.data,
          { kept: `Guardamos los datos de ${name}.`, what: `los datos de ${name}` },
          onSaved,
        );
      }}
      fieldLabels={pymeLabels}
    >
      <FormField
        name="business_name"
        label={pymeLabels.business_name}
        autoComplete="organization"
        required
      />
      <RutField name="rut" label={pymeLabels.rut} required />
      <FormField name="address" label={pymeLabels.address} autoComplete="street-address" required />
      <RegionCommuneFields regionName="state" required />
    </FormDialog>
  );
}

/** "Editar usuario": the entrepreneur behind the pyme. */
export function EditUserDialog({ pyme, onClose, onSaved }: PymeDialogProps) {
  const [updateUser] = useUpdatePymeUserMutation();
  const initialValues: UserEditValues = {
    first_name: pyme?.user.first_name ?? '',
    last_name: pyme?.user.last_name ?? '',
    rut_user: pyme?.user.rut_user ?? '',
    email: pyme?.user.email ?? '',
    phone_number: pyme?.user.phone_number ?? '',
    position: pyme?.user.position ?? '',
  };
  return (
    <FormDialog
      title="Editar usuario"
      isOpen={pyme !== null}
      onClose={onClose}
      initialValues={initialValues}
      schema={userEditSchema}
      onSubmit={async (values) => {
        if (!pyme) return null;
        const body = pymeUserUpdateOf(userEditSchema.cast(values), pyme);
        const result = await updateUser({ uuid: pyme.uuid, body });
        if (result.error) return refusalOf(result.error, 'rut_user');
        const name = `${body.first_name} ${body.last_name}`;
        return settleSave(
          result.data,
          { kept: `Guardamos los datos de ${name}.`, what: `los datos de ${name}` },
          onSaved,
        );
      }}
      fieldLabels={userLabels}
    >
      <div className="row g-sm-3">
        <div className="col-sm-6">
          <FormField name="first_name" label={userLabels.first_name} required />
        </div>
        <div className="col-sm-6">
          <FormField name="last_name" label={userLabels.last_name} required />
        </div>
      </div>
      <RutField name="rut_user" label={userLabels.rut_user} required />
      <FormField name="email" label={userLabels.email} type="email" required />
      {keepsPhone(pyme) && <PhoneField />}
      <SelectField name="position" label={userLabels.position} options={positionOptions} required />
    </FormDialog>
  );
}
