import { errorCodes, isApiError, isNotFound } from '@/api/api-error';
import { FormField } from '@/components/form/form-field';
import { FormDialog } from '@/components/form-dialog';
import { settleSave } from '@/components/form/save-outcome';
import type { Notice } from '@/components/notifications';
import { diagnosticSchema, type DiagnosticValues } from '../diagnostic-schema';
import { messages } from '@/validation/messages';
import { serverMessages } from '@/validation/server-messages';
import type {
  DiagnosticForm,
  DiagnosticFormCreate,
  DiagnosticFormUpdate,
} from '@/api/edge/diagnostics';
import {
  useCreateDiagnosticFormMutation,
  useUpdateDiagnosticFormMutation,
} from '../diagnostic-forms-api';

/** The form's values for a diagnostic (numbers as text), or empty ones for a new one. */
function diagnosticValuesOf(diagnostic: DiagnosticForm | null): DiagnosticValues {
  return {
    name: diagnostic?.name ?? '',
    form_id: diagnostic?.form_id ?? '',
    duration: diagnostic ? String(diagnostic.duration) : '',
    order_number: diagnostic ? String(diagnostic.order_number) : '',
    order_name: diagnostic?.order_name ?? '',
  };
}

/** What "Crear diagnóstico" sends: numbers as numbers, amount 1 and enabled true (spec §3, §9). */
function diagnosticCreateOf(values: DiagnosticValues): DiagnosticFormCreate {
  return {
    name: values.name,
    form_id: values.form_id,
    duration: Number(values.duration),
    order_number: Number(values.order_number),
    order_name: values.order_name,
    amount: 1,
    enabled: true,
  };
}

/** What "Editar diagnóstico" sends: only the fields that changed (spec §4). */
function diagnosticUpdateOf(
  values: DiagnosticValues,
  diagnostic: DiagnosticForm,
): DiagnosticFormUpdate {
  const update: DiagnosticFormUpdate = {};
  if (values.name !== diagnostic.name) update.name = values.name;
  if (values.form_id !== diagnostic.form_id) update.form_id = values.form_id;
  if (Number(values.duration) !== diagnostic.duration) update.duration = Number(values.duration);
  if (Number(values.order_number) !== diagnostic.order_number) {
    update.order_number = Number(values.order_number);
  }
  if (values.order_name !== diagnostic.order_name) update.order_name = values.order_name;
  return update;
}

/**
 * The message a refused save shows in the dialog: a form id already in use,
 * a diagnostic deleted meanwhile, else the try-again message (logged too).
 */
function refusalOf(error: unknown): string {
  if (isApiError(error) && errorCodes(error, 'form_id').includes('ALREADY_EXISTS')) {
    return messages.diagnostic.server.formIdTaken;
  }
  if (isNotFound(error)) return messages.diagnostic.server.notFound;
  console.error('The diagnostic could not be saved:', error);
  return serverMessages.tryAgain;
}

/** The dialog's labels (its fields, and the fields a save did not keep). */
const diagnosticLabels = {
  name: 'Nombre',
  form_id: 'ID del formulario',
  duration: 'Duración (minutos)',
  order_number: 'Número de orden',
  order_name: 'Nombre de orden',
} as const;

interface DiagnosticFormDialogProps {
  isOpen: boolean;
  /** The diagnostic to edit; null creates a new one. */
  diagnostic: DiagnosticForm | null;
  onClose: () => void;
  /**
   * Called when the save is over, with what to announce (saved, or sent
   * without confirmation); null after an edit with nothing changed.
   */
  onSaved: (notice: Notice | null) => void;
}

/**
 * "Crear diagnóstico" / "Editar diagnóstico": name, form id, duration in
 * minutes, order number and order name, every one required; duration and
 * order number digits only (spec §5).
 */
export function DiagnosticFormDialog({
  isOpen,
  diagnostic,
  onClose,
  onSaved,
}: DiagnosticFormDialogProps) {
  const [createDiagnostic] = useCreateDiagnosticFormMutation();
  const [updateDiagnostic] = useUpdateDiagnosticFormMutation();

  return (
    <FormDialog
      title={diagnostic ? 'Editar diagnóstico' : 'Crear diagnóstico'}
      isOpen={isOpen}
      onClose={onClose}
      initialValues={diagnosticValuesOf(diagnostic)}
      schema={diagnosticSchema}
      onSubmit={async (values) => {
        const cast = diagnosticSchema.cast(values);
        if (!diagnostic) {
          const body = diagnosticCreateOf(cast);
          const result = await createDiagnostic(body);
          if (result.error) return refusalOf(result.error);
          return settleSave(
            result.data,
            {
              kept: `Creamos el diagnóstico «${body.name}».`,
              what: `el diagnóstico «${body.name}»`,
            },
            onSaved,
          );
        }
        const body = diagnosticUpdateOf(cast, diagnostic);
        // Nothing changed: nothing to send (spec §4 sends only changed values).
        if (Object.keys(body).length === 0) {
          onSaved(null);
          return null;
        }
        const result = await updateDiagnostic({ uuid: diagnostic.uuid, body });
        if (result.error) return refusalOf(result.error);
        const name = body.name ?? diagnostic.name;
        return settleSave(
          result.data,
          {
            kept: `Guardamos el diagnóstico «${name}».`,
            what: `los cambios del diagnóstico «${name}»`,
          },
          onSaved,
        );
      }}
      fieldLabels={diagnosticLabels}
    >
      <FormField name="name" label={diagnosticLabels.name} required autoComplete="off" />
      <FormField
        name="form_id"
        label={diagnosticLabels.form_id}
        hint="El identificador del formulario en Typeform, Ej: etapa-1"
        required
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
      <div className="row g-sm-3">
        <div className="col-sm-6">
          <FormField
            name="duration"
            label={diagnosticLabels.duration}
            hint="Solo números, Ej: 15"
            required
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <div className="col-sm-6">
          <FormField
            name="order_number"
            label={diagnosticLabels.order_number}
            hint="Su lugar en la lista, Ej: 1"
            required
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
      </div>
      <FormField
        name="order_name"
        label={diagnosticLabels.order_name}
        hint="El nombre de la etapa, Ej: Etapa 1"
        required
        autoComplete="off"
      />
    </FormDialog>
  );
}
