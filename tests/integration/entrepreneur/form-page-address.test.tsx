import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { accountOf, signInAs } from '@tests/testing/demo-session';
import { recordRequests } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

/**
 * Issue 28: /form opened from its address alone (a reload that lost the
 * navigation state, a shared link) shows the diagnostic the address names
 * when the dashboard would open it, or goes back to the dashboard saying why;
 * never a blank wait.
 */

const oneDone = 'javiera.gonzalez@correo.cl';

describe('/form from its address', () => {
  it('opens the diagnostic the dashboard would open', async () => {
    signInAs(accountOf.user);
    const { router } = renderApp('/form?diagnostico=etapa-1');
    expect(
      await screen.findByRole('form', { name: 'Formulario de diagnóstico' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
  });

  it('goes back to the dashboard, saying why, for a diagnostic already answered', async () => {
    signInAs(oneDone);
    const { router } = renderApp('/form?diagnostico=etapa-1');
    expect(
      await screen.findByText(
        'Ese diagnóstico ya está respondido. Sigue con el siguiente de la lista.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByText('1 de 3 diagnósticos completados')).toBeInTheDocument();
  });

  it.each(['etapa-3', 'no-existe', '../../api/users/info'])(
    'goes back to the dashboard, saying why, for %s',
    async (formId) => {
      const sent = recordRequests();
      signInAs(oneDone);
      const { router } = renderApp(`/form?diagnostico=${encodeURIComponent(formId)}`);
      expect(
        await screen.findByText(
          'Ese diagnóstico no está disponible ahora. Responde los diagnósticos en el orden de esta lista.',
        ),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      // The id from the address is only compared, never sent.
      expect(sent.filter((request) => request.path.includes(formId))).toEqual([]);
    },
  );

  it('goes back to the dashboard, asking to choose, when the address names no diagnostic', async () => {
    const { router } = renderApp('/form', { role: 'user' });
    expect(
      await screen.findByText('Elige en esta lista el diagnóstico que quieres responder.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let failing = true;
    server.use(
      http.get('http://api.test/api/user/list-available/', () =>
        failing ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    signInAs(accountOf.user);
    const { user } = renderApp('/form?diagnostico=etapa-1');
    expect(await screen.findByText(/No pudimos cargar tus diagnósticos/)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('form', { name: 'Formulario de diagnóstico' }),
    ).toBeInTheDocument();
  });

  it('opening a diagnostic from the dashboard puts it in the address', async () => {
    const { router, user } = renderApp('/dashboard', { role: 'user' });
    await screen.findByText('0 de 3 diagnósticos completados');
    await user.click(screen.getAllByRole('button', { name: /Comenzar/ })[0] as HTMLElement);
    await waitFor(() => {
      expect(router.state.location.search).toBe('?diagnostico=etapa-1');
    });
  });
});
