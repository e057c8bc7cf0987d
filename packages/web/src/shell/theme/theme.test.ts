import { describe, expect, it } from 'vitest';
import firstPaintScript from './first-paint-theme.js?raw';
import { applyTheme, readChosenTheme, storeTheme, themeOf, THEME_STORAGE_KEY } from './theme-choice.ts';

// first-paint-theme.js sets the theme before the first paint, inline in index.html (allowed by its
// hash in the CSP, and it runs before any module): it must read the choice as the app does.

/** Runs first-paint-theme.js against a page with this stored value and system preference; dark or not. */
const firstPaintTheme = (stored: string | null | 'throws', systemDark: boolean): 'dark' | 'light' => {
  const root = document.createElement('html');
  const window = {
    localStorage: {
      getItem: (key: string) => {
        if (stored === 'throws') throw new Error('SecurityError');
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
  };
  new Function('window', 'document', firstPaintScript)(window, { documentElement: root });
  return root.classList.contains('bp6-dark') ? 'dark' : 'light';
};

const storageWith = (stored: string | null | 'throws') => ({
  getItem: () => {
    if (stored === 'throws') throw new Error('SecurityError');
    return stored;
  },
});

describe('the theme', () => {
  it.each([
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['light', false, 'light'],
    ['light', true, 'light'],
    [null, false, 'light'],
    [null, true, 'dark'],
    ['purple', true, 'dark'],
    ['purple', false, 'light'],
    ['throws', true, 'dark'],
    ['throws', false, 'light'],
  ] as const)(
    'stored %s, system dark %s: %s before the first paint and in the app',
    (stored, dark, theme) => {
      expect(firstPaintTheme(stored, dark)).toBe(theme);
      expect(themeOf(readChosenTheme(storageWith(stored)), dark)).toBe(theme);
    },
  );

  it('keeps the switch choice under its key', () => {
    const kept = new Map<string, string>();
    storeTheme('dark', { setItem: (key, value) => void kept.set(key, value) });
    expect(kept.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(() =>
      storeTheme('light', {
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      }),
    ).not.toThrow();
  });

  it("puts Blueprint's dark class on the root element, and takes it off", () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.className).toBe('bp6-dark');
    applyTheme('light', root);
    expect(root.className).toBe('');
  });
});
