import { errorCodes, isApiError, type ApiError } from '@/api/api-error';
import { readSignupRefusal } from '@/api/edge/signup';
import {
  registrationServerMessage,
  serverFieldLabels,
  serverMessages,
  type ServerField,
} from '@/validation/server-messages';

const tryAgainMessage = serverMessages.tryAgain;

const registrationFields = Object.keys(serverFieldLabels) as ServerField[];

/**
 * The lines of the registration alert (spec §8), one per field and code,
 * in the order of `serverFieldLabels` (§8's list of labels, not the wizard's
 * order). A field spec §3 names twice is found under either name (the edge's
 * `readSignupRefusal`: `lastName` or `last_name` is the apellido). A code §8
 * does not list for a field reads as its format error. Any answer other than
 * a 400 (500, timeout, no network), or a 400 that names none of these
 * fields, gives the try-again message.
 */
export function registrationErrorLines(error: unknown): string[] {
  if (!isApiError(error) || error.status !== 400) return [tryAgainMessage];
  const refused = readSignupRefusal(error.data);
  const lines = registrationFields.flatMap((field) =>
    (refused[field] ?? []).map(
      (code) =>
        registrationServerMessage(field, code) ??
        serverMessages.formatError(serverFieldLabels[field]),
    ),
  );
  return lines.length > 0 ? lines : [tryAgainMessage];
}

/** The e-mail screens: EMAIL_NOT_EXISTS, or the try-again message. */
export function emailErrorMessage(error: unknown): string {
  if (isApiError(error) && errorCodes(error, 'email').includes('EMAIL_NOT_EXISTS')) {
    return serverMessages.emailNotExists;
  }
  if (isApiError(error) && errorCodes(error, 'email').includes('ALREADY_VERIFIED')) {
    return 'Tu cuenta ya está validada. Ya puedes iniciar sesión.';
  }
  return tryAgainMessage;
}

/** Codes of a rejected e-mail link (spec §4, §8). */
export const linkTokenErrors = ['EXPIRED_TOKEN', 'INVALID_TOKEN', 'INVALID_TYPE_TOKEN'];

export function isLinkTokenError(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.status === 400 &&
    errorCodes(error, 'token').some((code) => linkTokenErrors.includes(code))
  );
}

/**
 * Password reset and change: PASSWORD_EXISTS (400 on reset, 401 on change),
 * a weak password, an expired reset link, or the try-again message.
 */
export function passwordErrorMessage(error: unknown): string {
  if (!isApiError(error)) return tryAgainMessage;
  if (errorCodes(error, 'password').includes('PASSWORD_EXISTS'))
    return serverMessages.passwordExists;
  if (errorCodes(error, 'password').includes('WEAK_PASSWORD')) return serverMessages.weakPassword;
  if (isLinkTokenError(error)) {
    return 'El enlace para cambiar tu contraseña expiró o ya fue usado. Pide uno nuevo.';
  }
  return tryAgainMessage;
}
