import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormCard } from '@/components/form-card';
import { paths } from '@/config/paths';
import { useDeferredMutation } from '@/api/use-deferred-mutation';
import { NewPasswordForm } from '../components/new-password-form';
import { passwordErrorMessage } from '../server-errors';

/** The call, loaded after the form shows (`useDeferredMutation`, issue 27). */
const loadResetPassword = () =>
  import('../account-api').then((module) => module.accountApi.endpoints.resetPassword);

/** `/resetPassword/:token`: the new password, from the e-mail link. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const resetPassword = useDeferredMutation(loadResetPassword);
  const navigate = useNavigate();

  return (
    <FormCard
      title="Crea tu nueva contraseña"
      intro="Elige una contraseña segura que no hayas usado antes."
    >
      <NewPasswordForm
        onSubmit={async (values) => {
          const result = await resetPassword.send({ token, ...values });
          if (result.error) return passwordErrorMessage(result.error);
          void navigate(paths.successPassword);
          return null;
        }}
      />
      <p className="text-center small mt-3 mb-0">
        ¿El enlace expiró? <Link to={paths.resetPassword}>Pide uno nuevo</Link>
      </p>
    </FormCard>
  );
}
