import type { ReactNode } from 'react';
import { FormGroup, Input } from 'reactstrap';
import { FieldLabel, FieldMessages } from './field-label';
import { textValue, useFieldFeedback } from './use-field-feedback';

export type SelectOption = string | { value: string; label: string };

/** The text of the empty first option. */
export const selectPlaceholder = 'Selecciona una opción';

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty option; `null` for none. */
  placeholder?: string | null;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  disabled?: boolean;
  autoComplete?: string;
  /** Called with the new value after Formik has stored it. */
  onValueChange?: (value: string) => void;
}

function optionOf(option: SelectOption): { value: string; label: string } {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

/** A labelled select bound to a Formik field, with the same feedback as FormField. */
export function SelectField({
  name,
  label,
  options,
  placeholder = selectPlaceholder,
  hint,
  required,
  id,
  className,
  disabled,
  autoComplete,
  onValueChange,
}: SelectFieldProps) {
  const { field, inputId, hintId, errorId, error, describedBy } = useFieldFeedback(name, {
    id,
    hasHint: hint !== undefined && hint !== null,
  });

  return (
    <FormGroup className={className}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <Input
        type="select"
        id={inputId}
        name={field.name}
        value={textValue(field.value)}
        onChange={(event) => {
          field.onChange(event);
          onValueChange?.(event.target.value);
        }}
        onBlur={field.onBlur}
        disabled={disabled}
        autoComplete={autoComplete}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== null && <option value="">{placeholder}</option>}
        {options.map(optionOf).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Input>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FormGroup>
  );
}
