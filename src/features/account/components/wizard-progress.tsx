import { useEffect, useRef } from 'react';

/** The names of the wizard's steps, in order (spec §9: 3 steps). */
export const registrationSteps = ['Tu cuenta', 'Tus datos', 'Tu empresa'] as const;

/**
 * "Paso 2 de 3" and the list of steps, the current one marked. When the step
 * changes (Siguiente, Atrás, the browser's buttons) the focus moves to
 * "Paso N de 3", so that keyboard and screen-reader users start the new step
 * at its top instead of on a button that no longer exists.
 */
export function WizardProgress({ step }: { step: number }) {
  const heading = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  return (
    <nav aria-label="Pasos del registro" className="mb-4">
      <p ref={heading} tabIndex={-1} className="fw-semibold text-primary mb-2">
        Paso {step} de {registrationSteps.length}
      </p>
      <ol className="wizard-progress list-unstyled d-flex gap-2 mb-0">
        {registrationSteps.map((name, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li
              key={name}
              className={`wizard-progress-step flex-fill is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-progress-bar" aria-hidden="true" />
              <span className="small">
                {number}. {name}
                {state === 'done' && <span className="visually-hidden"> (completado)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
