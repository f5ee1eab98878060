import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '@/api/token-cookies';
import { demoSlots } from '@/mocks/demo-boot';
import { server } from '@/mocks/node';
import { accountOf, demoPassword, signInAs } from '@tests/testing/demo-session';
import { holdAnswer } from '@tests/testing/held-answer';
import { renderApp } from '@tests/testing/render-app';

async function logIn(email: string, password: string) {
  const view = renderApp('/login');
  const { user } = view;
  await user.type(await screen.findByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return view;
}

describe('login', () => {
  it.each([
    ['a normal user', accountOf.user, '/dashboard'],
    ['an admin', accountOf.admin, '/admin/pymes'],
    ['a super admin', accountOf.superadmin, '/admin/pymes'],
  ])('sends %s to %s', async (_who, email, landing) => {
    const { router } = await logIn(email, demoPassword);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(landing);
    });
    // Logged in: the bar greets the user by name.
    expect(await screen.findByRole('button', { name: /^Hola, / })).toBeInTheDocument();
    expect(getAccessToken()).toBeDefined();
  });

  it.each([
    [
      'an unverified account',
      () => undefined,
      'pendiente@pymesdigitales.cl',
      '¡Vaya! Tu cuenta aun no se encuentra validada, revisa tu correo para validarla.',
    ],
    [
      'a wrong password (401)',
      () => undefined,
      accountOf.user,
      '¡Vaya! El correo y/o contraseña no son válidos.',
    ],
    [
      'any other 400',
      () => {
        server.use(
          http.post('http://api.test/api/token/', () =>
            HttpResponse.json({ non_field_errors: ['INVALID'] }, { status: 400 }),
          ),
        );
      },
      accountOf.user,
      '¡Vaya! El correo y/o contraseña no son válidos.',
    ],
    [
      'a server error (500)',
      () => {
        server.use(
          http.post('http://api.test/api/token/', () =>
            HttpResponse.json({ detail: 'Server Error' }, { status: 500 }),
          ),
        );
      },
      accountOf.user,
      '¡Oops! Parece que algo salío mal. Por favor, vuelve a intentarlo más tarde.',
    ],
  ])(
    'shows the message for %s in a red alert above the button',
    async (_case, arrange, email, message) => {
      arrange();
      const { router } = await logIn(
        email,
        email === accountOf.user ? 'Equivocada1!' : demoPassword,
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveClass('alert-danger');
      const button = screen.getByRole('button', { name: 'Iniciar sesión' });
      expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      expect(getAccessToken()).toBeUndefined();
    },
  );

  it('disables the button while the login is on its way', async () => {
    const answer = holdAnswer();
    server.use(
      http.post('http://api.test/api/token/', async () => {
        await answer.held;
        return HttpResponse.json({ detail: 'No active account' }, { status: 401 });
      }),
    );
    await logIn(accountOf.user, 'Equivocada1!');
    expect(await screen.findByRole('button', { name: /Ingresando/ })).toBeDisabled();
    answer.release();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('session', () => {
  it('restores a stored session on load and keeps the user on the private page', async () => {
    const { router } = renderApp('/formation', { role: 'user' });
    expect(await screen.findByRole('button', { name: /Hola, Carolina/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/formation');
  });

  it('ends the session and goes to /login when the token cannot be refreshed', async () => {
    signInAs(accountOf.user, -1);
    Cookies.set('refreshToken', 'not-a-token', { path: '/' });
    const { router } = renderApp('/dashboard');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(await screen.findByText(/Tu sesión expiró/)).toBeInTheDocument();
    expect(getAccessToken()).toBeUndefined();
  });

  it('lets the user leave /login after the session expired', async () => {
    signInAs(accountOf.user, -1);
    Cookies.set('refreshToken', 'not-a-token', { path: '/' });
    const { user, router } = renderApp('/dashboard');
    expect(await screen.findByText(/Tu sesión expiró/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    // The URL changes once the next screen's code has arrived.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/resetPassword');
    });
    // Its own heading: the URL changes before React has rendered the next screen,
    // and /login's heading (with its notice) is a level-1 heading too.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recupera tu contraseña' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resetPassword');

    // The notice was given once; a later visit of /login does not repeat it.
    await router.navigate('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByText(/Tu sesión expiró/)).not.toBeInTheDocument();
  });

  it('leaves a visitor with a dead stored session on the public page she opened', async () => {
    signInAs(accountOf.user, -1);
    Cookies.set('refreshToken', 'not-a-token', { path: '/' });
    const { router } = renderApp('/library');
    expect(await screen.findByRole('link', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    await waitFor(() => {
      expect(getAccessToken()).toBeUndefined();
    });
    expect(router.state.location.pathname).toBe('/library');
  });

  it('ends the session when the profile still answers 401 after a successful refresh', async () => {
    server.use(
      http.get('http://api.test/api/users/info/', () =>
        HttpResponse.json({ detail: 'User not found', code: 'user_not_found' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/dashboard', { role: 'user' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(screen.queryByText('Cargando tu sesión…')).not.toBeInTheDocument();
    expect(getAccessToken()).toBeUndefined();
  });

  it('does not match routes in another case', async () => {
    renderApp('/LIBRARY');
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada' }),
    ).toBeInTheDocument();
  });

  it('offers to retry when the profile cannot be loaded', async () => {
    server.use(
      http.get('http://api.test/api/users/info/', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user, router } = renderApp('/dashboard', { role: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: /Hola, Carolina/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('the login aside slot', () => {
  it('is empty unless the boot file hands something in', async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    expect(
      screen.queryByRole('region', { name: 'Cuentas de demostración' }),
    ).not.toBeInTheDocument();
  });

  it('shows what the demo hands in, and its accounts log in', async () => {
    const { user, router } = renderApp('/login', { slots: demoSlots });
    const aside = await screen.findByRole('region', { name: 'Cuentas de demostración' });
    await user.click(
      within(aside).getByRole('button', { name: `Usar la cuenta Admin: ${accountOf.admin}` }),
    );
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue(accountOf.admin);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/pymes');
    });
  });
});
