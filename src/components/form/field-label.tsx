import type { ReactNode } from 'react';
import { FormFeedback, FormText, Label } from 'reactstrap';

interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  required?: boolean | undefined;
  check?: boolean;
}

/**
 * The label of a control. A required field is marked with a red asterisk
 * (spec §2, "Required fields marked (*)") outside the <label>, so that the
 * control's accessible name stays its label; the control itself carries
 * aria-required.
 */
export function FieldLabel({ htmlFor, children, required, check = false }: FieldLabelProps) {
  return (
    <>
      <Label for={htmlFor} check={check}>
        {children}
      </Label>
      {required && (
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
}

interface FieldMessagesProps {
  hint?: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
}

/** The hint under a control and its error, both referenced by the control's aria-describedby. */
export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint !== undefined && hint !== null && <FormText id={hintId}>{hint}</FormText>}
      {error && (
        <FormFeedback id={errorId} className="d-block">
          {error}
        </FormFeedback>
      )}
    </>
  );
}
