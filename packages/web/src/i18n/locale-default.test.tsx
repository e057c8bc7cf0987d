import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepsProvider } from '../deps/deps-context.tsx';
import { SessionProvider, useSession, type ShellUser } from '../session/session-context.tsx';
import { carrierUser, testContainer } from '../test/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LocaleProvider } from './locale-provider.tsx';
import { LOCALE_STORAGE_KEY } from './locale-storage.ts';
import { Text } from './text.tsx';

const dutchUser: ShellUser = { ...carrierUser(['org_mgr']), lang: 'nl' };

/** Signs the given user in with a click, as the sign-in step does (setUser). */
const SignIn = ({ user }: { user: ShellUser }) => {
  const { setUser } = useSession();
  return <button onClick={() => setUser(user)}>sign in</button>;
};

const renderApp = (user: ShellUser) =>
  render(
    <DepsProvider container={testContainer()}>
      <LocaleProvider>
        <SessionProvider>
          <LanguageSwitch />
          <SignIn user={user} />
          <Text id="session.loggedOut" />
        </SessionProvider>
      </LocaleProvider>
    </DepsProvider>,
  );

describe("a user's lang as the default language", () => {
  it('switches to the signed-in user’s language when no language was picked, without storing it', async () => {
    renderApp(dutchUser);
    expect(screen.getByText('Logged out')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('Uitgelogd')).toBeTruthy();
    expect(document.documentElement.lang).toBe('nl');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it('keeps the language picked with the switch', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    renderApp(dutchUser);
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByText('Logged out')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('lets a pick in the switch win over the user’s language afterwards', async () => {
    renderApp(dutchUser);
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('Uitgelogd')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Taal' }), 'English');
    expect(screen.getByText('Logged out')).toBeTruthy();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });

  it('ignores a language the portal does not have', async () => {
    renderApp({ ...dutchUser, lang: 'es' });
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByText('Logged out')).toBeTruthy();
  });
});
