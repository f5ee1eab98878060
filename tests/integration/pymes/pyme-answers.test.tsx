import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/http';
import { readDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { diagnosticsOf, pymeNamed } from '@tests/testing/demo-data';
import { recordRequests, requestsTo } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

function answered(pymeUuid: string, index: number) {
  const evaluation = diagnosticsOf(pymeUuid)[index];
  if (!evaluation?.result) throw new Error(`Diagnostic ${String(index)} not answered`);
  return { ...evaluation, result: evaluation.result };
}

/** `2026-10-06T10:31:00` → "Completado el 06/10/2026 a las 10:31". */
function completedText(created: string) {
  const [date = '', time = ''] = created.split('T');
  const [year, month, day] = date.split('-');
  return `Completado el ${String(day)}/${String(month)}/${String(year)} a las ${time.slice(0, 5)}`;
}

function answersUrl(pymeUuid: string, evaluationUuid: string) {
  return `/admin/answer?pyme=${pymeUuid}&diagnostico=${evaluationUuid}`;
}

/** The screen shows the diagnostic's name, when it was completed, and a row per stored answer. */
async function expectAnswersOf(evaluation: ReturnType<typeof answered>) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Respuestas' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const table = await screen.findByRole('table', { name: evaluation.name });
  expect(screen.getByText(completedText(evaluation.result.created))).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Pregunta', 'Respuesta']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(evaluation.result.answers.length);
  evaluation.result.answers.forEach((answer, index) => {
    const row = rows[index];
    if (!row) throw new Error(`No row ${String(index)}`);
    // Accessible names: the column labels shown on phones are hidden from screen readers.
    expect(within(row).getByRole('rowheader')).toHaveAccessibleName(answer.question_name);
    expect(within(row).getByRole('cell')).toHaveAccessibleName(answer.answer_text);
  });
}

describe('/admin/answer', () => {
  it('opens from the diagnostics page with the answers, date and hour the backend stored', async () => {
    const miel = pymeNamed('Miel Nativa');
    const evaluation = answered(miel.uuid, 1);
    const { router, user } = renderApp(
      { pathname: '/admin/evaluations', state: { pyme_uuid: miel.uuid } },
      { role: 'admin' },
    );
    await user.click(
      await screen.findByRole('link', { name: `Ver respuestas de ${evaluation.name}` }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/answer');
    });
    expect(router.state.location.state).toEqual({
      pyme_uuid: miel.uuid,
      evaluation_uuid: evaluation.uuid,
    });
    expect(new URLSearchParams(router.state.location.search).get('diagnostico')).toBe(
      evaluation.uuid,
    );
    await expectAnswersOf(evaluation);
    expect(screen.getByRole('link', { name: 'Miel Nativa' })).toBeInTheDocument();
  });

  it('goes back to the diagnostics of the same pyme', async () => {
    const miel = pymeNamed('Miel Nativa');
    const evaluation = answered(miel.uuid, 0);
    const { router, user } = renderApp(answersUrl(miel.uuid, evaluation.uuid), {
      role: 'admin',
    });
    await expectAnswersOf(evaluation);
    await user.click(screen.getByRole('link', { name: 'Volver a los diagnósticos' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/evaluations');
    });
    expect(router.state.location.search).toBe(`?pyme=${miel.uuid}`);
    expect(router.state.location.state).toEqual({ pyme_uuid: miel.uuid });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diagnósticos de la pyme' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Diagnósticos' })).toBeInTheDocument();
  });

  it('puts the uuids of the navigation state in the address, and a reload shows the same', async () => {
    const tejidos = pymeNamed('Tejidos del Sur');
    const evaluation = answered(tejidos.uuid, 0);
    const view = renderApp(
      {
        pathname: '/admin/answer',
        state: { pyme_uuid: tejidos.uuid, evaluation_uuid: evaluation.uuid },
      },
      { role: 'admin' },
    );
    await expectAnswersOf(evaluation);
    await waitFor(() => {
      expect(view.router.state.location.search).toBe(
        `?pyme=${tejidos.uuid}&diagnostico=${evaluation.uuid}`,
      );
    });
    expect(view.router.state.historyAction).toBe('REPLACE');
    const { pathname, search } = view.router.state.location;
    view.unmount();

    renderApp(`${pathname}${search}`, { role: 'admin' });
    await expectAnswersOf(evaluation);
  });

  it('says when the pyme has not answered the diagnostic, with the way back', async () => {
    const tejidos = pymeNamed('Tejidos del Sur');
    // A diagnostic it did not answer (whether or not the backend lists it).
    const { evaluations, evaluationResults } = readDb();
    const unanswered = evaluations.find(
      (evaluation) =>
        evaluation.enabled &&
        !evaluationResults.some(
          (result) =>
            result.pyme_uuid === tejidos.uuid && result.evaluation_uuid === evaluation.uuid,
        ),
    );
    if (!unanswered) throw new Error('The seed changed');
    renderApp(answersUrl(tejidos.uuid, unanswered.uuid), { role: 'admin' });
    expect(
      await screen.findByText('Esta pyme aún no responde este diagnóstico.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver los diagnósticos de la pyme' })).toHaveAttribute(
      'href',
      `/admin/evaluations?pyme=${tejidos.uuid}`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so for an unknown pyme', async () => {
    const evaluation = answered(pymeNamed('Miel Nativa').uuid, 0);
    renderApp(answersUrl('00000000-0000-4000-8000-000000000000', evaluation.uuid), {
      role: 'admin',
    });
    expect(await screen.findByText('No encontramos esta pyme.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la lista de pymes' })).toHaveAttribute(
      'href',
      '/admin/pymes',
    );
  });

  it('asks for a pyme and a diagnostic when one is missing', async () => {
    renderApp(`/admin/answer?pyme=${pymeNamed('Miel Nativa').uuid}`, { role: 'admin' });
    expect(
      await screen.findByText(/No sabemos de qué pyme y diagnóstico mostrar las respuestas/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la lista de pymes' })).toHaveAttribute(
      'href',
      '/admin/pymes',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Respuestas');
  });

  it('says when the answers could not be loaded, and Reintentar loads them', async () => {
    server.use(
      http.post(
        api('api/evaluations/evaluated-result/'),
        () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
        { once: true },
      ),
    );
    const miel = pymeNamed('Miel Nativa');
    const evaluation = answered(miel.uuid, 2);
    const { user } = renderApp(answersUrl(miel.uuid, evaluation.uuid), { role: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar las respuestas.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await expectAnswersOf(evaluation);
  });

  describe.each([
    {
      fault: '500',
      answer: () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
    },
    { fault: 'a network error', answer: () => HttpResponse.error() },
    { fault: 'a wrong shape', answer: () => HttpResponse.json({ unexpected: true }) },
  ])('when only the pyme’s lookup fails ($fault)', ({ answer }) => {
    it('keeps the answers, says the pyme failed, and Reintentar asks for the pyme only', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let broken = true;
      // Until the server recovers; then the demo backend's own handler answers.
      server.use(http.get(api('api/pymes/pyme/:uuid/'), () => (broken ? answer() : undefined)));
      const sent = recordRequests();
      const miel = pymeNamed('Miel Nativa');
      const evaluation = answered(miel.uuid, 0);
      const { user } = renderApp(answersUrl(miel.uuid, evaluation.uuid), { role: 'admin' });

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No pudimos cargar los datos de la pyme.',
      );
      await expectAnswersOf(evaluation);
      expect(screen.queryByRole('link', { name: 'Miel Nativa' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Reintentar' })).toHaveLength(1);

      const answerCalls = requestsTo(sent, 'POST', '/api/evaluations/evaluated-result/').length;
      broken = false;
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('link', { name: 'Miel Nativa' })).toHaveAttribute(
        'href',
        `/admin/pymes/${miel.uuid}`,
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await expectAnswersOf(evaluation);
      expect(requestsTo(sent, 'POST', '/api/evaluations/evaluated-result/')).toHaveLength(
        answerCalls,
      );
    });
  });
});
