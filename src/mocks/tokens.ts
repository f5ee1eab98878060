/**
 * JWTs as SimpleJWT issues them: `header.payload.signature`, base64url, with
 * `token_type`, `exp`, `iat`, `jti` and `user_id`. The signature is a keyed
 * hash: enough for the demo backend to refuse a token it did not issue.
 */
import type { LoginResponse } from '@/api/edge/users';

export type TokenType = 'access' | 'refresh';

interface TokenPayload {
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
  user_id: string;
}

const SIGNING_KEY = 'demo-backend-signing-key';
const REFRESH_LIFETIME_SECONDS = 24 * 60 * 60;
const DEFAULT_ACCESS_LIFETIME_SECONDS = 5 * 60;

let accessLifetimeSeconds = DEFAULT_ACCESS_LIFETIME_SECONDS;

/** Access tokens issued from now on live this long (tests use a short life). */
export function setAccessTokenLifetime(seconds: number): void {
  accessLifetimeSeconds = seconds;
}

export function resetAccessTokenLifetime(): void {
  accessLifetimeSeconds = DEFAULT_ACCESS_LIFETIME_SECONDS;
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

function sign(content: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${SIGNING_KEY}.${content}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return base64url(hash.toString(16));
}

function nowSeconds(): number {
  return Date.now() / 1000;
}

function issue(type: TokenType, userId: string, lifetimeSeconds: number): string {
  const iat = nowSeconds();
  const payload: TokenPayload = {
    token_type: type,
    iat,
    exp: iat + lifetimeSeconds,
    jti: crypto.randomUUID(),
    user_id: userId,
  };
  const content = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${content}.${sign(content)}`;
}

/** `{access, refresh}` for a user; `accessLifetime` overrides the configured one. */
export function issueTokens(userId: string, accessLifetime = accessLifetimeSeconds): LoginResponse {
  return {
    access: issue('access', userId, accessLifetime),
    refresh: issue('refresh', userId, REFRESH_LIFETIME_SECONDS),
  };
}

/** The user id of a valid, unexpired token of `type`, or null. */
export function verifyToken(token: string, type: TokenType): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  if (sign(`${header}.${payload}`) !== signature) return null;
  try {
    const claims = JSON.parse(fromBase64url(payload)) as Partial<TokenPayload>;
    if (claims.token_type !== type || typeof claims.user_id !== 'string') return null;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) return null;
    return claims.user_id;
  } catch {
    return null;
  }
}
