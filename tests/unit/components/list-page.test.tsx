import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Paginated } from '@/api/pagination';
import { ListPage } from '@/components/list-page/list-page';
import { pagedResult, wholeResult } from '@/components/list-page/list-result';
import { NotificationsProvider } from '@/components/notifications';
import { useListState } from '@/lib/use-list-state';

interface Provider {
  uuid: string;
  name: string;
}

const providers: Provider[] = Array.from({ length: 12 }, (_, index) => ({
  uuid: `p${String(index + 1)}`,
  name: `Proveedor ${String(index + 1)}`,
}));

/** What the fake endpoint answers: a page of `providers`, an error, or nothing yet. */
type Answer = 'rows' | 'none' | 'error' | 'loading' | 'whole';

function queryFor(answer: Answer, page: number, refetch: () => void) {
  const pageOf = (rows: Provider[]): Paginated<Provider> => ({
    count: rows.length,
    next: null,
    previous: null,
    results: rows.slice((page - 1) * 10, page * 10),
  });
  const base = { isFetching: answer === 'loading', isError: answer === 'error', refetch };
  if (answer === 'rows') return pagedResult({ ...base, data: pageOf(providers) });
  if (answer === 'none') return pagedResult({ ...base, data: pageOf([]) });
  if (answer === 'whole') return wholeResult({ ...base, data: providers.slice(0, 3) });
  return pagedResult<Provider>(base);
}

/**
 * A fifth list, built the way the four admin lists are: this is all a
 * resource's page needs (the query hook is replaced by a fixed answer).
 */
function ProvidersPage(props: {
  answer: Answer;
  refetch: () => void;
  remove: (provider: Provider) => Promise<unknown>;
}) {
  const list = useListState();
  return (
    <ListPage
      id="lista-proveedores"
      title="Proveedores"
      list={list}
      search={{ label: 'Buscar proveedor' }}
      result={queryFor(props.answer, list.page, props.refetch)}
      columns={({ askDelete }) => [
        { key: 'name', header: 'Nombre', cell: (row) => row.name, rowHeader: true },
        {
          key: 'actions',
          header: 'Acciones',
          hideHeader: true,
          cell: (row) => (
            <button
              type="button"
              onClick={() => {
                askDelete(row);
              }}
            >
              Eliminar <span className="visually-hidden">{row.name}</span>
            </button>
          ),
        },
      ]}
      rowKey={(row) => row.uuid}
      texts={{
        plural: 'proveedores',
        article: 'los',
        caption: 'Proveedores',
        countInCaption: true,
        empty: 'Aún no hay proveedores.',
      }}
      deleteRow={{
        prompt: '¿Estas seguro que deseas eliminar este proveedor?',
        confirmLabel: 'Eliminar',
        remove: props.remove,
        texts: (row) => ({
          done: `Eliminamos a ${row.name}.`,
          failed: `No pudimos eliminar a ${row.name}.`,
          log: 'not deleted',
        }),
        details: (row) => <p>{row.name}</p>,
      }}
    />
  );
}

function showList(
  url: string,
  answer: Answer,
  remove: (provider: Provider) => Promise<unknown> = () => Promise.resolve(),
) {
  const refetch = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/proveedores',
        element: (
          <NotificationsProvider>
            <ProvidersPage answer={answer} refetch={refetch} remove={remove} />
          </NotificationsProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { refetch, user: userEvent.setup() };
}

describe('ListPage', () => {
  it('shows the page of rows, the count in the caption and the pager', () => {
    showList('/proveedores', 'rows');
    expect(screen.getByRole('heading', { level: 1, name: 'Proveedores' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Proveedores · 12' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Páginas de proveedores' });
    expect(within(pager).getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'href',
      '/proveedores?pagina=2',
    );
  });

  it('goes to the last page when the address asks for a page past it', async () => {
    showList('/proveedores?pagina=5', 'rows');
    const pager = screen.getByRole('navigation', { name: 'Páginas de proveedores' });
    await waitFor(() => {
      expect(within(pager).getByRole('link', { name: 'Página 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    expect(screen.getByRole('rowheader', { name: 'Proveedor 11' })).toBeInTheDocument();
  });

  it('says the load failed, with Reintentar, and shows no rows', async () => {
    const { refetch, user } = showList('/proveedores', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar los proveedores.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  });

  it('shows the loading state before the first answer, without a count', () => {
    showList('/proveedores', 'loading');
    expect(screen.getByRole('table', { name: 'Proveedores' })).toHaveTextContent('Cargando…');
  });

  it('tells an empty list from a search without matches', () => {
    showList('/proveedores', 'none');
    expect(screen.getByText('Aún no hay proveedores.')).toBeInTheDocument();
  });

  it('names the search that found nothing', () => {
    showList('/proveedores?buscar=miel', 'none');
    expect(screen.getByText('No hay proveedores que coincidan con «miel».')).toBeInTheDocument();
  });

  it('offers no pager for a list answered whole', () => {
    showList('/proveedores?pagina=3', 'whole');
    expect(screen.getByRole('table', { name: 'Proveedores · 3' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas de proveedores' })).toBeNull();
  });

  it('deletes a row after spec §8 question and says so', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { user } = showList('/proveedores', 'rows', remove);
    await user.click(screen.getByRole('button', { name: 'Eliminar Proveedor 2' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Estas seguro que deseas eliminar este proveedor?',
    });
    expect(dialog).toHaveTextContent('Proveedor 2');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Eliminamos a Proveedor 2.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(providers[1]);
  });

  it('says when a delete failed and keeps the row', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = showList('/proveedores', 'rows', () => Promise.reject(new Error('500')));
    await user.click(screen.getByRole('button', { name: 'Eliminar Proveedor 1' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No pudimos eliminar a Proveedor 1.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Proveedor 1' })).toBeInTheDocument();
  });
});
