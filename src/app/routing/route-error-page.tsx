import { useEffect, useEffectEvent, useRef } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { contact } from 'virtual:site-content';
import { selectAccessRole } from '@/api/session-slice';
import { site } from '@/config/site';
import { ReportProblem } from '@/components/report-problem';
import { reportError } from '@/lib/reporting/report';
import { useAppSelector } from '@/lib/store-hooks';
import { homePathOf } from '../access';
import { BrandHeader } from '../layouts/brand-header';
import { useReportWhere } from './report-scope';
import { ScreenLoadError } from './screen-load-error';

interface RouteErrorPageProps {
  /** At the root, where no layout is left to draw around it: the brand and the message only. */
  fullPage?: boolean;
}

/**
 * What a screen shows when it fails to render or its code cannot be loaded,
 * instead of React Router's English stack-trace page. Inside an area it
 * replaces only the screen, so the navigation stays. The error is logged;
 * the user gets a way on: Reintentar (or Recargar la página when the screen's
 * code is missing, e.g. after a deploy) and Volver al inicio. When the build
 * reports errors (issue 30) the error is reported, and "Reportar un problema"
 * lets the user add a comment to it.
 */
export function RouteErrorPage({ fullPage = false }: RouteErrorPageProps) {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const role = useAppSelector(selectAccessRole);
  const home = homePathOf(role === 'pending' ? 'guest' : role);
  const heading = useRef<HTMLHeadingElement>(null);
  const codeMissing = error instanceof ScreenLoadError;
  // The error's report, which "Reportar un problema" ties its comment to.
  const reportId = useRef<string | undefined>(undefined);
  const where = useReportWhere();
  // Once per error, with where the user is at that moment.
  const report = useEffectEvent((failure: unknown) =>
    reportError(failure, codeMissing ? 'chunk' : 'render', { where }),
  );

  useEffect(() => {
    console.error('The screen failed:', error);
    // Reported when the build reports errors (issue 30): a screen's code missing, or a render error.
    reportId.current = report(error);
    heading.current?.focus();
  }, [error]);

  // A new navigation to the same address clears the error and renders the screen again.
  const retry = () => {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  };

  const title = codeMissing ? 'No pudimos cargar esta página' : 'Algo salió mal';
  const content = (
    <div className="container-lg py-5 text-center" style={{ maxWidth: '40rem' }}>
      <title>{`${title} | ${site.name}`}</title>
      <h1 ref={heading} tabIndex={-1} className="h2">
        {title}
      </h1>
      {codeMissing ? (
        <p className="text-body-secondary">
          Puede que la plataforma se haya actualizado o que tu conexión se haya cortado. Recarga la
          página para continuar.
        </p>
      ) : (
        <p className="text-body-secondary">
          Ocurrió un error inesperado al mostrar esta página. Vuelve a intentarlo o regresa al
          inicio.
          {contact.email !== undefined && ` Si el problema sigue, escríbenos a ${contact.email}.`}
        </p>
      )}
      <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
        {codeMissing ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              window.location.reload();
            }}
          >
            Recargar la página
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={retry}>
            Reintentar
          </button>
        )}
        {/* After a deploy the start page's code may be stale too: load it afresh. */}
        <Link to={home} className="btn btn-outline-primary" reloadDocument={codeMissing}>
          Volver al inicio
        </Link>
      </div>
      <ReportProblem reportId={() => reportId.current} />
    </div>
  );

  if (!fullPage) return content;
  return (
    <div className="d-flex flex-column min-vh-100 bg-body-tertiary">
      <BrandHeader />
      <main className="flex-grow-1">{content}</main>
    </div>
  );
}
