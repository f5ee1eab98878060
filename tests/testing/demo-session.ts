import { storeTokens } from '@/api/token-cookies';
import type { Role } from '@/api/session-slice';
import { readDb } from '@/mocks/db';
import demoAccounts from '@/mocks/demo-accounts.json';
import { issueTokens } from '@/mocks/tokens';

/** The seeded demo account of each logged-in role. */
export const accountOf: Record<Exclude<Role, 'guest'>, string> = {
  superadmin: 'superadmin@pymesdigitales.cl',
  admin: 'admin@pymesdigitales.cl',
  user: 'emprendedora@pymesdigitales.cl',
};

export const demoPassword = demoAccounts.password;

/** The demo backend's record of a seeded user. */
export function demoUser(email: string) {
  const user = readDb().users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return user;
}

/**
 * Stores tokens issued by the demo backend for `email`, as a login would.
 * `accessLifetimeSeconds` below zero gives an access token that has already expired.
 */
export function signInAs(email: string, accessLifetimeSeconds?: number): void {
  const tokens = issueTokens(demoUser(email).uuid, accessLifetimeSeconds);
  storeTokens(tokens.access, tokens.refresh);
}
