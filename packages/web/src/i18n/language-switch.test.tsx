import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '../test/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { initialLocale, LOCALE_STORAGE_KEY } from './locale-storage.ts';
import { Text } from './text.tsx';

describe('language switch', () => {
  it('switches the texts to Dutch and keeps the choice', async () => {
    render(
      <Providers>
        <LanguageSwitch />
        <Text id="session.loggedOut" />
      </Providers>,
    );
    expect(screen.getByText('Logged out')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Nederlands');
    expect(screen.getByText('Uitgelogd')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Taal' })).toBeTruthy();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('offers the four languages, each in its own name', () => {
    render(
      <Providers>
        <LanguageSwitch />
      </Providers>,
    );
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['English', 'Nederlands', 'Français', 'Deutsch']);
  });

  it("starts in the browser's language until one is picked, and in the picked one after", () => {
    expect(initialLocale(localStorage, ['de-CH', 'en'])).toBe('de');
    expect(initialLocale(localStorage, ['es', 'fr-BE'])).toBe('fr');
    expect(initialLocale(localStorage, ['es'])).toBe('en');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'nl');
    expect(initialLocale(localStorage, ['de-CH'])).toBe('nl');
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(initialLocale(localStorage, ['fr'])).toBe('fr');
    expect(initialLocale(localStorage, [])).toBe('en');
  });
});
