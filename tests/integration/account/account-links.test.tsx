import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readDb, updateDb } from '@/mocks/db';
import { sendPasswordResetEmail, sendVerificationEmail } from '@/mocks/emails';
import { server } from '@/mocks/node';
import { accountOf, demoPassword, demoUser } from '@tests/testing/demo-session';
import { holdAnswer } from '@tests/testing/held-answer';
import { renderApp } from '@tests/testing/render-app';

const pending = 'pendiente@pymesdigitales.cl';

const tryAgain = '¡Oops! Parece que algo salío mal. Por favor, vuelve a intentarlo más tarde.';

/** Types the new password and its confirmation, then sends the form (/resetPassword/:token, /changePassword). */
async function submitNewPassword(user: UserEvent, password: string) {
  await user.type(await screen.findByLabelText('Nueva contraseña'), password);
  await user.type(screen.getByLabelText('Repite la nueva contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

/** The next call to `api/<path>` succeeds with `body` after 100 ms, long enough to see the busy button. */
function answerSlowly(method: 'post' | 'patch', path: string, body: Record<string, string>) {
  server.use(
    http[method](
      `http://api.test/api/${path}`,
      async () => {
        await delay(100);
        return HttpResponse.json(body);
      },
      { once: true },
    ),
  );
}

/** Makes the demo backend "send" an e-mail and returns the token of its link. */
function emailLinkToken(kind: 'verify' | 'reset', email: string): string {
  updateDb((data) => {
    const user = data.users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(email);
    if (kind === 'verify') sendVerificationEmail(data, user);
    else sendPasswordResetEmail(data, user);
  });
  const link = readDb().outbox[0]?.link ?? '';
  return link.split('/').pop() ?? '';
}

describe('/accountConfirm/:token', () => {
  it('shows a spinner, then confirms the account with a button to log in', async () => {
    const token = emailLinkToken('verify', pending);
    // Held until the spinner is seen: the demo answers at once, and the answer
    // could replace the spinner between finding it and checking it (seen in a
    // full run).
    const answer = holdAnswer();
    server.use(
      http.patch('http://api.test/api/users/verify/', async () => {
        await answer.held;
        // Nothing returned: the demo backend confirms.
      }),
    );
    const { user, router } = renderApp(`/accountConfirm/${token}`);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    answer.release();
    expect(
      await screen.findByRole('heading', { name: 'Cuenta creada exitosamente' }),
    ).toBeInTheDocument();
    expect(demoUser(pending).verified).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    // The URL changes once the next screen's code has arrived.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });

  it('draws its heading and "Confirmando tu cuenta…" while the confirmation is on its way', async () => {
    const token = emailLinkToken('verify', pending);
    const answer = holdAnswer();
    server.use(
      http.patch('http://api.test/api/users/verify/', async () => {
        await answer.held;
        // Nothing returned: the demo backend confirms.
      }),
    );
    renderApp(`/accountConfirm/${token}`);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Confirmación de cuenta',
    });
    const state = screen
      .getAllByRole('status')
      .find((candidate) => candidate.textContent.includes('Confirmando tu cuenta…'));
    if (!state) throw new Error('No "Confirmando tu cuenta…" state');
    // Under its heading (with its spinner, hidden from screen readers).
    expect(heading.compareDocumentPosition(state) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(state).toHaveTextContent(/Esto toma solo unos segundos/);
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();

    answer.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cuenta creada exitosamente' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Confirmando tu cuenta…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown token (INVALID_TOKEN)', () => 'no-existe'],
    [
      'an expired token (EXPIRED_TOKEN)',
      () => {
        const token = emailLinkToken('verify', pending);
        updateDb((data) => {
          const entry = data.emailTokens.find((candidate) => candidate.token === token);
          if (entry) entry.expires_at = '2020-01-01T00:00:00.000Z';
        });
        return token;
      },
    ],
    ['a password-reset token (INVALID_TYPE_TOKEN)', () => emailLinkToken('reset', pending)],
  ])('sends %s to /sendEmailToken', async (_case, tokenOf) => {
    const { router } = renderApp(`/accountConfirm/${tokenOf()}`);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/sendEmailToken');
    });
    expect(demoUser(pending).verified).toBe(false);
  });
});

describe('/accountConfirm/:token when the server fails', () => {
  it.each([
    ['a server error (500)', 500, {}],
    ['a 400 with another code', 400, { token: ['SOMETHING_ELSE'] }],
    ['a 404', 404, { detail: 'Not found.' }],
  ])(
    'shows the spec try-again message on %s, and Reintentar sends the token again',
    async (_case, status, body) => {
      const token = emailLinkToken('verify', pending);
      server.use(
        http.patch('http://api.test/api/users/verify/', () => HttpResponse.json(body, { status }), {
          once: true,
        }),
      );
      const { user, router } = renderApp(`/accountConfirm/${token}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(tryAgain);
      expect(router.state.location.pathname).toBe(`/accountConfirm/${token}`);
      expect(demoUser(pending).verified).toBe(false);

      // The override answered once; the retry reaches the demo backend and confirms.
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(
        await screen.findByRole('heading', { name: 'Cuenta creada exitosamente' }),
      ).toBeInTheDocument();
      expect(demoUser(pending).verified).toBe(true);
    },
  );
});

describe('/sendEmailToken', () => {
  it('says when the e-mail is not registered', async () => {
    const { user } = renderApp('/sendEmailToken');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'nadie@correo.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar un nuevo enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '¡Oops! El correo ingresado no está registrado.',
    );
  });

  it('disables the button while sending, then sends a new link and goes to /successEmail', async () => {
    answerSlowly('post', 'users/verify/', { message: 'EMAIL_SENT' });
    const { user, router } = renderApp('/sendEmailToken');
    await user.type(await screen.findByLabelText('Correo electrónico'), pending);
    await user.click(screen.getByRole('button', { name: 'Enviar un nuevo enlace' }));
    expect(screen.getByRole('button', { name: /Enviando/ })).toBeDisabled();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/successEmail');
    });
    expect(await screen.findByRole('heading', { name: 'Email enviado' })).toBeInTheDocument();
    expect(screen.getByText('Revise su bandeja de entrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entendido' })).toHaveAttribute('href', '/dashboard');
  });

  it('says when the account is already confirmed (ALREADY_VERIFIED, api-contract)', async () => {
    const { user, router } = renderApp('/sendEmailToken');
    await user.type(await screen.findByLabelText('Correo electrónico'), accountOf.user);
    await user.click(screen.getByRole('button', { name: 'Enviar un nuevo enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu cuenta ya está validada. Ya puedes iniciar sesión.',
    );
    expect(router.state.location.pathname).toBe('/sendEmailToken');
  });

  it('shows the try-again message on a server error (500)', async () => {
    server.use(
      http.post('http://api.test/api/users/verify/', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user, router } = renderApp('/sendEmailToken');
    await user.type(await screen.findByLabelText('Correo electrónico'), pending);
    await user.click(screen.getByRole('button', { name: 'Enviar un nuevo enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tryAgain);
    expect(router.state.location.pathname).toBe('/sendEmailToken');
    expect(screen.getByRole('button', { name: 'Enviar un nuevo enlace' })).toBeEnabled();
  });

  it('puts a new confirmation e-mail in the outbox', async () => {
    const { user, router } = renderApp('/sendEmailToken');
    await user.type(await screen.findByLabelText('Correo electrónico'), pending);
    await user.click(screen.getByRole('button', { name: 'Enviar un nuevo enlace' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/successEmail');
    });
    expect(readDb().outbox[0]).toMatchObject({
      to: pending,
      link: expect.stringMatching(/^\/accountConfirm\//) as string,
    });
  });
});

describe('password reset', () => {
  it('says when the e-mail is not registered', async () => {
    const { user } = renderApp('/resetPassword');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'nadie@correo.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '¡Oops! El correo ingresado no está registrado.',
    );
  });

  it('disables the button while sending', async () => {
    answerSlowly('post', 'users/pwreset/', { message: 'EMAIL_SENT' });
    const { user, router } = renderApp('/resetPassword');
    await user.type(await screen.findByLabelText('Correo electrónico'), accountOf.user);
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    const busy = screen.getByRole('button', { name: /Enviando/ });
    expect(busy).toBeDisabled();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/successEmail');
    });
  });

  it.each([
    ['a 200 answer that is not EMAIL_SENT', () => HttpResponse.json({ message: 'EMAIL_QUEUED' })],
    ['a server error (500)', () => HttpResponse.json({}, { status: 500 })],
  ])('stays and shows the try-again message on %s', async (_case, answer) => {
    server.use(http.post('http://api.test/api/users/pwreset/', answer));
    const { user, router } = renderApp('/resetPassword');
    await user.type(await screen.findByLabelText('Correo electrónico'), accountOf.user);
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tryAgain);
    expect(router.state.location.pathname).toBe('/resetPassword');
  });

  it('sends the link (EMAIL_SENT) and goes to /successEmail', async () => {
    const { user, router } = renderApp('/resetPassword');
    await user.type(await screen.findByLabelText('Correo electrónico'), accountOf.user);
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/successEmail');
    });
    expect(readDb().outbox[0]).toMatchObject({
      to: accountOf.user,
      link: expect.stringMatching(/^\/resetPassword\//) as string,
    });
  });

  it('refuses the current password (PASSWORD_EXISTS), then sets a new one', async () => {
    const token = emailLinkToken('reset', accountOf.user);
    const { user, router } = renderApp(`/resetPassword/${token}`);
    await submitNewPassword(user, demoPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '¡Oops! La contraseña ingresada debe ser diferente de la actual.',
    );

    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.clear(screen.getByLabelText('Repite la nueva contraseña'));
    await submitNewPassword(user, 'Distinta2026$');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/successPassword');
    });
    expect(
      await screen.findByRole('heading', { name: 'Cambio de contraseña exitosa' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hemos cambiado tu contraseña')).toBeInTheDocument();
    expect(demoUser(accountOf.user).password).toBe('Distinta2026$');
  });

  it('keeps leading and trailing spaces of the new password, so that the user can log in with it', async () => {
    const password = ' Distinta2026$ ';
    const token = emailLinkToken('reset', accountOf.user);
    const { user, router } = renderApp(`/resetPassword/${token}`);
    await submitNewPassword(user, password);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/successPassword');
    });
    expect(demoUser(accountOf.user).password).toBe(password);

    await router.navigate('/login');
    await user.type(await screen.findByLabelText('Correo electrónico'), accountOf.user);
    await user.type(screen.getByLabelText('Contraseña'), password);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });

  it.each([
    ['WEAK_PASSWORD', 400, { password: ['WEAK_PASSWORD'] }, '¡Oops! La contraseña es muy débil.'],
    ['a server error (500)', 500, {}, tryAgain],
  ])('shows %s when setting the new password', async (_case, status, body, message) => {
    server.use(
      http.patch('http://api.test/api/users/pwreset/', () => HttpResponse.json(body, { status })),
    );
    const token = emailLinkToken('reset', accountOf.user);
    const { user, router } = renderApp(`/resetPassword/${token}`);
    await submitNewPassword(user, 'Distinta2026$');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe(`/resetPassword/${token}`);
    expect(demoUser(accountOf.user).password).toBe(demoPassword);
  });

  it('names each show/hide password button after its own field', async () => {
    const { user } = renderApp('/resetPassword/cualquiera');
    const password = await screen.findByLabelText('Nueva contraseña');
    const confirmation = screen.getByLabelText('Repite la nueva contraseña');
    await user.click(
      screen.getByRole('button', { name: 'Mostrar confirmación de la nueva contraseña' }),
    );
    expect(confirmation).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar nueva contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar nueva contraseña' })).toBeInTheDocument();
  });

  it('disables the button while the new password is being sent', async () => {
    answerSlowly('patch', 'users/pwreset/', { message: 'PASSWORD_UPDATED' });
    const { user, router } = renderApp('/resetPassword/cualquiera');
    await submitNewPassword(user, 'Distinta2026$');
    expect(screen.getByRole('button', { name: /Guardando/ })).toBeDisabled();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/successPassword');
    });
  });

  it('says when the link expired or was used', async () => {
    const { user } = renderApp('/resetPassword/usado');
    await submitNewPassword(user, 'Distinta2026$');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /El enlace para cambiar tu contraseña expiró/,
    );
  });
});

describe('/changePassword', () => {
  it('refuses the current password (401 PASSWORD_EXISTS), then changes it', async () => {
    const { user, router } = renderApp('/changePassword', { role: 'user' });
    await submitNewPassword(user, demoPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '¡Oops! La contraseña ingresada debe ser diferente de la actual.',
    );
    // The 401 went through the refresh queue and did not end the session.
    expect(router.state.location.pathname).toBe('/changePassword');

    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.clear(screen.getByLabelText('Repite la nueva contraseña'));
    await submitNewPassword(user, 'Distinta2026$');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/successPassword');
    });
    expect(demoUser(accountOf.user).password).toBe('Distinta2026$');
  });

  it('shows the try-again message on a server error (500)', async () => {
    server.use(
      http.patch('http://api.test/api/users/pwupdate/', () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const { user, router } = renderApp('/changePassword', { role: 'user' });
    await submitNewPassword(user, 'Distinta2026$');
    expect(await screen.findByRole('alert')).toHaveTextContent(tryAgain);
    expect(router.state.location.pathname).toBe('/changePassword');
  });

  it('stores the new password untrimmed', async () => {
    const password = 'Distinta2026$ ';
    const { user, router } = renderApp('/changePassword', { role: 'user' });
    await submitNewPassword(user, password);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/successPassword');
    });
    expect(demoUser(accountOf.user).password).toBe(password);
  });

  it('keeps the button disabled until the new password follows the rules and matches', async () => {
    const { user } = renderApp('/changePassword', { role: 'user' });
    const button = await screen.findByRole('button', { name: 'Cambiar contraseña' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'corta');
    await user.type(screen.getByLabelText('Repite la nueva contraseña'), 'corta');
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(/muy corta/);
  });
});

describe('confirmation screens', () => {
  it('/registered says to check the inbox and leads home', async () => {
    renderApp('/registered');
    expect(
      await screen.findByText(
        'Tu usuario se ha registrado, por favor revisa tu bandeja de entrada para iniciar sesión.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entendido' })).toHaveAttribute('href', '/');
  });

  it('/successPassword leads to /dashboard', async () => {
    renderApp('/successPassword');
    expect(await screen.findByText('Hemos cambiado tu contraseña')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entendido' })).toHaveAttribute('href', '/dashboard');
  });
});
