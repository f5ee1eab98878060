/**
 * The server's refusals as the account pages word them (spec §8): the
 * registration alert's lines and the try-again message. Apart from the
 * forms' messages (messages.ts, with the fields in the `forms` chunk): a page
 * that only calls the server (/accountConfirm/:token) reads these without
 * downloading every form's words (issue 39).
 */

/**
 * Spec §8: the {field} label of each registration field in the server's
 * 400 messages, in the order §8 lists them (the registration alert shows its
 * lines in this order). password_confirmation is not in §8's list (ours, in
 * the same lower-case voice): the backend can refuse it too.
 */
export const serverFieldLabels = {
  email: 'email',
  password: 'password',
  password_confirmation: 'confirmación de contraseña',
  direction: 'dirección',
  commune: 'comuna',
  first_name: 'nombre',
  last_name: 'apellido',
  phone_number: 'número de teléfono',
  position: 'cargo',
  region: 'región',
  business_name: 'razón social',
  rut: '(RUT empresa)',
  rut_user: '(RUT usuario)',
  terms_accepted: 'la aceptación de términos y condiciones',
} as const;

export type ServerField = keyof typeof serverFieldLabels;

export const serverMessages = {
  emailTaken: '¡Oops! El correo ingresado ya está registrado.',
  weakPassword: '¡Oops! La contraseña es muy débil.',
  rutTaken: '¡Vaya! El rut ingresado ya se registró.',
  passwordExists: '¡Oops! La contraseña ingresada debe ser diferente de la actual.',
  emailNotExists: '¡Oops! El correo ingresado no está registrado.',
  required: (field: string) => `¡Oops! Este campo es obligatorio, por favor complete ${field}`,
  formatError: (field: string) => `¡Oops! Error en formato de ${field}`,
  lengthError: (field: string) => `¡Oops! Error en largo de ${field}`,
  /** 500, timeouts, no network. */
  tryAgain: '¡Oops! Parece que algo salío mal. Por favor, vuelve a intentarlo más tarde.',
} as const;

/**
 * The registration message for one field and one server code (spec §8), or
 * null for a code the spec does not list. RUT_TAKEN is followed by
 * "(RUT empresa)" or "(RUT usuario)".
 */
export function registrationServerMessage(field: ServerField, code: string): string | null {
  const label = serverFieldLabels[field];
  switch (code) {
    case 'EMAIL_TAKEN':
      return serverMessages.emailTaken;
    case 'WEAK_PASSWORD':
      return serverMessages.weakPassword;
    case 'RUT_TAKEN':
      return field === 'rut' || field === 'rut_user'
        ? `${serverMessages.rutTaken} ${label}`
        : serverMessages.rutTaken;
    case 'REQUIRED':
      return serverMessages.required(label);
    case 'FORMAT_ERROR':
      return serverMessages.formatError(label);
    case 'ERROR_LENGTH':
      return serverMessages.lengthError(label);
    default:
      return null;
  }
}
