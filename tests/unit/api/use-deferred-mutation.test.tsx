import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { useDeferredMutation } from '@/api/use-deferred-mutation';
import { demoPassword } from '@tests/testing/demo-session';
import { recordRequests } from '@tests/testing/record-requests';

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={makeStore()}>{children}</Provider>;
}

/** The real login endpoint, loaded only when the test lets it (a slow network). */
function heldLoginEndpoint() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = () =>
    held.then(() =>
      import('@/api/session-api').then((module) => module.sessionApi.endpoints.login),
    );
  return { load, release };
}

const credentials = { email: 'emprendedora@pymesdigitales.cl', password: demoPassword };

describe('useDeferredMutation (issue 27: the HTTP layer after first paint)', () => {
  it('sends once when the form is sent twice before the layer arrived', async () => {
    const sent = recordRequests();
    const { load, release } = heldLoginEndpoint();
    const { result } = renderHook(() => useDeferredMutation(load), { wrapper });

    const first = result.current.send(credentials);
    const second = result.current.send(credentials);
    expect(sent.filter((request) => request.path === '/api/token/')).toHaveLength(0);

    release();
    const [firstAnswer, secondAnswer] = await Promise.all([first, second]);
    expect(firstAnswer).toHaveProperty('data.access');
    expect(secondAnswer).toBe(firstAnswer);
    expect(sent.filter((request) => request.path === '/api/token/')).toHaveLength(1);
  });

  it('sends again once the first answer came', async () => {
    const sent = recordRequests();
    const { load, release } = heldLoginEndpoint();
    release();
    const { result } = renderHook(() => useDeferredMutation(load), { wrapper });
    await result.current.send(credentials);
    await result.current.send(credentials);
    expect(sent.filter((request) => request.path === '/api/token/')).toHaveLength(2);
  });

  it('answers a network error when the layer cannot be loaded', async () => {
    const load = (): ReturnType<ReturnType<typeof heldLoginEndpoint>['load']> =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const { result } = renderHook(() => useDeferredMutation(load), { wrapper });
    await expect(result.current.send(credentials)).resolves.toEqual({
      error: { status: 'NETWORK_ERROR', data: 'The HTTP layer could not be loaded.' },
    });
  });
});
