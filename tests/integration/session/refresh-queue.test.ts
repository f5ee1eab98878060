import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '@/api/http-clients';
import { sessionApi } from '@/api/session-api';
import { getAccessToken, getRefreshToken, removeTokens, storeTokens } from '@/api/token-cookies';
import { makeStore } from '@/app/store';
import { updateDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { issueTokens, setAccessTokenLifetime } from '@/mocks/tokens';
import { accountOf, demoPassword, demoUser, signInAs } from '@tests/testing/demo-session';

const profileUrl = 'http://api.test/api/users/info/';
const refreshUrl = 'http://api.test/api/token/refresh/';

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
    // The clock (Date only: the HTTP layer's timers run as usual) moves past the token's `exp`.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + 1100);

    const profile = await store.dispatch(sessionApi.endpoints.getProfile.initiate(undefined));

    expect(profile.data?.user.email).toBe(accountOf.user);
    expect(count('/api/token/refresh/')).toBe(1);
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, expired: false });
  });

  it('retries a call once: a retry that gets 401 again fails without another refresh', async () => {
    const store = makeStore();
    signInAs(accountOf.user);
    server.use(http.get(profileUrl, () => HttpResponse.json({}, { status: 401 })));

    await expect(authClient.get('api/users/info/')).rejects.toMatchObject({
      response: { status: 401 },
    });

    expect(count('/api/token/refresh/')).toBe(1);
    expect(count('/api/users/info/')).toBe(2);
    // The refresh itself worked: the HTTP layer does not end the session.
    expect(store.getState().session.expired).toBe(false);
  });

  it('retries a 401 that arrives after the refresh finished with the new token, without refreshing again', async () => {
    makeStore();
    signInAs(accountOf.user, -1);
    // The slow call's 401 comes back after the fast call has refreshed.
    server.use(
      http.get(profileUrl, async ({ request }) => {
        if (new URL(request.url).searchParams.has('slow')) await delay(300);
      }),
    );

    const [fast, slow] = await Promise.all([
      authClient.get('api/users/info/'),
      authClient.get('api/users/info/', { params: { slow: 1 } }),
    ]);

    expect(fast.status).toBe(200);
    expect(slow.status).toBe(200);
    expect(count('/api/token/refresh/')).toBe(1);
  });

  it('keeps the session when the refresh gets no answer, and fails the calls with that error', async () => {
    const store = makeStore();
    signInAs(accountOf.user, -1);
    server.use(http.post(refreshUrl, () => HttpResponse.error()));

    const results = await twentyProfileCalls();

    expect(count('/api/token/refresh/')).toBe(1);
    expect(results.map((result) => result.status)).toEqual(Array(20).fill('rejected'));
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ code: 'ERR_NETWORK' });
      }
    }
    expect(getRefreshToken()).toBeDefined();
    expect(store.getState().session.expired).toBe(false);
  });

  it('uses the tokens another tab stored when its own refresh is refused', async () => {
    const store = makeStore();
    signInAs(accountOf.user, -1);
    // Another tab rotates the refresh token first; this tab's old one is then refused.
    server.use(
      http.post(
        refreshUrl,
        () => {
          const fresh = issueTokens(demoUser(accountOf.user).uuid);
          storeTokens(fresh.access, fresh.refresh);
          return HttpResponse.json({ detail: 'Token is blacklisted' }, { status: 401 });
        },
        { once: true },
      ),
    );

    const results = await twentyProfileCalls();

    expect(results.map((result) => result.status)).toEqual(Array(20).fill('fulfilled'));
    expect(store.getState().session.expired).toBe(false);
  });

  it('refuses a refresh token whose user can no longer log in', async () => {
    const store = makeStore();
    signInAs(accountOf.admin, -1);
    const admin = demoUser(accountOf.admin);
    updateDb((data) => {
      const stored = data.users.find((candidate) => candidate.uuid === admin.uuid);
      if (stored) stored.enabled = false;
    });

    await expect(authClient.get('api/users/info/')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(store.getState().session.expired).toBe(true);
  });

  it('does not try to refresh when there is no session left', async () => {
    const store = makeStore();
    removeTokens();

    await expect(authClient.get('api/users/info/')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(count('/api/token/refresh/')).toBe(0);
    expect(store.getState().session.expired).toBe(false);
  });
});
