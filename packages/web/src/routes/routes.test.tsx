import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { carrierUser, renderRoute, shellContainer } from '../test/render.tsx';

describe('route table and guards (product-reference §2.1)', () => {
  it('shows the login screen at / when signed out', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('sends a signed-out user from a protected page to the login screen', async () => {
    const { router } = renderRoute('/organization/users');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    [['usr_mgr', 'cnx_mgr', 'org_mgr'], '/organization/users', 'Users'],
    [['cnx_mgr', 'org_mgr'], '/organization/connections', 'Connections'],
    [['org_mgr'], '/organization', 'Organization profile'],
  ])('lands %j on %s', async (roles, path, heading) => {
    const { router } = renderRoute('/', { container: shellContainer(), user: carrierUser(roles) });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows a non-admin the access-denied text, the advice and the release-info link at /', async () => {
    renderRoute('/', { user: carrierUser([]) });
    expect(
      await screen.findByText('Access denied: you cannot enter this page because you are not an admin user'),
    ).toBeTruthy();
    expect(screen.getByText(/Please contact the admin of your organization/)).toBeTruthy();
    // The release-info app opens in a new tab, as its external-link icon promises.
    const link = screen.getByRole('button', { name: 'Go to the SCR App (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://app.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // A non-admin sees no admin nav.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it.each([
    ['cnx_mgr', '/organization/users'],
    ['usr_mgr', '/organization/connections/active/ref-1'],
    ['usr_mgr', '/organization'],
    ['cnx_mgr', '/organization/integrations'],
  ])('shows %s Access denied with Go back to / on %s', async (role, path) => {
    renderRoute(path, { user: carrierUser([role]) });
    expect(await screen.findByRole('heading', { name: 'An error occured' })).toBeTruthy();
    expect(screen.getByText('Access denied')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('Go back leads to /, which lands the user on a page of their own', async () => {
    const { router } = renderRoute('/organization/integrations', {
      container: shellContainer(),
      user: carrierUser(['cnx_mgr']),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Connections', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/organization/connections');
  });

  it('opens every connections route shape for a connection manager', async () => {
    renderRoute('/organization/connections/todo/abc', {
      container: shellContainer(),
      user: carrierUser(['cnx_mgr']),
    });
    expect(await screen.findByRole('heading', { name: 'Connections', level: 1 })).toBeTruthy();
  });

  it('shows Access denied in Dutch', async () => {
    renderRoute('/organization/integrations', { user: carrierUser(['usr_mgr']), locale: 'nl' });
    expect(await screen.findByRole('heading', { name: 'Er is een fout opgetreden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ga terug' })).toBeTruthy();
  });

  it('shows plain Logged out and the unknown-route error', async () => {
    renderRoute('/loggedout');
    expect(await screen.findByText('Logged out')).toBeTruthy();
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'No page exists for this route' })).toBeTruthy();
  });
});
