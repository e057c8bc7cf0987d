import { Classes } from '@blueprintjs/core';
import { safeLocalStorage } from '../../i18n/locale-storage.ts';

export type Theme = 'light' | 'dark';

/**
 * The theme picked with the switch is kept per browser (local storage, key below). first-paint-theme.js
 * reads the same key before the first paint; theme.test.ts proves both read it alike.
 */
export const THEME_STORAGE_KEY = 'scr.theme';
/** The system's preference, followed while nothing was picked. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The theme picked with the switch, or null. Storage may be unavailable: never throws. */
export const readChosenTheme = (
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): Theme | null => {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : null;
  } catch {
    return null;
  }
};

export const storeTheme = (
  theme: Theme,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void => {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not kept; the switch still applies to this page.
  }
};

/** The picked theme, else the system's preference. */
export const themeOf = (chosen: Theme | null, systemDark: boolean): Theme =>
  chosen ?? (systemDark ? 'dark' : 'light');

/** Whether the system prefers dark; false where the browser cannot tell. */
export const systemPrefersDark = (): boolean => globalThis.matchMedia?.(SYSTEM_DARK_QUERY).matches ?? false;

/**
 * Blueprint's dark class on the root element: the whole page and every overlay (portals are
 * children of body) take the dark theme, and popovers find it as a dark parent.
 */
export const applyTheme = (theme: Theme, root: HTMLElement = document.documentElement): void => {
  root.classList.toggle(Classes.DARK, theme === 'dark');
};
