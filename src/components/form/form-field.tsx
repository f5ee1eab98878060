import type { FocusEvent, InputHTMLAttributes, ReactNode } from 'react';
import { FormGroup, Input } from 'reactstrap';
import { FieldLabel, FieldMessages } from './field-label';
import { textValue, useFieldFeedback } from './use-field-feedback';

export type FormFieldType =
  'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'search' | 'date' | 'textarea';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'type' | 'value' | 'defaultValue' | 'children' | 'onBlur' | 'className'
>;

export interface FormFieldProps extends NativeInputProps {
  /** The Formik field name. */
  name: string;
  /** The visible <label>; it is also the control's accessible name. */
  label: ReactNode;
  type?: FormFieldType;
  /** A help text under the control, referenced by aria-describedby. */
  hint?: ReactNode;
  /** Marks the label with (*) and sets aria-required. */
  required?: boolean;
  id?: string;
  /** Rows of a textarea. */
  rows?: number;
  /** Class of the wrapping FormGroup. */
  className?: string;
  /** Class of the control. */
  inputClassName?: string;
  /** Rendered right after the control, in an input group (e.g. a button). */
  append?: ReactNode;
  /** Extra ids for aria-describedby. */
  describedBy?: string;
  /** Called after Formik has handled the blur. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Rendered under the error (e.g. a checklist). */
  children?: ReactNode;
}

/**
 * A labelled text control bound to a Formik field: our form pattern
 * (see docs/validation.md). The error shows under the control once the
 * field was touched or changed, and the control points at it with
 * aria-invalid and aria-describedby.
 */
export function FormField({
  name,
  label,
  type = 'text',
  hint,
  required,
  id,
  className,
  inputClassName,
  append,
  describedBy: extraDescribedBy,
  onBlur,
  onChange,
  children,
  ...inputProps
}: FormFieldProps) {
  const { field, inputId, hintId, errorId, error, describedBy } = useFieldFeedback(name, {
    id,
    hasHint: hint !== undefined && hint !== null,
    describedBy: extraDescribedBy,
  });

  const control = (
    <Input
      {...inputProps}
      id={inputId}
      name={field.name}
      type={type}
      value={textValue(field.value)}
      onChange={(event) => {
        field.onChange(event);
        onChange?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        field.onBlur(event);
        onBlur?.(event);
      }}
      invalid={Boolean(error)}
      aria-invalid={Boolean(error)}
      aria-required={required ? true : undefined}
      aria-describedby={describedBy}
      className={inputClassName}
    />
  );

  return (
    <FormGroup className={className}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      {append ? (
        // Bootstrap's input group as markup: reactstrap's InputGroup brings its
        // Dropdown (and Popper) into every form route's download (issue 27).
        <div className="input-group has-validation">
          {control}
          {append}
        </div>
      ) : (
        control
      )}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {children}
    </FormGroup>
  );
}
