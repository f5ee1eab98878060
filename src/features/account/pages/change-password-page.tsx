import { useNavigate } from 'react-router-dom';
import { FormCard } from '@/components/form-card';
import { paths } from '@/config/paths';
import { useChangePasswordMutation } from '../account-api';
import { NewPasswordForm } from '../components/new-password-form';
import { passwordErrorMessage } from '../server-errors';

/** `/changePassword` (logged in). */
export function ChangePasswordPage() {
  const [changePassword] = useChangePasswordMutation();
  const navigate = useNavigate();

  return (
    <FormCard
      title="Cambiar contraseña"
      intro="La nueva contraseña debe ser distinta de la actual."
    >
      <NewPasswordForm
        onSubmit={async (values) => {
          const result = await changePassword(values);
          if (result.error) return passwordErrorMessage(result.error);
          void navigate(paths.successPassword);
          return null;
        }}
      />
    </FormCard>
  );
}
