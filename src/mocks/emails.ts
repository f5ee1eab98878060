import type { DemoData, DemoEmailToken, DemoUser } from './db';
import { nowIso } from './http';
import { newUuid } from './ids';

const HOUR_MS = 60 * 60 * 1000;

/** How long e-mail links stay valid (ours: 24 h to confirm, 1 h to reset). */
const LIFETIME_MS: Record<DemoEmailToken['type'], number> = {
  verify: 24 * HOUR_MS,
  reset: HOUR_MS,
};

function isoIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

function issueLinkToken(data: DemoData, user: DemoUser, type: DemoEmailToken['type']): string {
  const token = newUuid().replace(/-/g, '');
  data.emailTokens.push({
    token,
    user_uuid: user.uuid,
    type,
    expires_at: isoIn(LIFETIME_MS[type]),
    used: false,
  });
  return token;
}

/** "Sends" the account-confirmation e-mail: a token and a message in the outbox. */
export function sendVerificationEmail(data: DemoData, user: DemoUser): void {
  const token = issueLinkToken(data, user, 'verify');
  data.outbox.unshift({
    uuid: newUuid(),
    to: user.email,
    subject: 'Confirma tu cuenta en Pymes Digitales',
    body: `Hola ${user.first_name}, gracias por postular tu pyme. Confirma tu correo con este enlace (vale 24 horas):`,
    link: `/accountConfirm/${token}`,
    link_label: 'Confirmar mi cuenta',
    sent_at: nowIso(),
  });
}

/** "Sends" the password-reset e-mail. */
export function sendPasswordResetEmail(data: DemoData, user: DemoUser): void {
  const token = issueLinkToken(data, user, 'reset');
  data.outbox.unshift({
    uuid: newUuid(),
    to: user.email,
    subject: 'Restablece tu contraseña de Pymes Digitales',
    body: `Hola ${user.first_name}, recibimos una solicitud para cambiar tu contraseña. Usa este enlace (vale 1 hora):`,
    link: `/resetPassword/${token}`,
    link_label: 'Crear una nueva contraseña',
    sent_at: nowIso(),
  });
}

export type LinkTokenCheck =
  | { ok: true; entry: DemoEmailToken }
  | { ok: false; code: 'INVALID_TOKEN' | 'EXPIRED_TOKEN' | 'INVALID_TYPE_TOKEN' };

/** Checks a link token for `type`: unknown or used, expired, or of the other kind. */
export function checkLinkToken(
  data: DemoData,
  token: string,
  type: DemoEmailToken['type'],
): LinkTokenCheck {
  const entry = data.emailTokens.find((candidate) => candidate.token === token);
  if (!entry || entry.used) return { ok: false, code: 'INVALID_TOKEN' };
  if (entry.type !== type) return { ok: false, code: 'INVALID_TYPE_TOKEN' };
  if (Date.parse(entry.expires_at) <= Date.now()) return { ok: false, code: 'EXPIRED_TOKEN' };
  return { ok: true, entry };
}
