import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/components/search-box';
import { useListState } from '@/lib/use-list-state';
import { startFakeTimers } from '@tests/testing/fake-timers';

// The pause before searching is timed with fake timers, so that the tests do
// not depend on how fast the machine types.
const setUpUser = () => startFakeTimers();

async function pause(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function box(value: string, onSearch: (text: string) => void) {
  return (
    <SearchBox label="Buscar pymes" value={value} onSearch={onSearch} placeholder="Nombre o RUT" />
  );
}

describe('SearchBox', () => {
  it('is a labelled search landmark with a search field', () => {
    render(box('', vi.fn()));
    const form = screen.getByRole('search', { name: 'Buscar pymes' });
    expect(form).toContainElement(screen.getByRole('searchbox', { name: 'Buscar pymes' }));
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Nombre o RUT');
    expect(screen.queryByRole('button', { name: 'Limpiar búsqueda' })).not.toBeInTheDocument();
  });

  it('searches once, with the trimmed text, after a pause in typing', async () => {
    const onSearch = vi.fn();
    const user = setUpUser();
    render(box('', onSearch));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pymes' }), '  miel ');
    await pause(299);
    expect(onSearch).not.toHaveBeenCalled();
    await pause(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('miel');
  });

  it('waits again after each keystroke', async () => {
    const onSearch = vi.fn();
    const user = setUpUser();
    render(box('', onSearch));
    const input = screen.getByRole('searchbox', { name: 'Buscar pymes' });
    await user.type(input, 'mi');
    await pause(200);
    await user.type(input, 'el');
    await pause(200);
    expect(onSearch).not.toHaveBeenCalled();
    await pause(100);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('miel');
  });

  it('searches at once on Enter, without reloading, and not again after the pause', async () => {
    const onSearch = vi.fn();
    const user = setUpUser();
    render(box('', onSearch));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pymes' }), 'queso{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('queso');
    await pause(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('does not search again for the search already in force', async () => {
    const onSearch = vi.fn();
    const user = setUpUser();
    render(box('miel', onSearch));
    const input = screen.getByRole('searchbox', { name: 'Buscar pymes' });
    expect(input).toHaveValue('miel');
    await user.type(input, '  ');
    await pause(1000);
    await user.keyboard('{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears the search with "Limpiar búsqueda" and puts the focus back in the box', async () => {
    const onSearch = vi.fn();
    const user = setUpUser();
    render(box('miel', onSearch));
    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    const input = screen.getByRole('searchbox', { name: 'Buscar pymes' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Limpiar búsqueda' })).not.toBeInTheDocument();
  });

  it('follows the search from outside without overwriting what is being typed', async () => {
    const onSearch = vi.fn();
    const user = setUpUser();
    const { rerender } = render(box('', onSearch));
    const input = screen.getByRole('searchbox', { name: 'Buscar pymes' });
    await user.type(input, 'mie');
    await pause(300);
    expect(onSearch).toHaveBeenLastCalledWith('mie');
    await user.type(input, 'l');

    // The search asked for comes back as the value while "l" is being typed.
    rerender(box('mie', onSearch));
    expect(input).toHaveValue('miel');

    // Another search comes from outside (the Back button): the box shows it.
    rerender(box('', onSearch));
    expect(input).toHaveValue('');
    rerender(box('mie', onSearch));
    expect(input).toHaveValue('mie');
    await pause(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});

function PymeSearch() {
  const list = useListState();
  return (
    <>
      <SearchBox label="Buscar pymes" value={list.search} onSearch={list.setSearch} />
      <p>Página {list.page}</p>
    </>
  );
}

describe('SearchBox with useListState', () => {
  it('puts the search in the URL in place of the current entry and goes back to page 1', async () => {
    const router = createMemoryRouter([{ path: '/admin/pymes', element: <PymeSearch /> }], {
      initialEntries: ['/admin/pymes', '/admin/pymes?pagina=4&orden=nombre'],
    });
    const user = setUpUser();
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Página 4')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar pymes' }), 'queso');
    await pause(300);
    expect(router.state.location.search).toBe('?orden=nombre&buscar=queso');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Página 1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar pymes' })).toHaveValue('queso');

    // Back leaves the list: the search did not add an entry of its own.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Buscar pymes' })).toHaveValue('');
  });
});
