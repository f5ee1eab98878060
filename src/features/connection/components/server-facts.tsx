import { useId } from 'react';
import { Card, CardBody } from 'reactstrap';
import type { ServerFacts as Facts } from '@/api/edge/detections';
import { env } from '@/config/env';

/** The API's address as the browser calls it (a relative setting, `/`, joined to the page's). */
function absoluteUrl(apiUrl: string): URL | null {
  try {
    return new URL(apiUrl, window.location.href);
  } catch {
    return null;
  }
}

/** The server itself: the API's address and the headers its answers named it with. */
export function ServerFacts({ server }: { server: Facts }) {
  const headingId = useId();
  const url = server.url ?? env.apiUrl;
  const absolute = absoluteUrl(url);
  // Another origin than the app's: CORS decides which headers the app may read.
  const crossOrigin = absolute !== null && absolute.origin !== window.location.origin;
  const headers = Object.entries(server.headers).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Card tag="section" aria-labelledby={headingId} className="mb-4">
      <CardBody>
        <h2 id={headingId} className="h4">
          El servidor
        </h2>
        <dl className="mb-0">
          <div className="row gx-3 mb-2">
            <dt className="col-sm-4 col-lg-3">Dirección de la API</dt>
            <dd className="col-sm-8 col-lg-9 mb-0">
              <code className="text-break">{absolute?.href ?? url}</code>
              {absolute && absolute.href !== url && (
                <span className="text-body-secondary">
                  {' '}
                  (configurada como <code>{url}</code>)
                </span>
              )}
            </dd>
          </div>
          <div className="row gx-3">
            <dt className="col-sm-4 col-lg-3">Nombre y versión</dt>
            <dd className="col-sm-8 col-lg-9 mb-0">
              {headers.length > 0 ? (
                <ul className="list-unstyled mb-0">
                  {headers.map(([name, value]) => (
                    <li key={name}>
                      <code>{name}</code>: <span className="text-break">{value}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <span>
                  Ninguna respuesta de esta sesión trajo cabeceras con su nombre o versión (
                  <code>Server</code>, <code>X-API-Version</code>, <code>X-Powered-By</code>…).
                </span>
              )}
              {crossOrigin && (
                <p className="small text-body-secondary mt-1 mb-0">
                  La API está en otro dominio: el navegador solo deja leer esas cabeceras cuando el
                  servidor las nombra en <code>Access-Control-Expose-Headers</code>.
                </p>
              )}
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
