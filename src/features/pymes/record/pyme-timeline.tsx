import './pyme-timeline.css';
import { useId, useMemo } from 'react';
import { Button } from 'reactstrap';
import { LoadingState } from '@/components/loading-state';
import { formatLongDate } from '@/lib/dates';
import { lineStatusLabel } from '@/validation/data/line-status';
import type { Pyme } from '@/api/edge/pymes';
import type { DateAndHour } from '@/api/edge/read';
import { NO_LINE_LABEL } from '../pyme-labels';
import { PymeProblem } from './pyme-page-parts';
import { useGetReadyEvaluationsQuery } from './pyme-record-api';
import {
  byDate,
  machineDate,
  milestonesOf,
  type AnsweredDiagnostic,
  type Milestone,
} from './pyme-timeline-events';
import { useEvaluationAnswersOf, type AnswersRead } from './use-evaluation-answers';

/** The section's title: the pyme's way through the programme, not a log of every change. */
export const TIMELINE_TITLE = 'Trayectoria en el programa';

/** "6 de octubre de 2026 a las 10:31" (the hour only when the API gives it). */
function spokenDate(when: DateAndHour): string {
  const date = formatLongDate(when.date);
  return when.hour ? `${date} a las ${when.hour}` : date;
}

/** What happened, in words: the milestone's title and, where it has one, its detail. */
function MilestoneText({ milestone }: { milestone: Milestone }) {
  switch (milestone.kind) {
    case 'registration':
      return <p className="fw-semibold mb-0">Registro en la plataforma</p>;
    case 'diagnostic':
      return (
        <>
          <p className="fw-semibold mb-0">Diagnóstico respondido</p>
          <p className="mb-0 text-break">{milestone.name}</p>
        </>
      );
    case 'line':
      // The association's date is when it was made; its line may have been changed since.
      return (
        <>
          <p className="fw-semibold mb-0">Asignación de línea de formación</p>
          <p className="mb-0 text-break">Línea actual: {milestone.name || '—'}</p>
        </>
      );
  }
}

/** The dated milestones, oldest first: an ordered list, each with its `<time>`. */
function DatedMilestones({ milestones }: { milestones: ReturnType<typeof byDate>['dated'] }) {
  return (
    <ol className="pyme-timeline" aria-label="Hitos con fecha">
      {milestones.map((milestone) => (
        <li key={milestone.key} className="pyme-timeline-item">
          <time
            dateTime={machineDate(milestone.when)}
            className="d-block small text-body-secondary"
          >
            {spokenDate(milestone.when)}
          </time>
          <MilestoneText milestone={milestone} />
        </li>
      ))}
    </ol>
  );
}

/** A diagnostic answered whose answers (and so their date) could not be read. */
function FailedDiagnostic({ name, read }: { name: string; read: AnswersRead }) {
  return (
    <li className="pyme-undated-item">
      <p className="fw-semibold mb-0">Diagnóstico respondido</p>
      <p className="mb-1 text-break">{name}</p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="text-danger-emphasis">No pudimos cargar su fecha.</span>
        <Button
          color="danger"
          outline
          size="sm"
          className="d-print-none"
          disabled={read.fetching}
          onClick={read.retry}
        >
          Reintentar <span className="visually-hidden">la fecha de {name}</span>
        </Button>
      </div>
    </li>
  );
}

/** The milestones the API does not date (and those whose date could not be read): apart, undated. */
function UndatedMilestones({
  milestones,
  failed,
}: {
  milestones: readonly Milestone[];
  failed: readonly { name: string; read: AnswersRead }[];
}) {
  const headingId = useId();
  if (milestones.length === 0 && failed.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-3 pt-3 border-top">
      <h3 id={headingId} className="h6 fw-semibold mb-2">
        Sin fecha
      </h3>
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {milestones.map((milestone) => (
          <li key={milestone.key} className="pyme-undated-item">
            <MilestoneText milestone={milestone} />
            <p className="small text-body-secondary mb-0">El servidor no informa la fecha.</p>
          </li>
        ))}
        {failed.map(({ name, read }) => (
          <FailedDiagnostic key={read.evaluationUuid} name={name} read={read} />
        ))}
      </ul>
    </section>
  );
}

/** Where the pyme stands now: its line and its Estado LDF, which the API does not date. */
function CurrentState({ pyme }: { pyme: Pyme }) {
  const headingId = useId();
  const line = pyme.formation_line;
  return (
    <section aria-labelledby={headingId} className="card pyme-sheet-section">
      <div className="card-body">
        <h3 id={headingId} className="h6 fw-semibold mb-3">
          Estado actual
        </h3>
        {line ? (
          <dl className="mb-0 pyme-facts">
            <dt>Línea de formación</dt>
            <dd className="mb-2">{line.training.name || '—'}</dd>
            <dt>Estado LDF</dt>
            <dd className="mb-0">{lineStatusLabel(line.training.status)}</dd>
          </dl>
        ) : (
          <p className="mb-0">Sin línea de formación asignada ({NO_LINE_LABEL}).</p>
        )}
        <p className="small text-body-secondary mt-2 mb-0">
          Es el estado de hoy: el servidor no informa desde cuándo.
        </p>
      </div>
    </section>
  );
}

/**
 * A pyme's timeline on its page (issue 38): its registration, each answered
 * diagnostic's answer date and its line's assignment, oldest first, each
 * with the date the API gives; what the API does not date listed apart,
 * without a date; and its current line and Estado LDF as "Estado actual".
 * It reads the record's own endpoints (the pyme, `list-ready`, the answers),
 * so the diagnostics' cards below share its calls.
 */
export function PymeTimeline({ pyme }: { pyme: Pyme }) {
  const headingId = useId();
  const evaluations = useGetReadyEvaluationsQuery(pyme.uuid);
  const answeredRows = useMemo(
    () => (evaluations.data ?? []).filter((evaluation) => evaluation.evaluated),
    [evaluations.data],
  );
  const answers = useEvaluationAnswersOf(
    pyme.uuid,
    answeredRows.map((evaluation) => evaluation.uuid),
  );

  let content;
  if (evaluations.isError) {
    content = (
      <PymeProblem onRetry={() => void evaluations.refetch()}>
        No pudimos cargar la trayectoria: faltan los diagnósticos de la pyme.
      </PymeProblem>
    );
  } else if (!evaluations.data || answers.some((read) => !read.data && !read.failed)) {
    content = <LoadingState label="Cargando la trayectoria…" />;
  } else {
    const read: AnsweredDiagnostic[] = [];
    const failed: { name: string; read: AnswersRead }[] = [];
    answeredRows.forEach((evaluation, index) => {
      const answersRead = answers[index];
      if (answersRead?.data) {
        read.push({
          uuid: evaluation.uuid,
          name: evaluation.name,
          created: answersRead.data.created,
        });
      } else if (answersRead) {
        failed.push({ name: evaluation.name, read: answersRead });
      }
    });
    const { dated, undated } = byDate(milestonesOf(pyme, read));
    content = (
      <div className="row g-3">
        <div className="col-lg-8">
          <div className="card pyme-sheet-section h-100">
            <div className="card-body">
              {dated.length > 0 ? (
                <DatedMilestones milestones={dated} />
              ) : (
                <p className="mb-0">No hay hitos con fecha para esta pyme.</p>
              )}
              {answeredRows.length === 0 && (
                <p className="small text-body-secondary mt-3 mb-0">
                  La pyme aún no responde ningún diagnóstico.
                </p>
              )}
              <UndatedMilestones milestones={undated} failed={failed} />
            </div>
          </div>
        </div>
        <div className="col-lg-4">
          <CurrentState pyme={pyme} />
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="h4 mb-1">
        {TIMELINE_TITLE}
      </h2>
      <p className="text-body-secondary mb-3">
        Del más antiguo al más reciente, con las fechas que informa el servidor.
      </p>
      {content}
    </section>
  );
}
