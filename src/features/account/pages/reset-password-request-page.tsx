import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormCard } from '@/components/form-card';
import { FormField } from '@/components/form/form-field';
import { ServerErrorAlert } from '@/components/server-error-alert';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import {
  passwordResetRequestSchema,
  serverMessages,
  type PasswordResetRequestValues,
} from '@/validation';
import { useRequestPasswordResetMutation } from '../account-api';
import { emailErrorMessage } from '../server-errors';

const initialValues: PasswordResetRequestValues = { email: '' };

/** `/resetPassword`: asks for the e-mail; EMAIL_SENT goes to /successEmail (spec §4). */
export function ResetPasswordRequestPage() {
  const [requestReset] = useRequestPasswordResetMutation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <FormCard
      title="Recupera tu contraseña"
      intro="Escribe el correo con el que te registraste y te enviaremos un enlace para crear una nueva contraseña."
    >
      <Formik
        initialValues={initialValues}
        validationSchema={passwordResetRequestSchema}
        onSubmit={async ({ email }) => {
          setServerError(null);
          const result = await requestReset({ email: email.trim() });
          if (result.error) setServerError(emailErrorMessage(result.error));
          else if (result.data.message === 'EMAIL_SENT') void navigate(paths.successEmail);
          else setServerError(serverMessages.tryAgain);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Recuperar contraseña">
            <FormField name="email" label="Correo electrónico" type="email" autoComplete="email" />
            <ServerErrorAlert messages={serverError} />
            <SubmitButton busy={isSubmitting} busyLabel="Enviando…" className="w-100">
              Enviar enlace
            </SubmitButton>
            <p className="text-center small mt-3 mb-0">
              <Link to={paths.login}>Volver a iniciar sesión</Link>
            </p>
          </Form>
        )}
      </Formik>
    </FormCard>
  );
}
