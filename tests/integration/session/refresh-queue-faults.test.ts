import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  authClient,
  publicClient,
  REFRESH_RETRY_AFTER_MS,
  REQUEST_TIMEOUT_MS,
} from '@/api/http-clients';
import { sessionApi } from '@/api/session-api';
import { getAccessToken, getRefreshToken } from '@/api/token-cookies';
import { makeStore } from '@/app/store';
import { server } from '@/mocks/node';
import { accountOf, signInAs } from '@tests/testing/demo-session';
import { recordRequests, requestsTo } from '@tests/testing/record-requests';

/**
 * The refresh queue when the refresh goes wrong: one refresh per wave of 401s
 * whatever its outcome, and what the calls, the session and the cookies end
 * with. Every wave is 100 profile calls made with an expired access token.
 */

const refreshUrl = 'http://api.test/api/token/refresh/';
const json = { 'Content-Type': 'application/json' };
const CALLS = 100;
/** A wave whose 401s arrive over half a second rather than all at once. */
const SPREAD_MS = 500;

/**
 * `CALLS` profile calls; with `spreadMs`, call i starts at i × spreadMs / CALLS
 * ms, so their 401s keep arriving after a fast refresh has already settled.
 */
function profileWave(spreadMs = 0) {
  return Promise.allSettled(
    Array.from({ length: CALLS }, async (_, index) => {
      if (spreadMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, (index * spreadMs) / CALLS));
      }
      return authClient.get('api/users/info/');
    }),
  );
}

/**
 * A store, a user whose access token has expired (so every call gets a 401),
 * the requests the backend receives and how many times the HTTP layer ended
 * the session (each end puts a fresh expired session in the store).
 */
function expiredSession() {
  const store = makeStore();
  let sessionEnds = 0;
  let session = store.getState().session;
  store.subscribe(() => {
    const next = store.getState().session;
    if (next !== session && next.expired) sessionEnds += 1;
    session = next;
  });
  signInAs(accountOf.user, -1);
  const sent = recordRequests();
  return {
    store,
    tokens: { access: getAccessToken(), refresh: getRefreshToken() },
    refreshes: () => requestsTo(sent, 'POST', '/api/token/refresh/').length,
    sessionEnds: () => sessionEnds,
  };
}

/**
 * Holds the refresh queue's clock (`performance.now()`) still, so that a slow
 * machine cannot outlast the cooldown in the middle of a wave; the returned
 * function moves it on. Vitest puts the real clock back after the test.
 */
function holdClock() {
  let now = performance.now();
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return (ms: number) => {
    now += ms;
  };
}

/** Why each call failed; every one of them must have. */
function reasons(results: PromiseSettledResult<unknown>[]): unknown[] {
  expect(results.map((result) => result.status)).toEqual(Array(CALLS).fill('rejected'));
  return results.flatMap((result): unknown[] =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
}

describe('refresh queue faults: one refresh per wave of 401s', () => {
  it('refreshes once when the refresh works, and every call gets its answer', async () => {
    const session = expiredSession();

    const results = await profileWave(SPREAD_MS);

    expect(session.refreshes()).toBe(1);
    expect(results.map((result) => result.status)).toEqual(Array(CALLS).fill('fulfilled'));
    for (const result of results) {
      if (result.status === 'fulfilled') {
        expect(result.value.data).toMatchObject({ user: { email: accountOf.user } });
      }
    }
    // The demo backend rotates refresh tokens: both cookies are new.
    expect(getAccessToken()).toBeTruthy();
    expect(getAccessToken()).not.toBe(session.tokens.access);
    expect(getRefreshToken()).toBeTruthy();
    expect(getRefreshToken()).not.toBe(session.tokens.refresh);
    expect(session.sessionEnds()).toBe(0);
    expect(session.store.getState().session.expired).toBe(false);
  });

  it.each([400, 401])(
    'refreshes once when the refresh is refused (%i): every call fails with its own 401, the tokens go and the session ends once',
    async (status) => {
      const session = expiredSession();
      server.use(
        http.post(refreshUrl, () =>
          HttpResponse.json({ detail: 'Token is invalid or expired' }, { status }),
        ),
      );

      const results = await profileWave(SPREAD_MS);

      expect(session.refreshes()).toBe(1);
      for (const reason of reasons(results)) {
        expect(reason).toMatchObject({
          config: { url: 'api/users/info/' },
          response: { status: 401 },
        });
      }
      expect(getAccessToken()).toBeUndefined();
      expect(getRefreshToken()).toBeUndefined();
      expect(session.sessionEnds()).toBe(1);
      expect(session.store.getState().session).toMatchObject({
        isLoggedIn: false,
        expired: true,
      });
    },
  );

  it('refreshes once when the refresh fails with 500 while 401s keep arriving over half a second', async () => {
    holdClock();
    const session = expiredSession();
    server.use(
      http.post(refreshUrl, () => HttpResponse.json({ detail: 'Server Error' }, { status: 500 })),
    );

    const results = await profileWave(SPREAD_MS);

    expect(session.refreshes()).toBe(1);
    for (const reason of reasons(results)) {
      expect(reason).toMatchObject({ response: { status: 500 } });
    }
    expect(getAccessToken()).toBe(session.tokens.access);
    expect(getRefreshToken()).toBe(session.tokens.refresh);
    expect(session.sessionEnds()).toBe(0);
    expect(session.store.getState().session.expired).toBe(false);
  });

  it(
    'refreshes once when the refresh hangs past the timeout: every call fails with the timeout, the session stays',
    { timeout: REQUEST_TIMEOUT_MS * 4 },
    async () => {
      // jsdom's XMLHttpRequest under MSW never times out: the refresh goes
      // through Node's http module (MSW intercepts it too) for this test.
      const adapter = publicClient.defaults.adapter;
      publicClient.defaults.adapter = 'http';
      try {
        const session = expiredSession();
        server.use(http.post(refreshUrl, () => delay('infinite')));

        const results = await profileWave(SPREAD_MS);

        expect(session.refreshes()).toBe(1);
        for (const reason of reasons(results)) {
          expect(reason).toMatchObject({ code: 'ECONNABORTED' });
        }
        expect(getAccessToken()).toBe(session.tokens.access);
        expect(getRefreshToken()).toBe(session.tokens.refresh);
        expect(session.sessionEnds()).toBe(0);
        expect(session.store.getState().session.expired).toBe(false);
      } finally {
        publicClient.defaults.adapter = adapter;
      }
    },
  );

  it.each([
    ['an empty object', () => HttpResponse.json({})],
    ['an empty access token', () => HttpResponse.json({ access: '' })],
    ['an access token that is not text', () => HttpResponse.json({ access: 42 })],
    ['an empty refresh token', () => HttpResponse.json({ access: 'abc', refresh: '' })],
    ['an HTML page', () => HttpResponse.html('<!doctype html><title>Proxy</title><p>Hola</p>')],
    ['broken JSON', () => HttpResponse.text('{"access": "abc', { headers: json })],
    ['a JSON string', () => HttpResponse.json('abc')],
    ['JSON null', () => HttpResponse.json(null)],
  ])(
    'refreshes once when the refresh answers 200 with %s: nothing is stored, the calls fail, the session stays',
    async (_, answer) => {
      holdClock();
      const session = expiredSession();
      server.use(http.post(refreshUrl, answer));

      const results = await profileWave(SPREAD_MS);

      expect(session.refreshes()).toBe(1);
      for (const reason of reasons(results)) {
        expect(reason).toMatchObject({ isAxiosError: true, code: 'ERR_BAD_RESPONSE' });
        expect(reason).not.toHaveProperty('response');
      }
      expect(getAccessToken()).toBe(session.tokens.access);
      expect(getRefreshToken()).toBe(session.tokens.refresh);
      expect(session.sessionEnds()).toBe(0);
      expect(session.store.getState().session.expired).toBe(false);
    },
  );

  it('reaches the screens as a bad answer (not a 401) when the refresh answers 200 without tokens', async () => {
    const session = expiredSession();
    server.use(http.post(refreshUrl, () => HttpResponse.json({})));

    const profile = await session.store.dispatch(
      sessionApi.endpoints.getProfile.initiate(undefined),
    );

    // Not a 401: the screens say they could not load, the user stays logged in.
    expect(profile.error).toMatchObject({ status: 'BAD_RESPONSE' });
    expect(getAccessToken()).toBe(session.tokens.access);
    expect(getRefreshToken()).toBe(session.tokens.refresh);
    expect(session.store.getState().session.expired).toBe(false);
  });

  it('shares a failed refresh during the cooldown, then refreshes again so the session recovers', async () => {
    const advanceClock = holdClock();
    const session = expiredSession();
    server.use(
      http.post(refreshUrl, () => HttpResponse.json({ detail: 'Server Error' }, { status: 500 })),
    );

    await profileWave();
    expect(session.refreshes()).toBe(1);

    // The backend is back, but a 401 within the cooldown gets the shared failure.
    server.resetHandlers();
    await expect(authClient.get('api/users/info/')).rejects.toMatchObject({
      response: { status: 500 },
    });
    expect(session.refreshes()).toBe(1);

    // After the cooldown the next wave refreshes (once) and every call succeeds.
    advanceClock(REFRESH_RETRY_AFTER_MS);
    const results = await profileWave(SPREAD_MS);

    expect(session.refreshes()).toBe(2);
    expect(results.map((result) => result.status)).toEqual(Array(CALLS).fill('fulfilled'));
    expect(getAccessToken()).not.toBe(session.tokens.access);
    expect(getRefreshToken()).not.toBe(session.tokens.refresh);
    expect(session.sessionEnds()).toBe(0);
    expect(session.store.getState().session.expired).toBe(false);
  });
});
