import type { ReactNode } from 'react';
import { Button, Spinner } from 'reactstrap';

interface SubmitButtonProps {
  children: ReactNode;
  /** While true the button shows a spinner and `busyLabel`, and cannot be pressed again. */
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  className?: string;
  /** The id of the text that says why it is disabled, when it is. */
  describedBy?: string;
}

/** The submit button of every form: disabled with a spinner while the call is on its way. */
export function SubmitButton({
  children,
  busy,
  busyLabel,
  disabled,
  className,
  describedBy,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      color="primary"
      className={className}
      disabled={busy || disabled}
      aria-describedby={describedBy}
    >
      {busy ? (
        <>
          <Spinner size="sm" aria-hidden="true" /> {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
