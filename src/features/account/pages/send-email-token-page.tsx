import { useNavigate } from 'react-router-dom';
import { FormCard } from '@/components/form-card';
import { paths } from '@/config/paths';
import { useDeferredMutation } from '@/api/use-deferred-mutation';
import { EmailRequestForm } from '../components/email-request-form';
import { emailErrorMessage } from '../server-errors';

/** The call, loaded after the form shows (`useDeferredMutation`, issue 27). */
const loadResendVerification = () =>
  import('../account-api').then((module) => module.accountApi.endpoints.resendVerification);

/** `/sendEmailToken`: the confirmation link expired; send a new one. */
export function SendEmailTokenPage() {
  const resend = useDeferredMutation(loadResendVerification);
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
          const result = await resend.send({ email });
          if (result.error) return emailErrorMessage(result.error);
          void navigate(paths.successEmail);
          return null;
        }}
      />
    </FormCard>
  );
}
