import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { readDb } from '@/mocks/db';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { currentReading } from '@/mocks/readings';
import { lineStatusLabel } from '@/validation/data/line-status';
import { specApi } from '@tests/testing/api-mode';
import { diagnosticsOf, pymeNamed } from '@tests/testing/demo-data';
import { renderApp } from '@tests/testing/render-app';

/** `2026-05-31T14:24:00` → `31/05/2026` and `14:24`. */
function dateAndHourOf(iso: string) {
  const [date = '', time = ''] = iso.split('T');
  const [year, month, day] = date.split('-');
  return { date: `${String(day)}/${String(month)}/${String(year)}`, hour: time.slice(0, 5) };
}

/** What the demo backend knows of a pyme, as its page should show it. */
function expectedSheetOf(name: string) {
  const data = readDb();
  const pyme = pymeNamed(name);
  const user = data.users.find((candidate) => candidate.uuid === pyme.user_uuid);
  if (!user) throw new Error(`No user for ${name}`);
  // The backend serialises a pyme's first assignment.
  const assignment = data.lineAssignments.find((line) => line.pyme_uuid === pyme.uuid);
  const line = data.trainingLines.find(
    (candidate) => candidate.uuid === assignment?.training_line_uuid,
  );
  const adminUuid = data.adminAssignments.find((row) => row.pyme_uuid === pyme.uuid)?.admin_uuid;
  const admin = data.users.find((candidate) => candidate.uuid === adminUuid);
  const created = dateAndHourOf(pyme.created);
  // As the reading served lists them (every enabled one, or the answered ones).
  const diagnostics = diagnosticsOf(pyme.uuid).map(({ name, result }) => ({ name, result }));
  return {
    pyme,
    business: {
      'Razón social': pyme.business_name,
      RUT: pyme.rut,
      Dirección: pyme.address,
      Región: pyme.state,
      Comuna: pyme.commune,
      'Fecha de registro': `${created.date} a las ${created.hour}`,
      Estado: pyme.enabled ? 'Habilitada' : 'Deshabilitado',
    },
    entrepreneur: {
      Nombre: `${user.first_name} ${user.last_name}`,
      RUT: user.rut_user,
      Cargo: user.position,
      Correo: user.email,
      // The pyme's phone is ours: the spec's backend does not send it (unknown).
      Teléfono: specApi ? 'No disponible' : user.phone_number || 'Sin teléfono',
    },
    follow_up: {
      'Línea de formación': line?.name ?? 'NA',
      'Estado LDF': assignment ? lineStatusLabel(assignment.status) : 'NA',
      // An admin (not super) cannot read the admins' list: where the assignments
      // give the admin by uuid only (the other reading), she sees one is assigned.
      Administrador: admin
        ? currentReading() === 'other'
          ? 'Administrador asignado'
          : `${admin.first_name} ${admin.last_name}`
        : 'Sin Admin',
    },
    diagnostics,
  };
}

/** The terms and values of a section's list, in order. */
function factsOf(section: HTMLElement) {
  const terms = within(section).getAllByRole('term');
  const values = within(section).getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent, values[index]?.textContent]),
  );
}

/** Everything the page shows of the pyme equals the demo data. */
async function expectSheetOf(name: string) {
  const expected = expectedSheetOf(name);
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  // Each section once its data has arrived (the admin comes in its own call).
  await waitFor(() => {
    expect(factsOf(screen.getByRole('region', { name: 'Formación y seguimiento' }))).toEqual(
      expected.follow_up,
    );
  });
  expect(factsOf(screen.getByRole('region', { name: 'Empresa' }))).toEqual(expected.business);
  expect(factsOf(screen.getByRole('region', { name: 'Emprendedor' }))).toEqual(
    expected.entrepreneur,
  );
  expect(screen.getByRole('link', { name: expected.entrepreneur.Correo })).toHaveAttribute(
    'href',
    `mailto:${expected.entrepreneur.Correo}`,
  );

  const diagnostics = screen.getByRole('region', { name: 'Diagnósticos' });
  for (const diagnostic of expected.diagnostics) {
    const card = within(diagnostics).getByRole('region', { name: diagnostic.name });
    const { result } = diagnostic;
    if (!result) {
      expect(within(card).getByText('Sin responder')).toBeInTheDocument();
      expect(within(card).queryByRole('term')).not.toBeInTheDocument();
      continue;
    }
    const created = dateAndHourOf(result.created);
    expect(
      await within(card).findByText(`Completado el ${created.date} a las ${created.hour}`),
    ).toBeInTheDocument();
    expect(factsOf(card)).toEqual(
      Object.fromEntries(
        result.answers.map((answer) => [answer.question_name, answer.answer_text]),
      ),
    );
    expect(within(card).queryByText('Sin responder')).not.toBeInTheDocument();
  }
  // "n de m" only where the list shows unanswered ones: else the total is not known.
  const answered = expected.diagnostics.filter((diagnostic) => diagnostic.result).length;
  expect(
    within(diagnostics).getByText(
      expected.diagnostics.length === 0
        ? 'No hay diagnósticos de esta pyme para mostrar.'
        : answered < expected.diagnostics.length
          ? `${String(answered)} de ${String(expected.diagnostics.length)} diagnósticos respondidos`
          : `${String(answered)} ${answered === 1 ? 'diagnóstico respondido' : 'diagnósticos respondidos'}`,
    ),
  ).toBeInTheDocument();
  return expected;
}

describe('a pyme’s page', () => {
  it('opens from the name in the pymes table and shows all of the pyme', async () => {
    const miel = pymeNamed('Miel Nativa');
    const { router, user } = renderApp('/admin/pymes?buscar=Miel', { role: 'admin' });
    await user.click(await screen.findByRole('link', { name: 'Miel Nativa' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/admin/pymes/${miel.uuid}`);
    });
    const expected = await expectSheetOf('Miel Nativa');
    // The seed facts this page is meant to show.
    expect(expected.follow_up).toMatchObject({
      'Línea de formación': 'Finanzas simples para tu pyme',
      'Estado LDF': 'Aceptado',
    });
    expect(readDb().adminAssignments.some((row) => row.pyme_uuid === miel.uuid)).toBe(true);
    expect(expected.diagnostics.every((diagnostic) => diagnostic.result)).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Volver a pymes' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/pymes');
    });
  });

  it('shows a pyme without line, admin or answers, and one with a single answered diagnostic', async () => {
    const view = renderApp(`/admin/pymes/${pymeNamed('Dulces Carolina').uuid}`, {
      role: 'admin',
    });
    const carolina = await expectSheetOf('Dulces Carolina');
    expect(carolina.follow_up).toEqual({
      'Línea de formación': 'NA',
      'Estado LDF': 'NA',
      Administrador: 'Sin Admin',
    });
    expect(screen.queryAllByText('Sin responder')).toHaveLength(carolina.diagnostics.length);
    view.unmount();

    renderApp(`/admin/pymes/${pymeNamed('Tejidos del Sur').uuid}`, { role: 'admin' });
    const tejidos = await expectSheetOf('Tejidos del Sur');
    expect(tejidos.diagnostics.filter((diagnostic) => diagnostic.result)).toHaveLength(1);
  });

  it('marks a disabled pyme', async () => {
    renderApp(`/admin/pymes/${pymeNamed('Ferretería Torres').uuid}`, { role: 'admin' });
    const torres = await expectSheetOf('Ferretería Torres');
    expect(torres.business.Estado).toBe('Deshabilitado');
    expect(screen.getAllByText('Deshabilitado')).toHaveLength(2);
  });

  it('prints the sheet with the date of printing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(`/admin/pymes/${pymeNamed('Miel Nativa').uuid}`, {
      role: 'admin',
    });
    await user.click(await screen.findByRole('button', { name: 'Imprimir ficha' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText(`Ficha impresa el ${format(new Date(), 'dd/MM/yyyy')}`),
    ).toBeInTheDocument();
  });

  it('says so for an unknown pyme, with the way back', async () => {
    renderApp('/admin/pymes/00000000-0000-4000-8000-000000000000', { role: 'admin' });
    expect(await screen.findByText('No encontramos esta pyme.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la lista de pymes' })).toHaveAttribute(
      'href',
      '/admin/pymes',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ficha de la pyme');
    expect(screen.queryByRole('button', { name: 'Imprimir ficha' })).not.toBeInTheDocument();
  });

  it('says when the pyme could not be loaded, and Reintentar loads it', async () => {
    server.use(
      http.get(
        api('api/pymes/pyme/:uuid/'),
        () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderApp(`/admin/pymes/${pymeNamed('Miel Nativa').uuid}`, {
      role: 'admin',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar la ficha de la pyme.',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await expectSheetOf('Miel Nativa');
  });
});
