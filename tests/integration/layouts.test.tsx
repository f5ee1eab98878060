import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/testing/render-app';
import { getAccessToken } from '@/api/token-cookies';

describe('public bar and footer', () => {
  it('shows the guest links, the external benefits link and the footer', async () => {
    renderApp('/');
    const bar = await screen.findByRole('navigation', { name: 'Principal' });
    for (const name of ['Inicio', 'Nosotros', 'Biblioteca', 'Iniciar Sesión']) {
      expect(within(bar).getByRole('link', { name })).toBeInTheDocument();
    }
    const benefits = within(bar).getByRole('link', { name: /Beneficios/ });
    expect(benefits).toHaveAttribute('target', '_blank');
    expect(benefits).toHaveAttribute('rel', 'noopener noreferrer');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /Política de privacidad/ })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(footer).getByRole('link', { name: /contacto@/ })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('gains a shadow only after 50 px of scroll', async () => {
    renderApp('/');
    const bar = await screen.findByRole('navigation', { name: 'Principal' });
    const setScroll = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    setScroll(50);
    expect(bar).not.toHaveClass('shadow');
    setScroll(51);
    await waitFor(() => {
      expect(bar).toHaveClass('shadow');
    });
    setScroll(0);
    await waitFor(() => {
      expect(bar).not.toHaveClass('shadow');
    });
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderApp('/');
    const bar = await screen.findByRole('navigation', { name: 'Principal' });
    scrollTo.mockClear();
    await user.click(within(bar).getByRole('link', { name: 'Nosotros' }));
    await waitFor(() => {
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    });
  });
});

describe('user bar', () => {
  it('shows the entrepreneur links, the greeting menu and the company sub-bar', async () => {
    const { user } = renderApp('/dashboard', { role: 'user' });
    const bar = await screen.findByRole('navigation', { name: 'Principal' });
    expect(within(bar).getByRole('link', { name: 'Diagnóstico' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(bar).getByRole('link', { name: 'Líneas de Formación' })).toHaveAttribute(
      'href',
      '/formation',
    );
    expect(within(bar).queryByRole('link', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();

    const company = screen.getByRole('region', { name: 'Datos de tu empresa' });
    expect(company).toHaveTextContent('Dulces Carolina');
    expect(company).toHaveTextContent('emprendedora@pymesdigitales.cl');
    expect(company).toHaveTextContent('Última visita: 20/11/2026 a las 09:15');

    // The menu's code loads after the bar (only logged-in users need it).
    await user.click(await within(bar).findByRole('button', { name: /Hola, Carolina/ }));
    expect(screen.getByRole('menuitem', { name: 'Editar perfil' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('has no company sub-bar outside /dashboard and /formation', async () => {
    renderApp('/changePassword', { role: 'user' });
    await screen.findByRole('navigation', { name: 'Principal' });
    expect(screen.queryByRole('region', { name: 'Datos de tu empresa' })).not.toBeInTheDocument();
  });

  it('goes to the password screen from the menu', async () => {
    const { user, router } = renderApp('/dashboard', { role: 'user' });
    await user.click(await screen.findByRole('button', { name: /Hola, Carolina/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Cambiar contraseña' }));
    // The URL changes once the next screen's code has arrived.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/changePassword');
    });
  });

  it('logs out from the menu and lands on the login screen as a guest', async () => {
    const { user, router } = renderApp('/formation', { role: 'user' });
    await user.click(await screen.findByRole('button', { name: /Hola, Carolina/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    // A guest: the login form, no avatar menu, no tokens left.
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hola, / })).not.toBeInTheDocument();
    expect(getAccessToken()).toBeUndefined();
  });
});

describe('admin sidebar', () => {
  const sections = async () => {
    const sidebar = await screen.findByRole('navigation', { name: 'Administración' });
    return within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
  };

  it('shows an admin Pymes and the overview; "Línea de formación" only to super admins (spec §2)', async () => {
    renderApp('/admin/pymes', { role: 'admin' });
    expect(await sections()).toEqual(['Pymes', 'Resumen del programa']);
  });

  it('still lets an admin open the training lines by their address (spec §2 route table)', async () => {
    renderApp('/admin/training-line', { role: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Líneas de formación/ }),
    ).toBeVisible();
    expect(await sections()).toEqual(['Pymes', 'Resumen del programa']);
  });

  it('shows every section to a super admin', async () => {
    renderApp('/admin/admins', { role: 'superadmin' });
    expect(await sections()).toEqual([
      'Pymes',
      'Resumen del programa',
      'Formularios',
      'Administradores',
      'Línea de formación',
    ]);
    expect(screen.getByRole('link', { name: 'Administradores' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each([
    ['/admin/pymes/5b0f7c1e-8d2a-4c39-9a51-3f1e2d4c5b6a', 'Pymes', 'admin' as const],
    ['/admin/evaluations', 'Pymes', 'admin' as const],
    ['/admin/answer', 'Pymes', 'admin' as const],
    ['/admin/training-line-form/Crear/null', 'Línea de formación', 'superadmin' as const],
    ['/admin/training-line-success/Creación', 'Línea de formación', 'superadmin' as const],
  ])('marks the section %s belongs to (%s) as current', async (url, section, role) => {
    renderApp(url, { role });
    await sections();
    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual([section]);
  });
});

describe('not found', () => {
  it.each([
    ['an unknown path', '/no-existe', 'guest' as const],
    ['an unknown path under /admin', '/admin/otra-cosa', 'admin' as const],
    [
      'a training-line form type that does not exist',
      '/admin/training-line-form/Borrar/null',
      'admin' as const,
    ],
    [
      'a success type that does not exist',
      '/admin/training-line-success/Otra',
      'superadmin' as const,
    ],
  ])('%s shows the Spanish not-found page with a way home', async (_label, url, role) => {
    const { user, router } = renderApp(url, { role });
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Página no encontrada | Pymes Digitales');
    });
    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('health check', () => {
  it('renders exactly its text and nothing else', async () => {
    const { container } = renderApp('/health-check');
    await waitFor(() => {
      expect(container).toHaveTextContent(/^The App is Healthy$/);
    });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
