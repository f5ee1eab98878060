import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Alert, Button } from 'reactstrap';
import { LoadingState } from '@/components/loading-state';
import { MessageCard } from '@/components/message-card';
import { paths } from '@/config/paths';
import { serverMessages } from '@/validation/server-messages';
import { useVerifyAccountMutation } from '../account-api';
import { isLinkTokenError } from '../server-errors';

/**
 * `/accountConfirm/:token`: confirms the account once (spec §4). An expired
 * or invalid link goes to /sendEmailToken to ask for a new one; any other
 * failure shows the try-again message with a button to send the token again.
 */
export function AccountConfirmPage() {
  const { token = '' } = useParams();
  const [verify, { isSuccess, isError, error, isUninitialized }] = useVerifyAccountMutation();
  const sent = useRef(false);

  useEffect(() => {
    // The link is single-use: never send it twice (React's development double effects).
    if (sent.current) return;
    sent.current = true;
    void verify({ token });
  }, [token, verify]);

  if (isSuccess) {
    return (
      <MessageCard
        title="Cuenta creada exitosamente"
        action={{ label: 'Iniciar sesión', to: paths.login }}
      >
        <p className="mb-0">Tu correo quedó confirmado. Ya puedes ingresar a tu diagnóstico.</p>
      </MessageCard>
    );
  }
  if (isError && isLinkTokenError(error)) return <Navigate to={paths.sendEmailToken} replace />;
  if (isError) {
    // Any other failure (500, timeout, an unknown 400): the spec's try-again message (§8).
    return (
      <div className="container-lg py-5 form-card">
        <h1 className="h3">Confirmar cuenta</h1>
        <Alert color="danger" role="alert">
          {serverMessages.tryAgain}
        </Alert>
        <Button color="primary" onClick={() => void verify({ token })}>
          Reintentar
        </Button>
      </div>
    );
  }
  return <LoadingState label={isUninitialized ? 'Preparando…' : 'Confirmando tu cuenta…'} />;
}
