import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormCard } from '@/components/form-card';
import { FormField } from '@/components/form/form-field';
import { ServerErrorAlert } from '@/components/server-error-alert';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { passwordResetRequestSchema, type PasswordResetRequestValues } from '@/validation';
import { useResendVerificationMutation } from '../account-api';
import { emailErrorMessage } from '../server-errors';

const initialValues: PasswordResetRequestValues = { email: '' };

/** `/sendEmailToken`: the confirmation link expired; send a new one. */
export function SendEmailTokenPage() {
  const [resend] = useResendVerificationMutation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <FormCard
      title="Tu enlace ya no es válido"
      intro="El enlace para confirmar tu cuenta expiró o ya fue usado. Escribe tu correo y te enviaremos uno nuevo."
    >
      <Formik
        initialValues={initialValues}
        validationSchema={passwordResetRequestSchema}
        onSubmit={async ({ email }) => {
          setServerError(null);
          const result = await resend({ email: email.trim() });
          if (result.error) setServerError(emailErrorMessage(result.error));
          else void navigate(paths.successEmail);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Reenviar enlace de validación">
            <FormField name="email" label="Correo electrónico" type="email" autoComplete="email" />
            <ServerErrorAlert messages={serverError} />
            <SubmitButton busy={isSubmitting} busyLabel="Enviando…" className="w-100">
              Enviar un nuevo enlace
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </FormCard>
  );
}
