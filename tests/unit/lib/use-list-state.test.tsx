import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useClampedPage, useListState } from '@/lib/use-list-state';

const filters = { linea: '', estado: 'activas' };

/** A list screen reduced to its state: what it shows and buttons that change it. */
function ListHarness({ pageCount }: { pageCount?: number }) {
  const list = useListState({ filters });
  useClampedPage(list, pageCount);
  return (
    <>
      <p>Página {list.page}</p>
      <p>Búsqueda: «{list.search}»</p>
      <p>Línea: «{list.filters.linea}»</p>
      <p>Estado: «{list.filters.estado}»</p>
      <button
        type="button"
        onClick={() => {
          list.setPage(list.page + 1);
        }}
      >
        Siguiente
      </button>
      <button
        type="button"
        onClick={() => {
          list.setSearch('queso');
        }}
      >
        Buscar queso
      </button>
      <button
        type="button"
        onClick={() => {
          list.setFilter('linea', 'xyz');
        }}
      >
        Filtrar por línea
      </button>
      <button
        type="button"
        onClick={() => {
          list.setFilter('estado', 'activas');
        }}
      >
        Solo activas
      </button>
      <button
        type="button"
        onClick={() => {
          list.setPage(1);
        }}
      >
        Primera página
      </button>
      <a href={list.pageHref(3)}>Ir a la página 3</a>
    </>
  );
}

function renderList(url: string, pageCount?: number) {
  const router = createMemoryRouter(
    [{ path: '/lista', element: <ListHarness pageCount={pageCount} /> }],
    {
      initialEntries: [url],
    },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  return { router, unmount, user: userEvent.setup() };
}

const search = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.search;

describe('useListState', () => {
  it('reads the page, the search and the filters from the URL', () => {
    renderList('/lista?pagina=3&buscar=miel&linea=abc');
    expect(screen.getByText('Página 3')).toBeInTheDocument();
    expect(screen.getByText('Búsqueda: «miel»')).toBeInTheDocument();
    expect(screen.getByText('Línea: «abc»')).toBeInTheDocument();
    expect(screen.getByText('Estado: «activas»')).toBeInTheDocument();
  });

  it('uses the defaults when the URL says nothing', () => {
    renderList('/lista');
    expect(screen.getByText('Página 1')).toBeInTheDocument();
    expect(screen.getByText('Búsqueda: «»')).toBeInTheDocument();
    expect(screen.getByText('Línea: «»')).toBeInTheDocument();
  });

  it('reads an invalid page as page 1', () => {
    for (const page of ['0', '-2', 'dos', '2.5', '1e3', '']) {
      const { router, unmount } = renderList(`/lista?pagina=${page}`);
      expect(screen.getByText('Página 1')).toBeInTheDocument();
      expect(search(router)).toBe(`?pagina=${page}`);
      unmount();
    }
  });

  it('goes to another page with a new history entry, so Back returns', async () => {
    const { router, user } = renderList('/lista?pagina=3&buscar=miel&linea=abc');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 4')).toBeInTheDocument();
    expect(search(router)).toBe('?pagina=4&buscar=miel&linea=abc');
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Página 3')).toBeInTheDocument();
    expect(search(router)).toBe('?pagina=3&buscar=miel&linea=abc');
  });

  it('replaces the history entry on search and goes back to page 1', async () => {
    const { router, user } = renderList('/lista');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buscar queso' }));
    expect(await screen.findByText('Búsqueda: «queso»')).toBeInTheDocument();
    expect(screen.getByText('Página 1')).toBeInTheDocument();
    expect(search(router)).toBe('?buscar=queso');
    expect(router.state.historyAction).toBe('REPLACE');

    // The search took the place of page 3: Back goes to page 2.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Página 2')).toBeInTheDocument();
    expect(search(router)).toBe('?pagina=2');
  });

  it('sets a filter with a new history entry and goes back to page 1', async () => {
    const { router, user } = renderList('/lista?pagina=5&buscar=miel');
    await user.click(screen.getByRole('button', { name: 'Filtrar por línea' }));
    expect(await screen.findByText('Línea: «xyz»')).toBeInTheDocument();
    expect(screen.getByText('Página 1')).toBeInTheDocument();
    expect(search(router)).toBe('?buscar=miel&linea=xyz');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves values equal to their default out of the URL', async () => {
    const { router, user } = renderList('/lista?pagina=2&estado=todas');
    await user.click(screen.getByRole('button', { name: 'Solo activas' }));
    expect(await screen.findByText('Estado: «activas»')).toBeInTheDocument();
    expect(search(router)).toBe('');
    expect(router.state.location.pathname).toBe('/lista');
  });

  it('keeps the parameters it does not own', async () => {
    const { router, user } = renderList('/lista?orden=nombre&pagina=2&tab=1');
    await user.click(screen.getByRole('button', { name: 'Primera página' }));
    await user.click(screen.getByRole('button', { name: 'Buscar queso' }));
    expect(await screen.findByText('Búsqueda: «queso»')).toBeInTheDocument();
    expect(search(router)).toBe('?orden=nombre&tab=1&buscar=queso');
  });

  it('builds the link to a page from the current URL', () => {
    renderList('/lista?pagina=1&buscar=miel&linea=abc');
    expect(screen.getByRole('link', { name: 'Ir a la página 3' })).toHaveAttribute(
      'href',
      '?pagina=3&buscar=miel&linea=abc',
    );
  });

  it('shows the same list after a reload (a new router at the same URL)', async () => {
    const { router, unmount, user } = renderList('/lista?buscar=miel');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar por línea' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 2')).toBeInTheDocument();
    const url = `${router.state.location.pathname}${search(router)}`;
    expect(url).toBe('/lista?buscar=miel&linea=xyz&pagina=2');
    unmount();

    renderList(url);
    expect(screen.getByText('Página 2')).toBeInTheDocument();
    expect(screen.getByText('Búsqueda: «miel»')).toBeInTheDocument();
    expect(screen.getByText('Línea: «xyz»')).toBeInTheDocument();
  });
});

describe('useClampedPage', () => {
  it('replaces a page past the last one by the last page', async () => {
    const { router } = renderList('/lista?pagina=9&buscar=miel', 4);
    expect(await screen.findByText('Página 4')).toBeInTheDocument();
    expect(search(router)).toBe('?pagina=4&buscar=miel');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to page 1 when the list has no pages', async () => {
    const { router } = renderList('/lista?pagina=3', 0);
    expect(await screen.findByText('Página 1')).toBeInTheDocument();
    expect(search(router)).toBe('');
  });

  it('waits while the count is unknown', () => {
    const { router } = renderList('/lista?pagina=9');
    expect(screen.getByText('Página 9')).toBeInTheDocument();
    expect(search(router)).toBe('?pagina=9');
  });

  it('leaves a page that exists alone', () => {
    const { router } = renderList('/lista?pagina=4', 4);
    expect(screen.getByText('Página 4')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });
});
