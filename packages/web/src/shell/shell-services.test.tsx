import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SnackbarInput } from '@scr/domain';
import { Providers, carrierUser, shellContainer } from '../test/render.tsx';
import { LoggedOutPage } from '../routes/pages/logged-out-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { useShellDialogs } from './dialogs/shell-dialogs.tsx';
import { useSnackbars } from './snackbars.tsx';
import { helpUrl } from './help.tsx';

const saved: SnackbarInput = { message: { id: 'session.twoFactor.codeSent' }, intent: 'success' };
const numbered = (n: number): SnackbarInput => ({
  message: { id: 'shared.error.response', values: { text: `message ${n}` } },
  intent: 'none',
});

/** Buttons that drive the shell services from inside the root layout. */
const Probe = () => {
  const { notify } = useSnackbars();
  const dialogs = useShellDialogs();
  return (
    <>
      <button onClick={() => notify(saved)}>same</button>
      <button onClick={() => [1, 2, 3, 4, 5, 6].forEach((n) => notify(numbered(n)))}>six</button>
      <button onClick={dialogs.showSessionExpired}>expire</button>
      <button onClick={dialogs.showFinalActivation}>activation</button>
    </>
  );
};

const renderShell = () => {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/probe', element: <Probe /> },
          { path: '/loggedout', element: <LoggedOutPage /> },
        ],
      },
    ],
    { initialEntries: ['/probe'] },
  );
  render(
    <Providers container={shellContainer()} user={carrierUser(['org_mgr'])}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};

describe('snackbars (product-reference §2.2, §9)', () => {
  it('shows a text once however often it is raised', async () => {
    renderShell();
    await userEvent.click(screen.getByText('same'));
    await userEvent.click(screen.getByText('same'));
    expect(await screen.findAllByText('Verification code sent successfully')).toHaveLength(1);
  });

  it('shows at most 5 at a time', async () => {
    renderShell();
    await userEvent.click(screen.getByText('six'));
    expect(await screen.findByText('message 5')).toBeTruthy();
    expect(screen.queryByText('message 6')).toBeNull();
  });
});

describe('session dialogs (product-reference §2.3)', () => {
  it("'Your session has expired' leads to logout and /loggedout", async () => {
    const router = renderShell();
    await userEvent.click(screen.getByText('expire'));
    expect(await screen.findByText('Your session has expired')).toBeTruthy();
    expect(
      screen.getByText('For security reasons, your session has expired. Please log out and back in again.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/loggedout');
  });

  it("'Contact us for your final activation' names the support address", async () => {
    renderShell();
    await userEvent.click(screen.getByText('activation'));
    expect(await screen.findByText('Contact us for your final activation')).toBeTruthy();
    expect(screen.getByText(/support@example\.com/)).toBeTruthy();
  });
});

describe('help pages (product-reference §2.1)', () => {
  it('serves English at /help/{key}.html and Dutch at /help/nl/{key}.html', () => {
    expect(helpUrl('start', 'en')).toBe('/help/start.html');
    expect(helpUrl('login', 'nl')).toBe('/help/nl/login.html');
  });
});
