import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Role, UserProfile } from '@/api/session-slice';
import { buildRoutes } from '@/app/routing/build-routes';
import { makeStore } from '@/app/store';

const base: UserProfile = {
  user: {
    uuid: '00000000-0000-4000-8000-000000000001',
    first_name: 'Camila',
    last_name: 'Rojas',
    email: 'camila@example.cl',
    last_login: { date: '2026-11-20', hour: '09:15' },
  },
  profile: { rut_user: '12345678-5', phone_number: '912345678' },
  type_user: { admin: false, is_super: false },
  pyme: {
    uuid: '00000000-0000-4000-8000-000000000002',
    business_name: 'Panadería Los Aromos',
    formation_line: null,
  },
};

/** A profile as `GET /api/users/info/` returns it for each role. */
export function profileFor(role: Exclude<Role, 'guest'>): UserProfile {
  switch (role) {
    case 'user':
      return base;
    case 'admin':
      return { ...base, type_user: { admin: true, is_super: false }, pyme: null };
    case 'superadmin':
      return { ...base, type_user: { admin: true, is_super: true }, pyme: null };
  }
}

interface RenderAppOptions {
  /** Who is looking; a logged-in role starts with its profile loaded. */
  role?: Role;
}

/** Renders the real app (store, route table, guards, layouts) at `url`. */
export function renderApp(url: string, { role = 'guest' }: RenderAppOptions = {}) {
  const store = makeStore(
    role === 'guest'
      ? undefined
      : { session: { isLoggedIn: true, restoring: false, profile: profileFor(role) } },
  );
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, user };
}
