import { Form, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import { FormField } from '@/components/form/form-field';
import { useDeferredSchema } from '@/components/form/use-deferred-schema';
import { ServerErrorAlert } from '@/components/server-error-alert';
import { SubmitButton } from '@/components/submit-button';
import type { PasswordResetRequestValues } from '../password-reset-request-schema';

interface EmailRequestFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Sends the e-mail; resolves to the message to show, or null when it worked. */
  onSubmit: (email: string) => Promise<string | null>;
  children?: ReactNode;
}

const initialValues: PasswordResetRequestValues = { email: '' };

/** The form's rules, loaded after it shows (issue 27). */
const loadSchema = () =>
  import('../password-reset-request-schema').then((module) => module.passwordResetRequestSchema);

/** "Write your e-mail and we send you a link": password reset and resend confirmation. */
export function EmailRequestForm({
  label,
  submitLabel,
  onSubmit,
  children,
}: EmailRequestFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const rules = useDeferredSchema<PasswordResetRequestValues>(loadSchema);
  return (
    <Formik
      initialValues={initialValues}
      validate={rules.validate}
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
