import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient, publicClient, REQUEST_TIMEOUT_MS } from '@/api/http-clients';
import type { Role } from '@/api/session-slice';
import { server } from '@/mocks/node';
import { startFakeTimers } from '@tests/testing/fake-timers';
import { renderApp } from '@tests/testing/render-app';

/**
 * Screens × faults (issue "Resilience"): each screen's call answered with
 * each fault. A read that fails shows the screen's Spanish "No pudimos
 * cargar…" with Reintentar (spec §8: loading failures are otherwise only
 * logged); a save that fails shows the §8 try-again message and does not
 * count as done; null fields are read quietly. In every cell the navigation
 * is still on screen: no crash, no error page.
 */

const api = (path: string) => `http://api.test/api/${path}`;
const tryAgain = '¡Oops! Parece que algo salío mal. Por favor, vuelve a intentarlo más tarde.';

type Fault =
  | '500 with an HTML page'
  | '200 with malformed JSON'
  | '200 with a wrong shape'
  | '200 with null fields'
  | 'timeout'
  | 'network error';

const faults: Fault[] = [
  '500 with an HTML page',
  '200 with malformed JSON',
  '200 with a wrong shape',
  '200 with null fields',
  'timeout',
  'network error',
];

interface ScreenCase {
  name: string;
  url: string;
  role: Role;
  method: 'get' | 'post' | 'patch';
  /** The call the fault is put on. */
  path: string;
  /** The navigation landmark that must stay. */
  nav: 'Principal' | 'Administración';
  /** A 200 body like the real one, with null where a field may be null. */
  nullBody: unknown;
  /** What the screen shows once it has read `nullBody`. */
  showsNullBody: () => Promise<void>;
  /** What the screen shows when the call failed. */
  showsFailure: () => Promise<void>;
  /**
   * For a save: what the screen shows when a 2xx JSON answer has another shape
   * than ours. A DRF backend may answer a write with the record, a message or
   * nothing (docs/decisions.md), so such a save counts as done.
   */
  showsSavedWithOtherAnswer?: () => Promise<void>;
  /** For a save: what the user does to send it. */
  send?: (user: UserEvent) => Promise<void>;
}

/** The Spanish "could not load" of a screen, with its Reintentar button. */
async function couldNotLoad(text: string) {
  expect(await screen.findByText(text, { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
}

/**
 * The table's only data row, once it shows `text` (the header row left out;
 * while the list loads, a "Cargando…" row stands in its place).
 */
async function onlyRowShowing(caption: RegExp, text: string) {
  const table = await screen.findByRole('table', { name: caption });
  await within(table).findAllByText(text);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toHaveTextContent(text);
  return rows[0] as HTMLElement;
}

/**
 * The profile dialog once its save was answered 2xx: the page reloads (a
 * no-op in jsdom), so the dialog stays, no longer busy, with no error.
 */
async function profileSavedQuietly() {
  const dialog = screen.getByRole('dialog', { name: 'Editar perfil' });
  await waitFor(() => {
    expect(reached).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
  expect(within(dialog).queryByText(tryAgain)).not.toBeInTheDocument();
}

const screens: ScreenCase[] = [
  {
    name: "/dashboard (the user's diagnostics)",
    url: '/dashboard',
    role: 'user',
    method: 'get',
    path: 'user/list-available/',
    nav: 'Principal',
    nullBody: [
      {
        uuid: 'e1',
        name: null,
        form_id: 'etapa-1',
        duration: 15,
        order_number: 1,
        is_done: false,
      },
    ],
    showsNullBody: async () => {
      expect(await screen.findByText('0 de 1 diagnósticos completados')).toBeInTheDocument();
    },
    showsFailure: () => couldNotLoad('No pudimos cargar tus diagnósticos.'),
  },
  {
    name: "/formation (the user's training lines)",
    url: '/formation',
    role: 'user',
    method: 'get',
    path: 'formations/formation-line-list/',
    nav: 'Principal',
    nullBody: [
      {
        uuid: 'l1',
        status: 'NA',
        created: null,
        training: {
          uuid: 't1',
          name: 'Ventas en línea',
          description: null,
          content_url: null,
          image_logo: null,
          image_banner: null,
        },
      },
    ],
    showsNullBody: async () => {
      const card = await screen.findByRole('article', { name: 'Ventas en línea' });
      expect(within(card).getByText('Asignada')).toBeInTheDocument();
      // No image pointing at the API's root, no link to nowhere.
      expect(within(card).queryByRole('img')).not.toBeInTheDocument();
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    },
    showsFailure: () => couldNotLoad('No pudimos cargar tus líneas de formación.'),
  },
  {
    name: 'the profile, loaded on a private page',
    url: '/dashboard',
    role: 'user',
    method: 'get',
    path: 'users/info/',
    nav: 'Principal',
    nullBody: {
      user: {
        uuid: 'u1',
        first_name: null,
        last_name: null,
        email: null,
        last_login: { date: null, hour: null },
      },
      profile: null,
      type_user: { admin: false, is_super: false },
      pyme: { uuid: 'p1', business_name: null, formation_line: null },
    },
    showsNullBody: async () => {
      const bar = await screen.findByRole('region', { name: 'Datos de tu empresa' });
      expect(within(bar).getByText('Primera visita')).toBeInTheDocument();
      expect(within(bar).getByText('Tu empresa')).toBeInTheDocument();
    },
    showsFailure: async () => {
      expect(await screen.findByText('No pudimos cargar tu sesión')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
      // Still logged in as far as anyone knows: no guest links, no empty menu button.
      expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
    },
  },
  {
    name: '/admin/pymes',
    url: '/admin/pymes',
    role: 'admin',
    method: 'get',
    path: 'pymes/pyme/',
    nav: 'Administración',
    nullBody: {
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          uuid: 'p1',
          business_name: 'Dulces Carolina',
          rut: null,
          address: null,
          state: null,
          commune: null,
          enabled: true,
          has_evaluation: false,
          created: { date: null, hour: null },
          user: {
            first_name: null,
            last_name: null,
            rut_user: null,
            position: null,
            email: null,
            phone_number: null,
          },
          formation_line: null,
        },
      ],
    },
    showsNullBody: async () => {
      await onlyRowShowing(/^Pymes/, 'Dulces Carolina');
    },
    showsFailure: () => couldNotLoad('No pudimos cargar las pymes.'),
  },
  {
    name: '/admin/training-line',
    url: '/admin/training-line',
    role: 'admin',
    method: 'get',
    path: 'formations/training/',
    nav: 'Administración',
    nullBody: {
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          uuid: 't1',
          name: 'Ventas en línea',
          content_id: null,
          description: null,
          type: null,
          image_logo: null,
          image_banner: null,
          is_online: true,
          is_automatic_asignation: false,
          provider_name: null,
          provider_phone: null,
          provider_url: null,
          content_url: null,
          content_code: null,
          content_1: null,
          content_2: null,
          is_active: true,
          training_score: null,
        },
      ],
    },
    showsNullBody: async () => {
      const row = await onlyRowShowing(/Líneas de formación activas/, 'Ventas en línea');
      expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    },
    showsFailure: () => couldNotLoad('No pudimos cargar las líneas de formación.'),
  },
  {
    name: '/admin/admins',
    url: '/admin/admins',
    role: 'superadmin',
    method: 'get',
    path: 'admin/user/',
    nav: 'Administración',
    nullBody: {
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          uuid: 'a1',
          enabled: true,
          is_super: false,
          user: { uuid: 'a1', first_name: 'Rocío', last_name: null, email: null },
          profile: null,
        },
      ],
    },
    showsNullBody: async () => {
      await onlyRowShowing(/Administradores/, 'Rocío');
    },
    showsFailure: () => couldNotLoad('No pudimos cargar los administradores.'),
  },
  {
    name: '/admin/forms',
    url: '/admin/forms',
    role: 'superadmin',
    method: 'get',
    path: 'evaluations/evaluation/',
    nav: 'Administración',
    nullBody: {
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          uuid: 'd1',
          name: null,
          form_id: 'etapa-9',
          duration: 10,
          order_number: 9,
          order_name: null,
          amount: 1,
          enabled: true,
        },
      ],
    },
    showsNullBody: async () => {
      await onlyRowShowing(/Diagnósticos/, 'etapa-9');
    },
    showsFailure: () => couldNotLoad('No pudimos cargar los diagnósticos.'),
  },
  {
    name: '/changePassword (a save)',
    url: '/changePassword',
    role: 'user',
    method: 'patch',
    path: 'users/pwupdate/',
    nav: 'Principal',
    nullBody: { message: null },
    showsNullBody: async () => {
      expect(await screen.findByText('Cambio de contraseña exitosa')).toBeInTheDocument();
    },
    showsFailure: async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent(tryAgain);
    },
    showsSavedWithOtherAnswer: async () => {
      expect(await screen.findByText('Cambio de contraseña exitosa')).toBeInTheDocument();
    },
    send: async (user) => {
      await user.type(await screen.findByLabelText('Nueva contraseña'), 'Distinta2026$');
      await user.type(screen.getByLabelText('Repite la nueva contraseña'), 'Distinta2026$');
      await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    },
  },
  {
    name: 'the profile dialog (a save)',
    url: '/dashboard',
    role: 'user',
    method: 'patch',
    path: 'users/profile/',
    nav: 'Principal',
    nullBody: { message: null },
    showsNullBody: async () => {
      await profileSavedQuietly();
    },
    showsFailure: async () => {
      const dialog = screen.getByRole('dialog', { name: 'Editar perfil' });
      expect(await within(dialog).findByText(tryAgain)).toBeInTheDocument();
    },
    showsSavedWithOtherAnswer: async () => {
      await profileSavedQuietly();
    },
    send: async (user) => {
      await user.click(await screen.findByRole('button', { name: /Hola, Carolina/ }));
      await user.click(screen.getByRole('menuitem', { name: 'Editar perfil' }));
      const dialog = await screen.findByRole('dialog', { name: 'Editar perfil' });
      await user.type(within(dialog).getByLabelText('Nombre'), ' Andrea');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    },
  },
];

/** True once the faulty call has reached the demo backend. */
let reached = false;

function answerWith(screenCase: ScreenCase, fault: Fault) {
  const url = api(screenCase.path);
  const respond = async () => {
    reached = true;
    switch (fault) {
      case '500 with an HTML page':
        return new HttpResponse('<!doctype html><h1>Server Error (500)</h1>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        });
      case '200 with malformed JSON':
        return new HttpResponse('{"results": [{"uuid": ', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      case '200 with a wrong shape':
        return HttpResponse.json({ detail: 'OK', data: 'unexpected' });
      case '200 with null fields':
        return HttpResponse.json(screenCase.nullBody as Record<string, unknown>);
      case 'timeout':
        await delay('infinite');
        return HttpResponse.json({});
      case 'network error':
        return HttpResponse.error();
    }
  };
  server.use(http[screenCase.method](url, respond));
}

// In jsdom axios' own timeout does not fire through MSW's XMLHttpRequest; the
// node adapter's does, under fake timers (docs/testing.md).
const adapters = { auth: authClient.defaults.adapter, public: publicClient.defaults.adapter };
beforeEach(() => {
  reached = false;
});
afterEach(() => {
  authClient.defaults.adapter = adapters.auth;
  publicClient.defaults.adapter = adapters.public;
});

describe.each(screens)('$name', (screenCase) => {
  it.each(faults)('%s', async (fault) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerWith(screenCase, fault);
    if (fault === 'timeout') {
      authClient.defaults.adapter = 'http';
      publicClient.defaults.adapter = 'http';
      startFakeTimers({ shouldAdvanceTime: true });
    }
    const { user, router } = renderApp(screenCase.url, { role: screenCase.role });
    await screenCase.send?.(user);

    if (fault === 'timeout') {
      await waitFor(() => {
        expect(reached).toBe(true);
      });
      await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1));
    }
    const saved =
      screenCase.send !== undefined &&
      (fault === '200 with null fields' ||
        (fault === '200 with a wrong shape' && screenCase.showsSavedWithOtherAnswer !== undefined));
    if (fault === '200 with null fields') {
      await screenCase.showsNullBody();
    } else if (fault === '200 with a wrong shape' && screenCase.showsSavedWithOtherAnswer) {
      await screenCase.showsSavedWithOtherAnswer();
    } else {
      await screenCase.showsFailure();
    }

    expect(reached).toBe(true);
    expect(screen.queryByText(/Algo salió mal/)).not.toBeInTheDocument();
    // A save that failed stays where it was, with its navigation.
    if (!saved) {
      expect(screen.getByRole('navigation', { name: screenCase.nav })).toBeInTheDocument();
      if (screenCase.send) expect(router.state.location.pathname).toBe(screenCase.url);
    }
    logged.mockRestore();
  });
});

describe('tolerance where the spec is silent', () => {
  it('reads a DRF page where a plain list was expected', async () => {
    server.use(
      http.get(api('user/list-available/'), () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              uuid: 'e1',
              name: 'Etapa 1',
              form_id: 'etapa-1',
              duration: 15,
              order_number: 1,
              is_done: true,
            },
          ],
        }),
      ),
    );
    renderApp('/dashboard', { role: 'user' });
    expect(await screen.findByText('1 de 1 diagnósticos completados')).toBeInTheDocument();
  });

  it('logs a wrong shape quietly, naming the call', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(api('formations/formation-line-list/'), () => HttpResponse.json(null)));
    renderApp('/formation', { role: 'user' });
    await screen.findByText('No pudimos cargar tus líneas de formación.', { exact: false });
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('getMyLineAssignments'),
      expect.anything(),
    );
  });
});
