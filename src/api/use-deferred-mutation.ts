import { useCallback, useRef } from 'react';
import { useAppDispatch } from '@/lib/store-hooks';
import { useFirstFieldFocus } from '@/lib/use-first-field-focus';
import type { ApiError } from './api-error';

/** A mutation endpoint as RTK Query gives it (`sessionApi.endpoints.login`). */
interface MutationEndpoint {
  initiate: (arg: never) => (...thunkArgs: never[]) => unknown;
}

type ArgOf<Endpoint extends MutationEndpoint> = Parameters<Endpoint['initiate']>[0];

/** What the mutation answers: `{ data }` or `{ error }`, as a mutation hook's trigger does. */
type ResultOf<Endpoint extends MutationEndpoint> =
  Awaited<ReturnType<ReturnType<Endpoint['initiate']>>> | { error: ApiError };

/**
 * A guest form's one call, with the HTTP layer (axios, RTK Query, the session
 * code: the `http` chunk, about 37 kB gzip) loaded after the form shows
 * (issue 27): when a field of the page first gets the focus (the user starts
 * typing), and at the latest when the form is
 * sent. `send` is the mutation hook's trigger for an endpoint that is not
 * loaded yet: it waits for the layer, then sends once. A second `send` while
 * one is on its way (Enter pressed twice before the layer arrived) gets the
 * same answer instead of a second call. When the layer cannot be loaded (no
 * network), `send` answers a network error, which the forms already explain.
 *
 * `load` must be the same function on every render (a module-level constant):
 * `() => import('@/api/session-api').then((module) => module.sessionApi.endpoints.login)`.
 */
export function useDeferredMutation<Endpoint extends MutationEndpoint>(
  load: () => Promise<Endpoint>,
): { send: (arg: ArgOf<Endpoint>) => Promise<ResultOf<Endpoint>> } {
  const dispatch = useAppDispatch();
  const inFlight = useRef<Promise<ResultOf<Endpoint>> | null>(null);

  const prepare = useCallback(() => {
    // Only to have it ready: a failure here is met again, and said, by `send`.
    load().catch(() => undefined);
  }, [load]);

  useFirstFieldFocus(prepare);

  const send = useCallback(
    (arg: ArgOf<Endpoint>) => {
      inFlight.current ??= load()
        .then(
          (endpoint) =>
            // The thunk's own type is lost in the generic; dispatching it gives its promise.
            (dispatch as unknown as (thunk: unknown) => Promise<ResultOf<Endpoint>>)(
              endpoint.initiate(arg),
            ),
          (): ResultOf<Endpoint> => ({
            error: { status: 'NETWORK_ERROR', data: 'The HTTP layer could not be loaded.' },
          }),
        )
        .finally(() => {
          inFlight.current = null;
        });
      return inFlight.current;
    },
    [load, dispatch],
  );

  return { send };
}
