import { isNotFound } from '@/api/api-error';
import { isUuid } from '@/api/api-path';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import {
  backToPymes,
  PymeBackLink,
  PymeContext,
  PymeProblem,
  useUuidsInAddress,
} from './pyme-page-parts';
import { useGetPymeQuery, useGetReadyEvaluationsQuery } from './pyme-record-api';
import type { ReadyEvaluation } from '@/api/edge/diagnostics';
import { answeredDiagnosticsLabel, diagnosticProgressOf } from '../pyme-labels';
import { answerLink, evaluationsLink, evaluationsPymeOf } from '../pymes-links';

const TITLE = 'Diagnósticos de la pyme';

function DiagnosticItem({
  pymeUuid,
  evaluation,
}: {
  pymeUuid: string;
  evaluation: ReadyEvaluation;
}) {
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center column-gap-3 row-gap-2 py-3">
      <div className="me-auto min-w-0">
        <p className="fw-semibold mb-1">{evaluation.name}</p>
        {evaluation.evaluated ? (
          <span className="badge text-bg-success">Respondido</span>
        ) : (
          <span className="badge text-bg-light border">Sin responder</span>
        )}
      </div>
      {evaluation.evaluated && (
        <Link {...answerLink(pymeUuid, evaluation.uuid)} className="btn btn-sm btn-outline-primary">
          Ver respuestas <span className="visually-hidden">de {evaluation.name}</span>
        </Link>
      )}
    </li>
  );
}

/**
 * `/admin/evaluations` (spec §2): a pyme's diagnostics, in order, each
 * answered one linking to its answers. The pyme comes in the navigation state
 * or in `?pyme=`; it is kept in the address so that a reload shows the same.
 */
export function PymeEvaluationsPage() {
  const location = useLocation();
  const [query] = useSearchParams();
  const pymeUuid = evaluationsPymeOf(location.state, query);
  useUuidsInAddress(
    pymeUuid ? evaluationsLink(pymeUuid) : null,
    pymeUuid !== null && query.get('pyme') === pymeUuid,
  );

  // An id that cannot be a uuid names no pyme: not found, without asking.
  const askable = isUuid(pymeUuid);
  const pyme = useGetPymeQuery(pymeUuid ?? '', { skip: !askable });
  const evaluations = useGetReadyEvaluationsQuery(pymeUuid ?? '', { skip: !askable });
  const notFound = !askable || isNotFound(pyme.error) || isNotFound(evaluations.error);
  const evaluationsFailed = evaluations.isError && !isNotFound(evaluations.error);

  let content;
  if (!pymeUuid) {
    content = (
      <PymeProblem back={backToPymes}>
        No sabemos de qué pyme mostrar los diagnósticos. Elige una pyme en la lista.
      </PymeProblem>
    );
  } else if (notFound) {
    content = <PymeProblem back={backToPymes}>No encontramos esta pyme.</PymeProblem>;
  } else if (evaluationsFailed) {
    // The pyme's own failure, if any, is retried with them (one alert, one Reintentar).
    const retry = () => {
      if (pyme.isError) void pyme.refetch();
      void evaluations.refetch();
    };
    content = <PymeProblem onRetry={retry}>No pudimos cargar los diagnósticos.</PymeProblem>;
  } else if (!evaluations.data) {
    content = <LoadingState label="Cargando los diagnósticos…" />;
  } else if (evaluations.data.length === 0) {
    content = <p className="text-body-secondary">No hay diagnósticos de esta pyme para mostrar.</p>;
  } else {
    content = (
      <>
        <p className="text-body-secondary">
          {answeredDiagnosticsLabel(diagnosticProgressOf(evaluations.data))}
        </p>
        <ol className="list-group pyme-diagnostic-list" aria-label="Diagnósticos">
          {evaluations.data.map((evaluation) => (
            <DiagnosticItem key={evaluation.uuid} pymeUuid={pymeUuid} evaluation={evaluation} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <div className="pyme-subpage">
      <PymeBackLink to={paths.adminPymes}>Volver a pymes</PymeBackLink>
      {!notFound && !(evaluationsFailed && pyme.isError) && <PymeContext lookup={pyme} />}
      <h1 className="h2 mb-3">{TITLE}</h1>
      {content}
    </div>
  );
}
