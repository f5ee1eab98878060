import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminUuidOf } from '@/mocks/admin-records';
import { readDb, updateDb } from '@/mocks/db';
import { currentReading, setReading, type ReadingName } from '@/mocks/readings';
import { adminNamed, lineNamed, pymeNamed } from '@tests/testing/demo-data';
import { signInAs } from '@tests/testing/demo-session';
import { recordRequests, requestsTo } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

/**
 * The app on a Django REST Framework backend that serves only the spec's API
 * but fills its gaps the other plausible way (issue 36; the demo backend's
 * `other` reading, src/mocks/readings.ts): a search that ignores `training`,
 * training-line writes parsed as multipart only, a line's `type` nested, the
 * user's lines and the recommendation without a uuid, the admin assignments
 * one uuid-only row per pyme. Each of these blocked a whole screen before the
 * edge read them. These tests set the reading themselves, so they hold in
 * every Vitest project.
 */
let previousReading: ReadingName;
beforeEach(() => {
  previousReading = currentReading();
  setReading('other');
});
afterEach(() => {
  setReading(previousReading);
});

/** The pymes of the list on screen, by business name. */
async function rowNames(tableName: RegExp) {
  const table = await screen.findByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);
}

describe('on a backend that reads the spec’s gaps the other way', () => {
  it('1 · a search within a line lists only the line’s pymes, and "every pyme of the filter" counts only them', async () => {
    const line = lineNamed('Finanzas simples para tu pyme');
    // Twelve pymes found by the search in that line, more found by it outside it.
    const searched = readDb().pymes.filter((pyme) => /a/i.test(pyme.business_name));
    const inLine = searched.slice(0, 12);
    expect(searched.length).toBeGreaterThan(inLine.length);
    updateDb((data) => {
      data.lineAssignments = data.lineAssignments.filter(
        (assignment) =>
          assignment.training_line_uuid !== line.uuid &&
          !inLine.some((pyme) => pyme.uuid === assignment.pyme_uuid),
      );
      for (const pyme of inLine) {
        data.lineAssignments.push({
          uuid: crypto.randomUUID(),
          pyme_uuid: pyme.uuid,
          training_line_uuid: line.uuid,
          status: 'NA',
          created: '2026-11-20T10:00:00',
        });
      }
    });
    const { user } = renderApp(`/admin/pymes?buscar=a&linea=${line.uuid}`, { role: 'admin' });
    expect(await screen.findByRole('table', { name: 'Pymes · 12' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Este servidor no aplica este filtro: la app leyó \d+ pymes? de la lista y muestra las de la línea elegida\.$/,
      ),
    ).toBeVisible();
    const shown = await rowNames(/^Pymes/);
    expect(shown.every((name) => inLine.some((pyme) => pyme.business_name === name))).toBe(true);

    await user.click(
      screen.getByRole('checkbox', { name: 'Seleccionar las pymes de esta página' }),
    );
    const bar = await screen.findByRole('region', { name: 'Acciones sobre la selección' });
    await user.click(
      within(bar).getByRole('button', { name: 'Seleccionar las 12 pymes del filtro' }),
    );
    expect(await within(bar).findByText('12 seleccionadas')).toBeVisible();
  });

  it('2 · deletes a training line on a view that parses multipart only', async () => {
    const line = lineNamed('Finanzas simples para tu pyme');
    const { user } = renderApp('/admin/training-line', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: `Eliminar ${line.name}` }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Estas seguro que deseas eliminar esta línea de formación?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Seguro' }));
    expect(
      await screen.findByText(`Eliminamos la línea de formación «${line.name}».`),
    ).toBeInTheDocument();
    expect(lineNamed(line.name).is_active).toBe(false);
  });

  it('3 · lists the training lines with their type nested, and edits one with its type chosen', async () => {
    const line = lineNamed('Finanzas simples para tu pyme');
    const type = readDb().trainingLineTypes.find((candidate) => candidate.uuid === line.type);
    if (!type) throw new Error('The line has no type');
    const { user } = renderApp('/admin/training-line', { role: 'admin' });
    await screen.findByRole('rowheader', { name: line.name });
    const row = screen
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByRole('rowheader', { name: line.name }));
    if (!row) throw new Error('No row');
    expect(row).toHaveTextContent(type.name);
    await user.click(within(row).getByRole('link', { name: `Editar ${line.name}` }));
    expect(await screen.findByRole('combobox', { name: /Tipo/ })).toHaveValue(type.uuid);
  });

  it('4 · shows the entrepreneur’s lines although their rows carry no uuid', async () => {
    signInAs('fernanda.rojas@correo.cl');
    renderApp('/formation');
    const card = await screen.findByRole('article', { name: 'Finanzas simples para tu pyme' });
    expect(card).toHaveTextContent('Ordena tus números');
    expect(screen.queryByText(/No pudimos cargar tus líneas de formación/)).not.toBeInTheDocument();
  });

  it('5 · shows the recommendation although it carries no uuid', async () => {
    signInAs('constanza.munoz@correo.cl');
    renderApp('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: '¡Vas muy bien!' });
    expect(dialog).toHaveTextContent('Vende más en redes sociales');
  });

  it('6 · names who looks after each pyme from one uuid-only row per pyme, and assigns one', async () => {
    const data = readDb();
    const assigned = data.adminAssignments[0];
    if (!assigned) throw new Error('No assignment in the seed');
    const admin = data.users.find((candidate) => candidate.uuid === assigned.admin_uuid);
    const pyme = data.pymes.find((candidate) => candidate.uuid === assigned.pyme_uuid);
    const free = data.pymes.find(
      (candidate) =>
        candidate.enabled && !data.adminAssignments.some((row) => row.pyme_uuid === candidate.uuid),
    );
    if (!admin || !pyme || !free) throw new Error('The seed lacks an assigned and a free pyme');
    const sent = recordRequests();
    const { user } = renderApp(`/admin/pymes?buscar=${encodeURIComponent(pyme.business_name)}`, {
      role: 'superadmin',
    });
    const select = await screen.findByRole('combobox', {
      name: `Administrador de ${pyme.business_name}`,
    });
    await waitFor(() => {
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
        `${admin.first_name} ${admin.last_name}`,
      );
    });
    expect(
      screen.queryByText(/No pudimos cargar las asignaciones de administradores/),
    ).not.toBeInTheDocument();

    // A pyme whose row says `admin: null` has none: choosing one creates it.
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar pyme' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar pyme' }),
      `${free.business_name}{Enter}`,
    );
    const freeSelect = await screen.findByRole('combobox', {
      name: `Administrador de ${free.business_name}`,
    });
    const josefina = adminNamed('Josefina');
    await waitFor(() => {
      expect(freeSelect).toBeEnabled();
    });
    await user.selectOptions(freeSelect, adminUuidOf(josefina.uuid));
    await waitFor(() => {
      expect(readDb().adminAssignments).toContainEqual({
        pyme_uuid: free.uuid,
        admin_uuid: josefina.uuid,
      });
    });
    expect(requestsTo(sent, 'POST', `/api/pymes/admin/${free.uuid}/`)).toHaveLength(1);
    expect(pymeNamed(free.business_name).uuid).toBe(free.uuid);
  });
});
