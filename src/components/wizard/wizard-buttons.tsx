import type { ReactNode } from 'react';
import { Button } from 'reactstrap';

interface WizardButtonsProps {
  /** Atrás: absent on the first step. */
  onBack?: () => void;
  /** The forward buttons (Siguiente, the final submit, or both). */
  children: ReactNode;
}

/** Atrás on the left, the forward buttons on the right; stacked full-width on phones. */
export function WizardButtons({ onBack, children }: WizardButtonsProps) {
  return (
    <div className="d-flex flex-column-reverse flex-sm-row justify-content-between gap-2 mt-4">
      {onBack ? (
        <Button type="button" color="secondary" outline onClick={onBack}>
          Atrás
        </Button>
      ) : (
        <span />
      )}
      <div className="d-flex flex-column flex-sm-row gap-2">{children}</div>
    </div>
  );
}
