import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { readDb, updateDb } from '@/mocks/db';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { recordRequests, requestsTo } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

type User = ReturnType<typeof renderApp>['user'];

const PROMPT = '¿Estas seguro que deseas eliminar este diagnóstico?';

/** The seeded diagnostics, in order. */
function diagnostics() {
  return [...readDb().evaluations].sort((a, b) => a.order_number - b.order_number);
}

function diagnosticOf(formId: string) {
  const diagnostic = readDb().evaluations.find((candidate) => candidate.form_id === formId);
  if (!diagnostic) throw new Error(`No demo diagnostic ${formId}`);
  return diagnostic;
}

/** `count` more diagnostics after the seed's three, so that the list has two pages. */
function addDiagnostics(count: number) {
  updateDb((data) => {
    for (let index = 1; index <= count; index += 1) {
      data.evaluations.push({
        uuid: `extra-${String(index)}`,
        name: `Diagnóstico extra ${String(index)}`,
        form_id: `extra-${String(index)}`,
        duration: 10,
        order_number: 3 + index,
        order_name: `Extra ${String(index)}`,
        amount: 1,
        enabled: true,
      });
    }
  });
}

async function table() {
  return screen.findByRole('table', { name: 'Diagnósticos' });
}

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

/** The names of the rows on screen. */
async function rowNames() {
  return namesOf(await table(), 'rowheader');
}

function rowNow(name: string) {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name }));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

async function rowOf(name: string) {
  await screen.findByRole('rowheader', { name });
  return rowNow(name);
}

async function openAt(url = '/admin/forms') {
  const view = renderApp(url, { role: 'superadmin' });
  await table();
  await screen.findAllByRole('rowheader');
  return view;
}

async function fill(user: User, dialog: HTMLElement, label: RegExp, value: string) {
  const field = within(dialog).getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('/admin/forms: the table', () => {
  it("shows the spec's columns and the diagnostics in order, 10 a page", async () => {
    const sent = recordRequests();
    await openAt();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nombre', 'Orden', 'ID', 'Acciones']);
    expect(await rowNames()).toEqual(diagnostics().map((diagnostic) => diagnostic.name));
    const first = diagnosticOf('etapa-1');
    const row = rowNow(first.name);
    expect(namesOf(row, 'cell').slice(0, 2)).toEqual(['1 Etapa 1', 'etapa-1']);
    expect(within(row).getByRole('button', { name: `Editar ${first.name}` })).toBeVisible();
    expect(within(row).getByRole('button', { name: `Eliminar ${first.name}` })).toBeVisible();
    const list = requestsTo(sent, 'GET', '/api/evaluations/evaluation/')[0];
    expect(list?.query.get('limit')).toBe('10');
    expect(list?.query.get('offset')).toBe('0');
    // Three diagnostics fit on one page: no page links.
    expect(screen.queryByRole('navigation', { name: 'Páginas de diagnósticos' })).toBeNull();
  });

  it('pages through the URL', async () => {
    addDiagnostics(9);
    const sent = recordRequests();
    const { user, router } = await openAt();
    await user.click(screen.getByRole('link', { name: 'Página siguiente' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?pagina=2');
    });
    await waitFor(async () => {
      expect(await rowNames()).toEqual(['Diagnóstico extra 8', 'Diagnóstico extra 9']);
    });
    expect(
      requestsTo(sent, 'GET', '/api/evaluations/evaluation/').at(-1)?.query.get('offset'),
    ).toBe('10');
  });

  it('searches through evaluation-search/, back to page 1', async () => {
    addDiagnostics(9);
    const sent = recordRequests();
    const { user, router } = await openAt('/admin/forms?pagina=2');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar diagnóstico' }), 'ventas{Enter}');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?buscar=ventas');
    });
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(async () => {
      expect(await rowNames()).toEqual([diagnosticOf('etapa-2').name]);
    });
    const search = requestsTo(sent, 'GET', '/api/evaluations/evaluation-search/').at(-1);
    expect(search?.query.get('search')).toBe('ventas');
    expect(search?.query.get('offset')).toBe('0');
  });

  it('says when nothing matches', async () => {
    renderApp('/admin/forms?buscar=zzzz', { role: 'superadmin' });
    expect(await screen.findByText('No hay diagnósticos que coincidan con «zzzz».')).toBeVisible();
  });
});

describe('/admin/forms: create', () => {
  it('checks the fields and sends numbers, amount 1 and enabled true', async () => {
    const sent = recordRequests();
    const { user } = await openAt();
    await user.click(screen.getByRole('button', { name: 'Crear diagnóstico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear diagnóstico' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();

    await fill(user, dialog, /^Nombre$/, 'Diagnóstico de comercio electrónico');
    await fill(user, dialog, /ID del formulario/, 'etapa-4');
    await fill(user, dialog, /Duración/, '25 min');
    await fill(user, dialog, /Número de orden/, '4.');
    await fill(user, dialog, /Nombre de orden/, 'Etapa 4');
    expect(within(dialog).getByText('La duración debe tener solo números.')).toBeVisible();
    expect(within(dialog).getByText('El número de orden debe tener solo números.')).toBeVisible();
    expect(save).toBeDisabled();

    await fill(user, dialog, /Duración/, '');
    await user.tab();
    expect(within(dialog).getByText('Debes ingresar la duración en minutos.')).toBeVisible();
    await fill(user, dialog, /Duración/, '25');
    await fill(user, dialog, /Número de orden/, '4');
    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() => {
      expect(requestsTo(sent, 'POST', '/api/evaluations/evaluation/')[0]?.body).toEqual({
        name: 'Diagnóstico de comercio electrónico',
        form_id: 'etapa-4',
        duration: 25,
        order_number: 4,
        order_name: 'Etapa 4',
        amount: 1,
        enabled: true,
      });
    });
    expect(
      await screen.findByText('Creamos el diagnóstico «Diagnóstico de comercio electrónico».'),
    ).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(await rowOf('Diagnóstico de comercio electrónico')).toHaveTextContent('etapa-4');
  });

  it('shows a form id in use in the dialog and keeps it open', async () => {
    const { user } = await openAt();
    await user.click(screen.getByRole('button', { name: 'Crear diagnóstico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear diagnóstico' });
    await fill(user, dialog, /^Nombre$/, 'Otro diagnóstico');
    await fill(user, dialog, /ID del formulario/, 'etapa-2');
    await fill(user, dialog, /Duración/, '10');
    await fill(user, dialog, /Número de orden/, '9');
    await fill(user, dialog, /Nombre de orden/, 'Etapa 9');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya existe un diagnóstico con este ID del formulario.',
    );
    expect(readDb().evaluations).toHaveLength(3);
  });
});

describe('/admin/forms: edit', () => {
  it('fills the dialog and sends only what changed', async () => {
    const sent = recordRequests();
    const { user } = await openAt();
    const stage = diagnosticOf('etapa-2');
    await user.click(
      within(await rowOf(stage.name)).getByRole('button', { name: `Editar ${stage.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar diagnóstico' });
    expect(within(dialog).getByLabelText(/^Nombre$/)).toHaveValue(stage.name);
    expect(within(dialog).getByLabelText(/ID del formulario/)).toHaveValue('etapa-2');
    expect(within(dialog).getByLabelText(/Duración/)).toHaveValue('20');
    expect(within(dialog).getByLabelText(/Número de orden/)).toHaveValue('2');
    expect(within(dialog).getByLabelText(/Nombre de orden/)).toHaveValue('Etapa 2');

    await fill(user, dialog, /Duración/, '30');
    // Typed back to what it was: not a change.
    await fill(user, dialog, /Nombre de orden/, 'Etapa 2');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(
        requestsTo(sent, 'PATCH', `/api/evaluations/evaluation/${stage.uuid}/`)[0]?.body,
      ).toEqual({ duration: 30 });
    });
    expect(await screen.findByText(`Guardamos el diagnóstico «${stage.name}».`)).toBeVisible();
    expect(diagnosticOf('etapa-2').duration).toBe(30);

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await user.click(
      within(rowNow(stage.name)).getByRole('button', { name: `Editar ${stage.name}` }),
    );
    const again = await screen.findByRole('dialog', { name: 'Editar diagnóstico' });
    await fill(user, again, /^Nombre$/, 'Ventas y clientes');
    await fill(user, again, /ID del formulario/, 'ventas');
    await fill(user, again, /Número de orden/, '5');
    await user.click(within(again).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(
        requestsTo(sent, 'PATCH', `/api/evaluations/evaluation/${stage.uuid}/`)[1]?.body,
      ).toEqual({ name: 'Ventas y clientes', form_id: 'ventas', order_number: 5 });
    });
    await waitFor(async () => {
      expect((await rowNames()).at(-1)).toBe('Ventas y clientes');
    });
  });

  it('sends nothing when nothing changed, and just closes', async () => {
    const sent = recordRequests();
    const { user } = await openAt();
    const stage = diagnosticOf('etapa-1');
    await user.click(
      within(await rowOf(stage.name)).getByRole('button', { name: `Editar ${stage.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar diagnóstico' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(requestsTo(sent, 'PATCH', /evaluation/)).toEqual([]);
  });
});

describe('/admin/forms: delete', () => {
  it('asks first; Cancelar sends nothing; Eliminar deletes and the row goes', async () => {
    const sent = recordRequests();
    const { user } = await openAt();
    const stage = diagnosticOf('etapa-3');
    const remove = () =>
      within(rowNow(stage.name)).getByRole('button', { name: `Eliminar ${stage.name}` });
    await rowOf(stage.name);

    await user.click(remove());
    let dialog = await screen.findByRole('alertdialog', { name: PROMPT });
    expect(dialog).toHaveTextContent(stage.name);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(requestsTo(sent, 'DELETE', /evaluation/)).toEqual([]);

    await user.click(remove());
    dialog = await screen.findByRole('alertdialog', { name: PROMPT });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => {
      expect(requestsTo(sent, 'DELETE', `/api/evaluations/evaluation/${stage.uuid}/`)).toHaveLength(
        1,
      );
    });
    expect(await screen.findByText(`Eliminamos el diagnóstico «${stage.name}».`)).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByRole('rowheader', { name: stage.name })).not.toBeInTheDocument();
    });
    // The button that had the focus went with its row: the focus goes to the table.
    await waitFor(async () => {
      expect(await table()).toHaveFocus();
    });
  });

  it('keeps the row and says so when the delete fails (and logs it)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.delete(api('api/evaluations/evaluation/:uuid/'), () =>
        HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
      ),
    );
    const { user } = await openAt();
    const stage = diagnosticOf('etapa-3');
    await user.click(
      within(await rowOf(stage.name)).getByRole('button', { name: `Eliminar ${stage.name}` }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: PROMPT })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `No pudimos eliminar el diagnóstico «${stage.name}». Vuelve a intentarlo.`,
    );
    expect(error).toHaveBeenCalled();
    expect(await rowOf(stage.name)).toBeVisible();
    expect(readDb().evaluations).toHaveLength(3);
  });
});
