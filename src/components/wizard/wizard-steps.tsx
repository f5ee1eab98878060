import { useEffect, useRef } from 'react';

interface WizardStepsProps {
  /** The steps' names, in order: the data the indicator is drawn from. */
  steps: readonly string[];
  /** The step on screen, from 1. */
  current: number;
  /** Names the navigation for screen readers, e.g. 'Pasos del registro'. */
  label: string;
  /**
   * Makes the indicators buttons that go to their step (the training-line
   * form's clickable 1, 2, 3). Without it they are only a picture of progress.
   */
  onSelect?: (step: number) => void;
  /** Which steps can be chosen now (default: all); the others are disabled buttons. */
  canSelect?: (step: number) => boolean;
}

/**
 * "Paso 2 de 3" and the list of steps, the current one marked. When the step
 * changes (Siguiente, Atrás, an indicator, the browser's buttons) the focus
 * moves to "Paso N de M", so that keyboard and screen-reader users start the
 * new step at its top instead of on a button that no longer exists.
 */
export function WizardSteps({ steps, current, label, onSelect, canSelect }: WizardStepsProps) {
  const heading = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(current);
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    heading.current?.focus();
  }, [current]);

  return (
    <nav aria-label={label} className="mb-4">
      <p ref={heading} tabIndex={-1} className="fw-semibold text-primary mb-2">
        Paso {current} de {steps.length}
      </p>
      <ol className="wizard-progress list-unstyled d-flex gap-2 mb-0">
        {steps.map((name, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          const text = (
            <>
              <span className="wizard-progress-bar" aria-hidden="true" />
              <span className="small">
                {number}. {name}
                {state === 'done' && <span className="visually-hidden"> (completado)</span>}
              </span>
            </>
          );
          return (
            <li
              key={name}
              className={`wizard-progress-step flex-fill is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {onSelect ? (
                <button
                  type="button"
                  className="wizard-progress-button"
                  disabled={canSelect ? !canSelect(number) : false}
                  onClick={() => {
                    onSelect(number);
                  }}
                >
                  {text}
                </button>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
