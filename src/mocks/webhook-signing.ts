/**
 * The demo backend's two secrets for the diagnostics webhook
 * (docs/api-contract.md, `POST api/evaluations/evaluated-result/`) and what
 * it does with them, on WebCrypto (`crypto.subtle`: the browser's, and
 * Node's `globalThis.crypto` in the tests).
 *
 * - The webhook secret is shared by the backend and Typeform: Typeform signs
 *   each delivery with it (`Typeform-Signature: sha256=<base64 HMAC-SHA256 of
 *   the raw body>`), the backend refuses a delivery it cannot verify. In demo
 *   mode the stand-in form plays Typeform, so it signs with this secret too.
 * - The response-token secret is the backend's alone: `list-available` gives
 *   each diagnostic a token `<user uuid>.<base64url HMAC-SHA256 of
 *   "<user uuid>:<form_id>">`, the form carries it as the hidden field
 *   `response_token`, and the webhook files the answers under the user of a
 *   token that checks out for that form.
 *
 * DEMO ONLY: both values are public (they ship in the demo build). A real
 * backend keeps its own in its settings; the app's production build holds
 * neither (scripts/check-production-bundle.mjs looks for them).
 */
import { fromBase64, toBase64 } from './http';
export const DEMO_ONLY_TYPEFORM_WEBHOOK_SECRET = 'demo-only-typeform-webhook-secret';
const DEMO_ONLY_RESPONSE_TOKEN_SECRET = 'demo-only-response-token-secret';

/** The header Typeform signs its webhook deliveries with. */
export const SIGNATURE_HEADER = 'Typeform-Signature';

const SIGNATURE_PREFIX = 'sha256=';

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

async function hmac(secret: string, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    new TextEncoder().encode(message),
  );
  return new Uint8Array(signature);
}

/** Constant-time check of `signature` (WebCrypto's HMAC verify). */
async function hmacMatches(secret: string, message: string, signature: Uint8Array<ArrayBuffer>) {
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signature,
    new TextEncoder().encode(message),
  );
}

function toBase64url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return fromBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4));
}

/** The `Typeform-Signature` value of a raw request body: `sha256=<base64 digest>`. */
export async function typeformSignature(
  rawBody: string,
  secret = DEMO_ONLY_TYPEFORM_WEBHOOK_SECRET,
): Promise<string> {
  return SIGNATURE_PREFIX + toBase64(await hmac(secret, rawBody));
}

/** True when `header` is the webhook secret's signature of exactly `rawBody`. */
export async function verifyTypeformSignature(
  rawBody: string,
  header: string | null,
): Promise<boolean> {
  if (!header?.startsWith(SIGNATURE_PREFIX)) return false;
  const digest = fromBase64(header.slice(SIGNATURE_PREFIX.length));
  if (!digest) return false;
  return hmacMatches(DEMO_ONLY_TYPEFORM_WEBHOOK_SECRET, rawBody, digest);
}

const tokenMessage = (userUuid: string, formId: string) => `${userUuid}:${formId}`;

/**
 * Tokens already made. A token depends only on its user, form and secret, so
 * it is made once: a list asked for again (the dashboard polls it while it
 * waits for the webhook) answers without another round through WebCrypto,
 * whose work finishes outside the JavaScript job queue.
 */
const issuedTokens = new Map<string, Promise<string>>();

/** The `response_token` the backend gives `userUuid` for the form `formId`. */
export function issueResponseToken(
  userUuid: string,
  formId: string,
  secret = DEMO_ONLY_RESPONSE_TOKEN_SECRET,
): Promise<string> {
  const key = JSON.stringify([userUuid, formId, secret]);
  let token = issuedTokens.get(key);
  if (!token) {
    token = hmac(secret, tokenMessage(userUuid, formId)).then(
      (signature) => `${userUuid}.${toBase64url(signature)}`,
    );
    issuedTokens.set(key, token);
    token.catch(() => issuedTokens.delete(key));
  }
  return token;
}

/**
 * The user uuid of a `response_token` issued for the form `formId`, or null
 * when the token is malformed, forged, altered or issued for another form.
 */
export async function verifyResponseToken(token: string, formId: string): Promise<string | null> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const userUuid = token.slice(0, dot);
  // A uuid has no ':'; refusing one keeps "<uuid>:<form_id>" unambiguous.
  if (userUuid.includes(':')) return null;
  const signature = fromBase64url(token.slice(dot + 1));
  if (!signature) return null;
  const valid = await hmacMatches(
    DEMO_ONLY_RESPONSE_TOKEN_SECRET,
    tokenMessage(userUuid, formId),
    signature,
  );
  return valid ? userUuid : null;
}
