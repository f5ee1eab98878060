import { Link, useNavigate } from 'react-router-dom';
import { FormCard } from '@/components/form-card';
import { paths } from '@/config/paths';
import { serverMessages } from '@/validation/server-messages';
import { useDeferredMutation } from '@/api/use-deferred-mutation';
import { EmailRequestForm } from '../components/email-request-form';
import { emailErrorMessage } from '../server-errors';

/** The call, loaded after the form shows (`useDeferredMutation`, issue 27). */
const loadRequestPasswordReset = () =>
  import('../account-api').then((module) => module.accountApi.endpoints.requestPasswordReset);

/** `/resetPassword`: asks for the e-mail; EMAIL_SENT goes to /successEmail (spec §4). */
export function ResetPasswordRequestPage() {
  const requestReset = useDeferredMutation(loadRequestPasswordReset);
  const navigate = useNavigate();

  return (
    <FormCard
      title="Recupera tu contraseña"
      intro="Escribe el correo con el que te registraste y te enviaremos un enlace para crear una nueva contraseña."
    >
      <EmailRequestForm
        label="Recuperar contraseña"
        submitLabel="Enviar enlace"
        onSubmit={async (email) => {
          const result = await requestReset.send({ email });
          if (result.error) return emailErrorMessage(result.error);
          if (result.data !== 'EMAIL_SENT') return serverMessages.tryAgain;
          void navigate(paths.successEmail);
          return null;
        }}
      >
        <p className="text-center small mt-3 mb-0">
          <Link to={paths.login}>Volver a iniciar sesión</Link>
        </p>
      </EmailRequestForm>
    </FormCard>
  );
}
