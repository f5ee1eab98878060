import { FormField } from './form-field';

/** The optional Chilean mobile number (spec §5: digits only, at most 9). */
export function PhoneField({ name = 'phone_number' }: { name?: string }) {
  return (
    <FormField
      name={name}
      label="Teléfono (opcional)"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      hint="9 dígitos, sin +56. Ej: 912345678"
    />
  );
}
