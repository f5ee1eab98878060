import { Badge, Button } from 'reactstrap';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import type { AvailableEvaluation } from '@/api/edge/diagnostics';

/** What a diagnostic after the first one not done says. */
const laterStageHint = 'Se habilita cuando termines el diagnóstico anterior.';

interface EvaluationListProps {
  evaluations: readonly AvailableEvaluation[];
  onStart: (evaluation: AvailableEvaluation) => void;
  /** The user points at or focuses the startable "Comenzar": what it opens can get ready. */
  onIntent?: () => void;
  /** False for a diagnostic whose answers could not be filed yet (`hiddenFieldsFor`). */
  canStart: (evaluation: AvailableEvaluation) => boolean;
  /** The form just submitted whose answers the backend has not registered yet. */
  registeringFormId?: string;
}

/**
 * The user's diagnostics in order (spec §2, §4): only the first one not done
 * can be started; later ones are disabled; done ones say 'Test finalizado'.
 * The one just submitted cannot be started again while its answers are being
 * registered (it would be answered twice). One the page cannot send the
 * user's identity for (`canStart`) cannot be started.
 */
export function EvaluationList({
  evaluations,
  onStart,
  onIntent,
  canStart,
  registeringFormId,
}: EvaluationListProps) {
  const firstPending = evaluations.find((evaluation) => !evaluation.is_done);
  return (
    <ol className="list-unstyled d-grid gap-3 mb-0" aria-label="Tus diagnósticos">
      {evaluations.map((evaluation, index) => {
        const registering = !evaluation.is_done && evaluation.form_id === registeringFormId;
        const unavailable = !canStart(evaluation);
        const startable = evaluation === firstPending && !registering && !unavailable;
        const hintId = `evaluation-${evaluation.uuid}-hint`;
        return (
          <li
            key={evaluation.uuid}
            className={`evaluation-item card shadow-sm ${startable ? 'border-primary' : ''}`}
          >
            <div className="card-body d-flex flex-column flex-sm-row align-items-sm-center gap-3">
              <span className="evaluation-number" aria-hidden="true">
                {evaluation.is_done ? '✓' : index + 1}
              </span>
              <div className="flex-grow-1">
                <h2 className="h5 mb-1">{evaluation.name}</h2>
                <p className="mb-0 text-body-secondary small">
                  Duración: {evaluation.duration} minutos
                </p>
                {!evaluation.is_done && !startable && (
                  <p id={hintId} className="mb-0 text-body-secondary small">
                    {registering
                      ? 'Ya enviaste este diagnóstico; estamos registrando tus respuestas.'
                      : evaluation === firstPending && unavailable
                        ? 'Este diagnóstico no está disponible por ahora. Vuelve a intentarlo más tarde.'
                        : laterStageHint}
                  </p>
                )}
              </div>
              {evaluation.is_done ? (
                <Badge color="success" className="fs-6 fw-normal align-self-sm-center">
                  Test finalizado
                </Badge>
              ) : (
                <Button
                  color="primary"
                  disabled={!startable}
                  aria-describedby={startable ? undefined : hintId}
                  onPointerEnter={startable ? onIntent : undefined}
                  onFocus={startable ? onIntent : undefined}
                  onClick={() => {
                    onStart(evaluation);
                  }}
                >
                  Comenzar<span className="visually-hidden"> {evaluation.name}</span>
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * What the dashboard shows while the list is on its way: the progress line
 * and three cards of the list's own markup and size (issue 28), the later two
 * with the line that says they open when the one before is done (the state of
 * an entrepreneur at her first stage, so her cards do not move when it comes).
 */
export function EvaluationListSkeleton({ label }: { label: string }) {
  return (
    <LoadingSkeleton label={label}>
      <div className="mb-4">
        <p className="mb-1">
          <span className="placeholder col-5 col-sm-3" />
        </p>
        {/*
          The progress bar's box: a block (inline, a placeholder's default, it
          took a line's height) of its height (a placeholder is at least 1em).
        */}
        <div
          className="placeholder d-block w-100 rounded"
          style={{ height: '0.6rem', minHeight: '0.6rem' }}
        />
      </div>
      <ol className="list-unstyled d-grid gap-3 mb-0">
        {[1, 2, 3].map((stage) => (
          <li key={stage} className="evaluation-item card shadow-sm">
            <div className="card-body d-flex flex-column flex-sm-row align-items-sm-center gap-3">
              <span className="evaluation-number">{stage}</span>
              <div className="flex-grow-1">
                <p className="h5 mb-1">
                  <span className="placeholder col-9 col-sm-6" />
                  {/* A stage's name takes two lines on a phone. */}
                  <span className="d-block d-sm-none">
                    <span className="placeholder col-6" />
                  </span>
                </p>
                <p className="mb-0 small">
                  <span className="placeholder col-5 col-sm-3" />
                </p>
                {/*
                  A later stage's hint, in a placeholder of its own words so
                  that it wraps as they will: the list's usual state is one
                  stage at a time, the later ones waiting.
                */}
                {stage > 1 && (
                  <p className="mb-0 small">
                    <span className="placeholder">{laterStageHint}</span>
                  </p>
                )}
              </div>
              <span className="btn btn-primary disabled placeholder col-5 col-sm-2" />
            </div>
          </li>
        ))}
      </ol>
    </LoadingSkeleton>
  );
}
