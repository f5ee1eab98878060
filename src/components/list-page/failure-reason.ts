import { isApiError } from '@/api/api-error';

/** The DRF body's own words: `detail`, or the codes of each field (`enabled: INVALID`). */
function serverWords(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const body = data as Record<string, unknown>;
  if (typeof body.detail === 'string' && body.detail.trim() !== '') return body.detail.trim();
  const fields = Object.entries(body)
    .map(([field, value]) => {
      const codes = (Array.isArray(value) ? value : [value]).filter(
        (code): code is string => typeof code === 'string',
      );
      return codes.length > 0 ? `${field}: ${codes.join(', ')}` : null;
    })
    .filter((part): part is string => part !== null);
  return fields.length > 0 ? fields.join('; ') : null;
}

/**
 * Why one call of a bulk run failed, in Spanish, for the result's list
 * (issue 29): what the status means, and the server's own words when its body
 * has them ("Error del servidor (500): Falla a propósito.").
 */
export function failureReason(error: unknown): string {
  if (!isApiError(error)) return 'Error inesperado de la aplicación';
  const words = serverWords(error.data);
  const withWords = (text: string) => (words ? `${text}: ${words}` : text);
  switch (error.status) {
    case 'NETWORK_ERROR':
      return 'Sin conexión con el servidor';
    case 'TIMEOUT':
      return 'El servidor no respondió a tiempo';
    case 'BAD_RESPONSE':
      return 'El servidor respondió algo que la aplicación no entiende';
    case 400:
      return withWords('El servidor rechazó el cambio (400)');
    case 401:
      return 'La sesión expiró (401)';
    case 403:
      return withWords('Sin permiso para este cambio (403)');
    case 404:
      return 'Ya no existe en el servidor (404)';
    default:
      return error.status >= 500
        ? withWords(`Error del servidor (${String(error.status)})`)
        : withWords(`El servidor respondió ${String(error.status)}`);
  }
}
