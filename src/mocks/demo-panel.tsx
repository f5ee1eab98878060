import { useState } from 'react';
import { Button } from 'reactstrap';
import { removeTokens } from '@/api/token-cookies';
import { resetDb } from './db';

/**
 * The strip shown above the app in demo mode: says that the data is
 * invented and lives in this browser, and resets it to the seed.
 */
export function DemoPanel() {
  const [confirming, setConfirming] = useState(false);

  const reset = () => {
    resetDb();
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
          navegador.
        </span>
        {confirming ? (
          <>
            <span id="demo-reset-question">
              ¿Borrar los cambios y volver a los datos iniciales?
            </span>
            <Button size="sm" color="danger" onClick={reset} aria-describedby="demo-reset-question">
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
    </aside>
  );
}
