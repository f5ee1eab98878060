import type { AddressSeparator, MailMessage } from './follow-up-mail';

/**
 * The suggested message: a reminder to go on with the diagnostics, signed by
 * the programme, with the address where the entrepreneur logs in. The admin
 * edits it in the dialog before writing.
 */
export function suggestedMessage(programme: string, loginUrl: string): MailMessage {
  return {
    subject: `${programme}: continúa el diagnóstico digital de tu pyme`,
    body: [
      'Hola:',
      '',
      `Te escribimos del programa ${programme}. Te recordamos que puedes continuar los diagnósticos digitales de tu pyme: con tus respuestas conocemos cómo usa hoy las herramientas digitales y te recomendamos la línea de formación que más le sirve.`,
      '',
      `Ingresa con tu correo y tu contraseña en ${loginUrl} y responde los diagnósticos que tengas pendientes.`,
      '',
      'Si tienes dudas, responde este correo.',
      '',
      'Saludos,',
      `Equipo ${programme}`,
    ].join('\n'),
    separator: ',',
  };
}

/** Where the admin's own message is kept in this browser: one entry per account. */
const storageKey = (userUuid: string) => `pymes-digitales:seguimiento:${userUuid}`;

const isSeparator = (value: unknown): value is AddressSeparator => value === ',' || value === ';';

/**
 * The message the admin last wrote in this browser, or null (none kept, or
 * storage unreadable or refused: the suggested message is used then).
 */
export function savedMessage(userUuid: string): MailMessage | null {
  try {
    const raw = localStorage.getItem(storageKey(userUuid));
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { subject, body, separator } = value as Record<string, unknown>;
    if (typeof subject !== 'string' || typeof body !== 'string' || !isSeparator(separator)) {
      return null;
    }
    return { subject, body, separator };
  } catch {
    return null;
  }
}

/** Keeps `message` for the account; null forgets it (back to the suggested one). */
export function saveMessage(userUuid: string, message: MailMessage | null): void {
  try {
    if (message) localStorage.setItem(storageKey(userUuid), JSON.stringify(message));
    else localStorage.removeItem(storageKey(userUuid));
  } catch {
    // A full or refused storage only means the edits last until the page is left.
  }
}
