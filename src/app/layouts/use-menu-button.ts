import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

type Focus = 'first' | 'last';

/** The enabled items of a menu, in order. */
function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []);
}

/** Focuses a menu's first or last item. */
function focusItem(menu: HTMLElement | null, which: Focus) {
  const items = itemsOf(menu);
  (which === 'first' ? items[0] : items.at(-1))?.focus();
}

/**
 * A WAI-ARIA menu button on Bootstrap's dropdown markup, without reactstrap's
 * Dropdown and Popper (the avatar menu sits in a navbar, where Bootstrap's CSS
 * places it statically). Spread `toggleProps` on the `<button>`, `menuProps`
 * on the `<ul class="dropdown-menu">` and `itemProps(action)` on each item's
 * `<button class="dropdown-item">`.
 *
 * Keyboard, as reactstrap's Dropdown and the WAI-ARIA menu button pattern:
 * on the button, Enter, Space and ArrowDown open the menu on its first item,
 * ArrowUp on its last; Escape closes it, Tab goes into an open menu. In the
 * menu, ArrowDown/ArrowUp move (wrapping; also Ctrl+N/Ctrl+P), Home/End go to
 * the ends, a letter or digit to the next item starting with it; Enter and
 * Space click the item (the button's own behaviour); Escape and Tab close the
 * menu through the button (Tab then moves on from it). Choosing an item closes
 * the menu and puts focus back on the button before the action runs, so a
 * dialog the action opens gives focus back to the button. A pointer press or
 * focus outside the button and the menu closes it.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // The item to focus once an opening menu is shown.
  const focusOnOpen = useRef<Focus | null>(null);

  const show = (focus: Focus) => {
    if (open) {
      focusItem(menuRef.current, focus);
    } else {
      focusOnOpen.current = focus;
      setOpen(true);
    }
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  // The items are display: none until the menu is shown: focus after the commit.
  useLayoutEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusItem(menuRef.current, focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  // A press or focus anywhere else closes the menu.
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (toggleRef.current?.contains(target) || menuRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside, true);
    document.addEventListener('focusin', onOutside, true);
    return () => {
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('focusin', onOutside, true);
    };
  }, [open]);

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case 'Enter':
      case ' ':
      case 'ArrowDown':
        event.preventDefault();
        show('first');
        break;
      case 'ArrowUp':
        event.preventDefault();
        show('last');
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close(false);
        }
        break;
      case 'Tab':
        if (open && !event.shiftKey) {
          event.preventDefault();
          focusItem(menuRef.current, 'first');
        }
        break;
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = event.target;
    if (!(current instanceof HTMLElement) || current.getAttribute('role') !== 'menuitem') return;
    const items = itemsOf(menuRef.current);
    const index = items.indexOf(current);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    const key =
      event.ctrlKey && event.key === 'n'
        ? 'ArrowDown'
        : event.ctrlKey && event.key === 'p'
          ? 'ArrowUp'
          : event.key;
    switch (key) {
      case 'ArrowDown':
        move(index + 1);
        return;
      case 'ArrowUp':
        move(index - 1);
        return;
      case 'Home':
        move(0);
        return;
      case 'End':
        move(items.length - 1);
        return;
      case 'Escape':
        event.preventDefault();
        close(true);
        return;
      case 'Tab':
        // Back on the button, the browser's own Tab moves on from there.
        close(true);
        return;
    }
    // Type-ahead: the next item whose text starts with the letter or digit typed.
    if (event.ctrlKey || event.altKey || event.metaKey || !/^[\p{L}\p{N}]$/u.test(event.key)) {
      return;
    }
    const letter = event.key.toLocaleLowerCase();
    const order = [...items.slice(index + 1), ...items.slice(0, index + 1)];
    const match = order.find((item) =>
      item.textContent.trim().toLocaleLowerCase().startsWith(letter),
    );
    if (match) {
      event.preventDefault();
      match.focus();
    }
  };

  return {
    open,
    toggleProps: {
      ref: toggleRef,
      id: toggleId,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => {
        setOpen((value) => !value);
      },
      onKeyDown: onToggleKeyDown,
    },
    menuProps: {
      ref: menuRef,
      id: menuId,
      role: 'menu' as const,
      'aria-labelledby': toggleId,
      hidden: !open,
      onKeyDown: onMenuKeyDown,
    },
    /** The props of an item's button: choosing it closes the menu, then runs `action`. */
    itemProps: (action: () => void) => ({
      type: 'button' as const,
      role: 'menuitem' as const,
      tabIndex: -1,
      onClick: () => {
        close(true);
        action();
      },
    }),
  };
}
