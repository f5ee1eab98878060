import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Alert, Button } from 'reactstrap';
import { MessageCard } from '@/components/message-card';
import { paths } from '@/config/paths';
import { serverMessages } from '@/validation/server-messages';
import { useVerifyAccountMutation } from '../account-api';
import { isLinkTokenError } from '../server-errors';

/**
 * Every state of the page is drawn in one card of the same size (issue 46):
 * the answer takes the place of the wait without moving the page.
 */
const cardClass = 'account-confirm-card';

/** The card of a state other than the success (MessageCard's markup). */
function ConfirmCard({ children }: { children: ReactNode }) {
  return (
    <div className="container-lg">
      <div className={`message-card ${cardClass} shadow-sm mx-auto my-4 text-center card`}>
        <div className="p-4 p-sm-5 card-body">{children}</div>
      </div>
    </div>
  );
}

/**
 * `/accountConfirm/:token`: confirms the account once (spec §4). Its heading
 * and the "Confirmando tu cuenta…" state, with the spinner, are drawn at once
 * (issue 46), then the answer: "Cuenta creada exitosamente" with a button to
 * log in. An expired or invalid link goes to /sendEmailToken to ask for a new
 * one; any other failure shows the try-again message with a button to send
 * the token again.
 */
export function AccountConfirmPage() {
  const { token = '' } = useParams();
  const [verify, { isSuccess, isError, error }] = useVerifyAccountMutation();
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
        className={cardClass}
      >
        <p className="mb-0">Tu correo quedó confirmado. Ya puedes ingresar a tu diagnóstico.</p>
      </MessageCard>
    );
  }
  if (isError && isLinkTokenError(error)) return <Navigate to={paths.sendEmailToken} replace />;
  if (isError) {
    // Any other failure (500, timeout, an unknown 400): the spec's try-again message (§8).
    return (
      <ConfirmCard key="failed">
        <h1 className="h3">Confirmar cuenta</h1>
        <Alert color="danger" role="alert">
          {serverMessages.tryAgain}
        </Alert>
        <Button color="primary" onClick={() => void verify({ token })}>
          Reintentar
        </Button>
      </ConfirmCard>
    );
  }
  // Also while the request is being prepared: the link is being confirmed from the start.
  return (
    <ConfirmCard key="confirming">
      <p className="message-card-icon mx-auto mb-3" aria-hidden="true">
        <span className="spinner-border text-primary" />
      </p>
      <h1 className="h3">Confirmación de cuenta</h1>
      <div role="status" className="text-body-secondary">
        <p className="fw-semibold mb-1">Confirmando tu cuenta…</p>
        {/* As large as the success's text at every width: the page's largest paint is this one. */}
        <p className="mb-0">
          Estamos revisando el enlace que te enviamos por correo electrónico para activar tu cuenta.
          Esto toma solo unos segundos.
        </p>
      </div>
    </ConfirmCard>
  );
}
