import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onTestFinished, describe, expect, it } from 'vitest';
import { getAccessToken } from '@/api/token-cookies';
import type { AppStore, RootState } from '@/app/store';
import { diagnosticsApi } from '@/features/diagnostics/diagnostics-api';
import { trainingLinesApi } from '@/features/training-lines/training-lines-api';
import { updateDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { demoUser, signInAs } from '@tests/testing/demo-session';
import { holdAnswer } from '@tests/testing/held-answer';
import { recordRequests } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

/**
 * Issue 46, "the frame first": a stored session whose last known role may
 * open /dashboard or /formation sees the page's frame (layout, heading,
 * introduction, skeletons) before its profile answers; nothing of the data
 * nor any control that acts until it does; and the profile still decides.
 */

const profilePath = '/api/users/info/';

/** The seeded entrepreneur of the dashboard, and one whose pyme follows a training line. */
const entrepreneur = 'emprendedora@pymesdigitales.cl';
const withLine = 'fernanda.rojas@correo.cl';
const admin = 'admin@pymesdigitales.cl';

/**
 * Holds the profile's answers until the test releases them; then `answer`
 * gives them (by default the demo backend does).
 */
function holdProfile(answer?: () => Response) {
  const { held, release } = holdAnswer();
  const sent = recordRequests();
  server.use(
    http.get(`*${profilePath}`, async () => {
      await held;
      return answer?.();
    }),
  );
  const asked = () =>
    waitFor(() => {
      expect(sent.map((request) => request.path)).toContain(profilePath);
    });
  return { release, asked };
}

/**
 * A first visit of `email` to `path` that ends once its profile has answered
 * (the app keeps its role); the next render is her next visit, with the same
 * session.
 */
async function visitedBefore(email: string, path: string, shown: string) {
  signInAs(email);
  const { unmount } = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: shown })).toBeInTheDocument();
  unmount();
}

/** Whether `text` was ever in the page, from now until the test ends (not only when asserted). */
function watchFor(text: string) {
  const present = () => document.body.textContent.includes(text);
  let seen = present();
  const observer = new MutationObserver(() => {
    if (present()) seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => {
    observer.disconnect();
  });
  return () => seen;
}

/** The controls and data of the signed-in bar: none before the profile answers. */
function expectNoSignedInBar() {
  const bar = screen.getByRole('navigation', { name: 'Principal' });
  expect(within(bar).queryByRole('button')).not.toBeInTheDocument();
  for (const name of ['Diagnóstico', 'Líneas de Formación', 'Iniciar Sesión']) {
    expect(within(bar).queryByRole('link', { name })).not.toBeInTheDocument();
  }
  expect(screen.queryByText(/Hola,/)).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Datos de tu empresa' })).not.toBeInTheDocument();
}

const pages = [
  {
    path: '/dashboard',
    email: entrepreneur,
    heading: 'Diagnóstico inicial',
    introduction: /Responde los diagnósticos en orden/,
    waiting: 'Cargando tus diagnósticos…',
    company: 'Dulces Carolina',
    shown: '0 de 3 diagnósticos completados',
    /** The data the page asked for alongside the profile has arrived (route-data.ts). */
    dataArrived: (store: AppStore) =>
      diagnosticsApi.endpoints.getAvailableEvaluations.select(undefined)(
        store.getState() as RootState,
      ).isSuccess,
    showsActions: () => {
      expect(screen.getAllByRole('button', { name: /Comenzar/ }).length).toBeGreaterThan(0);
    },
  },
  {
    path: '/formation',
    email: withLine,
    heading: 'Líneas de Formación',
    introduction: undefined,
    waiting: 'Cargando tus líneas de formación…',
    company: undefined,
    shown: 'Finanzas simples para tu pyme',
    dataArrived: (store: AppStore) =>
      trainingLinesApi.endpoints.getMyLineAssignments.select(undefined)(
        store.getState() as RootState,
      ).isSuccess,
    showsActions: () => {
      const card = screen.getByRole('article', { name: 'Finanzas simples para tu pyme' });
      expect(within(card).getAllByRole('link').length).toBeGreaterThan(0);
    },
  },
];

describe.each(pages)('$path for a session last seen as an entrepreneur', (page) => {
  it('draws its frame before the profile answers, and its data and actions only after', async () => {
    await visitedBefore(page.email, page.path, page.heading);
    const profile = holdProfile();
    const { store } = renderApp(page.path);

    expect(
      await screen.findByRole('heading', { level: 1, name: page.heading }),
    ).toBeInTheDocument();
    if (page.introduction) expect(screen.getByText(page.introduction)).toBeInTheDocument();
    expect(screen.getByText(page.waiting)).toBeInTheDocument();
    expect(screen.queryByText('Cargando tu sesión…')).not.toBeInTheDocument();
    await profile.asked();
    // The page's data is there already; it waits for the profile all the same.
    await waitFor(() => {
      expect(page.dataArrived(store)).toBe(true);
    });
    expect(screen.queryByText(page.shown)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tus diagnósticos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expectNoSignedInBar();

    profile.release();
    expect(await screen.findByText(page.shown)).toBeInTheDocument();
    page.showsActions();
    const company = screen.getByRole('region', { name: 'Datos de tu empresa' });
    expect(company).toHaveTextContent(page.email);
    if (page.company) expect(company).toHaveTextContent(page.company);
    expect(screen.getByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
  });
});

describe('/dashboard for an admin', () => {
  it('never draws the entrepreneur frame, with or without a known role', async () => {
    await visitedBefore(admin, '/admin/pymes', 'Pymes');
    const everDrawn = watchFor('Diagnóstico inicial');
    const profile = holdProfile();
    const { router } = renderApp('/dashboard');

    await profile.asked();
    expect(await screen.findByText('Cargando tu sesión…')).toBeInTheDocument();
    expect(everDrawn()).toBe(false);

    profile.release();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/pymes');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pymes' })).toBeInTheDocument();
    expect(everDrawn()).toBe(false);
  });

  it('leaves the frame for /admin/pymes when the last known role has changed', async () => {
    await visitedBefore(entrepreneur, '/dashboard', 'Diagnóstico inicial');
    // Since her last visit, the account was made an admin's.
    updateDb((data) => {
      const account = data.users.find((user) => user.uuid === demoUser(entrepreneur).uuid);
      if (!account) throw new Error('seed changed');
      account.is_admin = true;
    });
    const profile = holdProfile();
    const { router } = renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diagnóstico inicial' }),
    ).toBeInTheDocument();
    profile.release();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/pymes');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pymes' })).toBeInTheDocument();
    expect(screen.queryByText('Diagnóstico inicial')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Datos de tu empresa' })).not.toBeInTheDocument();
  });
});

describe('the frame of a session whose profile does not confirm it', () => {
  it('gives way to "No pudimos cargar tu sesión" when the profile fails, as without a frame', async () => {
    await visitedBefore(entrepreneur, '/dashboard', 'Diagnóstico inicial');
    const profile = holdProfile(() => HttpResponse.json({}, { status: 500 }));
    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diagnóstico inicial' }),
    ).toBeInTheDocument();
    profile.release();
    expect(await screen.findByText('No pudimos cargar tu sesión')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.queryByText('Diagnóstico inicial')).not.toBeInTheDocument();
    expect(screen.queryByText('Cargando tus diagnósticos…')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
  });

  it('goes to /login when the session has ended, and the next session waits for its profile', async () => {
    await visitedBefore(entrepreneur, '/dashboard', 'Diagnóstico inicial');
    const refused = holdProfile(() =>
      HttpResponse.json({ detail: 'User not found', code: 'user_not_found' }, { status: 401 }),
    );
    const { router, unmount } = renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diagnóstico inicial' }),
    ).toBeInTheDocument();
    refused.release();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(getAccessToken()).toBeUndefined();
    expect(screen.queryByText('Diagnóstico inicial')).not.toBeInTheDocument();
    unmount();

    // The role went with the session: a new one shows no frame before its own profile.
    server.resetHandlers();
    signInAs(entrepreneur);
    const everDrawn = watchFor('Diagnóstico inicial');
    const profile = holdProfile();
    renderApp('/dashboard');
    await profile.asked();
    expect(await screen.findByText('Cargando tu sesión…')).toBeInTheDocument();
    expect(everDrawn()).toBe(false);
    profile.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diagnóstico inicial' }),
    ).toBeInTheDocument();
  });
});
