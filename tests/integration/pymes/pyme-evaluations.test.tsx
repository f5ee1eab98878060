import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answerLink } from '@/features/pymes/pymes-links';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { diagnosticsOf, pymeNamed } from '@tests/testing/demo-data';
import { recordRequests, requestsTo } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

async function diagnosticItems() {
  const list = await screen.findByRole('list', { name: 'Diagnósticos' });
  return within(list).getAllByRole('listitem');
}

/** Each item shows its diagnostic, answered with a link to its answers or "Sin responder". */
async function expectDiagnosticsOf(pymeUuid: string) {
  const expected = diagnosticsOf(pymeUuid).map((evaluation) => ({
    ...evaluation,
    evaluated: evaluation.result !== undefined,
  }));
  const items = await diagnosticItems();
  expect(items).toHaveLength(expected.length);
  expected.forEach((evaluation, index) => {
    const item = items[index];
    if (!item) throw new Error(`No item ${String(index)}`);
    expect(item).toHaveTextContent(evaluation.name);
    const link = within(item).queryByRole('link', { name: `Ver respuestas de ${evaluation.name}` });
    if (evaluation.evaluated) {
      expect(link).toHaveAttribute('href', answerLink(pymeUuid, evaluation.uuid).to);
      expect(within(item).queryByText('Sin responder')).not.toBeInTheDocument();
    } else {
      expect(link).not.toBeInTheDocument();
      expect(within(item).getByText('Sin responder')).toBeInTheDocument();
    }
  });
  // "n de m" only where the list shows unanswered ones: else the total is not known.
  const answered = expected.filter((evaluation) => evaluation.evaluated).length;
  expect(
    screen.getByText(
      answered < expected.length
        ? `${String(answered)} de ${String(expected.length)} diagnósticos respondidos`
        : `${String(answered)} ${answered === 1 ? 'diagnóstico respondido' : 'diagnósticos respondidos'}`,
    ),
  ).toBeInTheDocument();
}

describe('/admin/evaluations', () => {
  it('lists the pyme of the navigation state, puts it in the address, and a reload shows the same', async () => {
    const miel = pymeNamed('Miel Nativa');
    expect(diagnosticsOf(miel.uuid).every((evaluation) => evaluation.result)).toBe(true);
    const view = renderApp(
      { pathname: '/admin/evaluations', state: { pyme_uuid: miel.uuid } },
      { role: 'admin' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diagnósticos de la pyme' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Miel Nativa' })).toHaveAttribute(
      'href',
      `/admin/pymes/${miel.uuid}`,
    );
    await expectDiagnosticsOf(miel.uuid);

    // The address now carries the pyme (history replaced, the state kept).
    await waitFor(() => {
      expect(view.router.state.location.search).toBe(`?pyme=${miel.uuid}`);
    });
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(view.router.state.location.state).toEqual({ pyme_uuid: miel.uuid });
    const { pathname, search } = view.router.state.location;
    view.unmount();

    renderApp(`${pathname}${search}`, { role: 'admin' });
    await expectDiagnosticsOf(miel.uuid);
  });

  it('says which diagnostics a pyme has not answered, where the backend lists them', async () => {
    const tejidos = pymeNamed('Tejidos del Sur');
    const expected = diagnosticsOf(tejidos.uuid);
    const unanswered = expected.filter((evaluation) => evaluation.result === undefined);
    expect(expected.length - unanswered.length).toBe(1);
    renderApp(`/admin/evaluations?pyme=${tejidos.uuid}`, { role: 'admin' });
    await expectDiagnosticsOf(tejidos.uuid);
    expect(screen.queryAllByText('Sin responder')).toHaveLength(unanswered.length);
    expect(screen.getAllByRole('link', { name: /^Ver respuestas/ })).toHaveLength(1);
    expect(screen.getByText('Tejidos del Sur')).toBeInTheDocument();
  });

  it('goes back to the pymes list', async () => {
    const miel = pymeNamed('Miel Nativa');
    const { router, user } = renderApp(`/admin/evaluations?pyme=${miel.uuid}`, {
      role: 'admin',
    });
    await diagnosticItems();
    await user.click(screen.getByRole('link', { name: 'Volver a pymes' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/pymes');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pymes' })).toBeInTheDocument();
  });

  it('says so for an unknown pyme, with the way back', async () => {
    renderApp('/admin/evaluations?pyme=00000000-0000-4000-8000-000000000000', { role: 'admin' });
    expect(await screen.findByText('No encontramos esta pyme.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la lista de pymes' })).toHaveAttribute(
      'href',
      '/admin/pymes',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Diagnósticos de la pyme');
    expect(screen.queryByRole('list', { name: 'Diagnósticos' })).not.toBeInTheDocument();
  });

  it('asks for a pyme when none was given', async () => {
    renderApp('/admin/evaluations', { role: 'admin' });
    expect(
      await screen.findByText(/No sabemos de qué pyme mostrar los diagnósticos/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la lista de pymes' })).toHaveAttribute(
      'href',
      '/admin/pymes',
    );
  });

  it('says when the diagnostics could not be loaded, and Reintentar loads them', async () => {
    server.use(
      http.get(
        api('api/evaluations/list-ready/:uuid/'),
        () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
        { once: true },
      ),
    );
    const miel = pymeNamed('Miel Nativa');
    const { user } = renderApp(`/admin/evaluations?pyme=${miel.uuid}`, { role: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar los diagnósticos.',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await expectDiagnosticsOf(miel.uuid);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe.each([
    {
      fault: '500',
      answer: () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
    },
    { fault: 'a network error', answer: () => HttpResponse.error() },
    { fault: 'a wrong shape', answer: () => HttpResponse.json({ unexpected: true }) },
  ])('when only the pyme’s lookup fails ($fault)', ({ answer }) => {
    it('keeps the diagnostics, says the pyme failed, and Reintentar asks for the pyme only', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let broken = true;
      // Until the server recovers; then the demo backend's own handler answers.
      server.use(http.get(api('api/pymes/pyme/:uuid/'), () => (broken ? answer() : undefined)));
      const sent = recordRequests();
      const tejidos = pymeNamed('Tejidos del Sur');
      const { user } = renderApp(`/admin/evaluations?pyme=${tejidos.uuid}`, { role: 'admin' });

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No pudimos cargar los datos de la pyme.',
      );
      // What loaded stays: the diagnostics, their answer links (they only need the uuids).
      await expectDiagnosticsOf(tejidos.uuid);
      expect(screen.queryByText('No pudimos cargar los diagnósticos.')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Tejidos del Sur' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Reintentar' })).toHaveLength(1);

      const listReadyCalls = requestsTo(sent, 'GET', /\/api\/evaluations\/list-ready\//).length;
      broken = false;
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('link', { name: 'Tejidos del Sur' })).toHaveAttribute(
        'href',
        `/admin/pymes/${tejidos.uuid}`,
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await expectDiagnosticsOf(tejidos.uuid);
      // Only the pyme was asked again.
      expect(requestsTo(sent, 'GET', /\/api\/evaluations\/list-ready\//)).toHaveLength(
        listReadyCalls,
      );
    });
  });

  it('when both fail, says the diagnostics failed once, and Reintentar loads both', async () => {
    server.use(
      http.get(
        api('api/evaluations/list-ready/:uuid/'),
        () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
        { once: true },
      ),
      http.get(
        api('api/pymes/pyme/:uuid/'),
        () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
        { once: true },
      ),
    );
    const miel = pymeNamed('Miel Nativa');
    const { user } = renderApp(`/admin/evaluations?pyme=${miel.uuid}`, { role: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar los diagnósticos.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await expectDiagnosticsOf(miel.uuid);
    expect(await screen.findByRole('link', { name: 'Miel Nativa' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
