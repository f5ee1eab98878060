import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Role } from '@/api/session-slice';
import { buildRoutes } from '@/app/routing/build-routes';
import { routeTable, type AppRoute } from '@/app/routing/route-table';
import { makeStore } from '@/app/store';
import { SlotsProvider, type AppSlots } from '@/lib/slots';
import { StandInFormWidget } from '@/mocks/stand-in-form-widget';
import { accountOf, signInAs } from './demo-session';

interface RenderAppOptions {
  /** Who is looking: a logged-in role starts with that demo account's tokens in the cookies. */
  role?: Role;
  /**
   * What the boot file would hand in. Default: the demo's stand-in form (so
   * /form posts to the demo backend's webhook) and no login aside.
   */
  slots?: AppSlots;
  /** The route table to build the router from (tests add a route of their own). */
  table?: readonly AppRoute[];
}

const testSlots: AppSlots = { formWidget: (props) => <StandInFormWidget {...props} /> };

/** A URL, or a path with the navigation state another screen would have passed. */
type StartAt = string | { pathname: string; state: unknown };

/**
 * Renders the real app (store, route table, guards, layouts) at `url`
 * against the demo backend, as a guest or as the seeded account of `role`.
 */
export function renderApp(
  url: StartAt,
  { role = 'guest', slots = testSlots, table = routeTable }: RenderAppOptions = {},
) {
  if (role !== 'guest') signInAs(accountOf[role]);
  const store = makeStore();
  const router = createMemoryRouter(buildRoutes(store, table), { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <SlotsProvider slots={slots}>
        <RouterProvider router={router} />
      </SlotsProvider>
    </Provider>,
  );
  return { ...view, store, router, user };
}
