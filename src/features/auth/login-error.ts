import { errorCodes, isApiError } from '@/api/api-error';
import { serverMessages } from '@/validation/server-messages';

/** Spec §8, login. */
export const loginMessages = {
  unverified: '¡Vaya! Tu cuenta aun no se encuentra validada, revisa tu correo para validarla.',
  invalidCredentials: '¡Vaya! El correo y/o contraseña no son válidos.',
  serverError: serverMessages.tryAgain,
} as const;

/**
 * The message for a failed login: UNVERIFIED_USER, any other 400 or a 401,
 * and everything else (500, timeout, no network) as the try-again message.
 */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return loginMessages.serverError;
  if (error.status === 400 && errorCodes(error, 'user').includes('UNVERIFIED_USER')) {
    return loginMessages.unverified;
  }
  if (error.status === 400 || error.status === 401) return loginMessages.invalidCredentials;
  return loginMessages.serverError;
}
