import type { KeyboardEvent, RefObject } from 'react';

/** The items of an open menu that can be chosen, in order. */
const itemsOf = (menu: HTMLElement | null): HTMLElement[] =>
  menu
    ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(
        (item) => item.getAttribute('aria-disabled') !== 'true',
      )
    : [];

/** Puts the focus on the first item of the menu (a menu button opened its menu). */
export const focusFirstItem = (menu: HTMLElement | null): void => itemsOf(menu)[0]?.focus();

/**
 * The keys of a menu button's open menu (WAI-ARIA menu button pattern): ArrowDown and ArrowUp move
 * through the items, wrapping; Home and End go to the first and last; Escape closes the menu and
 * gives the focus back to its button, so a keyboard user stays where they were; Tab closes it.
 */
export const menuKeys =
  (menu: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, close: () => void) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    const items = itemsOf(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') return move(at + 1);
    if (event.key === 'ArrowUp') return move(at < 0 ? -1 : at - 1);
    if (event.key === 'Home') return move(0);
    if (event.key === 'End') return move(-1);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
      button.current?.focus();
    } else if (event.key === 'Tab') close();
  };
