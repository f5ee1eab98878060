import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '@/components/pagination';
import { useListState } from '@/lib/use-list-state';

function ListPages({ pageCount }: { pageCount: number }) {
  const list = useListState();
  return (
    <Pagination
      page={list.page}
      pageCount={pageCount}
      pageHref={list.pageHref}
      label="Páginas de pymes"
    />
  );
}

function renderPagination(url: string, pageCount: number) {
  const router = createMemoryRouter(
    [{ path: '/admin/pymes', element: <ListPages pageCount={pageCount} /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

/** What the pagination shows, in order: page numbers, '…' for gaps. */
function shownItems() {
  const nav = screen.getByRole('navigation', { name: 'Páginas de pymes' });
  return within(nav)
    .getAllByRole('listitem', { hidden: true })
    .slice(1, -1)
    .map((item) => item.textContent);
}

describe('Pagination', () => {
  it('is not shown with no page or a single one', () => {
    for (const pageCount of [0, 1]) {
      const { unmount } = render(
        <Pagination page={1} pageCount={pageCount} pageHref={() => '?'} label="Páginas" />,
      );
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('on the first page: no previous link, the current page marked, a window and the last page', () => {
    renderPagination('/admin/pymes', 50);
    expect(shownItems()).toEqual(['1', '2', '…', '50']);
    expect(screen.queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();
    expect(screen.getByText('Anterior')).toBeInTheDocument();
    const current = screen.getByRole('link', { name: 'Página 1' });
    expect(current).toHaveAttribute('aria-current', 'page');
    const nav = screen.getByRole('navigation', { name: 'Páginas de pymes' });
    const active = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('active'));
    expect(active.map((item) => item.textContent)).toEqual(['1']);
    expect(screen.getByRole('link', { name: 'Página 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Página siguiente' })).toHaveAttribute(
      'href',
      '/admin/pymes?pagina=2',
    );
    expect(screen.getByText('Página 1 de 50')).toHaveAttribute('aria-live', 'polite');
  });

  it('on a middle page: first, current ±1 and last, with gaps hidden from screen readers', () => {
    renderPagination('/admin/pymes?pagina=25&buscar=miel', 50);
    expect(shownItems()).toEqual(['1', '…', '24', '25', '26', '…', '50']);
    expect(screen.getByRole('link', { name: 'Página 25' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/admin/pymes?pagina=24&buscar=miel',
    );
    // Page 1 is a clean URL that keeps the search.
    expect(screen.getByRole('link', { name: 'Página 1' })).toHaveAttribute(
      'href',
      '/admin/pymes?buscar=miel',
    );
    const nav = screen.getByRole('navigation', { name: 'Páginas de pymes' });
    const heard = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(heard).toEqual(['‹Anterior', '1', '24', '25', '26', '50', 'Siguiente›']);
    expect(screen.getByText('Página 25 de 50')).toBeInTheDocument();
  });

  it('shows a single hidden page instead of a gap', () => {
    renderPagination('/admin/pymes?pagina=4', 50);
    expect(shownItems()).toEqual(['1', '2', '3', '4', '5', '…', '50']);
  });

  it('on the last page: no next link', () => {
    renderPagination('/admin/pymes?pagina=50', 50);
    expect(shownItems()).toEqual(['1', '…', '49', '50']);
    expect(screen.queryByRole('link', { name: 'Página siguiente' })).not.toBeInTheDocument();
    expect(screen.getByText('Siguiente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página 50' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes to the next page on a click, and announces it', async () => {
    const { router, user } = renderPagination('/admin/pymes?buscar=miel', 12);
    await user.click(screen.getByRole('link', { name: 'Página siguiente' }));
    expect(await screen.findByText('Página 2 de 12')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?buscar=miel&pagina=2');
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('is used with the keyboard: Tab to a link, Enter follows it', async () => {
    const { router, user } = renderPagination('/admin/pymes?pagina=3', 12);
    const order = ['Página anterior', 'Página 1', 'Página 2', 'Página 3', 'Página 4', 'Página 12'];
    for (const name of order) {
      await user.tab();
      expect(screen.getByRole('link', { name })).toHaveFocus();
    }
    await user.tab();
    const next = screen.getByRole('link', { name: 'Página siguiente' });
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Página 4 de 12')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pagina=4');
    expect(next).toHaveFocus();
  });

  it('keeps the focus on the current page when Siguiente reaches the last page', async () => {
    const { user } = renderPagination('/admin/pymes?pagina=11', 12);
    screen.getByRole('link', { name: 'Página siguiente' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Página 12 de 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página 12' })).toHaveFocus();
  });
});

describe('Pagination and the list it pages through', () => {
  function ListWithPages() {
    const list = useListState();
    return (
      <>
        <div id="lista-pymes">Filas de la página {list.page}</div>
        <Pagination
          page={list.page}
          pageCount={5}
          pageHref={list.pageHref}
          label="Páginas de pymes"
          listId="lista-pymes"
        />
      </>
    );
  }

  function renderList(listTop: number) {
    const router = createMemoryRouter([{ path: '/admin/pymes', element: <ListWithPages /> }], {
      initialEntries: ['/admin/pymes'],
    });
    render(<RouterProvider router={router} />);
    // jsdom lays nothing out: say where the list's top is, as a browser would.
    const list = screen.getByText(/Filas de la página/);
    list.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: 0, y: listTop, width: 360, height: 900 });
    const scrollIntoView = vi.fn();
    list.scrollIntoView = scrollIntoView;
    return { user: userEvent.setup(), list, scrollIntoView };
  }

  it('brings the list back into view after a page change when its top is out of sight', async () => {
    const { user, list, scrollIntoView } = renderList(-700);
    await user.click(screen.getByRole('link', { name: 'Página siguiente' }));
    expect(list).toHaveTextContent('Filas de la página 2');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('leaves the window where it is when the list is in view', async () => {
    const { user, list, scrollIntoView } = renderList(120);
    await user.click(screen.getByRole('link', { name: 'Página 2' }));
    expect(list).toHaveTextContent('Filas de la página 2');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
