import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync } from 'neverthrow';
import { sessionErrors, transportErrors, walletErrors } from '@scr/domain';
import { renderLogin } from './test-support.tsx';

const typeEmail = async (email: string) => {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.tab();
};
const loginButton = () => screen.getByRole('button', { name: 'Login' });

describe('login form (product-reference §2.3, §5 Login)', () => {
  it('keeps Login disabled until an organization or a password is set', async () => {
    renderLogin();
    await screen.findByRole('heading', { name: 'Login' });
    expect(loginButton()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    expect(loginButton()).toHaveProperty('disabled', false);
  });

  it('lists the email organizations and leaves the choice to the user', async () => {
    renderLogin();
    await typeEmail('fiona.forwarder@forwarder.example');
    const select = await screen.findByRole('combobox', { name: 'Organization' });
    await waitFor(() => expect(select).toHaveProperty('disabled', false));
    expect(screen.getByRole('option', { name: 'Ghent Forwarding BV' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Rotterdam Barge BV' })).toBeTruthy();
    expect(select).toHaveProperty('value', '');
    expect(loginButton()).toHaveProperty('disabled', true);
    await userEvent.selectOptions(select, 'Rotterdam Barge BV');
    expect(loginButton()).toHaveProperty('disabled', false);
  });

  it("shows a not-activated organization as 'Not activated yet', not choosable", async () => {
    renderLogin();
    await typeEmail('hans.driver@drivers.example');
    const option = await screen.findByRole('option', { name: /Hamburg Drivers GmbH – Not activated yet/ });
    expect(option).toHaveProperty('disabled', true);
    // The organization awaits the platform's activation: 'Contact us for your final activation' first.
    await screen.findByRole('dialog', { name: 'Contact us for your final activation' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(loginButton());
    expect(await screen.findByText('Please select an organization from the list')).toBeTruthy();
  });

  it('chooses the only organization and signs in; the password can be shown', async () => {
    renderLogin();
    await typeEmail('anna.admin@carrier.example');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveProperty('value', '1'),
    );
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'text');
    await userEvent.click(loginButton());
    expect(await screen.findByText('signed in: org_mgr')).toBeTruthy();
  });

  it('forgets the email with Use another email address', async () => {
    renderLogin();
    await typeEmail('anna.admin@carrier.example');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', true));
    await userEvent.click(screen.getByRole('button', { name: 'Use another email address' }));
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
    // Without organizations it waits for an email, marked disabled but still in the Tab order.
    expect(screen.getByRole('combobox', { name: 'Organization' }).getAttribute('aria-disabled')).toBe('true');
  });

  it.each([
    ['no user', sessionErrors.noUser(), 'No user found for this email address'],
    [
      'API unreachable',
      transportErrors.apiUnreachable(),
      'Could not reach the API. Please contact your admin user.',
    ],
  ])('shows %s when the email is looked up', async (_name, error, shown) => {
    renderLogin({ loadLoginOptions: () => errAsync(error) });
    await typeEmail('nobody@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });

  it.each([
    [
      'hosted wallet',
      walletErrors.invalidCredentials('hosted'),
      "Invalid credentials. Click the 'Forgot password' button if you forgot your password",
    ],
    [
      'company wallet',
      walletErrors.invalidCredentials('company'),
      'Invalid credentials. If you forgot your password, please ask your administrator.',
    ],
    [
      'refused signature',
      sessionErrors.credentials(),
      'Email or wallet password incorrect. Please try another password or email address.',
    ],
    [
      'unreachable wallet',
      walletErrors.unreachable(),
      'Could not reach your wallet. Are you sure it is running?',
    ],
    [
      'API unreachable',
      transportErrors.apiUnreachable(),
      'Could not reach the API. Please contact your admin user.',
    ],
    [
      'not activated',
      sessionErrors.notActivated(),
      'Your account has not been activated. Please contact your administrator.',
    ],
  ])('shows the %s text and keeps what was typed', async (_name, error, shown) => {
    renderLogin({ signIn: () => errAsync(error) });
    await typeEmail('anna.admin@carrier.example');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(loginButton());
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'wrong-pass');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'anna.admin@carrier.example');
  });

  it('opens the login help when the network is offline', async () => {
    renderLogin({ signIn: () => errAsync(sessionErrors.offline()) });
    await typeEmail('anna.admin@carrier.example');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(loginButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Login failed. We cannot reach the ID wallet/,
    );
    const frame = await screen.findByTitle('Help page');
    expect(frame.getAttribute('src')).toBe('/help/login.html');
  });
});
