import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { sessionErrors, type SignInError, type SignInOutcome } from '@scr/domain';
import { renderLogin, session } from './test-support.tsx';

const typeEmail = async (email: string) => {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.tab();
};
const loginButton = () => screen.getByRole('button', { name: 'Login' });
const pleaseWait = () => screen.queryByRole('dialog', { name: 'Please wait' });
const finalActivation = () => screen.queryByRole('dialog', { name: 'Contact us for your final activation' });

/** A sign-in the test settles by hand, as the wallet's KDF and the platform take their time. */
const slowSignIn = () => {
  let settle!: (result: Result<SignInOutcome, SignInError>) => void;
  const signIn = () =>
    new ResultAsync<SignInOutcome, SignInError>(new Promise((resolve) => (settle = resolve)));
  return { signIn, settle: (result: Result<SignInOutcome, SignInError>) => settle(result) };
};
const signedIn: SignInOutcome = { step: 'signedIn', session, user: null, reused: false };

describe("'Please wait' over the Login click (product-reference §2.3)", () => {
  it('covers the sign-in until the user is signed in', async () => {
    const slow = slowSignIn();
    renderLogin({ signIn: slow.signIn });
    await typeEmail('anna.admin@carrier.example');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(loginButton());
    expect(await screen.findByRole('dialog', { name: 'Please wait' })).toBeTruthy();
    expect(loginButton()).toHaveProperty('disabled', true);
    await act(async () => slow.settle(ok(signedIn)));
    expect(await screen.findByText('signed in: org_mgr')).toBeTruthy();
    await waitFor(() => expect(pleaseWait()).toBeNull());
  });

  it('closes when the sign-in fails, and the form shows the failure', async () => {
    const slow = slowSignIn();
    renderLogin({ signIn: slow.signIn });
    await typeEmail('anna.admin@carrier.example');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(loginButton());
    expect(await screen.findByRole('dialog', { name: 'Please wait' })).toBeTruthy();
    await act(async () => slow.settle(err(sessionErrors.credentials())));
    await waitFor(() => expect(pleaseWait()).toBeNull());
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Email or wallet password incorrect\./);
    expect(loginButton()).toHaveProperty('disabled', false);
  });

  it('does not flash for a form error that returns at once', async () => {
    renderLogin();
    await typeEmail('fiona.forwarder@forwarder.example');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(loginButton());
    expect(await screen.findByText('Please select an organization from the list')).toBeTruthy();
    await new Promise((wait) => setTimeout(wait, 400));
    expect(pleaseWait()).toBeNull();
  });
});

describe("'Contact us for your final activation' at login (product-reference §2.3, §4, §9)", () => {
  it('opens when the organizations of the email await the platform activation', async () => {
    renderLogin();
    await typeEmail('hans.driver@drivers.example');
    const dialog = await screen.findByRole('dialog', { name: 'Contact us for your final activation' });
    expect(dialog.textContent).toContain(
      'Please contact us at support@example.com to complete its activation.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not open for a user who is not activated: the administrator is the one to ask (product-reference §8)', async () => {
    renderLogin();
    await typeEmail('iris.inactive@carrier.example');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account has not been activated. Please contact your administrator.',
    );
    expect(finalActivation()).toBeNull();
  });

  it('does not open for an email with an organization to choose', async () => {
    renderLogin();
    await typeEmail('fiona.forwarder@forwarder.example');
    await screen.findByRole('option', { name: 'Ghent Forwarding BV' });
    await new Promise((wait) => setTimeout(wait, 300));
    expect(finalActivation()).toBeNull();
  });
});
