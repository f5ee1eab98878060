import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readDb } from '@/mocks/db';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { reading } from '@/mocks/readings';
import { lineStatusLabel } from '@/validation/data/line-status';
import { diagnosticsOf, pymeNamed } from '@tests/testing/demo-data';
import { holdAnswer } from '@tests/testing/held-answer';
import { reading as readingName } from '@tests/testing/api-mode';
import { recordRequests, requestsTo } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

const TITLE = 'Trayectoria en el programa';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** `2026-10-06T10:31:00` → `6 de octubre de 2026 a las 10:31`, and `2026-10-06T10:31` for `<time>`. */
function dateOf(iso: string) {
  const [date = '', time = ''] = iso.split('T');
  const [year, month, day] = date.split('-');
  const hour = time.slice(0, 5);
  return {
    text: `${String(Number(day))} de ${String(MONTHS[Number(month) - 1])} de ${String(year)} a las ${hour}`,
    dateTime: `${date}T${hour}`,
  };
}

interface ExpectedMilestone {
  /** The milestone's words, as the item reads without its date. */
  words: string;
  /** ISO date-time in the demo data; null when the reading served does not date it. */
  when: string | null;
}

/**
 * The timeline the demo backend's data and the reading served make for a
 * pyme: registration, each diagnostic the reading lists as answered, the
 * line's assignment, dated where the reading's wire carries the date, in
 * date order (same moment: in that order); the rest undated.
 */
function expectedTimelineOf(name: string) {
  const data = readDb();
  const pyme = pymeNamed(name);
  // The backend serialises a pyme's first assignment.
  const assignment = data.lineAssignments.find((line) => line.pyme_uuid === pyme.uuid);
  const training = data.trainingLines.find(
    (candidate) => candidate.uuid === assignment?.training_line_uuid,
  );
  const milestones: ExpectedMilestone[] = [
    { words: 'Registro en la plataforma', when: pyme.created },
    ...diagnosticsOf(pyme.uuid).flatMap(({ name: diagnostic, result }) =>
      result ? [{ words: `Diagnóstico respondido${diagnostic}`, when: result.created }] : [],
    ),
  ];
  if (assignment && training) {
    // Whether the reading's `formation_line` dates the association (the table's row).
    const wire = reading().pymeLine(assignment, training);
    milestones.push({
      words: `Asignación de línea de formaciónLínea actual: ${training.name}`,
      when: wire.created === undefined ? null : assignment.created,
    });
  }
  const dated = milestones
    .filter((milestone) => milestone.when !== null)
    .map((milestone, index) => ({ ...milestone, index }))
    .sort(
      (a, b) =>
        String(a.when).slice(0, 16).localeCompare(String(b.when).slice(0, 16)) || a.index - b.index,
    );
  return {
    dated,
    undated: milestones.filter((milestone) => milestone.when === null),
    answered: milestones.length - 1 - (assignment ? 1 : 0),
    current: assignment
      ? { 'Línea de formación': training?.name, 'Estado LDF': lineStatusLabel(assignment.status) }
      : null,
  };
}

async function timeline() {
  return screen.findByRole('region', { name: TITLE });
}

/** The dated milestones as shown: each item's `<time>` and the words after it. */
async function datedShown() {
  const region = await timeline();
  const list = await within(region).findByRole('list', { name: 'Hitos con fecha' });
  expect(list.tagName).toBe('OL');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const time = within(item).getByRole('time');
      expect(time.tagName).toBe('TIME');
      return {
        text: time.textContent,
        dateTime: time.getAttribute('datetime'),
        words: item.textContent.replace(time.textContent, ''),
      };
    });
}

/** The undated part ("Sin fecha"): each item's words, or null when there is none. */
function undatedShown() {
  const region = screen.getByRole('region', { name: TITLE });
  const part = within(region).queryByRole('region', { name: 'Sin fecha' });
  if (!part) return null;
  return within(part)
    .getAllByRole('listitem')
    .map((item) => {
      expect(within(item).queryByRole('time')).not.toBeInTheDocument();
      return item.textContent;
    });
}

function currentShown() {
  const region = screen.getByRole('region', { name: 'Estado actual' });
  const terms = within(region).queryAllByRole('term');
  if (terms.length === 0) return null;
  const values = within(region).getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent, values[index]?.textContent]),
  );
}

async function expectTimelineOf(name: string) {
  const expected = expectedTimelineOf(name);
  await waitFor(async () => {
    expect(await datedShown()).toEqual(
      expected.dated.map((milestone) => ({
        ...dateOf(String(milestone.when)),
        words: milestone.words,
      })),
    );
  });
  expect(undatedShown()).toEqual(
    expected.undated.length === 0
      ? null
      : expected.undated.map((milestone) => `${milestone.words}El servidor no informa la fecha.`),
  );
  expect(currentShown()).toEqual(expected.current);
  return expected;
}

describe('a pyme’s timeline on its page', () => {
  it('shows Miel Nativa’s registration, three answer dates and its line in date order, and its current state', async () => {
    const sent = recordRequests();
    renderApp(`/admin/pymes/${pymeNamed('Miel Nativa').uuid}`, { role: 'admin' });
    const expected = await expectTimelineOf('Miel Nativa');
    // The seed facts this test is meant to show.
    expect(expected.answered).toBe(3);
    expect(expected.current).toEqual({
      'Línea de formación': 'Finanzas simples para tu pyme',
      'Estado LDF': 'Aceptado',
    });
    // The line's assignment: dated only where the reading dates the association
    // (ours, the full reading; the spec's pyme does not date it).
    const lineDated = expected.dated.some((milestone) => milestone.words.startsWith('Asignación'));
    expect(lineDated).toBe(readingName === 'full');
    expect(expected.undated.length).toBe(lineDated ? 0 : 1);
    const region = await timeline();
    expect(
      within(region).getByText('Es el estado de hoy: el servidor no informa desde cuándo.'),
    ).toBeInTheDocument();
    expect(
      within(region).queryByText('La pyme aún no responde ningún diagnóstico.'),
    ).not.toBeInTheDocument();
    // The timeline and the diagnostics' cards share the answers' calls: one per diagnostic.
    await screen.findAllByText(/^Completado el /);
    expect(requestsTo(sent, 'POST', '/api/evaluations/evaluated-result/')).toHaveLength(3);
  });

  it('shows a pyme without diagnostics or line: its registration, no diagnostic, no line', async () => {
    renderApp(`/admin/pymes/${pymeNamed('Dulces Carolina').uuid}`, { role: 'admin' });
    const expected = await expectTimelineOf('Dulces Carolina');
    expect(expected.dated.map((milestone) => milestone.words)).toEqual([
      'Registro en la plataforma',
    ]);
    const region = await timeline();
    expect(
      within(region).getByText('La pyme aún no responde ningún diagnóstico.'),
    ).toBeInTheDocument();
    expect(within(region).getByText('Sin línea de formación asignada (NA).')).toBeInTheDocument();
    expect(within(region).queryByRole('region', { name: 'Sin fecha' })).not.toBeInTheDocument();
  });

  it('shows a pyme with one answered diagnostic and no line', async () => {
    renderApp(`/admin/pymes/${pymeNamed('Tejidos del Sur').uuid}`, { role: 'admin' });
    const expected = await expectTimelineOf('Tejidos del Sur');
    expect(expected.answered).toBe(1);
    expect(expected.current).toBeNull();
  });

  it('says it is loading until the diagnostics and their answers have come', async () => {
    const { held, release } = holdAnswer();
    server.use(
      http.post(api('api/evaluations/evaluated-result/'), async () => {
        await held;
        return undefined;
      }),
    );
    renderApp(`/admin/pymes/${pymeNamed('Miel Nativa').uuid}`, { role: 'admin' });
    const region = await timeline();
    expect(await within(region).findByRole('status')).toHaveTextContent('Cargando la trayectoria…');
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    release();
    await expectTimelineOf('Miel Nativa');
    expect(within(region).queryByText('Cargando la trayectoria…')).not.toBeInTheDocument();
  });

  it('says when the diagnostics could not be loaded, and Reintentar loads the timeline', async () => {
    server.use(
      http.get(
        api('api/evaluations/list-ready/:uuid/'),
        () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderApp(`/admin/pymes/${pymeNamed('Miel Nativa').uuid}`, {
      role: 'admin',
    });
    const region = await timeline();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'No pudimos cargar la trayectoria: faltan los diagnósticos de la pyme.',
    );
    // No partial timeline beside the error: without the diagnostics its order is not known.
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Reintentar' }));
    await expectTimelineOf('Miel Nativa');
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists a diagnostic whose answers failed apart, undated, and Reintentar places it', async () => {
    const miel = pymeNamed('Miel Nativa');
    const [first] = diagnosticsOf(miel.uuid);
    if (!first?.result) throw new Error('Miel Nativa answered its first diagnostic');
    let broken = true;
    server.use(
      http.post(api('api/evaluations/evaluated-result/'), async ({ request }) => {
        const body = (await request.clone().json()) as { evaluation_uuid?: string };
        if (broken && body.evaluation_uuid === first.uuid) {
          return HttpResponse.json({ detail: 'Server error' }, { status: 500 });
        }
        return undefined;
      }),
    );
    const { user } = renderApp(`/admin/pymes/${miel.uuid}`, { role: 'admin' });
    const region = await timeline();
    const undated = await within(region).findByRole('region', { name: 'Sin fecha' });
    const failed = within(undated)
      .getAllByRole('listitem')
      .find((item) => item.textContent.includes(first.name));
    expect(failed).toHaveTextContent(
      `Diagnóstico respondido${first.name}No pudimos cargar su fecha.`,
    );
    if (!failed) throw new Error('The failed diagnostic is listed');
    expect(within(failed).queryByRole('time')).not.toBeInTheDocument();
    // The other two are dated; the failed one is not among them.
    const shown = await datedShown();
    expect(shown.filter((item) => item.words.startsWith('Diagnóstico'))).toHaveLength(2);
    expect(shown.some((item) => item.words.includes(first.name))).toBe(false);

    broken = false;
    await user.click(
      within(undated).getByRole('button', { name: `Reintentar la fecha de ${first.name}` }),
    );
    await expectTimelineOf('Miel Nativa');
    // The diagnostic's card below shares the call: it shows its answers too.
    expect(
      within(screen.getByRole('region', { name: first.name })).getByText(/^Completado el /),
    ).toBeInTheDocument();
  });

  it('never dates a diagnostic whose answers come without `created`', async () => {
    const miel = pymeNamed('Miel Nativa');
    const diagnostics = diagnosticsOf(miel.uuid);
    const [first] = diagnostics;
    if (!first?.result) throw new Error('Miel Nativa answered its first diagnostic');
    server.use(
      http.post(api('api/evaluations/evaluated-result/'), async ({ request }) => {
        const body = (await request.clone().json()) as { evaluation_uuid?: string };
        if (body.evaluation_uuid !== first.uuid) return undefined;
        return HttpResponse.json({
          answers: [{ question: { question_name: '¿Cuántas personas?' }, answer_text: '2 a 5' }],
        });
      }),
    );
    renderApp(`/admin/pymes/${miel.uuid}`, { role: 'admin' });
    const region = await timeline();
    const undated = await within(region).findByRole('region', { name: 'Sin fecha' });
    expect(
      within(undated)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain(`Diagnóstico respondido${first.name}El servidor no informa la fecha.`);
    const shown = await datedShown();
    expect(shown.some((item) => item.words.includes(first.name))).toBe(false);
    expect(shown.filter((item) => item.words.startsWith('Diagnóstico'))).toHaveLength(
      diagnostics.length - 1,
    );
    // Its card says it was completed, without a date.
    expect(
      await within(screen.getByRole('region', { name: first.name })).findByText(
        'Completado (el servidor no informa la fecha)',
      ),
    ).toBeInTheDocument();
  });

  it('shows the empty state when the backend dates nothing: the pyme and its line undated', async () => {
    const data = readDb();
    const miel = pymeNamed('Miel Nativa');
    const user = data.users.find((candidate) => candidate.uuid === miel.user_uuid);
    const assignment = data.lineAssignments.find((line) => line.pyme_uuid === miel.uuid);
    const training = data.trainingLines.find(
      (candidate) => candidate.uuid === assignment?.training_line_uuid,
    );
    // A backend whose pyme carries no `created`, whose line is not dated, with no diagnostic listed.
    server.use(
      http.get(api('api/pymes/pyme/:uuid/'), () =>
        HttpResponse.json({
          uuid: miel.uuid,
          business_name: miel.business_name,
          rut: miel.rut,
          address: miel.address,
          state: miel.state,
          commune: miel.commune,
          enabled: true,
          has_evaluation: false,
          user: {
            first_name: user?.first_name,
            last_name: user?.last_name,
            rut_user: user?.rut_user,
            position: user?.position,
            email: user?.email,
          },
          formation_line: {
            uuid: assignment?.uuid,
            training: { uuid: training?.uuid, name: training?.name, status: 'TRAINING' },
          },
        }),
      ),
      http.get(api('api/evaluations/list-ready/:uuid/'), () => HttpResponse.json([])),
    );
    renderApp(`/admin/pymes/${miel.uuid}`, { role: 'admin' });
    const region = await timeline();
    expect(
      await within(region).findByText('No hay hitos con fecha para esta pyme.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('list', { name: 'Hitos con fecha' })).not.toBeInTheDocument();
    expect(within(region).queryByText(/ de 20\d\d/)).not.toBeInTheDocument();
    expect(undatedShown()).toEqual([
      'Registro en la plataformaEl servidor no informa la fecha.',
      `Asignación de línea de formaciónLínea actual: ${String(training?.name)}El servidor no informa la fecha.`,
    ]);
    expect(currentShown()).toEqual({
      'Línea de formación': training?.name,
      'Estado LDF': 'Formación',
    });
    // The sheet does not make up a registration date either.
    expect(
      within(screen.getByRole('region', { name: 'Empresa' })).getByText('No disponible'),
    ).toBeInTheDocument();
  });
});
