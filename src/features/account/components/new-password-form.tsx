import { Form, Formik } from 'formik';
import { useState } from 'react';
import { PasswordField } from '@/components/form/password-field';
import { useDeferredSchema } from '@/components/form/use-deferred-schema';
import { ServerErrorAlert } from '@/components/server-error-alert';
import { SubmitButton } from '@/components/submit-button';
import type { PasswordValues } from '../password-schema';

interface NewPasswordFormProps {
  /** Sends the new password; resolves to the message to show, or null when it worked. */
  onSubmit: (values: PasswordValues) => Promise<string | null>;
}

const initialValues: PasswordValues = { password: '', password_confirmation: '' };

/** The form's rules, loaded after it shows (issue 27). */
const loadSchema = () => import('../password-schema').then((module) => module.passwordSchema);

/** New password and its confirmation, with the rules visible while typing. */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const rules = useDeferredSchema<PasswordValues>(loadSchema);
  return (
    <Formik
      initialValues={initialValues}
      validate={rules.validate}
      onSubmit={async (values) => {
        setServerError(null);
        setServerError(await onSubmit(values));
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate>
          <PasswordField
            name="password"
            label="Nueva contraseña"
            toggleName="nueva contraseña"
            autoComplete="new-password"
            showRules
            required
          />
          <PasswordField
            name="password_confirmation"
            label="Repite la nueva contraseña"
            toggleName="confirmación de la nueva contraseña"
            autoComplete="new-password"
            required
          />
          <ServerErrorAlert messages={serverError} />
          <SubmitButton
            busy={isSubmitting}
            busyLabel="Guardando…"
            disabled={!rules.isValidSync(values)}
            className="w-100"
          >
            Cambiar contraseña
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
