import { useEffect, useState } from 'react';
import { Badge, Button, Collapse } from 'reactstrap';
import { readDb, resetDb, subscribeDb, type DemoEmail } from './db';
import { reading } from './readings';

function useOutbox(): DemoEmail[] {
  const [outbox, setOutbox] = useState(() => readDb().outbox);
  useEffect(
    () =>
      subscribeDb(() => {
        setOutbox(readDb().outbox);
      }),
    [],
  );
  return outbox;
}

function formatSentAt(iso: string): string {
  const [date = '', time = ''] = iso.split('T');
  return `${date.split('-').reverse().join('/')} ${time.slice(0, 5)}`;
}

/**
 * The strip shown above the app in demo mode: says that the data is
 * invented and lives in this browser, shows the e-mails the demo backend
 * "sent" (so that confirmation and reset links can be opened without a mail
 * server), names the reading of the spec its backend serves, and resets the
 * data to the seed.
 */
export function DemoPanel() {
  const [confirming, setConfirming] = useState(false);
  const [mailOpen, setMailOpen] = useState(false);
  const outbox = useOutbox();

  const reset = async () => {
    resetDb();
    // The token cookies' module is the app's HTTP layer's: loaded only now,
    // so that the demo loads that layer when a page needs it, as production.
    const { removeTokens } = await import('@/api/token-cookies');
    removeTokens();
    window.location.assign('/');
  };

  return (
    <aside
      className="demo-panel bg-warning-subtle border-bottom small"
      aria-label="Modo demostración"
    >
      <div className="container-lg d-flex flex-wrap align-items-center gap-2 py-1">
        <span className="me-auto">
          <strong>Modo demostración.</strong> Los datos son ficticios y se guardan en este
          navegador. <span className="badge text-bg-dark text-wrap">{reading().badge}</span>
        </span>
        <Button
          size="sm"
          color="dark"
          outline
          aria-expanded={mailOpen}
          aria-controls="demo-outbox"
          onClick={() => {
            setMailOpen((open) => !open);
          }}
        >
          Correo de demostración{' '}
          <Badge color="dark" pill>
            {outbox.length}
          </Badge>
          <span className="visually-hidden"> correos</span>
        </Button>
        {confirming ? (
          <>
            <span id="demo-reset-question">
              ¿Borrar los cambios y volver a los datos iniciales?
            </span>
            <Button
              size="sm"
              color="danger"
              onClick={() => void reset()}
              aria-describedby="demo-reset-question"
            >
              Sí, restablecer
            </Button>
            <Button
              size="sm"
              color="secondary"
              outline
              onClick={() => {
                setConfirming(false);
              }}
            >
              Cancelar
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            color="dark"
            outline
            onClick={() => {
              setConfirming(true);
            }}
          >
            Restablecer datos de demostración
          </Button>
        )}
      </div>
      <Collapse isOpen={mailOpen} id="demo-outbox">
        <div className="container-lg pb-2">
          <h2 className="h6 mt-1">Correos enviados por la plataforma</h2>
          {outbox.length === 0 ? (
            <p className="mb-1">
              Aún no hay correos. Cuando te registres o pidas cambiar tu contraseña, el correo
              aparecerá aquí.
            </p>
          ) : (
            <ul className="list-unstyled mb-1 d-grid gap-2">
              {outbox.map((email) => (
                <li key={email.uuid} className="bg-white border rounded p-2">
                  <p className="mb-1">
                    <strong>{email.subject}</strong>
                    <br />
                    Para: <span className="text-break">{email.to}</span> ·{' '}
                    {formatSentAt(email.sent_at)}
                  </p>
                  <p className="mb-1">{email.body}</p>
                  <a href={email.link}>{email.link_label}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Collapse>
    </aside>
  );
}
