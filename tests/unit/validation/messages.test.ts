import { describe, expect, it } from 'vitest';
import { messages } from '@/validation/messages';
import { registrationServerMessage, serverMessages } from '@/validation/server-messages';

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(allStrings);
  return [];
}

/** Every message spec §5 writes out, byte for byte. */
const specMessages = [
  'El email es obligatorio.',
  'Debes ingresar un email',
  'El email es muy largo (máximo 100 caracteres).',
  'La contraseña es obligatoria.',
  'Por favor ingresar contraseña valida.',
  'Tu contraseña es muy corta (mínimo 8 caracteres).',
  'Tu contraseña es muy larga (máximo 100 caracteres).',
  'Tu contraseña debe tener como mínimo una mayúscula, una minúscula, un número y un símbolo (@$!%*?&).',
  'Las contraseñas deben ser iguales',
  'Debes ingresar solo letras',
  'Debes ingresar el rut de la empresa.',
  'Debes ingresar un rut válido',
  'El rut es muy corto.',
  'El rut es muy largo (máximo 10 caracteres).',
  'El rut no es válido',
  'El Rut no es válido',
  'El RUT no es valido',
  'Debes seleccionar una opción',
  'Debe ingresar un número válido de 9 dígitos (Ej: 912345678)',
];

describe('messages', () => {
  const known = new Set(allStrings(messages));

  it("says the e-mail format after the spec's words (issue 37)", () => {
    expect(messages.email.format).toBe(
      'El email debe tener el siguiente formato: nombre@dominio.cl',
    );
  });

  it.each(specMessages)('has the spec message %j', (message) => {
    expect(known).toContain(message);
  });

  it('has no empty message and no stray spaces', () => {
    for (const message of known) {
      expect(message.trim()).toBe(message);
      expect(message).not.toBe('');
      expect(message).not.toMatch(/ {2}/);
    }
  });
});

describe('registration server messages (spec §8)', () => {
  it.each([
    ['email', 'EMAIL_TAKEN', '¡Oops! El correo ingresado ya está registrado.'],
    ['password', 'WEAK_PASSWORD', '¡Oops! La contraseña es muy débil.'],
    ['rut', 'RUT_TAKEN', '¡Vaya! El rut ingresado ya se registró. (RUT empresa)'],
    ['rut_user', 'RUT_TAKEN', '¡Vaya! El rut ingresado ya se registró. (RUT usuario)'],
    ['direction', 'REQUIRED', '¡Oops! Este campo es obligatorio, por favor complete dirección'],
    ['phone_number', 'FORMAT_ERROR', '¡Oops! Error en formato de número de teléfono'],
    ['business_name', 'ERROR_LENGTH', '¡Oops! Error en largo de razón social'],
    [
      'terms_accepted',
      'REQUIRED',
      '¡Oops! Este campo es obligatorio, por favor complete la aceptación de términos y condiciones',
    ],
    [
      'password_confirmation',
      'REQUIRED',
      '¡Oops! Este campo es obligatorio, por favor complete confirmación de contraseña',
    ],
    [
      'password_confirmation',
      'FORMAT_ERROR',
      '¡Oops! Error en formato de confirmación de contraseña',
    ],
    ['email', 'SOMETHING_ELSE', null],
  ] as const)('%s %s', (field, code, message) => {
    expect(registrationServerMessage(field, code)).toBe(message);
  });

  it('has the password and e-mail screen messages', () => {
    expect(serverMessages.passwordExists).toBe(
      '¡Oops! La contraseña ingresada debe ser diferente de la actual.',
    );
    expect(serverMessages.emailNotExists).toBe('¡Oops! El correo ingresado no está registrado.');
  });
});
