import { useField } from 'formik';
import { normalizeRut } from '@/validation/rut';
import { FormField, type FormFieldProps } from './form-field';

export type RutFieldProps = Omit<FormFieldProps, 'type' | 'append'>;

/**
 * A RUT control. People type it with or without dots and hyphen
 * (12.345.678-5, 123456785); on blur the value becomes the spec form
 * (12345678-5). The schemas accept either while typing.
 */
export function RutField({ hint = 'Ej: 12345678-5', onBlur, ...props }: RutFieldProps) {
  const [field, , helpers] = useField<unknown>(props.name);
  return (
    <FormField
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      {...props}
      hint={hint}
      onBlur={(event) => {
        if (typeof field.value === 'string') {
          const normalised = normalizeRut(field.value);
          if (normalised !== field.value) void helpers.setValue(normalised);
        }
        onBlur?.(event);
      }}
    />
  );
}
