import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Alert } from 'reactstrap';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/submit-button';
import { sendFeedback } from '@/lib/reporting/report';

/** The comment's control, which gets the focus when the form opens. */
const COMMENT_ID = 'reporte-comentario';

/** The longest comment sent (the control stops there). */
const MAX_COMMENT = 1000;

interface ReportProblemFormProps {
  /** The error's report, which the comment is tied to (read when sent). */
  reportId: () => string | undefined;
}

/**
 * "Reportar un problema" (issue 30), on the error screens when reporting is
 * on: an optional comment sent with the error's report (Sentry's user
 * feedback; the scrubber takes personal data out of it too), then a Spanish
 * confirmation. Loaded with the first press (report-problem.tsx).
 */
export function ReportProblemForm({ reportId }: ReportProblemFormProps) {
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const thanks = useRef<HTMLDivElement>(null);

  // The button that opened the form is gone: the focus goes to the comment, then to the thanks.
  useEffect(() => {
    if (result === 'sent') thanks.current?.focus();
    else if (result === null) document.getElementById(COMMENT_ID)?.focus();
  }, [result]);

  if (result === 'sent') {
    return (
      <Alert
        color="success"
        role="status"
        className="text-start"
        fade={false}
        innerRef={thanks}
        tabIndex={-1}
      >
        Gracias. Recibimos tu reporte y lo revisaremos.
      </Alert>
    );
  }

  return (
    <Formik
      initialValues={{ comment: '' }}
      onSubmit={async ({ comment }) => {
        const sent = await sendFeedback(
          comment.trim() || 'Sin comentario (reporte desde la pantalla de error).',
          reportId(),
        );
        setResult(sent ? 'sent' : 'failed');
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="text-start">
          <FormField
            name="comment"
            id={COMMENT_ID}
            type="textarea"
            rows={3}
            maxLength={MAX_COMMENT}
            label="¿Qué estabas haciendo? (opcional)"
            hint="No escribas datos personales: con el reporte se envía el error y la página, no tus datos."
          />
          {result === 'failed' && (
            <Alert color="danger" role="alert" fade={false}>
              No pudimos enviar el reporte. Vuelve a intentarlo más tarde.
            </Alert>
          )}
          <SubmitButton busy={isSubmitting} busyLabel="Enviando…">
            Enviar reporte
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
