import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryObserver } from '@tanstack/react-query';
import { tokens } from '../deps/tokens.ts';
import { carrierUser, renderRoute, shellContainer } from '../test/render.tsx';

describe('top bar (product-reference §2.2)', () => {
  it('shows an org_mgr every admin link, the APP link and the profile menu', async () => {
    renderRoute('/organization', { container: shellContainer(), user: carrierUser(['org_mgr']) });
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    // The four links of the product reference, then the organization's Activity (org_mgr only).
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Organization profile', 'Users', 'Connections', 'Integrations', 'Activity']);
    // The release-info app opens in a new tab, as its external-link icon promises.
    const app = screen.getByRole('button', { name: 'APP (opens in a new tab)' });
    expect(app.getAttribute('href')).toBe('https://app.example/');
    expect(app.getAttribute('target')).toBe('_blank');
    expect(app.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows a user manager only the Users link', async () => {
    renderRoute('/organization/users', { container: shellContainer(), user: carrierUser(['usr_mgr']) });
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Users']);
  });

  it('hides the account type from carriers and shows it to others', async () => {
    const user = userEvent.setup();
    renderRoute('/organization', { container: shellContainer(), user: carrierUser(['org_mgr'], 'other') });
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    expect(await screen.findByText('SCR Premium')).toBeTruthy();
    expect(screen.getByText('Antwerp Carrier NV')).toBeTruthy();
    expect(screen.getByText('Logout')).toBeTruthy();
  });

  it('logs out to /loggedout from the profile menu', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/organization', {
      container: shellContainer(),
      user: carrierUser(['org_mgr']),
    });
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    expect(screen.queryByText('SCR Premium')).toBeNull();
    await user.click(screen.getByText('Logout'));
    expect(await screen.findByText('Logged out')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/loggedout');
  });

  it('forgets every query on logout, also one a page still watches', async () => {
    const user = userEvent.setup();
    const container = shellContainer();
    const { client } = container.get(tokens.serverState);
    // A watched query outlives the page's gcTime: only logout's clear removes it.
    const watched = new QueryObserver(client, { queryKey: ['users', 1], enabled: false });
    const stop = watched.subscribe(() => {});
    client.setQueryData(['users', 1], ['anna.admin@carrier.example']);
    renderRoute('/organization', { user: carrierUser(['org_mgr']), container });
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await user.click(screen.getByText('Logout'));
    expect(await screen.findByText('Logged out')).toBeTruthy();
    await waitFor(() => expect(client.getQueryCache().getAll()).toEqual([]));
    stop();
  });
});
