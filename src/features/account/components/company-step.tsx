import { Form, Formik } from 'formik';
import { FormField } from '@/components/form/form-field';
import { useDeferredSchema } from '@/components/form/use-deferred-schema';
import { RegionCommuneFields } from '@/components/form/region-commune-fields';
import { RutField } from '@/components/form/rut-field';
import { ServerErrorAlert } from '@/components/server-error-alert';
import { SubmitButton } from '@/components/submit-button';
import type { RegistrationCompanyValues } from '../registration-schema';
import { loadCompanySchema } from '../registration-rules';
import { SaveOnUnmount } from '@/components/wizard/save-on-unmount';
import { WizardButtons } from '@/components/wizard/wizard-buttons';

interface CompanyStepProps {
  initialValues: RegistrationCompanyValues;
  /** The values as typed, whenever the step unmounts. */
  onUnmount: (values: RegistrationCompanyValues) => void;
  /** Dash-prefixed lines of the server's refusal (spec §8), or null. */
  serverErrors: readonly string[] | null;
  /** Atrás: the step saves what was typed as it unmounts. */
  onBack: () => void;
  /** Sends the registration; the button stays disabled until it settles. */
  onSubmit: (values: RegistrationCompanyValues) => Promise<void>;
}

/** Step 3: the company, and the registration's submit. */
export function CompanyStep({
  initialValues,
  onUnmount,
  serverErrors,
  onBack,
  onSubmit,
}: CompanyStepProps) {
  // Shown after steps 1 and 2, whose rules loaded the module: at once.
  const rules = useDeferredSchema(loadCompanySchema, { eager: true });
  return (
    <Formik
      initialValues={initialValues}
      validate={rules.validate}
      onSubmit={async (values) => {
        await onSubmit(rules.cast(values));
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate aria-label="Paso 3: tu empresa">
          <SaveOnUnmount onUnmount={onUnmount} />
          <FormField
            name="business_name"
            label="Razón social"
            autoComplete="organization"
            required
          />
          <RutField name="rut" label="RUT de la empresa" required />
          <FormField name="direction" label="Dirección" autoComplete="street-address" required />
          <RegionCommuneFields required />
          <ServerErrorAlert messages={serverErrors} />
          <WizardButtons onBack={onBack}>
            <SubmitButton
              busy={isSubmitting}
              busyLabel="Enviando postulación…"
              disabled={!rules.isValidSync(values)}
            >
              Enviar postulación
            </SubmitButton>
          </WizardButtons>
        </Form>
      )}
    </Formik>
  );
}
