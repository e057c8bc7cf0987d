import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '../test/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LOCALE_STORAGE_KEY, readStoredLocale } from './locale-storage.ts';
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

  it('falls back to English for an unknown stored value', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(readStoredLocale()).toBe('en');
  });
});
