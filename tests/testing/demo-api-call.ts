import { issueTokens } from '@/mocks/tokens';
import { demoUser } from './demo-session';

/** What a direct call to the demo backend carries: whose token, and a JSON body. */
export interface DemoApiCall {
  /** The demo account whose access token the call sends (none: no session). */
  as?: string;
  body?: unknown;
}

/**
 * Calls the demo backend directly (not through the app), as `as` when given:
 * for the tests of the demo endpoints themselves. Answers the status and the
 * parsed JSON body (null when empty).
 */
export async function callDemoApi(
  method: string,
  path: string,
  { as, body }: DemoApiCall = {},
): Promise<{ status: number; body: unknown }> {
  const headers = new Headers();
  if (as) headers.set('Authorization', `Bearer ${issueTokens(demoUser(as).uuid).access}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`http://api.test/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}
