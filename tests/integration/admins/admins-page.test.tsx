import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiAdminUuid } from '@/mocks/admin-records';
import { readDb, updateDb } from '@/mocks/db';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { recordRequests, requestsTo } from '@tests/testing/record-requests';
import { reading } from '@/mocks/readings';
import { accountOf, demoUser } from '@tests/testing/demo-session';
import { renderApp } from '@tests/testing/render-app';

type User = ReturnType<typeof renderApp>['user'];

const PROMPT = '¿Estas seguro que deseas eliminar este administrador?';
const superAdmin = accountOf.superadmin;
const francisca = accountOf.admin;

/**
 * The accessible names of the elements of `role` in `container`, in order: what
 * a screen reader says (the column labels shown on phones are hidden from it).
 */
function namesOf(container: HTMLElement, role: 'rowheader' | 'cell'): string[] {
  const names: string[] = [];
  within(container).getAllByRole(role, {
    name: (name) => {
      names.push(name);
      return true;
    },
  });
  return names;
}

async function table() {
  return screen.findByRole('table', { name: 'Administradores' });
}

/** Each row on screen as its five data cells. */
async function rows() {
  const body = within(await table())
    .getAllByRole('row')
    .slice(1);
  return body.map((row) => [...namesOf(row, 'rowheader'), ...namesOf(row, 'cell').slice(0, 4)]);
}

/** The first names of the rows on screen. */
async function rowNames() {
  return namesOf(await table(), 'rowheader');
}

/**
 * The uuid the admin calls take for the admin with this e-mail: its user's
 * (ours) or, on the spec's backend, the admin record's own (spec §3).
 */
function adminPathUuid(email: string) {
  return apiAdminUuid(demoUser(email));
}

/** What a row's Rol cell says. */
function roleIn(row: HTMLElement) {
  return namesOf(row, 'cell')[2];
}

function rowNow(firstName: string) {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name: firstName }));
  if (!row) throw new Error(`No row for ${firstName}`);
  return row;
}

async function rowOf(firstName: string) {
  await screen.findByRole('rowheader', { name: firstName });
  return rowNow(firstName);
}

async function openAt(url = '/admin/admins') {
  const view = renderApp(url, { role: 'superadmin' });
  await table();
  await screen.findAllByRole('rowheader');
  return view;
}

/** `count` more admins after the seed's five, in creation order. */
function addAdmins(count: number) {
  updateDb((data) => {
    for (let index = 1; index <= count; index += 1) {
      data.users.push({
        ...demoUser(francisca),
        uuid: `extra-admin-${String(index)}`,
        email: `extra${String(index)}@pymesdigitales.cl`,
        first_name: `Extra ${String(index)}`,
        last_name: 'Apellido',
        rut_user: '',
      });
    }
  });
}

async function fill(user: User, dialog: HTMLElement, label: RegExp, value: string) {
  const field = within(dialog).getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

async function openCreate(user: User) {
  await user.click(screen.getByRole('button', { name: 'Crear Admin' }));
  return screen.findByRole('dialog', { name: 'Crear Administrador' });
}

/** Fills every field of the create modal with a valid new admin. */
async function fillNewAdmin(
  user: User,
  dialog: HTMLElement,
  overrides: Record<string, string> = {},
) {
  const values = {
    first_name: 'Ignacia',
    last_name: 'Fuentes',
    rut_user: '20.111.222-2',
    email: 'ignacia.fuentes@pymesdigitales.cl',
    password: 'Segura2026!',
    ...overrides,
  };
  await fill(user, dialog, /^Nombre$/, values.first_name);
  await fill(user, dialog, /^Apellido$/, values.last_name);
  await fill(user, dialog, /^Rut$/, values.rut_user);
  await fill(user, dialog, /Correo electrónico/, values.email);
  await fill(user, dialog, /^Contraseña$/, values.password);
}

async function openEdit(user: User, firstName: string) {
  const row = await rowOf(firstName);
  await user.click(within(row).getByRole('button', { name: new RegExp(`^Editar ${firstName}`) }));
  return screen.findByRole('dialog', { name: 'Editar administrador' });
}

describe('/admin/admins: the table', () => {
  it("shows the spec's columns; Rol from the flags as §2 defines it; '-' without a RUT", async () => {
    updateDb((data) => {
      // Not enabled but super: still "Deshabilitado". And an admin without a RUT.
      const rocio = data.users.find((user) => user.first_name === 'Rocío');
      if (rocio) rocio.is_super = true;
      const matias = data.users.find((user) => user.first_name === 'Matías');
      if (matias) matias.rut_user = '';
    });
    const sent = recordRequests();
    await openAt();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nombre', 'Apellido', 'Rut', 'Rol', 'Mail', 'Acciones']);
    expect(await rows()).toEqual([
      ['Valentina', 'Soto', demoUser(superAdmin).rut_user, 'Super admin', superAdmin],
      ['Francisca', 'Muñoz', demoUser(francisca).rut_user, 'Admin', francisca],
      [
        'Rocío',
        'Navarro',
        demoUser('exadmin@pymesdigitales.cl').rut_user,
        'Deshabilitado',
        'exadmin@pymesdigitales.cl',
      ],
      ['Matías', 'Herrera', '-', 'Admin', 'matias.herrera@pymesdigitales.cl'],
      [
        'Josefina',
        'Lagos',
        demoUser('josefina.lagos@pymesdigitales.cl').rut_user,
        'Admin',
        'josefina.lagos@pymesdigitales.cl',
      ],
    ]);
    const list = requestsTo(sent, 'GET', '/api/admin/user/')[0];
    expect(list?.query.get('limit')).toBe('10');
    expect(list?.query.get('offset')).toBe('0');
  });

  it('pages 10 at a time through the URL', async () => {
    addAdmins(7);
    const sent = recordRequests();
    const { user, router } = await openAt();
    expect(await rowNames()).toHaveLength(10);
    await user.click(screen.getByRole('link', { name: 'Página siguiente' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?pagina=2');
    });
    await waitFor(async () => {
      expect(await rowNames()).toEqual(['Extra 6', 'Extra 7']);
    });
    expect(requestsTo(sent, 'GET', '/api/admin/user/').at(-1)?.query.get('offset')).toBe('10');
  });

  it('typing a search goes back to page 1 and shows every match, unpaged', async () => {
    addAdmins(12);
    const sent = recordRequests();
    const { user, router } = await openAt('/admin/admins?pagina=2');
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar administrador' }), 'extra');
    // After the pause in typing, without Enter.
    await waitFor(() => {
      expect(router.state.location.search).toBe('?buscar=extra');
    });
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(async () => {
      expect(await rowNames()).toHaveLength(12);
    });
    const searches = requestsTo(sent, 'GET', '/api/admin/user-search/');
    expect(searches.map((search) => search.query.get('search'))).toEqual(
      searches.map(() => 'extra'),
    );
    // Asked for every match at once (spec §7: the search is not paged)…
    expect(searches[0]?.query.has('limit')).toBe(false);
    expect(searches[0]?.query.has('offset')).toBe(false);
    // …and where the backend pages it anyway (DRF's PAGE_SIZE: 10 or 20 in the
    // spec's readings), the next page is read: the 12 matches are all on screen.
    const pageSize = reading().pageSize;
    expect(searches.slice(1).map((search) => search.query.get('offset'))).toEqual(
      pageSize !== null && pageSize < 12 ? [String(pageSize)] : [],
    );
    expect(screen.queryByRole('navigation', { name: 'Páginas de administradores' })).toBeNull();
  });

  it('says when nothing matches', async () => {
    renderApp('/admin/admins?buscar=zzzz', { role: 'superadmin' });
    expect(
      await screen.findByText('No hay administradores que coincidan con «zzzz».'),
    ).toBeVisible();
  });
});

describe('/admin/admins: create', () => {
  it('opens "Crear Administrador" with Rol Deshabilitado first and chosen', async () => {
    const { user } = await openAt();
    const dialog = await openCreate(user);
    const role = within(dialog).getByLabelText(/^Rol$/);
    expect(role).toHaveDisplayValue('Deshabilitado');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Deshabilitado', 'Admin', 'Super admin']);
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it("checks RUT, e-mail and password with §5's messages; Guardar waits for them", async () => {
    const { user } = await openAt();
    const dialog = await openCreate(user);
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await fillNewAdmin(user, dialog, {
      rut_user: '12345678-9',
      email: 'ignacia@',
      password: 'corta',
    });
    expect(within(dialog).getByText('El RUT no es valido')).toBeVisible();
    expect(
      within(dialog).getByText('El email debe tener el siguiente formato: nombre@dominio.cl'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Tu contraseña es muy corta (mínimo 8 caracteres).'),
    ).toBeVisible();
    expect(save).toBeDisabled();
    await fill(user, dialog, /^Rut$/, '20111222-2');
    await fill(user, dialog, /Correo electrónico/, 'ignacia.fuentes@pymesdigitales.cl');
    expect(save).toBeDisabled();
    await fill(user, dialog, /^Contraseña$/, 'sinsimbolos123');
    expect(
      within(dialog).getByText(
        'Tu contraseña debe tener como mínimo una mayúscula, una minúscula, un número y un símbolo (@$!%*?&).',
      ),
    ).toBeVisible();
    expect(save).toBeDisabled();
    await fill(user, dialog, /^Contraseña$/, 'Segura2026!');
    expect(save).toBeEnabled();
  });

  it.each([
    ['Deshabilitado', false, false],
    ['Admin', true, false],
    ['Super admin', true, true],
  ] as const)(
    'sends role %s as enabled %s, is_super %s and its label as order_name',
    async (role, enabled, isSuper) => {
      const sent = recordRequests();
      const { user } = await openAt();
      const dialog = await openCreate(user);
      await fillNewAdmin(user, dialog);
      if (role !== 'Deshabilitado') {
        await user.selectOptions(within(dialog).getByLabelText(/^Rol$/), role);
      }
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => {
        expect(requestsTo(sent, 'POST', '/api/admin/user/')[0]?.body).toEqual({
          first_name: 'Ignacia',
          last_name: 'Fuentes',
          rut_user: '20111222-2',
          email: 'ignacia.fuentes@pymesdigitales.cl',
          password: 'Segura2026!',
          enabled,
          is_super: isSuper,
          order_name: role,
        });
      });
      expect(
        await screen.findByText(`Creamos la cuenta de Ignacia Fuentes (${role}).`),
      ).toBeVisible();
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
      const row = await rowOf('Ignacia');
      expect(roleIn(row)).toBe(role);
    },
  );

  it('shows a taken e-mail and RUT in the modal with the §8 texts', async () => {
    const { user } = await openAt();
    const dialog = await openCreate(user);
    await fillNewAdmin(user, dialog, {
      email: 'emprendedora@pymesdigitales.cl',
      rut_user: demoUser('emprendedora@pymesdigitales.cl').rut_user,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('¡Oops! El correo ingresado ya está registrado.');
    expect(alert).toHaveTextContent('¡Vaya! El rut ingresado ya se registró. (RUT usuario)');
    expect(screen.getByRole('dialog', { name: 'Crear Administrador' })).toBeInTheDocument();
  });

  it("shows the server's WEAK_PASSWORD with the §8 text", async () => {
    server.use(
      http.post(api('api/admin/user/'), () =>
        HttpResponse.json({ password: ['WEAK_PASSWORD'] }, { status: 400 }),
      ),
    );
    const { user } = await openAt();
    const dialog = await openCreate(user);
    await fillNewAdmin(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '¡Oops! La contraseña es muy débil.',
    );
  });

  it('shows the try-again message for any other failure, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(api('api/admin/user/'), () => HttpResponse.json(null, { status: 500 })));
    const { user } = await openAt();
    const dialog = await openCreate(user);
    await fillNewAdmin(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '¡Oops! Parece que algo salío mal. Por favor, vuelve a intentarlo más tarde.',
    );
    expect(error).toHaveBeenCalled();
  });
});

describe('/admin/admins: edit', () => {
  it('fills the modal from the admin and its flags; sends no rut, enabled or password unchanged', async () => {
    const sent = recordRequests();
    const { user } = await openAt();
    const dialog = await openEdit(user, 'Francisca');
    const stored = demoUser(francisca);
    expect(within(dialog).getByLabelText(/^Nombre$/)).toHaveValue('Francisca');
    expect(within(dialog).getByLabelText(/^Apellido$/)).toHaveValue('Muñoz');
    expect(within(dialog).getByLabelText(/^Rut$/)).toHaveValue(stored.rut_user);
    expect(within(dialog).getByLabelText(/^Rol$/)).toHaveDisplayValue('Admin');
    expect(within(dialog).getByLabelText(/Correo electrónico/)).toHaveValue(francisca);
    expect(within(dialog).getByLabelText(/^Contraseña$/)).toHaveValue('');
    expect(within(dialog).getByText('Déjala vacía para mantener la actual.')).toBeVisible();

    await fill(user, dialog, /^Nombre$/, 'Francisca Andrea');
    // The same RUT typed with dots is the same RUT.
    await fill(
      user,
      dialog,
      /^Rut$/,
      stored.rut_user.replace(/^(\d{2})(\d{3})(\d{3})/, '$1.$2.$3'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(
        requestsTo(sent, 'PATCH', `/api/admin/user/${adminPathUuid(francisca)}/`)[0]?.body,
      ).toEqual({
        first_name: 'Francisca Andrea',
        last_name: 'Muñoz',
        email: francisca,
        is_super: false,
        order_name: 'Admin',
      });
    });
    expect(await screen.findByText('Guardamos los datos de Francisca Andrea Muñoz.')).toBeVisible();
    await waitFor(async () => {
      expect(await rowNames()).toContain('Francisca Andrea');
    });
  });

  it('sends a changed RUT, a changed role (with enabled) and a typed password', async () => {
    const sent = recordRequests();
    const { user } = await openAt();
    const dialog = await openEdit(user, 'Francisca');
    await fill(user, dialog, /^Rut$/, '20111222-2');
    await user.selectOptions(within(dialog).getByLabelText(/^Rol$/), 'Deshabilitado');
    await fill(user, dialog, /^Contraseña$/, 'Nueva2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(
        requestsTo(sent, 'PATCH', `/api/admin/user/${adminPathUuid(francisca)}/`)[0]?.body,
      ).toEqual({
        first_name: 'Francisca',
        last_name: 'Muñoz',
        email: francisca,
        is_super: false,
        order_name: 'Deshabilitado',
        rut_user: '20111222-2',
        enabled: false,
        password: 'Nueva2026!',
      });
    });
    await waitFor(() => {
      expect(roleIn(rowNow('Francisca'))).toBe('Deshabilitado');
    });
    expect(demoUser(francisca)).toMatchObject({ enabled: false, password: 'Nueva2026!' });
  });

  it('reads a disabled admin as Deshabilitado and enables her as Super admin', async () => {
    const sent = recordRequests();
    const { user } = await openAt();
    const dialog = await openEdit(user, 'Rocío');
    expect(within(dialog).getByLabelText(/^Rol$/)).toHaveDisplayValue('Deshabilitado');
    await user.selectOptions(within(dialog).getByLabelText(/^Rol$/), 'Super admin');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(requestsTo(sent, 'PATCH', /\/api\/admin\/user\//)[0]?.body).toMatchObject({
        is_super: true,
        enabled: true,
        order_name: 'Super admin',
      });
    });
  });
});

describe('/admin/admins: a super admin cannot delete or demote herself', () => {
  it('her own row: Eliminar disabled, and says why', async () => {
    await openAt();
    const own = await rowOf('Valentina');
    const remove = within(own).getByRole('button', { name: /^Eliminar Valentina/ });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('No puedes eliminar tu propia cuenta.');
    expect(within(own).getByText('No puedes eliminar tu propia cuenta.')).toBeVisible();
    // Everybody else's can be deleted.
    expect(
      within(rowNow('Francisca')).getByRole('button', { name: /^Eliminar Francisca/ }),
    ).toBeEnabled();
    expect(within(rowNow('Francisca')).queryByText(/propia cuenta/)).toBeNull();
  });

  it('her own edit offers only Super admin, says why, and sends no enabled', async () => {
    const sent = recordRequests();
    const { user } = await openAt();
    const dialog = await openEdit(user, 'Valentina');
    const role = within(dialog).getByLabelText(/^Rol$/);
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Super admin']);
    expect(role).toHaveAccessibleDescription('No puedes quitarte el rol de Super admin.');
    await fill(user, dialog, /^Nombre$/, 'Valentina Paz');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(
        requestsTo(sent, 'PATCH', `/api/admin/user/${adminPathUuid(superAdmin)}/`)[0]?.body,
      ).toEqual({
        first_name: 'Valentina Paz',
        last_name: 'Soto',
        email: superAdmin,
        is_super: true,
        order_name: 'Super admin',
      });
    });
    // Her own profile is read again: the avatar menu greets her by her new name.
    expect(await screen.findByText('Hola, Valentina Paz')).toBeInTheDocument();
  });

  it("another admin's edit offers every role", async () => {
    const { user } = await openAt();
    const dialog = await openEdit(user, 'Francisca');
    const role = within(dialog).getByLabelText(/^Rol$/);
    expect(within(role).getAllByRole('option')).toHaveLength(3);
    expect(role).not.toHaveAccessibleDescription(/No puedes/);
  });

  it("shows the server's SELF_CHANGE refusal if it ever comes", async () => {
    server.use(
      http.patch(api('api/admin/user/:uuid/'), () =>
        HttpResponse.json({ detail: 'SELF_CHANGE' }, { status: 400 }),
      ),
    );
    const { user } = await openAt();
    const dialog = await openEdit(user, 'Valentina');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No puedes quitarte el rol de Super admin, deshabilitar ni eliminar tu propia cuenta.',
    );
  });
});

describe('/admin/admins: delete', () => {
  it('asks first; Cancelar sends nothing; Eliminar deletes and the row goes', async () => {
    const sent = recordRequests();
    const { user } = await openAt();
    const matias = demoUser('matias.herrera@pymesdigitales.cl');
    const matiasPathUuid = apiAdminUuid(matias);
    const remove = () =>
      within(rowNow('Matías')).getByRole('button', { name: 'Eliminar Matías Herrera' });
    await rowOf('Matías');

    await user.click(remove());
    let dialog = await screen.findByRole('alertdialog', { name: PROMPT });
    expect(dialog).toHaveTextContent('Matías Herrera');
    expect(dialog).toHaveTextContent('matias.herrera@pymesdigitales.cl');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(requestsTo(sent, 'DELETE', /admin\/user/)).toEqual([]);

    await user.click(remove());
    dialog = await screen.findByRole('alertdialog', { name: PROMPT });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => {
      expect(requestsTo(sent, 'DELETE', `/api/admin/user/${matiasPathUuid}/`)).toHaveLength(1);
    });
    expect(await screen.findByText('Eliminamos la cuenta de Matías Herrera.')).toBeVisible();
    await waitFor(async () => {
      expect(await rowNames()).not.toContain('Matías');
    });
    expect(readDb().users.some((candidate) => candidate.uuid === matias.uuid)).toBe(false);
    await waitFor(async () => {
      expect(await table()).toHaveFocus();
    });
  });

  it('keeps the row and says so when the delete fails (and logs it)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.delete(api('api/admin/user/:uuid/'), () =>
        HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
      ),
    );
    const { user } = await openAt();
    await user.click(
      within(await rowOf('Matías')).getByRole('button', { name: 'Eliminar Matías Herrera' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: PROMPT })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos eliminar la cuenta de Matías Herrera. Vuelve a intentarlo.',
    );
    expect(error).toHaveBeenCalled();
    expect(await rowOf('Matías')).toBeVisible();
  });
});
