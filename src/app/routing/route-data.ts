import { selectAccessRole, selectWantsProfile } from '@/api/session-slice';
import { mayOpen } from '../access';
import type { AppStore } from '../store';
import type { AppRoute } from './route-table';

/*
 * Issue 28: a page's data starts with the page. Left to the screens, a
 * logged-in page asked for its data only after its chunk had loaded, the
 * profile had answered and the guard had let it through: three waits in a
 * row. These loaders start the calls as React Router matches the route (on
 * the first load, while the screen's chunk downloads), and return at once:
 * navigation never waits for them, and the screens' hooks read the same
 * RTK Query cache entries (a call already on its way is not sent twice).
 * An access token that has expired is refreshed once for all of them (the
 * refresh queue, src/api/http-clients.ts).
 */

/** The root route's loader: a stored session's profile, as the app starts. */
export function sessionLoader(store: AppStore) {
  return () => {
    if (selectWantsProfile(store.getState())) {
      void import('@/api/session-api').then(({ sessionApi }) => {
        store.dispatch(sessionApi.util.prefetch('getProfile', undefined, {}));
      });
    }
    return null;
  };
}

/**
 * A screen's loader, for a route with `data`: starts it when the user may
 * open the route, or may turn out to (a session whose profile has not
 * answered yet). A chunk that cannot load is left to the screen, which loads
 * it again and says so.
 */
export function screenDataLoader(store: AppStore, route: AppRoute) {
  const { data } = route;
  if (!data) return undefined;
  return () => {
    const role = selectAccessRole(store.getState());
    if (role === 'pending' || mayOpen(route.access, role)) {
      data().then(
        (prefetch) => {
          prefetch(store.dispatch);
        },
        () => undefined,
      );
    }
    return null;
  };
}
