import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okAsync } from 'neverthrow';
import { renderRoute } from '../../test/render.tsx';
import { fionaUser, signInContainer } from './test-support.tsx';

/** The real route table with the sign-in bound to fakes. */
const renderApp = (path: string, over: Parameters<typeof signInContainer>[0] = {}) =>
  renderRoute(path, { container: signInContainer(over) }).router;

describe('sign-in guards (product-reference §2.1, §4 Login)', () => {
  it('reuses a stored session on a reload and lands by roles', async () => {
    const router = renderApp('/', { restoreSession: () => okAsync(fionaUser) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization'));
  });

  it('shows the newer-wallet banner for an outdated wallet', async () => {
    renderApp('/', {
      restoreSession: () => okAsync(fionaUser),
      wallet: { version: () => okAsync('1.0.9') },
    });
    expect(
      await screen.findByText(
        'A newer wallet version is available: version 1.2.9. You are running version 1.0.9.',
      ),
    ).toBeTruthy();
  });

  it('returns a signed-out user to the page they asked for after signing in', async () => {
    const router = renderApp('/organization/connections/sent');
    await userEvent.type(await screen.findByLabelText('Email'), 'anna.admin@carrier.example');
    await userEvent.tab();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveProperty('value', '1'),
    );
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/connections/sent'));
  });

  it('shows the login screen when no session is stored', async () => {
    renderApp('/', { restoreSession: () => okAsync(null) });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});
