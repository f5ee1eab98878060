import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSavedViews } from '@/components/list-page/saved-views-store';
import { readDb } from '@/mocks/db';
import { accountOf, demoUser } from '@tests/testing/demo-session';
import { renderApp } from '@tests/testing/render-app';

type View = ReturnType<typeof renderApp>;
type User = View['user'];

/** The key the list keeps a demo account's views under (per user: her uuid). */
function viewsKeyOf(role: 'admin' | 'superadmin') {
  return `pymes-views:${demoUser(accountOf[role]).uuid}`;
}

async function openAt(url: string, role: 'admin' | 'superadmin' = 'admin') {
  const view = renderApp(url, { role });
  await screen.findByRole('table', { name: /^Pymes( deshabilitadas)? · \d+$/ });
  // The control's code arrives after the list.
  await screen.findByRole('button', { name: /^Vistas/ });
  return view;
}

/** The "Vistas" menu button ("Vistas: <name>" when the list shows a view). */
function viewsToggle() {
  return screen.getByRole('button', { name: /^Vistas/ });
}

async function openMenu(user: User) {
  await user.click(viewsToggle());
  return screen.findByRole('menu');
}

/** Opens "Guardar vista", names the view and saves it; waits for the notice. */
async function saveView(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: 'Guardar vista' }));
  const dialog = await screen.findByRole('dialog', { name: 'Guardar vista' });
  await user.type(within(dialog).getByRole('textbox', { name: /Nombre de la vista/ }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Guardar vista' }));
  await screen.findByText(`Vista «${name}» guardada en este navegador.`);
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
}

function searchOf(view: View) {
  return view.router.state.location.search;
}

function firstLine() {
  const line = readDb().trainingLines[0];
  if (!line) throw new Error('The demo has no training line');
  return line;
}

// jsdom keeps localStorage for the whole file: each test starts with none.
beforeEach(() => {
  localStorage.clear();
});

describe('/admin/pymes: saved views', () => {
  it('saves the search and filters under a name, and then shows the list as that view', async () => {
    const line = firstLine();
    const { user } = await openAt(`/admin/pymes?linea=${line.uuid}&buscar=a`);
    await saveView(user, 'Línea uno con a');

    // The list now shows that view, and saving it again is not offered.
    expect(viewsToggle()).toHaveAccessibleName('Vistas: Línea uno con a');
    expect(screen.getByRole('button', { name: 'Guardar vista' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar vista' })).toHaveAccessibleDescription(
      'Esta vista ya está en «Línea uno con a».',
    );
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Línea uno con a' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Desertoras' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens a saved view from the menu with exactly its query, which the filters read', async () => {
    const line = firstLine();
    // Saved earlier (as the store writes it), in another visit.
    writeSavedViews(localStorage, viewsKeyOf('admin'), [
      { id: 'v1', name: 'Línea uno con a', params: { linea: line.uuid, buscar: 'a' } },
    ]);
    const view = await openAt('/admin/pymes?vista=deshabilitadas&buscar=e');
    expect(viewsToggle()).toHaveAccessibleName('Vistas');
    const menu = await openMenu(view.user);
    await view.user.click(within(menu).getByRole('menuitem', { name: 'Línea uno con a' }));

    expect(searchOf(view)).toBe(`?linea=${line.uuid}&buscar=a`);
    // The list's own filters read it: the line chosen, the search typed, all pymes.
    expect(await screen.findByRole('combobox', { name: 'Línea de formación' })).toHaveDisplayValue(
      line.name,
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar pyme' })).toHaveValue('a');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Pymes$/);
    await waitFor(() => {
      expect(viewsToggle()).toHaveAccessibleName('Vistas: Línea uno con a');
    });
  });

  it('offers no save without a search or a filter, and says why', async () => {
    const { user } = await openAt('/admin/pymes?pagina=2');
    const save = screen.getByRole('button', { name: 'Guardar vista' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Busca o filtra la lista para guardar una vista.');
    const menu = await openMenu(user);
    expect(within(menu).getByText(/Aún no has guardado vistas/)).toBeVisible();
  });

  it('asks for a name of up to 60 characters that none of her views has', async () => {
    const { user } = await openAt('/admin/pymes?buscar=miel');
    await saveView(user, 'Miel');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pyme' }), 'es{Enter}');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Guardar vista' })).toBeEnabled();
    });

    await user.click(screen.getByRole('button', { name: 'Guardar vista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar vista' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre de la vista/ });
    const submit = within(dialog).getByRole('button', { name: 'Guardar vista' });
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    expect(submit).toBeDisabled();

    // Left empty: said once she leaves the field.
    await user.tab();
    expect(await within(dialog).findByText('Escribe un nombre para la vista.')).toBeVisible();
    expect(name).toHaveAccessibleDescription(/Escribe un nombre para la vista\./);

    await user.type(name, '   ');
    expect(submit).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'x'.repeat(61));
    expect(
      await within(dialog).findByText('El nombre puede tener hasta 60 caracteres.'),
    ).toBeVisible();
    expect(submit).toBeDisabled();

    await user.clear(name);
    await user.type(name, '  MIEL ');
    expect(await within(dialog).findByText('Ya hay una vista con ese nombre.')).toBeVisible();
    expect(submit).toBeDisabled();

    // A ready view's name is one of hers too.
    await user.clear(name);
    await user.type(name, 'desertoras');
    expect(await within(dialog).findByText('Ya hay una vista con ese nombre.')).toBeVisible();

    await user.clear(name);
    await user.type(name, 'x'.repeat(60));
    await waitFor(() => {
      expect(submit).toBeEnabled();
    });
    await user.click(submit);
    expect(
      await screen.findByText(`Vista «${'x'.repeat(60)}» guardada en este navegador.`),
    ).toBeVisible();
  });

  it("copies a saved view's absolute link, and shows it selected when the browser refuses", async () => {
    const { user } = await openAt('/admin/pymes?buscar=miel&vista=deshabilitadas');
    await saveView(user, 'Miel deshabilitada');
    const link = `${window.location.origin}/admin/pymes?buscar=miel&vista=deshabilitadas`;

    let menu = await openMenu(user);
    await user.click(
      within(menu).getByRole('menuitem', { name: 'Copiar enlace de «Miel deshabilitada»' }),
    );
    expect(await screen.findByText('Enlace de «Miel deshabilitada» copiado.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(link);

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    menu = await openMenu(user);
    await user.click(
      within(menu).getByRole('menuitem', { name: 'Copiar enlace de «Miel deshabilitada»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enlace de «Miel deshabilitada»' });
    const field = within(dialog).getByRole('textbox', { name: 'Enlace de la vista' });
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('readonly');
    await waitFor(() => {
      expect(field).toHaveFocus();
    });
    if (!(field instanceof HTMLInputElement)) throw new Error('The link is not in an input');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, link.length]);

    // The footer's Cerrar (the × is named Cerrar too).
    const close = within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1);
    if (!close) throw new Error('No Cerrar');
    await user.click(close);
    await waitFor(() => {
      expect(viewsToggle()).toHaveFocus();
    });
  });

  it('deletes a saved view after asking, for good', async () => {
    const view = await openAt('/admin/pymes?buscar=miel');
    const { user } = view;
    await saveView(user, 'Miel');

    let menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Eliminar «Miel»' }));
    let question = await screen.findByRole('alertdialog', { name: '¿Eliminar la vista «Miel»?' });
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Miel' })).toBeVisible();

    await user.click(within(menu).getByRole('menuitem', { name: 'Eliminar «Miel»' }));
    question = await screen.findByRole('alertdialog', { name: '¿Eliminar la vista «Miel»?' });
    await user.click(within(question).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Vista «Miel» eliminada.')).toBeVisible();
    await waitFor(() => {
      expect(viewsToggle()).toHaveFocus();
    });
    // The list stays where it was; only the name is gone.
    expect(searchOf(view)).toBe('?buscar=miel');
    expect(viewsToggle()).toHaveAccessibleName('Vistas');
    menu = await openMenu(user);
    expect(within(menu).queryByRole('menuitem', { name: 'Miel' })).not.toBeInTheDocument();

    // Gone after a reload too.
    view.unmount();
    const { user: again } = await openAt('/admin/pymes');
    menu = await openMenu(again);
    expect(within(menu).queryByRole('menuitem', { name: 'Miel' })).not.toBeInTheDocument();
    expect(within(menu).getByText(/Aún no has guardado vistas/)).toBeVisible();
  });

  it("keeps each user's views apart: another admin in the same browser does not see them", async () => {
    const first = await openAt('/admin/pymes?buscar=miel');
    await saveView(first.user, 'Miel de Ana');
    first.unmount();

    const other = await openAt('/admin/pymes?buscar=miel', 'superadmin');
    let menu = await openMenu(other.user);
    expect(within(menu).queryByRole('menuitem', { name: 'Miel de Ana' })).not.toBeInTheDocument();
    // Her own, with the same name and query: allowed, and hers only.
    await other.user.keyboard('{Escape}');
    await saveView(other.user, 'Miel de Ana');
    other.unmount();

    const back = await openAt('/admin/pymes');
    menu = await openMenu(back.user);
    expect(within(menu).getAllByRole('menuitem', { name: 'Miel de Ana' })).toHaveLength(1);
    await back.user.click(within(menu).getByRole('menuitem', { name: 'Eliminar «Miel de Ana»' }));
    const question = await screen.findByRole('alertdialog');
    await back.user.click(within(question).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('Vista «Miel de Ana» eliminada.');
    back.unmount();

    const superAgain = await openAt('/admin/pymes', 'superadmin');
    menu = await openMenu(superAgain.user);
    expect(within(menu).getByRole('menuitem', { name: 'Miel de Ana' })).toBeVisible();
  });

  it('shows what it can read of a corrupt or foreign store, never failing, and saves over it', async () => {
    localStorage.setItem(viewsKeyOf('admin'), '{"version":1,"views":[{"id":');
    const broken = await openAt('/admin/pymes?buscar=miel');
    let menu = await openMenu(broken.user);
    expect(within(menu).getByRole('menuitem', { name: 'Desertoras' })).toBeVisible();
    expect(within(menu).getByText(/Aún no has guardado vistas/)).toBeVisible();
    await broken.user.keyboard('{Escape}');
    await saveView(broken.user, 'Miel');
    broken.unmount();

    localStorage.setItem(
      viewsKeyOf('admin'),
      JSON.stringify({
        version: 1,
        views: [
          { id: 'a', name: 'Buena', params: { estado: 'TRAINING' } },
          { id: 'b', name: 42, params: { estado: 'NA' } },
          { id: 'c', name: 'Sin nada', params: {} },
          'basura',
        ],
      }),
    );
    const mixed = await openAt('/admin/pymes');
    menu = await openMenu(mixed.user);
    // The ready views' group and one saved view: "Buena".
    expect(within(menu).getAllByRole('group')).toHaveLength(2);
    expect(within(menu).getByRole('group', { name: 'Buena' })).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Buena' })).toHaveAttribute(
      'href',
      '/admin/pymes?estado=TRAINING',
    );
    mixed.unmount();

    localStorage.setItem(viewsKeyOf('admin'), JSON.stringify({ version: 9, vistas: 'otra app' }));
    const foreign = await openAt('/admin/pymes');
    menu = await openMenu(foreign.user);
    expect(within(menu).getByText(/Aún no has guardado vistas/)).toBeVisible();
  });

  it('says so when the browser has no room left, and keeps the dialog open', async () => {
    const { user } = await openAt('/admin/pymes?buscar=miel');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'Guardar vista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar vista' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre de la vista/ }), 'Miel');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar vista' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El navegador no tiene espacio para guardar vistas.',
    );
    expect(screen.queryByText(/guardada en este navegador/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const menu = await openMenu(user);
    expect(within(menu).queryByRole('menuitem', { name: 'Miel' })).not.toBeInTheDocument();
  });
});

describe('/admin/pymes: the ready views', () => {
  it('"Sin diagnóstico tras 14 días" asks for the pymes registered 14 days before today, or earlier', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 2, 10, 9, 30));
    const view = await openAt('/admin/pymes?buscar=miel&pagina=2');
    const menu = await openMenu(view.user);
    await view.user.click(
      within(menu).getByRole('menuitem', { name: 'Sin diagnóstico tras 14 días' }),
    );
    // Exactly its parameters: the search and the page are gone.
    expect(searchOf(view)).toBe('?diagnosticos=sin&hasta=2027-02-24');
    await waitFor(() => {
      expect(viewsToggle()).toHaveAccessibleName('Vistas: Sin diagnóstico tras 14 días');
    });
  });

  it('counts from the local day, late in the evening too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 31, 23, 59));
    const view = await openAt('/admin/pymes');
    const menu = await openMenu(view.user);
    expect(
      within(menu).getByRole('menuitem', { name: 'Sin diagnóstico tras 14 días' }),
    ).toHaveAttribute('href', '/admin/pymes?diagnosticos=sin&hasta=2026-12-17');
  });

  it('opens the other three with their parameters; "Deshabilitadas" is the list\'s disabled view', async () => {
    const view = await openAt('/admin/pymes?buscar=miel');
    const { user } = view;
    const open = async (name: string) => {
      const menu = await openMenu(user);
      await user.click(within(menu).getByRole('menuitem', { name }));
    };

    await open('Dos diagnósticos y sin línea');
    expect(searchOf(view)).toBe('?diagnosticos=2&linea=sin-linea');
    await open('Desertoras');
    expect(searchOf(view)).toBe('?estado=DESERTER');
    await waitFor(() => {
      expect(viewsToggle()).toHaveAccessibleName('Vistas: Desertoras');
    });

    await open('Deshabilitadas');
    expect(searchOf(view)).toBe('?vista=deshabilitadas');
    const disabledCount = readDb().pymes.filter((pyme) => !pyme.enabled).length;
    expect(
      await screen.findByRole('table', {
        name: `Pymes deshabilitadas · ${String(disabledCount)}`,
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deshabilitadas', pressed: true })).toBeVisible();
    // A ready view is not saved again.
    expect(screen.getByRole('button', { name: 'Guardar vista' })).toBeDisabled();
  });
});
