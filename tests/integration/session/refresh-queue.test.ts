import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authClient } from '@/api/http-clients';
import { sessionApi } from '@/api/session-api';
import { getAccessToken, getRefreshToken } from '@/api/token-cookies';
import { makeStore } from '@/app/store';
import { server } from '@/mocks/node';
import { setAccessTokenLifetime } from '@/mocks/tokens';
import { accountOf, demoPassword, signInAs } from '@tests/testing/demo-session';

/** Paths of the requests the demo backend received during a test. */
let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  requests.push(new URL(request.url).pathname);
};
const count = (path: string) => requests.filter((candidate) => candidate === path).length;

beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
});

const twentyProfileCalls = () =>
  Promise.allSettled(Array.from({ length: 20 }, () => authClient.get('api/users/info/')));

describe('refresh queue', () => {
  it('refreshes once for 20 concurrent calls made with an expired access token, then retries them all', async () => {
    makeStore();
    signInAs(accountOf.user, -1);
    const expiredAccess = getAccessToken();

    const results = await twentyProfileCalls();

    expect(count('/api/token/refresh/')).toBe(1);
    expect(results.map((result) => result.status)).toEqual(Array(20).fill('fulfilled'));
    for (const result of results) {
      if (result.status === 'fulfilled') {
        expect(result.value.status).toBe(200);
        expect(result.value.data).toMatchObject({ user: { email: accountOf.user } });
      }
    }
    // 20 rejected calls, then 20 retries with the new token.
    expect(count('/api/users/info/')).toBe(40);
    expect(getAccessToken()).not.toBe(expiredAccess);
  });

  it('rejects all 20 calls, removes the tokens and ends the session when the refresh fails', async () => {
    const store = makeStore();
    signInAs(accountOf.user, -1);
    Cookies.set('refreshToken', 'not-a-token', { path: '/' });

    const results = await twentyProfileCalls();

    expect(count('/api/token/refresh/')).toBe(1);
    expect(results.map((result) => result.status)).toEqual(Array(20).fill('rejected'));
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ response: { status: 401 } });
      }
    }
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(store.getState().session).toMatchObject({
      isLoggedIn: false,
      expired: true,
      profile: null,
    });
  });

  it('does not refresh when the login itself answers 401', async () => {
    const store = makeStore();
    const result = await store.dispatch(
      sessionApi.endpoints.login.initiate({ email: accountOf.user, password: 'Equivocada1!' }),
    );

    expect(result.error).toMatchObject({ status: 401 });
    expect(count('/api/token/')).toBe(1);
    expect(count('/api/token/refresh/')).toBe(0);
    expect(getAccessToken()).toBeUndefined();
  });

  it('renews a token that really expired after login and keeps the session', async () => {
    setAccessTokenLifetime(1);
    const store = makeStore();
    await store.dispatch(
      sessionApi.endpoints.login.initiate({ email: accountOf.user, password: demoPassword }),
    );
    expect(store.getState().session.isLoggedIn).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const profile = await store.dispatch(sessionApi.endpoints.getProfile.initiate(undefined));

    expect(profile.data?.user.email).toBe(accountOf.user);
    expect(count('/api/token/refresh/')).toBe(1);
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, expired: false });
  });
});
