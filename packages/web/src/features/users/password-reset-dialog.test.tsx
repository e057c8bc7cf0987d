import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { resetAdminPasswords, type ResetChooserRow, type SessionStore, type Wallet } from '@scr/domain';
import { fakeResetGrants } from '@scr/domain/testing';
import PasswordResetDialog from './password-reset-dialog.tsx';
import { anAdminContext, renderWith } from '../../test/admin-render.tsx';
import { aUser, bindUsers, fakeUsers, usersUseCasesOver } from './test-support.tsx';

const row = (id: number, name: string, dot: ResetChooserRow['dot'], url: string): ResetChooserRow => ({
  organization: {
    id,
    name,
    vat: `BE0${id}`,
    streetNbr: 'Kaai 1',
    postalCode: '2000',
    city: 'Antwerpen',
    country: 'Belgium',
    walletUrl: url,
  },
  item: { id, userId: 20 + id, url, adminId: 20 + id },
  dot,
  ...(dot === 'red'
    ? {
        selectable: false,
        reason: {
          id: 'wallet.error.cannotConnect',
          values: { url, message: { id: 'wallet.check.timeout', values: { seconds: 2 } } },
        },
      }
    : { selectable: true }),
});

const rows = [
  row(2, 'Ghent Forwarding BV', 'green', 'https://ghent.example:8443'),
  row(3, 'Rotterdam Barge BV', 'green', 'https://rotterdam.example:8443'),
  row(6, 'Basel Inland AG', 'red', 'https://basel.example:8443'),
  row(4, 'Liege Trucking SA', 'grey', 'https://wallet.example'),
];

const setup = (versions: Record<string, string> = {}, chooser: readonly ResetChooserRow[] = rows) => {
  const wallet = {
    version: (url: string) => okAsync(versions[url] ?? '1.2.9'),
    resetPasswords: vi.fn(() => okAsync({ 2: { status: 'success' as const }, 3: { error: 'locked' } })),
    hashPassword: () => okAsync('hash'),
  } as unknown as Wallet;
  const sessions = {
    walletSession: () => okAsync({ walletUrl: 'https://other.example', orgUserId: 1, token: 't', exp: 1 }),
    saveWalletSession: () => okAsync(undefined),
  } as unknown as SessionStore;
  render(
    renderWith(
      bindUsers({
        ...usersUseCasesOver(fakeUsers()),
        loadPasswordResetChooser: () => okAsync([...chooser]),
        resetAdminPasswords: resetAdminPasswords({ wallet, sessions, resetGrants: fakeResetGrants() }),
      }),
      <PasswordResetDialog target={aUser({ userId: 20 })} context={anAdminContext()} onClose={vi.fn()} />,
    ),
  );
  return { wallet };
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset password(s)' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PasswordResetDialog (product-reference §2.5, §5 Password reset by admin)', () => {
  it('lists the organizations with status dots; an unreachable one cannot be chosen', async () => {
    setup();
    expect(await screen.findByText('Ghent Forwarding BV')).toBeTruthy();
    expect(screen.getByText('Choose for which organizations you wish to reset your password')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Available' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Unreachable' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Not checked' })).toBeTruthy();
    // Each dot has its word beside it, drawn for the eye (the image already carries it for a reader).
    expect(screen.getAllByText('Available')).toHaveLength(2);
    expect(screen.getByText('Unreachable')).toBeTruthy();
    expect((screen.getByLabelText('Basel Inland AG') as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText(
        "Can't connect to wallet on https://basel.example:8443: the wallet did not answer within 2 seconds",
      ),
    ).toBeTruthy();
  });

  it('checks the choice and the passwords, keeping them', async () => {
    setup();
    await screen.findByText('Ghent Forwarding BV');
    type('New password', 'abc');
    type('Re-enter new password', 'abcdef');
    submit();
    expect(await screen.findByText('Please choose at least one organization from the list')).toBeTruthy();
    expect(
      screen.getByText('Choose a password for the company wallet, containing at least 6 characters'),
    ).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('abc');
    type('New password', 'abcdeg');
    submit();
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
  });

  it('resets in several organizations and shows the results per organization', async () => {
    const { wallet } = setup();
    fireEvent.click(await screen.findByLabelText('Ghent Forwarding BV'));
    fireEvent.click(screen.getByLabelText('Rotterdam Barge BV'));
    type('New password', 'secret1');
    type('Re-enter new password', 'secret1');
    submit();
    expect(await screen.findByText('Password reset results')).toBeTruthy();
    expect(screen.getByText('Password reset successfully')).toBeTruthy();
    expect(screen.getByText('Password reset failed: locked')).toBeTruthy();
    expect(wallet.resetPasswords).toHaveBeenCalled();
  });

  it('ticks the one organization that can be chosen; the admin can untick it', async () => {
    setup({}, [rows[0]!, rows[2]!]);
    const ghent = (await screen.findByLabelText('Ghent Forwarding BV')) as HTMLInputElement;
    expect(ghent.checked).toBe(true);
    expect((screen.getByLabelText('Basel Inland AG') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(ghent);
    expect(ghent.checked).toBe(false);
  });

  it('ticks nothing when several organizations can be chosen', async () => {
    setup();
    expect(((await screen.findByLabelText('Ghent Forwarding BV')) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Rotterdam Barge BV') as HTMLInputElement).checked).toBe(false);
  });

  it("opens 'Wallet upgrade required' for a wallet below 1.1.4", async () => {
    setup({ 'https://rotterdam.example:8443': '1.0.9' });
    fireEvent.click(await screen.findByLabelText('Rotterdam Barge BV'));
    type('New password', 'secret1');
    type('Re-enter new password', 'secret1');
    submit();
    expect(await screen.findByText('Wallet upgrade required')).toBeTruthy();
    expect(screen.getByText(/runs version 1.0.9/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade procedure (PDF)' }).getAttribute('href')).toMatch(
      /\.pdf$/,
    );
  });
});
