import { Form, Formik } from 'formik';
import { Button } from 'reactstrap';
import { FormField } from '@/components/form/form-field';
import { PasswordField } from '@/components/form/password-field';
import { registrationAccountSchema, type RegistrationAccountValues } from '../registration-schema';
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
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={registrationAccountSchema}
      onSubmit={(values) => {
        onNext(registrationAccountSchema.cast(values));
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
            <Button
              type="submit"
              color="primary"
              disabled={!registrationAccountSchema.isValidSync(values)}
            >
              Siguiente
            </Button>
          </WizardButtons>
        </Form>
      )}
    </Formik>
  );
}
