import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'reactstrap';
import type { SelectOption } from '@/components/form/select-field';
import { ServerErrorAlert } from '@/components/server-error-alert';
import { SubmitButton } from '@/components/submit-button';
import { WizardButtons } from '@/components/wizard/wizard-buttons';
import { WizardSteps } from '@/components/wizard/wizard-steps';
import { trainingLineSuccessPath } from '@/config/paths';
import {
  trainingLineGeneralSchema,
  trainingLineSchema,
  trainingLineStepFields,
  trainingLineStepSchemas,
  type TrainingLineFormValues,
} from '../training-line-schema';
import { trainingLineToSave } from '../training-line-form-data';
import {
  stepOfFirstError,
  trainingLineSaveCheck,
  trainingLineSaveErrors,
  type TrainingLineField,
} from '../training-line-server-errors';
import {
  useCreateTrainingLineMutation,
  useUpdateTrainingLineMutation,
} from '../training-line-save-api';
import {
  ContentStep,
  GeneralStep,
  trainingLineSteps,
  TYPES_FAILED_MESSAGE,
  TYPES_FAILED_SAVE_REASON,
  WeightingsStep,
} from './training-line-steps';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

interface TrainingLineFormProps {
  /** The line being edited, or null to create one. */
  uuid: string | null;
  initialValues: TrainingLineFormValues;
  typeOptions: readonly SelectOption[];
  typesLoading: boolean;
  /**
   * The types could not be loaded: the form says so above the steps with
   * Reintentar (`onRetryTypes`), the type select is disabled and the line
   * cannot be saved; the other fields and steps stay usable, and what was
   * typed stays when the types arrive.
   */
  typesFailed: boolean;
  onRetryTypes: () => void;
}

/** A field the server refused, with the value it refused: the error stands until it changes. */
type Refusals = Partial<Record<TrainingLineField, { message: string; value: unknown }>>;

/** The server's errors that still apply to `values` (the refused value is still there). */
function standingRefusals(refusals: Refusals, values: TrainingLineFormValues) {
  const errors: Partial<Record<TrainingLineField, string>> = {};
  for (const [field, refusal] of Object.entries(refusals) as [
    TrainingLineField,
    Refusals[TrainingLineField],
  ][]) {
    if (refusal && Object.is(values[field], refusal.value)) errors[field] = refusal.message;
  }
  return errors;
}

/** Step 1 but the type: what step 1 asks while there are no types to choose from. */
const generalSchemaWithoutType = trainingLineGeneralSchema.omit(['type']);

/**
 * Whether each step (index 0 is step 1) is complete; together they are the
 * whole form. Without types the type cannot be chosen, so step 1 is complete
 * without it: the admin can go on filling the other steps (saving waits).
 */
function validSteps(values: TrainingLineFormValues, typesFailed: boolean): boolean[] {
  return trainingLineStepSchemas.map((schema, index) =>
    (index === 0 && typesFailed ? generalSchemaWithoutType : schema).isValidSync(values),
  );
}

/**
 * The three-step training line form (spec §2, §4, §5): clickable indicators,
 * Atrás, Siguiente and Guardar cambios on every step. Siguiente waits for the
 * step's fields, Guardar cambios for the whole form; a step can be opened when
 * every step before it is complete. Saving sends the multipart body, then goes
 * to the success page in place of the form; the server's refusals show at
 * their fields (on their step) or above the buttons.
 */
export function TrainingLineForm({
  uuid,
  initialValues,
  typeOptions,
  typesLoading,
  typesFailed,
  onRetryTypes,
}: TrainingLineFormProps) {
  const navigate = useNavigate();
  const [createLine] = useCreateTrainingLineMutation();
  const [updateLine] = useUpdateTrainingLineMutation();
  const [step, setStep] = useState(1);
  const [refusals, setRefusals] = useState<Refusals>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  // Set just before going to the success page, so that leaving is not questioned.
  const leaving = useRef(false);
  // The first field the server refused: it gets the focus once its step is drawn
  // (after WizardSteps has moved the focus to "Paso N de 3"), so its error is read.
  const focusAfterRender = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const saveBlockedId = useId();
  useEffect(() => {
    const name = focusAfterRender.current;
    if (name === null) return;
    focusAfterRender.current = null;
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  });

  const submit = async (
    values: TrainingLineFormValues,
    helpers: FormikHelpers<TrainingLineFormValues>,
  ) => {
    // Guardar cambios is disabled then; this also stops Enter in a field.
    if (typesFailed) return;
    setGeneralError(null);
    const line = trainingLineToSave(values);
    const result = uuid ? await updateLine({ uuid, line }) : await createLine(line);
    // The success page only when the answer (or the line read again) shows what was sent.
    const notSaved = result.error
      ? trainingLineSaveErrors(result.error)
      : trainingLineSaveCheck(result.data);
    if (notSaved === null) {
      leaving.current = true;
      void navigate(trainingLineSuccessPath(uuid ? 'Edición' : 'Creación'), { replace: true });
      return;
    }
    if (result.error) console.error('The training line was not saved:', result.error);
    const { fields, general } = notSaved;
    const refused: Refusals = {};
    for (const [field, message] of Object.entries(fields) as [TrainingLineField, string][]) {
      refused[field] = { message, value: values[field] };
    }
    setRefusals(refused);
    setGeneralError(general);
    helpers.setErrors({ ...standingRefusals(refused, values) });
    void helpers.setTouched(
      Object.fromEntries(Object.keys(refused).map((field) => [field, true])),
      false,
    );
    const errorStep = stepOfFirstError(fields);
    if (errorStep !== null) {
      setStep(errorStep);
      focusAfterRender.current =
        trainingLineStepFields[errorStep - 1]?.find((field) => fields[field] !== undefined) ?? null;
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={trainingLineSchema}
      // The server's refusals stay on their field until its value changes (spec §5).
      validate={(values) => standingRefusals(refusals, values)}
      onSubmit={submit}
    >
      {({ values, dirty, isSubmitting }) => {
        const valid = validSteps(values, typesFailed);
        const stepValid = valid[step - 1] ?? false;
        const canSave =
          !typesFailed &&
          valid.every(Boolean) &&
          Object.keys(standingRefusals(refusals, values)).length === 0;
        // A step opens when every step before it is complete; going back is always possible.
        const canSelect = (target: number) =>
          target <= step || valid.slice(0, target - 1).every(Boolean);
        return (
          <>
            {typesFailed && (
              <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2">
                <p role="alert" className="mb-0 me-auto">
                  {TYPES_FAILED_MESSAGE}
                </p>
                <Button color="danger" outline size="sm" onClick={onRetryTypes}>
                  Reintentar
                </Button>
              </div>
            )}
            <WizardSteps
              steps={trainingLineSteps}
              current={step}
              label="Pasos de la línea de formación"
              onSelect={setStep}
              canSelect={canSelect}
            />
            <Form
              ref={formRef}
              noValidate
              aria-label={`Paso ${String(step)}: ${trainingLineSteps[step - 1] ?? ''}`}
            >
              {step === 1 && (
                <GeneralStep
                  typeOptions={typeOptions}
                  typesLoading={typesLoading}
                  typesFailed={typesFailed}
                />
              )}
              {step === 2 && <ContentStep />}
              {step === 3 && <WeightingsStep />}
              <p className="small text-body-secondary mt-3 mb-0">
                Los campos marcados con <span className="text-danger">*</span> son obligatorios.
                {!canSave &&
                  !typesFailed &&
                  ' Guardar cambios se habilita cuando todos estén completos y sin errores.'}
              </p>
              <ServerErrorAlert messages={generalError} />
              <WizardButtons
                onBack={
                  step > 1
                    ? () => {
                        setStep(step - 1);
                      }
                    : undefined
                }
              >
                {step < trainingLineSteps.length && (
                  <Button
                    type="button"
                    color="primary"
                    outline
                    disabled={!stepValid}
                    onClick={() => {
                      setStep(step + 1);
                    }}
                  >
                    Siguiente
                  </Button>
                )}
                <SubmitButton
                  busy={isSubmitting}
                  busyLabel="Guardando…"
                  disabled={!canSave}
                  describedBy={typesFailed ? saveBlockedId : undefined}
                >
                  Guardar cambios
                </SubmitButton>
              </WizardButtons>
              {typesFailed && (
                <p id={saveBlockedId} className="small text-danger text-sm-end mt-2 mb-0">
                  {TYPES_FAILED_SAVE_REASON}
                </p>
              )}
            </Form>
            <UnsavedChangesGuard when={dirty} leaving={leaving} />
          </>
        );
      }}
    </Formik>
  );
}
