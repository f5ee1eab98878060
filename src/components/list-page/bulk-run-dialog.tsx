import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  Button,
  FormGroup,
  Input,
  Label,
  Modal,
  ModalBody,
  ModalFooter,
  Progress,
} from 'reactstrap';
import { DialogHeader } from '@/components/dialog-header';
import type { BulkOutcome } from './bulk-run';
import type { BulkRunDialogProps, ListBulk } from './bulk-types';
import { countOf, formatNumber } from '@/lib/numbers';

/** "5 hechas · 1 omitida · 0 fallidas": the counts of a run, so far or at the end. */
function countsText(done: number, skipped: number, failed: number): string {
  return [
    countOf(done, 'hecha', 'hechas'),
    countOf(skipped, 'omitida', 'omitidas'),
    countOf(failed, 'fallida', 'fallidas'),
  ].join(' · ');
}

/** The rows of one outcome and why, in a box that scrolls when long. */
function OutcomeList<Row>({
  title,
  outcomes,
  bulk,
}: {
  title: string;
  outcomes: readonly BulkOutcome<Row>[];
  bulk: ListBulk<Row>;
}) {
  const headingId = useId();
  if (outcomes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <h3 id={headingId} className="h6">
        {title}
      </h3>
      <ul className="bulk-outcomes small mb-0">
        {outcomes.map((outcome, index) => (
          // Rows may repeat a name; their place in the run is unique.
          <li key={index}>
            <bdi>{bulk.rowName(outcome.row)}</bdi>
            {'reason' in outcome ? `: ${outcome.reason}` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The run's dialog (issue 29), loaded with the first action chosen: the
 * question with the action's choices, then the progress with "Cancelar",
 * then the result with each failed row and "Reintentar las fallidas". While
 * calls are on their way it cannot be closed, and leaving the page asks here.
 */
export function BulkRunDialog<Row>({ run, bulk }: BulkRunDialogProps<Row>) {
  const titleId = useId();
  const firstRef = useRef<HTMLButtonElement>(null);
  const { phase } = run;
  const running = phase?.kind === 'running';
  const blocked = run.blocker.state === 'blocked';
  // The button that had the focus goes with its step: the next step's first button takes it.
  useEffect(() => {
    firstRef.current?.focus();
  }, [phase?.kind, blocked]);
  if (!phase) return null;
  const { action } = phase;

  let title: string;
  let body: ReactNode;
  let footer: ReactNode;

  if (blocked && phase.kind === 'running') {
    const left =
      phase.progress.total - phase.progress.done - phase.progress.skipped - phase.progress.failed;
    title = '¿Salir de la página?';
    body = (
      <p className="mb-0">
        Aún se están aplicando los cambios. Si sales, no se enviarán {bulk.countLabel(left)}; lo que
        ya está en camino termina.
      </p>
    );
    footer = (
      <>
        <Button color="primary" onClick={run.stay} innerRef={firstRef}>
          Quedarme
        </Button>
        <Button color="danger" outline onClick={run.leave}>
          Salir
        </Button>
      </>
    );
  } else if (phase.kind === 'confirm') {
    const { values } = phase;
    title = action.prompt(phase.rows.length, values);
    body = (
      <>
        {action.fields?.map((field) => (
          <FormGroup key={field.name}>
            <Label for={`${titleId}-${field.name}`}>{field.label}</Label>
            <Input
              id={`${titleId}-${field.name}`}
              type="select"
              value={values[field.name] ?? ''}
              onChange={(event) => {
                run.setValues({ ...values, [field.name]: event.target.value });
              }}
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Input>
          </FormGroup>
        ))}
        <p className="mb-0 text-body-secondary small">Se omite lo que ya esté así.</p>
      </>
    );
    footer = (
      <>
        <Button color="secondary" outline onClick={run.cancel} innerRef={firstRef}>
          Cancelar
        </Button>
        <Button color={action.tone === 'danger' ? 'danger' : 'primary'} onClick={run.confirm}>
          {action.confirmLabel}
        </Button>
      </>
    );
  } else if (phase.kind === 'running') {
    const { progress, cancelling } = phase;
    const ended = progress.done + progress.skipped + progress.failed;
    title = cancelling ? 'Cancelando…' : `${action.label}: aplicando…`;
    body = (
      <>
        <Progress
          value={ended}
          max={progress.total}
          aria-label={`Avance: ${formatNumber(ended)} de ${formatNumber(progress.total)}`}
          className="mb-2"
        />
        <p className="mb-0" role="status">
          {formatNumber(ended)} de {formatNumber(progress.total)}
          {progress.inFlight > 0 ? ` (${formatNumber(progress.inFlight)} en camino)` : ''}:{' '}
          {countsText(progress.done, progress.skipped, progress.failed)}
          {cancelling ? '. No se envía nada más; termina lo que está en camino.' : ''}
        </p>
      </>
    );
    footer = (
      <Button
        color="secondary"
        outline
        onClick={run.cancel}
        aria-disabled={cancelling || undefined}
        className={cancelling ? 'disabled' : undefined}
        innerRef={firstRef}
      >
        Cancelar
      </Button>
    );
  } else {
    const { outcomes } = phase;
    const of = (status: BulkOutcome<Row>['status']) => outcomes.filter((o) => o.status === status);
    const failed = of('failed');
    const unsent = of('unsent');
    title = unsent.length > 0 ? `${action.label}: cancelado` : `${action.label}: terminado`;
    body = (
      <>
        <p role="status" className="mb-0">
          {countsText(of('done').length, of('skipped').length, failed.length)}
          {unsent.length > 0 ? ` · ${formatNumber(unsent.length)} sin enviar` : ''}.
          {failed.length + unsent.length > 0 ? ' Lo que falta sigue seleccionado.' : ''}
        </p>
        <OutcomeList title="Fallidas" outcomes={failed} bulk={bulk} />
        <OutcomeList title="Omitidas" outcomes={of('skipped')} bulk={bulk} />
      </>
    );
    footer = (
      <>
        <Button color="secondary" outline onClick={run.close} innerRef={firstRef}>
          Cerrar
        </Button>
        {failed.length > 0 && (
          <Button color="primary" onClick={run.retryFailed}>
            Reintentar las fallidas
          </Button>
        )}
      </>
    );
  }

  return (
    <Modal
      isOpen={run.open}
      toggle={running ? undefined : run.close}
      role={phase.kind === 'confirm' || blocked ? 'alertdialog' : 'dialog'}
      labelledBy={titleId}
      trapFocus
      returnFocusAfterClose
      centered
      scrollable
      backdrop={running ? 'static' : true}
      keyboard={!running}
      onClosed={() => {
        // reactstrap gives the focus back right after this call: run after it.
        setTimeout(run.afterClose, 0);
      }}
      onOpened={() => {
        firstRef.current?.focus();
      }}
    >
      <DialogHeader id={titleId} onClose={running ? undefined : run.close}>
        {title}
      </DialogHeader>
      <ModalBody>{body}</ModalBody>
      <ModalFooter>{footer}</ModalFooter>
    </Modal>
  );
}
