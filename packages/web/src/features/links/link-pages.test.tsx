import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { transportErrors, type AddUserRecord } from '@scr/domain';
import { AddUserView } from './add-user-view.tsx';
import { CpointView } from './cpoint-view.tsx';
import { PasswordResetView } from './password-reset-view.tsx';
import { linkJwt, renderLink } from './test-support.tsx';

const reset = (over = {}) => ({
  load: () =>
    okAsync({
      visitedAt: null,
      validUntil: new Date(Date.now() + 3600_000).toISOString(),
      firstName: 'Anna',
      lastName: 'Admin',
    }),
  submit: () => okAsync({ result: 'success' as const }),
  ...over,
});
const openReset = (passwordResets = reset(), jwt = linkJwt()) =>
  renderLink('/password-reset/:passwordResetId', `/password-reset/5?jwt=${jwt}`, <PasswordResetView />, {
    passwordResets,
  });
const fill = async (password: string, check: string) => {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Re-enter new password'), check);
};

describe('password reset page (product-reference §4, §5 New password, §8 Password reset)', () => {
  it('applies the password rules and keeps what was typed', async () => {
    openReset();
    expect(await screen.findByText('Choose a new wallet password for Anna Admin.')).toBeTruthy();
    await fill('abc', 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Please enter at least 6 characters')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByLabelText('Re-enter new password')).toHaveProperty('value', 'abc');
  });

  it('resets the password and offers the login', async () => {
    openReset();
    await fill('newpass1', 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(/^Your password has been reset/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/');
  });

  it.each([
    [
      'expired link',
      reset(),
      linkJwt(-60),
      'Your link expired. Please request a new one on the login screen.',
    ],
    [
      'unknown reset',
      reset({ load: () => errAsync(transportErrors.http(404, 'x')) }),
      linkJwt(),
      'Could not find password reset request',
    ],
  ])('refuses an %s', async (_name, gateway, jwt, shown) => {
    openReset(gateway, jwt);
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });

  it('shows the platform refusal and keeps the form', async () => {
    openReset(reset({ submit: () => okAsync({ error: 'Password reset link has already been used' }) }));
    await fill('newpass1', 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was a problem resetting your password: Password reset link has already been used',
    );
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'newpass1');
  });
});

const invited: AddUserRecord = {
  orgUserId: 40,
  organizationId: 1,
  organizationName: 'Antwerp Carrier NV',
  email: 'nora@carrier.example',
  firstName: 'Nora',
  lastName: 'New',
  isActive: false,
  acceptCode: 'acc',
  walletUrl: '0',
  savedConnections: [],
};
const openAddUser = (user: AddUserRecord, path = `/wallet-add-user/acc?jwt=${linkJwt()}`) =>
  renderLink('/wallet-add-user/:acceptCode', path, <AddUserView />, {
    addUser: { load: () => okAsync({ user, walletToken: 'wt' }), complete: () => okAsync(undefined) },
    wallet: { addUserAccount: () => okAsync({ pkeySign: 'pk' }) },
  });

describe('set-password page of a new user (product-reference §8 Add user)', () => {
  it('sets the password and shows the success links', async () => {
    openAddUser(invited);
    expect(await screen.findByText(/Welcome Nora New/)).toBeTruthy();
    await fill('demo1234', 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/^Your password has been set/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the SCR App' }).getAttribute('href')).toBe(
      'https://app.example/',
    );
  });

  it.each([
    ['an active user', { ...invited, isActive: true }, /^Your account is already active/],
    [
      'an unknown wallet',
      { ...invited, walletUrl: null },
      /^Wallet URL is unknown. Please contact support at support@example.com/,
    ],
  ])('refuses %s', async (_name, user, shown) => {
    openAddUser(user);
    expect((await screen.findByRole('alert')).textContent).toMatch(shown);
  });

  it('needs the link token', async () => {
    openAddUser(invited, '/wallet-add-user/acc');
    expect((await screen.findByRole('alert')).textContent).toBe('Missing accept code');
  });
});

describe('/cpoint (product-reference §2.7)', () => {
  const user = {
    email: 'a@b.example',
    organizationName: 'A',
    organizationRole: 'carrier',
    accountType: null,
    roles: ['org_mgr'],
    organizationId: 1,
  };
  const open = (path: string) =>
    renderLink(
      '/cpoint',
      path,
      <CpointView />,
      { organizations: { setCpointCode: (_id, code) => okAsync({ cpointCode: code }) } },
      user,
    );

  it('connects with the code from the query string', async () => {
    open('/cpoint?code=CP-123');
    expect(screen.getByText('Connecting...')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toMatch(/Your code is CP-123/);
  });

  it('says so when no code came back', async () => {
    open('/cpoint');
    expect((await screen.findByRole('alert')).textContent).toBe('No My Port of Antwerp-Bruges code found');
  });
});
