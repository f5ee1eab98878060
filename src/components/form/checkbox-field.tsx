import type { ReactNode } from 'react';
import { FormGroup, Input } from 'reactstrap';
import { FieldLabel, FieldMessages } from './field-label';
import { useFieldFeedback } from './use-field-feedback';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  disabled?: boolean;
}

/** A labelled checkbox bound to a boolean Formik field (e.g. terms_accepted). */
export function CheckboxField({
  name,
  label,
  hint,
  required,
  id,
  className,
  disabled,
}: CheckboxFieldProps) {
  const { field, inputId, hintId, errorId, error, describedBy } = useFieldFeedback(name, {
    id,
    type: 'checkbox',
    hasHint: hint !== undefined && hint !== null,
  });

  return (
    <FormGroup check className={className}>
      <Input
        type="checkbox"
        id={inputId}
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldLabel htmlFor={inputId} required={required} check>
        {label}
      </FieldLabel>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FormGroup>
  );
}
