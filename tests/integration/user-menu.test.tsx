import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/testing/render-app';
import { getAccessToken } from '@/api/token-cookies';

/** Presses Tab, as a person would, until `target` has focus. */
async function tabTo(user: UserEvent, target: HTMLElement) {
  for (let presses = 0; presses < 20 && document.activeElement !== target; presses += 1) {
    await user.tab();
  }
  expect(target).toHaveFocus();
}

/** The entrepreneur's dashboard with the keyboard on the avatar menu's button. */
async function onMenuButton() {
  const view = renderApp('/dashboard', { role: 'user' });
  const bar = await screen.findByRole('navigation', { name: 'Principal' });
  const button = await within(bar).findByRole('button', { name: 'Hola, Carolina' });
  await tabTo(view.user, button);
  const item = (name: string) => screen.getByRole('menuitem', { name });
  return { ...view, bar, button, item };
}

const expectClosed = (button: HTMLElement) => {
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
};

describe('avatar menu by keyboard', () => {
  it('is a menu button that controls a menu named after it', async () => {
    const { user, button } = await onMenuButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expectClosed(button);

    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Hola, Carolina' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Editar perfil', 'Cambiar contraseña', 'Cerrar sesión']);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    // The items are reached with the arrows, not with Tab.
    for (const item of within(menu).getAllByRole('menuitem')) {
      expect(item).toHaveAttribute('tabindex', '-1');
    }
  });

  it('opens with Enter on the first item, moves with the arrows, Home and End, and Escape closes it back on the button', async () => {
    const { user, button, item } = await onMenuButton();

    await user.keyboard('{Enter}');
    expect(item('Editar perfil')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Cambiar contraseña')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Cerrar sesión')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Editar perfil')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Cerrar sesión')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Editar perfil')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Cerrar sesión')).toHaveFocus();
    // Emacs-style, as reactstrap's Dropdown: Ctrl+N and Ctrl+P.
    await user.keyboard('{Control>}n{/Control}');
    expect(item('Editar perfil')).toHaveFocus();
    await user.keyboard('{Control>}p{/Control}');
    expect(item('Cerrar sesión')).toHaveFocus();

    await user.keyboard('{Escape}');
    expectClosed(button);
    expect(button).toHaveFocus();
  });

  it('opens with Space or ArrowDown on the first item and with ArrowUp on the last', async () => {
    const { user, button, item } = await onMenuButton();

    await user.keyboard(' ');
    expect(item('Editar perfil')).toHaveFocus();
    await user.keyboard('{Escape}');
    expectClosed(button);

    await user.keyboard('{ArrowDown}');
    expect(item('Editar perfil')).toHaveFocus();
    await user.keyboard('{Escape}');

    await user.keyboard('{ArrowUp}');
    expect(item('Cerrar sesión')).toHaveFocus();
    await user.keyboard('{Escape}');
    expectClosed(button);
  });

  it('goes to the item starting with the letter typed', async () => {
    const { user, item } = await onMenuButton();
    await user.keyboard('{Enter}');
    await user.keyboard('c');
    expect(item('Cambiar contraseña')).toHaveFocus();
    await user.keyboard('c');
    expect(item('Cerrar sesión')).toHaveFocus();
    await user.keyboard('e');
    expect(item('Editar perfil')).toHaveFocus();
  });

  it('closes on Tab and Shift+Tab, and focus moves on from the button', async () => {
    const { user, bar, button } = await onMenuButton();

    await user.keyboard('{ArrowDown}');
    await user.tab({ shift: true });
    expectClosed(button);
    expect(within(bar).getByRole('link', { name: 'Líneas de Formación' })).toHaveFocus();

    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expectClosed(button);
    // On to what follows the button: the first diagnostic's button.
    expect(screen.getAllByRole('button', { name: /^Comenzar/ })[0]).toHaveFocus();
  });

  it('goes into a menu opened with the mouse on Tab, and closes when Shift+Tab leaves it', async () => {
    const { user, bar, button, item } = await onMenuButton();
    await user.click(button);
    expect(button).toHaveFocus();
    await user.tab();
    expect(item('Editar perfil')).toHaveFocus();

    await user.click(button);
    await user.click(button);
    await user.tab({ shift: true });
    expect(within(bar).getByRole('link', { name: 'Líneas de Formación' })).toHaveFocus();
    expectClosed(button);
  });

  it('runs the item chosen with Enter and closes, focus back on the button', async () => {
    const { user, button, router } = await onMenuButton();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Cambiar contraseña' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/changePassword');
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the profile with Enter, and focus comes back to the button when it closes', async () => {
    const { user, button } = await onMenuButton();
    await user.keyboard('{Enter}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Editar perfil' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(dialog).not.toBeInTheDocument();
    });
    expect(button).toHaveFocus();
  });

  it('opens the profile once with Space, and the menu stays closed', async () => {
    const { user, button } = await onMenuButton();
    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: 'Editar perfil' })).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Editar perfil' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  });
});

describe('avatar menu with the mouse', () => {
  it('toggles on its button and closes on a click elsewhere', async () => {
    const { user } = renderApp('/dashboard', { role: 'user' });
    const button = await screen.findByRole('button', { name: 'Hola, Carolina' });

    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(button);
    expectClosed(button);

    // A press on text that takes no focus.
    await user.click(button);
    await user.click(screen.getByRole('region', { name: 'Datos de tu empresa' }));
    expectClosed(button);
  });

  it('keeps the menu open on a click on its separator', async () => {
    const { user } = renderApp('/dashboard', { role: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Hola, Carolina' }));
    await user.click(screen.getByRole('separator'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});

describe('avatar menu in the admin bar', () => {
  it('logs out with ArrowUp and Enter', async () => {
    const { user, router } = renderApp('/admin/pymes', { role: 'admin' });
    const button = await screen.findByRole('button', { name: /^Hola, / });
    await tabTo(user, button);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    // A guest: the login form, no avatar menu, no tokens left.
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hola, / })).not.toBeInTheDocument();
    expect(getAccessToken()).toBeUndefined();
  });
});
