import { useId } from 'react';
import { Button } from 'reactstrap';
import { LoadingState } from '@/components/loading-state';
import { useGetEvaluationAnswersQuery, useGetReadyEvaluationsQuery } from './pyme-record-api';
import type { ReadyEvaluation } from '@/api/edge/diagnostics';
import { answeredDiagnosticsLabel, diagnosticProgressOf } from '../pyme-labels';
import { completedOn, PymeProblem } from './pyme-page-parts';

/** One answered diagnostic's answers: when it was completed, then each question and its answer. */
function DiagnosticAnswers({
  pymeUuid,
  evaluation,
}: {
  pymeUuid: string;
  evaluation: ReadyEvaluation;
}) {
  const answers = useGetEvaluationAnswersQuery({
    pyme_uuid: pymeUuid,
    evaluation_uuid: evaluation.uuid,
  });

  if (answers.isError) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2">
        <p role="alert" className="mb-0 text-danger-emphasis">
          No pudimos cargar las respuestas.
        </p>
        <Button
          color="danger"
          outline
          size="sm"
          className="d-print-none"
          onClick={() => void answers.refetch()}
        >
          Reintentar <span className="visually-hidden">las respuestas de {evaluation.name}</span>
        </Button>
      </div>
    );
  }
  if (!answers.data) {
    return (
      <p role="status" className="mb-0 text-body-secondary">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Cargando las respuestas…
      </p>
    );
  }
  return (
    <>
      <p className="small text-body-secondary mb-2">{completedOn(answers.data.created)}</p>
      {answers.data.answers.length === 0 ? (
        <p className="mb-0">Este diagnóstico no tiene respuestas registradas.</p>
      ) : (
        <dl className="pyme-answers mb-0">
          {answers.data.answers.map((answer) => (
            <div key={answer.question.question_name} className="pyme-answer">
              <dt>{answer.question.question_name}</dt>
              <dd>{answer.answer_text}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

function DiagnosticCard({
  pymeUuid,
  evaluation,
}: {
  pymeUuid: string;
  evaluation: ReadyEvaluation;
}) {
  const headingId = useId();
  return (
    <li className="card pyme-sheet-section pyme-diagnostic">
      <section className="card-body" aria-labelledby={headingId}>
        <div className="d-flex flex-wrap align-items-baseline justify-content-between column-gap-3 mb-2">
          <h3 id={headingId} className="h6 mb-1">
            {evaluation.name}
          </h3>
          {evaluation.evaluated ? (
            <span className="badge text-bg-success">Respondido</span>
          ) : (
            <span className="badge text-bg-light border">Sin responder</span>
          )}
        </div>
        {evaluation.evaluated ? (
          <DiagnosticAnswers pymeUuid={pymeUuid} evaluation={evaluation} />
        ) : (
          <p className="mb-0 text-body-secondary">La pyme aún no responde este diagnóstico.</p>
        )}
      </section>
    </li>
  );
}

/** A pyme's diagnostics on its page, each answered one with its answers under it. */
export function PymeDiagnostics({ pymeUuid }: { pymeUuid: string }) {
  const headingId = useId();
  const evaluations = useGetReadyEvaluationsQuery(pymeUuid);

  let content;
  if (evaluations.isError) {
    content = (
      <PymeProblem onRetry={() => void evaluations.refetch()}>
        No pudimos cargar los diagnósticos.
      </PymeProblem>
    );
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
        <ol className="list-unstyled d-grid gap-3 mb-0">
          {evaluations.data.map((evaluation) => (
            <DiagnosticCard key={evaluation.uuid} pymeUuid={pymeUuid} evaluation={evaluation} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="h4 mb-2">
        Diagnósticos
      </h2>
      {content}
    </section>
  );
}
