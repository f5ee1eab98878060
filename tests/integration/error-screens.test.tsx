import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { routeTable, type AppRoute } from '@/app/routing/route-table';
import { renderApp } from '@tests/testing/render-app';

/** The route table plus one screen of the test's own, at /prueba. */
function tableWith(route: Partial<AppRoute> & Pick<AppRoute, 'screen'>): AppRoute[] {
  return [
    ...routeTable,
    { path: '/prueba', access: 'public', layout: 'site', title: 'Prueba', ...route },
  ];
}

/** A screen that fails while rendering, the way a screen fed a bad answer does. */
function BrokenScreen(): never {
  throw new TypeError("Cannot read properties of null (reading 'map')");
}

let consoleError: MockInstance;
beforeEach(() => {
  // React and our error screen log the failure; keep the test output readable.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('error screens', () => {
  it('a screen that fails to render shows the Spanish error screen inside the layout, with a way home', async () => {
    const { user, router } = renderApp('/prueba', {
      table: tableWith({ screen: () => Promise.resolve(BrokenScreen) }),
    });
    await screen.findByRole('heading', { name: 'Algo salió mal', level: 1 });
    // Looked up afresh: React may render the error screen again before it settles.
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Algo salió mal', level: 1 })).toHaveFocus();
    });
    expect(document.title).toBe('Algo salió mal | Pymes Digitales');
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    // The navigation is still there.
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('The screen failed:', expect.any(TypeError));

    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    // React draws the new page a moment after the router moved (a transition).
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Algo salió mal');
    });
  });

  it('Reintentar renders the screen again, keeping its address', async () => {
    // Fails until the cause goes away (say, the server answers properly again).
    const cause = { present: true };
    function FlakyScreen() {
      if (cause.present) throw new Error('A passing failure');
      return <h1>Pantalla de prueba</h1>;
    }
    const { user, router } = renderApp('/prueba?pagina=2', {
      table: tableWith({ screen: () => Promise.resolve(FlakyScreen) }),
    });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    cause.present = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Pantalla de prueba' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pagina=2');
  });

  it("sends the way home to the user's own start page", async () => {
    renderApp('/prueba', {
      role: 'admin',
      table: tableWith({ layout: 'admin', screen: () => Promise.resolve(BrokenScreen) }),
    });
    await screen.findByRole('heading', { name: 'Algo salió mal' });
    expect(screen.getByRole('navigation', { name: 'Administración' })).toBeInTheDocument();
    // Once the profile says who is looking (the admin layout loads meanwhile).
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
        'href',
        '/admin/pymes',
      );
    });
  });

  it('a screen whose code cannot be downloaded (after a deploy) offers to reload the page', async () => {
    const chunkFailure = new TypeError(
      'Failed to fetch dynamically imported module: https://pymesdigitales.cl/assets/home-page-3f2a1b.js',
    );
    renderApp('/prueba', { table: tableWith({ screen: () => Promise.reject(chunkFailure) }) });
    const heading = await screen.findByRole('heading', { name: 'No pudimos cargar esta página' });
    const main = screen.getByRole('main');
    expect(within(main).getByText(/Puede que la plataforma se haya actualizado/)).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Recargar la página' })).toBeEnabled();
    expect(within(main).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
  });

  it('a failure outside every area reaches the full-page error screen at the root', async () => {
    // A screen without a layout (like /health-check) has no area around it.
    const { user } = renderApp('/prueba', {
      table: tableWith({ layout: 'none', screen: () => Promise.resolve(BrokenScreen) }),
    });
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pymes Digitales' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(await screen.findByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
  });

  it('unknown paths keep their not-found page', async () => {
    renderApp('/no-existe');
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada' }),
    ).toBeInTheDocument();
  });
});
