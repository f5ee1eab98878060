import { useField, type FieldHelperProps, type FieldInputProps, type FieldMetaProps } from 'formik';
import { useId } from 'react';

export interface FieldFeedbackOptions {
  /** The control's id; generated when absent. */
  id?: string | undefined;
  /** Whether the field renders a hint (its id joins aria-describedby). */
  hasHint?: boolean;
  /** More ids for aria-describedby (e.g. the password checklist). */
  describedBy?: string | undefined;
  /** Pass 'checkbox' for a checkbox, so that Formik gives `checked`. */
  type?: 'checkbox';
}

export interface FieldFeedback {
  field: FieldInputProps<unknown>;
  meta: FieldMetaProps<unknown>;
  helpers: FieldHelperProps<unknown>;
  inputId: string;
  hintId: string;
  errorId: string;
  /** The error to show now, or undefined while there is none or the user has not got to the field. */
  error: string | undefined;
  /** The value for aria-describedby: the hint, the error, any extra ids; undefined when empty. */
  describedBy: string | undefined;
}

/**
 * The state our form pattern needs for one Formik field (spec §5: validation
 * runs on each change and a change clears the field's earlier error).
 * Formik validates the whole form on every change; a field shows its error
 * once it was touched (blurred or the form was submitted) or its value
 * differs from the initial one, so the user sees it while typing and it
 * disappears as soon as the value is valid.
 */
export function useFieldFeedback(name: string, options: FieldFeedbackOptions = {}): FieldFeedback {
  const [field, meta, helpers] = useField<unknown>(
    options.type ? { name, type: options.type } : name,
  );
  const generatedId = useId();
  const inputId = options.id ?? `${name}-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  const changed = !Object.is(meta.value, meta.initialValue);
  const error = meta.error && (meta.touched || changed) ? meta.error : undefined;

  const describedBy =
    [options.hasHint ? hintId : undefined, error ? errorId : undefined, options.describedBy]
      .filter(Boolean)
      .join(' ') || undefined;

  return { field, meta, helpers, inputId, hintId, errorId, error, describedBy };
}

/** The text value of a field for a text control ('' for anything else). */
export function textValue(value: unknown): string | number {
  return typeof value === 'string' || typeof value === 'number' ? value : '';
}
