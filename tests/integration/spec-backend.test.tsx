import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentReading, setReading, type ReadingName } from '@/mocks/readings';
import { adminUuidOf } from '@/mocks/admin-records';
import { readDb, updateDb } from '@/mocks/db';
import { accountOf, demoUser } from '@tests/testing/demo-session';
import { adminNamed, pymeNamed } from '@tests/testing/demo-data';
import { recordRequests, requestsTo } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

/**
 * The app on the backend that exists (issue 24): the demo backend serving only
 * the spec's API, taking DRF's other reading of every gap
 * (src/mocks/readings.ts). Each test here failed on the app as it was before
 * it learnt to read that backend. These tests set the mode themselves, so they
 * hold in both Vitest projects.
 */
let previousReading: ReadingName;
beforeEach(() => {
  previousReading = currentReading();
  setReading('spec-only');
});
afterEach(() => {
  setReading(previousReading);
});

/** The pymes the super admin looks after in the seed, and her admins' records. */
function assignedPymeOf(adminFirstName: string) {
  const admin = adminNamed(adminFirstName);
  const data = readDb();
  const assignment = data.adminAssignments.find((row) => row.admin_uuid === admin.uuid);
  const pyme = data.pymes.find((candidate) => candidate.uuid === assignment?.pyme_uuid);
  if (!pyme) throw new Error(`${adminFirstName} looks after no pyme`);
  return { admin, pyme };
}

describe('on the spec’s backend', () => {
  it('1 · lets the entrepreneur start her first diagnostic, the form carrying her uuid as user_id', async () => {
    const { user, router } = renderApp('/dashboard', { role: 'user' });
    const list = await screen.findByRole('list', { name: 'Tus diagnósticos' });
    const start = within(list)
      .getAllByRole('button', { name: /Comenzar/ })
      .find((button) => !button.hasAttribute('disabled'));
    expect(start).toBeDefined();
    if (!start) return;
    await user.click(start);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/form');
    });
    expect(
      await screen.findByText(`Campos ocultos: user_id = ${demoUser(accountOf.user).uuid}`),
    ).toBeInTheDocument();
  });

  it('2 · saves the profile when the backend answers the updated profile, with no error', async () => {
    const { user } = renderApp('/dashboard', { role: 'user' });
    await user.click(await screen.findByRole('button', { name: /Hola, Carolina/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Editar perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar perfil' });
    await user.clear(within(dialog).getByLabelText('Apellido'));
    await user.type(within(dialog).getByLabelText('Apellido'), 'Pérez Rojas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(demoUser(accountOf.user).last_name).toBe('Pérez Rojas');
    });
    // The save's answer is in: the button is no longer busy, and no error was said.
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Guardar' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
    });
    expect(within(dialog).queryByText(/Oops/)).not.toBeInTheDocument();
  });

  it('3 · shows who looks after each pyme and changes an assigned pyme’s admin with an update, not a create', async () => {
    const { admin, pyme } = assignedPymeOf('Matías');
    const other = adminNamed('Josefina');
    const sent = recordRequests();
    const { user } = renderApp('/admin/pymes?buscar=' + encodeURIComponent(pyme.business_name), {
      role: 'superadmin',
    });
    const select = await screen.findByRole('combobox', {
      name: `Administrador de ${pyme.business_name}`,
    });
    await waitFor(() => {
      expect(select).toHaveValue(adminUuidOf(admin.uuid));
    });
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
      'Matías Herrera',
    );

    await user.selectOptions(select, adminUuidOf(other.uuid));
    await waitFor(() => {
      expect(readDb().adminAssignments).toContainEqual({
        pyme_uuid: pyme.uuid,
        admin_uuid: other.uuid,
      });
    });
    expect(requestsTo(sent, 'POST', `/api/pymes/admin/${pyme.uuid}/`)).toHaveLength(0);
    expect(requestsTo(sent, 'PATCH', `/api/pymes/admin/${pyme.uuid}/`)).toHaveLength(1);

    // "Sin Admin" clears it: a delete.
    await waitFor(() => {
      expect(select).toHaveValue(adminUuidOf(other.uuid));
    });
    await user.selectOptions(select, '');
    await waitFor(() => {
      expect(readDb().adminAssignments.some((row) => row.pyme_uuid === pyme.uuid)).toBe(false);
    });
    expect(requestsTo(sent, 'DELETE', `/api/pymes/admin/${pyme.uuid}/`)).toHaveLength(1);
  });

  it('3 · names the admin on a pyme’s page, found in the list when the backend has no GET by uuid', async () => {
    const { pyme } = assignedPymeOf('Matías');
    renderApp(`/admin/pymes/${pyme.uuid}`, { role: 'superadmin' });
    expect(await screen.findByRole('heading', { name: pyme.business_name })).toBeInTheDocument();
    expect(await screen.findByText('Matías Herrera')).toBeInTheDocument();
    expect(screen.queryByText('No pudimos cargar el administrador.')).not.toBeInTheDocument();
  });

  it('4 · reads every page of lists asked without a limit: all searched admins, every admin in the select', async () => {
    updateDb((data) => {
      for (let index = 0; index < 12; index += 1) {
        data.users.push({
          ...adminNamed('Matías'),
          uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
          email: `prueba${String(index)}@pymesdigitales.cl`,
          first_name: 'Prueba',
          last_name: `Número ${String(index)}`,
        });
      }
    });
    const { unmount } = renderApp('/admin/admins?buscar=Prueba', { role: 'superadmin' });
    const table = await screen.findByRole('table', { name: /Administradores/ });
    await waitFor(() => {
      expect(
        within(table).getAllByRole('cell', { name: /prueba\d+@pymesdigitales\.cl/ }),
      ).toHaveLength(12);
    });
    unmount();

    const enabledAdmins = readDb().users.filter(
      (candidate) => candidate.is_admin && candidate.enabled,
    );
    expect(enabledAdmins.length).toBeGreaterThan(10);
    const pyme = pymeNamed(readDb().pymes[0]?.business_name ?? '');
    renderApp('/admin/pymes?buscar=' + encodeURIComponent(pyme.business_name), {
      role: 'superadmin',
    });
    const select = await screen.findByRole('combobox', {
      name: `Administrador de ${pyme.business_name}`,
    });
    await waitFor(() => {
      // Every enabled admin, plus "Sin Admin".
      expect(within(select).getAllByRole('option')).toHaveLength(enabledAdmins.length + 1);
    });
  });

  it('5 · recognises the super admin’s own row: she cannot delete herself nor lower her role', async () => {
    const { user } = renderApp('/admin/admins', { role: 'superadmin' });
    const table = await screen.findByRole('table', { name: /Administradores/ });
    const ownRow = await within(table).findByRole('row', {
      name: new RegExp(accountOf.superadmin.replaceAll('.', '\\.')),
    });
    expect(within(ownRow).getByRole('button', { name: /Eliminar/ })).toBeDisabled();
    await user.click(within(ownRow).getByRole('button', { name: /Editar/ }));
    const dialog = await screen.findByRole('dialog', { name: /Editar/ });
    const role = within(dialog).getByLabelText(/Rol/);
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Super admin']);
  });

  it('6 · counts the overview from the pymes it read: enabled and disabled as they are', async () => {
    const data = readDb();
    const enabled = data.pymes.filter((pyme) => pyme.enabled).length;
    const disabled = data.pymes.length - enabled;
    expect(disabled).toBeGreaterThan(0);
    renderApp('/admin/resumen', { role: 'admin' });
    await screen.findByText('Pymes habilitadas');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values[terms.indexOf('Pymes habilitadas')]).toBe(String(enabled));
    expect(values[terms.indexOf('Pymes deshabilitadas')]).toBe(String(disabled));
  });

  it('6 · lists every pyme with the disabled ones marked, and its disabled view keeps them itself, saying so', async () => {
    const data = readDb();
    const disabled = data.pymes.filter((pyme) => !pyme.enabled);
    const { user } = renderApp('/admin/pymes', { role: 'admin' });
    expect(
      await screen.findByRole('table', { name: `Pymes · ${String(data.pymes.length)}` }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Deshabilitadas/ }));
    expect(
      await screen.findByRole('table', {
        name: `Pymes deshabilitadas · ${String(disabled.length)}`,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Este servidor no aplica este filtro: la app leyó ${String(data.pymes.length)} pymes de la lista y muestra las deshabilitadas.`,
      ),
    ).toBeVisible();
  });

  it('7 · promises no search field the backend does not search, and never writes an unknown phone back as empty', async () => {
    const pyme = readDb().pymes[0];
    if (!pyme) throw new Error('No pyme');
    const sent = recordRequests();
    const { user } = renderApp('/admin/pymes?buscar=' + encodeURIComponent(pyme.business_name), {
      role: 'admin',
    });
    const search = await screen.findByRole('searchbox', { name: 'Buscar pyme' });
    expect(search.getAttribute('placeholder') ?? '').not.toMatch(/comuna/i);

    const row = await screen.findByRole('row', { name: new RegExp(pyme.business_name) });
    await user.click(await within(row).findByRole('button', { name: /Acciones/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Editar usuario/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    // A field the backend does not keep is not offered.
    expect(within(dialog).queryByLabelText(/Teléfono/)).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Apellido'));
    await user.type(within(dialog).getByLabelText('Apellido'), 'Otra');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(requestsTo(sent, 'PATCH', `/api/pymes/user/${pyme.uuid}/`)[0]?.body).toBeDefined();
    });
    const body = requestsTo(sent, 'PATCH', `/api/pymes/user/${pyme.uuid}/`)[0]?.body;
    expect(body).toMatchObject({ last_name: 'Otra' });
    expect(body).not.toHaveProperty('phone_number');
  });
});
