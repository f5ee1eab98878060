import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackPending } from '@tests/testing/record-requests';
import { readDb, updateDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { issueResponseToken, verifyTypeformSignature } from '@/mocks/webhook-signing';
import { lineNamed } from '@tests/testing/demo-data';
import { accountOf, demoUser, signInAs } from '@tests/testing/demo-session';
import { startFakeTimers } from '@tests/testing/fake-timers';
import { specApi } from '@tests/testing/api-mode';
import { renderApp } from '@tests/testing/render-app';
import { readSessionValue } from '@/api/token-cookies';

/** Seeded entrepreneurs by how many diagnostics their pyme has done. */
const noneDone = accountOf.user;
const oneDone = 'javiera.gonzalez@correo.cl';
const twoDone = 'constanza.munoz@correo.cl';
const threeDone = 'fernanda.rojas@correo.cl';

let requested: string[] = [];
const record = ({ request }: { request: Request }) => {
  requested.push(new URL(request.url).pathname);
};
beforeEach(() => {
  requested = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const items = () =>
  within(screen.getByRole('list', { name: 'Tus diagnósticos' })).getAllByRole('listitem');

/** The diagnostics as [first, second, third]. */
function stages(): [HTMLElement, HTMLElement, HTMLElement] {
  const [first, second, third] = items();
  if (!first || !second || !third) throw new Error('Expected three diagnostics');
  return [first, second, third];
}

describe('/dashboard', () => {
  it('lists the diagnostics with their duration; only the first one can be started', async () => {
    renderApp('/dashboard', { role: 'user' });
    expect(await screen.findByText('0 de 3 diagnósticos completados')).toBeInTheDocument();
    const [first, second, third] = stages();
    expect(first).toHaveTextContent('Etapa 1: Tu negocio hoy');
    expect(first).toHaveTextContent('Duración: 15 minutos');
    expect(second).toHaveTextContent('Duración: 20 minutos');
    expect(within(first).getByRole('button', { name: /Comenzar/ })).toBeEnabled();
    expect(within(second).getByRole('button', { name: /Comenzar/ })).toBeDisabled();
    expect(within(third).getByRole('button', { name: /Comenzar/ })).toBeDisabled();
  });

  it('shows done diagnostics as "Test finalizado" and unlocks the next one', async () => {
    signInAs(oneDone);
    renderApp('/dashboard');
    expect(await screen.findByText('1 de 3 diagnósticos completados')).toBeInTheDocument();
    const [first, second, third] = stages();
    expect(first).toHaveTextContent('Test finalizado');
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: /Comenzar/ })).toBeEnabled();
    expect(within(third).getByRole('button', { name: /Comenzar/ })).toBeDisabled();
  });

  it('takes a diagnostic through the form and comes back with it finished', async () => {
    const { user, router } = renderApp('/dashboard', { role: 'user' });
    await screen.findByText('0 de 3 diagnósticos completados');
    await user.click(within(stages()[0]).getByRole('button', { name: /Comenzar/ }));
    // The URL changes once the next screen's code has arrived.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/form');
    });
    // Where the backend issues tokens, the form gets its token for this user
    // and form; where it issues none (the spec's), the user's uuid (spec §2).
    expect(router.state.location.state).toEqual({
      formId: 'etapa-1',
      hidden: specApi
        ? { user_id: demoUser(noneDone).uuid }
        : { response_token: await issueResponseToken(demoUser(noneDone).uuid, 'etapa-1') },
    });

    const form = await screen.findByRole('form', { name: 'Formulario de diagnóstico' });
    const send = within(form).getByRole('button', { name: 'Enviar respuestas' });
    expect(send).toBeDisabled();
    await user.click(within(form).getByLabelText('2 a 5'));
    await user.click(within(form).getByLabelText('Solo redes sociales'));
    await user.click(within(form).getByLabelText('En una planilla'));
    await user.click(send);

    expect(await screen.findByText('1 de 3 diagnósticos completados')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(stages()[0]).toHaveTextContent('Test finalizado');
    expect(within(stages()[1]).getByRole('button', { name: /Comenzar/ })).toBeEnabled();

    const pyme = readDb().pymes.find(
      (candidate) => candidate.user_uuid === demoUser(noneDone).uuid,
    );
    const result = readDb().evaluationResults.find(
      (candidate) => candidate.pyme_uuid === pyme?.uuid,
    );
    expect(result?.answers).toEqual([
      { question_name: '¿Cuántas personas trabajan en tu negocio?', answer_text: '2 a 5' },
      {
        question_name: '¿Tu negocio tiene presencia en internet?',
        answer_text: 'Solo redes sociales',
      },
      { question_name: '¿Cómo registras tus ventas?', answer_text: 'En una planilla' },
    ]);
  });

  it('sends /form opened without a diagnostic back to /dashboard', async () => {
    const { router } = renderApp('/form', { role: 'user' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });

  it('sends /form opened with a user uuid instead of a response token back to /dashboard', async () => {
    const { router } = renderApp(
      { pathname: '/form', state: { formId: 'etapa-1', userUuid: demoUser(noneDone).uuid } },
      { role: 'user' },
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });

  it('shows a diagnostic the backend sent without its response_token, but it cannot be started', async () => {
    const row = (order: number, fields: Record<string, unknown>) => ({
      uuid: `evaluation-${String(order)}`,
      name: `Etapa ${String(order)}`,
      form_id: `etapa-${String(order)}`,
      duration: 15,
      order_number: order,
      ...fields,
    });
    server.use(
      http.get('http://api.test/api/user/list-available/', () =>
        HttpResponse.json([
          row(1, { is_done: true, response_token: 'token-1' }),
          row(2, { is_done: false }),
          row(3, { is_done: false, response_token: 'token-3' }),
        ]),
      ),
    );
    renderApp('/dashboard', { role: 'user' });
    expect(await screen.findByText('1 de 3 diagnósticos completados')).toBeInTheDocument();
    const [first, second, third] = stages();
    expect(first).toHaveTextContent('Test finalizado');
    const start = within(second).getByRole('button', { name: /Comenzar/ });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(
      'Este diagnóstico no está disponible por ahora. Vuelve a intentarlo más tarde.',
    );
    const later = within(third).getByRole('button', { name: /Comenzar/ });
    expect(later).toBeDisabled();
    expect(later).toHaveAccessibleDescription(
      'Se habilita cuando termines el diagnóstico anterior.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the last visit in the user's time, however the server writes the moment (issue 45)", async () => {
    // 23:30 on the 27th where the user is (the drf project runs in Chile):
    // a backend in UTC writes it as the 28th at 02:30, `2026-11-28T02:30:00Z`.
    updateDb((data) => {
      const user = data.users.find((candidate) => candidate.email === accountOf.user);
      if (user) user.last_login = '2026-11-27T23:30:00';
    });
    renderApp('/dashboard', { role: 'user' });
    const company = await screen.findByRole('region', { name: 'Datos de tu empresa' });
    expect(company).toHaveTextContent('Última visita: 27/11/2026 a las 23:30');
  });
});

describe('the order of the diagnostics (issue 37)', () => {
  const row = (order: number, isDone: boolean) => ({
    uuid: `evaluation-${String(order)}`,
    name: `Etapa ${String(order)}`,
    form_id: `etapa-${String(order)}`,
    duration: 15,
    order_number: order,
    is_done: isDone,
  });

  it("lists them by order_number and opens the first not done by it, whatever the server's order", async () => {
    server.use(
      http.get('http://api.test/api/user/list-available/', () =>
        HttpResponse.json([row(3, false), row(1, true), row(2, false)]),
      ),
    );
    const { user, router } = renderApp('/dashboard', { role: 'user' });
    expect(await screen.findByText('1 de 3 diagnósticos completados')).toBeInTheDocument();
    const [first, second, third] = stages();
    expect(first).toHaveTextContent('Etapa 1');
    expect(first).toHaveTextContent('Test finalizado');
    expect(second).toHaveTextContent('Etapa 2');
    expect(third).toHaveTextContent('Etapa 3');
    expect(within(third).getByRole('button', { name: /Comenzar/ })).toBeDisabled();
    await user.click(within(second).getByRole('button', { name: /Comenzar/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/form');
    });
    expect(router.state.location.state).toMatchObject({ formId: 'etapa-2' });
  });

  it('recommends by the same order: the first two by order_number done, listed out of order', async () => {
    server.use(
      http.get('http://api.test/api/user/list-available/', () =>
        HttpResponse.json([row(3, false), row(2, true), row(1, true)]),
      ),
    );
    renderApp('/dashboard', { role: 'user' });
    expect(await screen.findByRole('dialog', { name: '¡Vas muy bien!' })).toBeInTheDocument();
  });
});

describe('after a submit, while the webhook has not arrived', () => {
  const listAvailable = 'http://api.test/api/user/list-available/';
  const listCalls = () => requested.filter((path) => path === '/api/user/list-available/').length;
  /** What the page's live regions say (the loading spinner is one too). */
  const statusTexts = () => screen.queryAllByRole('status').map((region) => region.textContent);
  const registering = 'Estamos registrando tus respuestas…';

  it('says it is registering the answers and asks again until the form shows as done', async () => {
    // The provider accepts the answers; its webhook reaches the backend only
    // by the second list the dashboard asks for.
    let submitted: unknown;
    let signed = false;
    let callsSinceSubmit = 0;
    server.use(
      http.post('http://api.test/api/evaluations/evaluated-result/', async ({ request }) => {
        const raw = await request.text();
        signed = await verifyTypeformSignature(raw, request.headers.get('Typeform-Signature'));
        submitted = JSON.parse(raw);
        return HttpResponse.json({ message: 'RESULT_SAVED' }, { status: 201 });
      }),
      http.get(listAvailable, () => {
        if (submitted === undefined) return;
        callsSinceSubmit += 1;
        if (callsSinceSubmit === 2) {
          updateDb((data) => {
            const pyme = data.pymes.find(
              (candidate) => candidate.user_uuid === demoUser(noneDone).uuid,
            );
            const first = data.evaluations.find((evaluation) => evaluation.form_id === 'etapa-1');
            data.evaluationResults.push({
              uuid: 'result-from-late-webhook',
              pyme_uuid: pyme?.uuid ?? '',
              evaluation_uuid: first?.uuid ?? '',
              created: '2026-11-10T10:00:00',
              answers: [],
            });
          });
        }
        // Nothing returned: the demo backend's own handler answers.
      }),
    );
    const { user, router } = renderApp('/dashboard', { role: 'user' });
    await screen.findByText('0 de 3 diagnósticos completados');
    await user.click(within(stages()[0]).getByRole('button', { name: /Comenzar/ }));
    const form = await screen.findByRole('form', { name: 'Formulario de diagnóstico' });
    await user.click(within(form).getByLabelText('2 a 5'));
    await user.click(within(form).getByLabelText('Solo redes sociales'));
    await user.click(within(form).getByLabelText('En una planilla'));
    await user.click(within(form).getByRole('button', { name: 'Enviar respuestas' }));

    await waitFor(() => {
      expect(statusTexts()).toContain(registering);
    });
    // The stand-in posted as Typeform does: signed, with one hidden field: the
    // token where the backend issues them (ours), the user's uuid as user_id
    // where it issues none (the spec's, §2).
    expect(signed).toBe(true);
    expect(submitted).toMatchObject({
      event_type: 'form_response',
      form_response: { form_id: 'etapa-1' },
    });
    expect(
      (submitted as { form_response: { hidden: Record<string, unknown> } }).form_response.hidden,
    ).toEqual(
      specApi
        ? { user_id: demoUser(noneDone).uuid }
        : { response_token: await issueResponseToken(demoUser(noneDone).uuid, 'etapa-1') },
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.state).toEqual({ submittedFormId: 'etapa-1' });
    expect(screen.getByText('0 de 3 diagnósticos completados')).toBeInTheDocument();
    // The form just sent cannot be started again while it is being registered.
    const again = within(stages()[0]).getByRole('button', { name: /Comenzar/ });
    expect(again).toBeDisabled();
    expect(again).toHaveAccessibleDescription(
      'Ya enviaste este diagnóstico; estamos registrando tus respuestas.',
    );

    // The poll 2 s later finds it done.
    expect(
      await screen.findByText('1 de 3 diagnósticos completados', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(callsSinceSubmit).toBe(2);
    expect(statusTexts()).not.toContain(registering);
    expect(stages()[0]).toHaveTextContent('Test finalizado');
  });

  describe('bounded (fake timers)', () => {
    it('asks about every 2 s and stops after about 30 s', async () => {
      // The clock also runs on its own, so the demo backend and lazy screens load.
      startFakeTimers({ shouldAdvanceTime: true });
      // The webhook never arrives: etapa-1 stays not done.
      renderApp(
        { pathname: '/dashboard', state: { submittedFormId: 'etapa-1' } },
        { role: 'user' },
      );
      await waitFor(() => {
        expect(statusTexts()).toContain(registering);
      });
      const first = listCalls();

      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(listCalls() - first).toBeGreaterThanOrEqual(4);
      expect(listCalls() - first).toBeLessThanOrEqual(6);

      await act(() => vi.advanceTimersByTimeAsync(21_000));
      const atLimit = listCalls();
      expect(atLimit - first).toBeGreaterThanOrEqual(13);
      expect(atLimit - first).toBeLessThanOrEqual(16);
      expect(statusTexts()).not.toContain(registering);
      expect(statusTexts()).toContainEqual(
        expect.stringContaining('Tus respuestas aún no aparecen como registradas.'),
      );

      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(listCalls()).toBe(atLimit);
    });
  });
});

describe('recommendation', () => {
  it('appears at exactly two diagnostics done, with the recommended content', async () => {
    signInAs(twoDone);
    renderApp('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: '¡Vas muy bien!' });
    expect(dialog).toHaveTextContent(
      'Muy pronto nuestro modelo te asignará una línea de formación',
    );
    expect(dialog).toHaveTextContent('Vende más en redes sociales');
    expect(
      within(dialog).getByRole('link', { name: /Ver el contenido recomendado/ }),
    ).toHaveAttribute('href', 'https://cursos.example.cl/redes-sociales');
  });

  it('loads its dialog when due and works by keyboard: the focus inside, kept there, Escape closes it', async () => {
    signInAs(twoDone);
    const { user } = renderApp('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: '¡Vas muy bien!' });
    // The dialog itself (reactstrap focuses it as it opens), then its controls:
    // the close button, the content's link, Entendido.
    const controls = [
      dialog,
      ...within(dialog).getAllByRole('button'),
      ...within(dialog).getAllByRole('link'),
    ];
    const focusedControl = () => controls.find((control) => control.matches(':focus'));
    await waitFor(() => {
      expect(focusedControl()).toBeDefined();
    });
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(focusedControl()).toBeDefined();
    }
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: '¡Vas muy bien!' })).not.toBeInTheDocument();
    });
    expect(screen.getByText('2 de 3 diagnósticos completados')).toBeInTheDocument();
  });

  it("shows the recommended line's logo beside its name, at its own size (issue 37)", async () => {
    signInAs(twoDone);
    renderApp('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: '¡Vas muy bien!' });
    const logo = within(dialog).getByRole('img', { name: 'Logo de Vende más en redes sociales' });
    // The stored path (spec §3) or, in the drf reading, the absolute URL DRF gives (issue 45).
    expect(logo).toHaveAttribute(
      'src',
      `http://api.test${lineNamed('Vende más en redes sociales').image_logo}`,
    );
    expect(logo).toHaveAttribute('width', '200');
    expect(logo).toHaveAttribute('height', '200');
    // Beside the name: in the recommended content's figure, with its name.
    const figure = within(dialog).getByRole('figure');
    expect(within(figure).getByRole('img', { name: /^Logo de / })).toBe(logo);
    expect(figure).toHaveTextContent('Vende más en redes sociales');
  });

  it('shows the modal without a link when the recommended content is not http(s)', async () => {
    updateDb((data) => {
      for (const training of data.trainingLines) training.content_url = 'javascript:alert(1)';
    });
    signInAs(twoDone);
    renderApp('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: '¡Vas muy bien!' });
    expect(dialog).toHaveTextContent('Vende más en redes sociales');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Ver el contenido recomendado');
  });

  it('leaves the dashboard as it is when the recommendation answers 404', async () => {
    let answered = false;
    server.use(
      http.get('http://api.test/api/formations/recommendation/', () => {
        answered = true;
        return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      }),
    );
    signInAs(twoDone);
    const requests = trackPending();
    renderApp('/dashboard');
    expect(await screen.findByText('2 de 3 diagnósticos completados')).toBeInTheDocument();
    await waitFor(() => {
      expect(answered).toBe(true);
    });
    // Once the failed answer has reached the screen: nothing changes.
    await act(() => requests.settled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(stages()[2]).getByRole('button', { name: /Comenzar/ })).toBeEnabled();
  });

  describe('closing (fake timers)', () => {
    it('clears the recommendation only 100 ms after the modal is closed', async () => {
      signInAs(twoDone);
      renderApp('/dashboard');
      const dialog = await screen.findByRole('dialog', { name: '¡Vas muy bien!' });

      // Only now: the app and the demo backend loaded with real timers.
      const user = startFakeTimers();
      await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));

      // The closing is kept for the session (so a reload does not show it again) only at 100 ms.
      expect(readSessionValue('recommendation-cleared')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(99);
      });
      expect(readSessionValue('recommendation-cleared')).toBeNull();

      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(readSessionValue('recommendation-cleared')).toBe('true');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('once closed', () => {
    /** Opens /dashboard as the two-done entrepreneur, closes the modal, and leaves. */
    async function closeItAndLeave() {
      signInAs(twoDone);
      const { user, unmount } = renderApp('/dashboard');
      const dialog = await screen.findByRole('dialog', { name: '¡Vas muy bien!' });
      await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
      // The recommendation is cleared 100 ms after the dialog closed (spec §9).
      await waitFor(() => {
        expect(readSessionValue('recommendation-cleared')).toBe('true');
      });
      return { user, unmount };
    }

    it('does not come back after a reload in the same tab', async () => {
      const { unmount } = await closeItAndLeave();
      unmount();

      // A reload: a fresh store, the same tab's sessionStorage.
      requested = [];
      renderApp('/dashboard');
      expect(await screen.findByText('2 de 3 diagnósticos completados')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requested).not.toContain('/api/formations/recommendation/');
    });

    it('comes back after logging out and in again', async () => {
      const { user, unmount } = await closeItAndLeave();
      await user.click(await screen.findByRole('button', { name: /Hola, Constanza/ }));
      await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
      expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
      unmount();

      signInAs(twoDone);
      renderApp('/dashboard');
      expect(await screen.findByRole('dialog', { name: '¡Vas muy bien!' })).toBeInTheDocument();
    });

    it('comes back after the session expired', async () => {
      const { unmount } = await closeItAndLeave();
      unmount();

      // The next visit finds a dead session: the refresh is refused.
      signInAs(twoDone, -1);
      Cookies.set('refreshToken', 'not-a-token', { path: '/' });
      const view = renderApp('/dashboard');
      expect(await screen.findByText(/Tu sesión expiró/)).toBeInTheDocument();
      view.unmount();

      signInAs(twoDone);
      renderApp('/dashboard');
      expect(await screen.findByRole('dialog', { name: '¡Vas muy bien!' })).toBeInTheDocument();
    });
  });

  it.each([
    ['one diagnostic done', oneDone, () => undefined],
    ['three diagnostics done', threeDone, () => undefined],
    [
      'two done but a training line already assigned',
      twoDone,
      () => {
        updateDb((data) => {
          const pyme = data.pymes.find(
            (candidate) => candidate.user_uuid === demoUser(twoDone).uuid,
          );
          data.lineAssignments.push({
            uuid: 'line-for-test',
            pyme_uuid: pyme?.uuid ?? '',
            training_line_uuid: data.trainingLines[0]?.uuid ?? '',
            status: 'TRAINING',
            created: '2026-11-10T10:00:00',
          });
        });
      },
    ],
    [
      'two done that are not the first two (first and third)',
      noneDone,
      () => {
        updateDb((data) => {
          const pyme = data.pymes.find(
            (candidate) => candidate.user_uuid === demoUser(noneDone).uuid,
          );
          const ordered = [...data.evaluations].sort((a, b) => a.order_number - b.order_number);
          for (const evaluation of [ordered[0], ordered[2]]) {
            data.evaluationResults.push({
              uuid: `result-for-test-${evaluation?.uuid ?? ''}`,
              pyme_uuid: pyme?.uuid ?? '',
              evaluation_uuid: evaluation?.uuid ?? '',
              created: '2026-11-10T10:00:00',
              answers: [],
            });
          }
        });
      },
    ],
  ])('does not appear with %s', async (_case, email, arrange) => {
    arrange();
    signInAs(email);
    renderApp('/dashboard');
    await screen.findByText(/de 3 diagnósticos completados/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requested).not.toContain('/api/formations/recommendation/');
  });
});
