import { http, HttpResponse } from 'msw';
import { readDb, updateDb } from '../db';
import { api, jsonBody, nowIso, validationError } from '../http';
import { issueTokens, verifyToken } from '../tokens';

/** Session tokens (docs/api-contract.md, "Session tokens"): SimpleJWT's token pair endpoints. */
export const authHandlers = [
  // Login. E-mails match case-insensitively; sets the user's last_login (ours).
  http.post(api('api/token/'), async ({ request }) => {
    const body = await jsonBody<{ email: string; password: string }>(request);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const missing: Record<string, string[]> = {};
    if (!email) missing.email = ['This field is required.'];
    if (!password) missing.password = ['This field is required.'];
    if (Object.keys(missing).length > 0) return validationError(missing);

    return updateDb((data) => {
      const user = data.users.find((candidate) => candidate.email.toLowerCase() === email);
      if (!user || user.password !== password || (user.is_admin && !user.enabled)) {
        return HttpResponse.json(
          { detail: 'No active account found with the given credentials' },
          { status: 401 },
        );
      }
      if (!user.verified) return validationError({ user: ['UNVERIFIED_USER'] });
      user.last_login = nowIso();
      return HttpResponse.json(issueTokens(user.uuid));
    });
  }),

  http.post(api('api/token/refresh/'), async ({ request }) => {
    const body = await jsonBody<{ refresh: string }>(request);
    const refresh = typeof body.refresh === 'string' ? body.refresh : '';
    if (!refresh) return validationError({ refresh: ['This field is required.'] });
    const userId = verifyToken(refresh, 'refresh');
    if (!userId) {
      return HttpResponse.json(
        { detail: 'Token is invalid or expired', code: 'token_not_valid' },
        { status: 401 },
      );
    }
    // SimpleJWT checks that the user still exists and may log in.
    const user = readDb().users.find((candidate) => candidate.uuid === userId);
    if (!user || (user.is_admin && !user.enabled)) {
      return HttpResponse.json(
        { detail: 'No active account found for the given token.', code: 'no_active_account' },
        { status: 401 },
      );
    }
    return HttpResponse.json(issueTokens(userId));
  }),
];
