import { useNavigate } from 'react-router-dom';
import { FormCard } from '@/components/form-card';
import { paths } from '@/config/paths';
import { useResendVerificationMutation } from '../account-api';
import { EmailRequestForm } from '../components/email-request-form';
import { emailErrorMessage } from '../server-errors';

/** `/sendEmailToken`: the confirmation link expired; send a new one. */
export function SendEmailTokenPage() {
  const [resend] = useResendVerificationMutation();
  const navigate = useNavigate();

  return (
    <FormCard
      title="Tu enlace ya no es válido"
      intro="El enlace para confirmar tu cuenta expiró o ya fue usado. Escribe tu correo y te enviaremos uno nuevo."
    >
      <EmailRequestForm
        label="Reenviar enlace de validación"
        submitLabel="Enviar un nuevo enlace"
        onSubmit={async (email) => {
          const result = await resend({ email });
          if (result.error) return emailErrorMessage(result.error);
          void navigate(paths.successEmail);
          return null;
        }}
      />
    </FormCard>
  );
}
