import { Form, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import { FormField } from '@/components/form/form-field';
import { ServerErrorAlert } from '@/components/server-error-alert';
import { SubmitButton } from '@/components/submit-button';
import {
  passwordResetRequestSchema,
  type PasswordResetRequestValues,
} from '../password-reset-request-schema';

interface EmailRequestFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Sends the e-mail; resolves to the message to show, or null when it worked. */
  onSubmit: (email: string) => Promise<string | null>;
  children?: ReactNode;
}

const initialValues: PasswordResetRequestValues = { email: '' };

/** "Write your e-mail and we send you a link": password reset and resend confirmation. */
export function EmailRequestForm({
  label,
  submitLabel,
  onSubmit,
  children,
}: EmailRequestFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={passwordResetRequestSchema}
      onSubmit={async ({ email }) => {
        setServerError(null);
        setServerError(await onSubmit(email.trim()));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          <FormField name="email" label="Correo electrónico" type="email" autoComplete="email" />
          <ServerErrorAlert messages={serverError} />
          <SubmitButton busy={isSubmitting} busyLabel="Enviando…" className="w-100">
            {submitLabel}
          </SubmitButton>
          {children}
        </Form>
      )}
    </Formik>
  );
}
