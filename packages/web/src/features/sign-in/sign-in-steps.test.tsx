import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { sessionErrors, transportErrors, validate, type Eula } from '@scr/domain';
import { twoFactorSchema } from '@scr/domain/testing';
import { renderLogin, session } from './test-support.tsx';

const signInAs = async () => {
  await userEvent.type(screen.getByLabelText('Email'), 'anna.admin@carrier.example');
  await userEvent.tab();
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveProperty('value', '1'),
  );
  await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
};
const eula: Eula = { id: 2, createdAt: '2026-10-01T00:00:00Z' };
const twoFactor = () => okAsync({ step: 'twoFactor', session, user: null });

describe('after the Login click (product-reference §2.3, §4 Login)', () => {
  it('asks for the 6-digit code, re-sends it and verifies it', async () => {
    renderLogin({
      signIn: twoFactor,
      verifyTwoFactor: (raw: unknown) =>
        validate(twoFactorSchema, raw).asyncAndThen(({ code }) =>
          code === '123456'
            ? okAsync({ step: 'signedIn', session, user: null, reused: false })
            : errAsync(sessionErrors.invalidCode()),
        ),
    });
    await signInAs();
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.getByText(/no-reply@example.com/)).toBeTruthy();
    expect(screen.getByText(/check your spam folder/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('2FA code'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The 2FA code has 6 digits')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Re-send code' }));
    expect(await screen.findByText('Verification code sent successfully')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('2FA code'));
    await userEvent.type(screen.getByLabelText('2FA code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findAllByText(/The verification code is not valid/)).length).toBeGreaterThan(0);
    await userEvent.clear(screen.getByLabelText('2FA code'));
    await userEvent.type(screen.getByLabelText('2FA code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('signed in: org_mgr')).toBeTruthy();
  });

  it('goes back to the login form on Cancel', async () => {
    renderLogin({ signIn: twoFactor });
    await signInAs();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('blocks the app with the EULA dialog until it is accepted', async () => {
    renderLogin({ signIn: () => okAsync({ step: 'eulaPending', session, user: null, eula }) });
    await signInAs();
    const accept = await screen.findByRole('button', { name: 'Accept and continue to app' });
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await userEvent.click(accept);
    expect(await screen.findByText('signed in: org_mgr')).toBeTruthy();
  });

  it.each([
    ['the domain', sessionErrors.subscriptionExpired()],
    ['the platform (402)', transportErrors.http(402, 'Your subscription expired.')],
  ])('shows the expired page with both options when %s says so', async (_who, error) => {
    renderLogin({ signIn: () => errAsync(error) });
    await signInAs();
    expect(
      await screen.findByRole('heading', {
        name: 'Your subscription expired. Therefore, your account has been deactivated temporarily.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Order SCR Premium' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    expect(screen.getByRole('button', { name: 'Migrate to SCR Basic' })).toBeTruthy();
    expect(screen.getByText(/on-premise wallet/)).toBeTruthy();
  });

  it("shows 'A problem occured' and returns to the login screen", async () => {
    renderLogin({ signIn: twoFactor, verifyTwoFactor: () => errAsync(sessionErrors.notAuthenticated()) });
    await signInAs();
    await userEvent.type(await screen.findByLabelText('2FA code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'A problem occured' })).toBeTruthy();
    expect(screen.getByText(/User not authenticated/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Return to login screen' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});

describe('forgot password (product-reference §2.3, §8 Password reset)', () => {
  it('opens with ?showpwreset and confirms with Password link sent', async () => {
    renderLogin({}, '/?showpwreset');
    await screen.findByRole('dialog', { name: 'Forgot password?' });
    await userEvent.type(
      screen.getByLabelText('Email', { selector: '#forgot-email' }),
      'anna.admin@carrier.example',
    );
    await userEvent.tab();
    await waitFor(() =>
      expect(screen.getByLabelText('Organization', { selector: '#forgot-organization' })).toHaveProperty(
        'value',
        '1',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send password link' }));
    expect(await screen.findByRole('dialog', { name: 'Password link sent' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password?' })).toBeNull());
  });

  it("takes the login form's email along", async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'anna.admin@carrier.example');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('#forgot-email')?.value).toBe(
        'anna.admin@carrier.example',
      ),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Organization', { selector: '#forgot-organization' })).toHaveProperty(
        'value',
        '1',
      ),
    );
  });

  it("shows the company wallet's refusal", async () => {
    renderLogin({
      requestPasswordReset: () =>
        errAsync({ kind: 'CompanyHostedWallet', message: { id: 'passwordReset.error.companyWallet' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(
      screen.getByLabelText('Email', { selector: '#forgot-email' }),
      'fiona.forwarder@forwarder.example',
    );
    await userEvent.tab();
    await userEvent.selectOptions(
      screen.getByLabelText('Organization', { selector: '#forgot-organization' }),
      'Ghent Forwarding BV',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send password link' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^The wallet for this organization seems to be hosted/,
    );
  });
});
