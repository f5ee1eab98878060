import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ListPage } from '@/components/list-page/list-page';
import { wholeResult } from '@/components/list-page/list-result';
import { NotificationsProvider } from '@/components/notifications';
import { useListState } from '@/lib/use-list-state';

interface Provider {
  uuid: string;
  name: string;
}

/**
 * Another list than /admin/pymes gets saved views by configuration alone
 * (issue 38, item 7): a storage key per user and its ready views.
 */
function ProvidersPage({ userId }: { userId: string }) {
  const list = useListState({ filters: { estado: '' } });
  return (
    <ListPage<Provider, { estado: string }>
      id="lista-proveedores"
      title="Proveedores"
      views={{
        storageKey: `proveedores-views:${userId}`,
        ready: [{ id: 'activos', name: 'Activos', params: () => ({ estado: 'activo' }) }],
      }}
      list={list}
      search={{ label: 'Buscar proveedor' }}
      result={wholeResult({
        data: [{ uuid: 'p1', name: 'Proveedor 1' }],
        isFetching: false,
        isError: false,
        refetch: () => undefined,
      })}
      columns={[{ key: 'name', header: 'Nombre', cell: (row) => row.name, rowHeader: true }]}
      rowKey={(row) => row.uuid}
      texts={{ plural: 'proveedores', article: 'los', caption: 'Proveedores', empty: 'Nada.' }}
    />
  );
}

function showList(url: string, userId = 'u1') {
  const router = createMemoryRouter(
    [
      {
        path: '/proveedores',
        element: (
          <NotificationsProvider>
            <ProvidersPage userId={userId} />
          </NotificationsProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
});

describe('ListPage: saved views by configuration', () => {
  it("offers the list's ready views and keeps the user's own", async () => {
    const { user, unmount } = showList('/proveedores?buscar=norte&pagina=2');

    await user.click(await screen.findByRole('button', { name: 'Vistas' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Activos' })).toHaveAttribute(
      'href',
      '/proveedores?estado=activo',
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Guardar vista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar vista' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre de la vista/ }), 'Norte');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar vista' }));
    await screen.findByText('Vista «Norte» guardada en este navegador.');
    expect(screen.getByRole('button', { name: 'Vistas: Norte' })).toBeVisible();
    unmount();

    // Another list's page, later: the view is there and opens without the page.
    const again = showList('/proveedores');
    await again.user.click(await screen.findByRole('button', { name: 'Vistas' }));
    await again.user.click(await screen.findByRole('menuitem', { name: 'Norte' }));
    await waitFor(() => {
      expect(again.router.state.location.search).toBe('?buscar=norte');
    });
    again.unmount();

    // Another user of the browser does not see it.
    const other = showList('/proveedores', 'u2');
    await other.user.click(await screen.findByRole('button', { name: 'Vistas' }));
    expect(await screen.findByRole('menu')).not.toHaveTextContent('Norte');
  });
});
