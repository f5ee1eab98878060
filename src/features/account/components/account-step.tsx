import { Form, Formik } from 'formik';
import { Button } from 'reactstrap';
import { FormField } from '@/components/form/form-field';
import { PasswordField } from '@/components/form/password-field';
import { useDeferredSchema } from '@/components/form/use-deferred-schema';
import type { RegistrationAccountValues } from '../registration-schema';
import { loadAccountSchema } from '../registration-rules';
import { SaveOnUnmount } from '@/components/wizard/save-on-unmount';
import { WizardButtons } from '@/components/wizard/wizard-buttons';

interface AccountStepProps {
  initialValues: RegistrationAccountValues;
  /** The values as typed, whenever the step unmounts. */
  onUnmount: (values: RegistrationAccountValues) => void;
  onNext: (values: RegistrationAccountValues) => void;
}

/** Step 1: the account's e-mail and password. */
export function AccountStep({ initialValues, onUnmount, onNext }: AccountStepProps) {
  // The rules load when a field first gets the focus, or at once when the
  // user comes back to the step with its values (Siguiente depends on them).
  const rules = useDeferredSchema(loadAccountSchema, {
    eager: Object.values(initialValues).some(Boolean),
  });
  return (
    <Formik
      initialValues={initialValues}
      validate={rules.validate}
      onSubmit={(values) => {
        onNext(rules.cast(values));
      }}
    >
      {({ values }) => (
        <Form noValidate aria-label="Paso 1: tu cuenta">
          <SaveOnUnmount onUnmount={onUnmount} />
          <FormField
            name="email"
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            required
          />
          <PasswordField
            name="password"
            label="Contraseña"
            autoComplete="new-password"
            showRules
            required
          />
          <PasswordField
            name="password_confirmation"
            label="Repite tu contraseña"
            toggleName="confirmación de contraseña"
            autoComplete="new-password"
            required
          />
          <WizardButtons>
            <Button type="submit" color="primary" disabled={!rules.isValidSync(values)}>
              Siguiente
            </Button>
          </WizardButtons>
        </Form>
      )}
    </Formik>
  );
}
