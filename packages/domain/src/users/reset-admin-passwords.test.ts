import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { walletCheckReasons, walletErrors } from '../wallet/errors.ts';
import { transportErrors } from '../shared/errors.ts';
import type { PasswordResetItem, WalletSession } from '../wallet/ports.ts';
import { resetCandidates, resetChooserRows } from './password-reset-by-admin.ts';
import { resetAdminPasswords } from './reset-admin-passwords.ts';
import {
  aMembership,
  aWalletSession,
  fakeResetGrants,
  fakeSessions,
  fakeWallet,
  messageOf,
} from '../testing/users.ts';

const en = createMessageFormatter('en');
const rows = resetChooserRows(
  resetCandidates({
    actorMemberships: [
      aMembership(1, 11, true, aWalletSession.walletUrl),
      aMembership(2, 12, true),
      aMembership(3, 13, true),
    ],
    targetMemberships: [
      aMembership(1, 11, true, aWalletSession.walletUrl),
      aMembership(2, 12, true),
      aMembership(3, 13, true),
    ],
    hostedWalletUrl: 'https://wallet.scr.example',
  }),
  new Map([[3, { state: 'unreachable', reason: walletCheckReasons.timeout(2) }]] as const),
);
const form = { organizationIds: [1, 2], password: 'new-secret', passwordCheck: 'new-secret' };

const happyWallet = (calls: { items?: readonly PasswordResetItem[] } = {}) =>
  fakeWallet({
    version: () => okAsync('1.2.9'),
    resetPasswords: (_s, input) => {
      calls.items = input.items;
      return okAsync({ 1: { status: 'success' }, 2: { error: 'account locked' } } as const);
    },
    hashPassword: (p) => okAsync(`sha256(${p})`),
  });

describe('resetAdminPasswords (product-reference §2.5, §5, §6)', () => {
  it('resets per organization and reports success or failure with a message', async () => {
    const calls: { items?: readonly PasswordResetItem[] } = {};
    const r = await resetAdminPasswords({
      resetGrants: fakeResetGrants(),
      wallet: happyWallet(calls),
      sessions: fakeSessions(aWalletSession),
    })({
      rows,
      form,
    });
    const results = r._unsafeUnwrap();
    expect(en.format(results.title)).toBe('Password reset results');
    expect(results.results.map((x) => [x.organizationId, x.success, en.format(x.message)])).toEqual([
      [1, true, 'Password reset successfully'],
      [2, false, 'Password reset failed: account locked'],
    ]);
    expect(calls.items?.map((i) => i.id)).toEqual([1, 2]);
  });

  it("asks the platform's grant for exactly the chosen items and password, and hands it to the wallet", async () => {
    const asked: Parameters<ReturnType<typeof fakeResetGrants>['grant']>[0][] = [];
    let handed = '';
    const wallet = fakeWallet({
      version: () => okAsync('1.2.9'),
      hashPassword: (p) => okAsync(`sha256(${p})`),
      resetPasswords: (_s, input) => {
        handed = input.grant;
        return okAsync({ 1: { status: 'success' }, 2: { status: 'success' } } as const);
      },
    });
    const r = await resetAdminPasswords({
      resetGrants: fakeResetGrants(asked),
      wallet,
      sessions: fakeSessions(aWalletSession),
    })({ rows, form });
    expect(r.isOk()).toBe(true);
    expect(asked.map((a) => [a.passwordHash, a.items.map((i) => [i.id, i.userId, i.adminId])])).toEqual([
      [
        'sha256(new-secret)',
        [
          [1, 11, 11],
          [2, 12, 12],
        ],
      ],
    ]);
    expect(handed).toBe('grant:sha256(new-secret):1,2');
  });

  it('resets nothing when the platform refuses the grant', async () => {
    let reset = false;
    const wallet = fakeWallet({
      version: () => okAsync('1.2.9'),
      hashPassword: (p) => okAsync(`sha256(${p})`),
      resetPasswords: () => {
        reset = true;
        return okAsync({});
      },
    });
    const e = (
      await resetAdminPasswords({
        resetGrants: { grant: () => errAsync(transportErrors.forbidden('Access denied')) },
        wallet,
        sessions: fakeSessions(aWalletSession),
      })({ rows, form })
    )._unsafeUnwrapErr();
    expect([e.kind, reset]).toEqual(['Forbidden', false]);
  });

  it('counts an organization the wallet did not answer for as a failure', async () => {
    const wallet = fakeWallet({
      version: () => okAsync('1.1.4'),
      resetPasswords: () => okAsync({ 1: { status: 'success' } } as const),
      hashPassword: (p) => okAsync(`sha256(${p})`),
    });
    const r = await resetAdminPasswords({
      resetGrants: fakeResetGrants(),
      wallet,
      sessions: fakeSessions(aWalletSession),
    })({
      rows,
      form,
    });
    const failed = r._unsafeUnwrap().results[1]!;
    expect([failed.success, en.format(failed.message)]).toEqual([
      false,
      'The wallet gave no answer for this organization',
    ]);
  });

  it('stores no hash of the new password, also when the actor reset their own', async () => {
    const saved: WalletSession[] = [];
    const r = await resetAdminPasswords({
      resetGrants: fakeResetGrants(),
      wallet: happyWallet(),
      sessions: fakeSessions(aWalletSession, saved),
    })({ rows, form });
    expect(r._unsafeUnwrap().results.map((line) => line.success)).toEqual([true, false]);
    expect(saved).toEqual([]);
  });

  it('requires wallet version 1.1.4 (Wallet upgrade required)', async () => {
    const wallet = fakeWallet({ version: (url) => okAsync(url.includes('wallet-2') ? '1.0.9' : '1.2.9') });
    const e = (
      await resetAdminPasswords({
        resetGrants: fakeResetGrants(),
        wallet,
        sessions: fakeSessions(aWalletSession),
      })({
        rows,
        form,
      })
    )._unsafeUnwrapErr();
    expect(e.kind).toBe('WalletUpgradeRequired');
    expect(e.kind === 'WalletUpgradeRequired' && e.version).toBe('1.0.9');
    expect(en.format({ id: 'users.passwordReset.upgrade.title' })).toBe('Wallet upgrade required');
  });

  it('rejects the form, an unselectable organization and an unknown one', async () => {
    const deps = {
      wallet: fakeWallet(),
      sessions: fakeSessions(aWalletSession),
      resetGrants: fakeResetGrants(),
    };
    const invalid = (
      await resetAdminPasswords(deps)({ rows, form: { ...form, organizationIds: [] } })
    )._unsafeUnwrapErr();
    expect(invalid.kind === 'Invalid' && en.format(invalid.fields.organizationIds!)).toBe(
      'Please choose at least one organization from the list',
    );
    const red = (
      await resetAdminPasswords(deps)({ rows, form: { ...form, organizationIds: [3] } })
    )._unsafeUnwrapErr();
    expect(en.format(messageOf(red))).toBe(
      "Can't connect to wallet on https://wallet-3.example:8443: the wallet did not answer within 2 seconds",
    );
    const unknown = (
      await resetAdminPasswords(deps)({ rows, form: { ...form, organizationIds: [99] } })
    )._unsafeUnwrapErr();
    expect(unknown.kind).toBe('NotSelectable');
  });

  it('treats a missing wallet session as an expired session', async () => {
    const e = (
      await resetAdminPasswords({
        resetGrants: fakeResetGrants(),
        wallet: happyWallet(),
        sessions: fakeSessions(null),
      })({
        rows,
        form,
      })
    )._unsafeUnwrapErr();
    expect(en.format(messageOf(e))).toBe(
      'For security reasons, your session has expired. Please log out and back in again.',
    );
  });

  it('passes wallet failures on', async () => {
    const unreachable = fakeWallet({ version: () => errAsync(walletErrors.unreachable()) });
    const e1 = (
      await resetAdminPasswords({
        resetGrants: fakeResetGrants(),
        wallet: unreachable,
        sessions: fakeSessions(aWalletSession),
      })({
        rows,
        form,
      })
    )._unsafeUnwrapErr();
    expect(e1.kind).toBe('WalletUnreachable');
    const expired = fakeWallet({
      version: () => okAsync('1.1.4'),
      resetPasswords: () => errAsync(walletErrors.tokenExpired()),
      hashPassword: (p) => okAsync(`sha256(${p})`),
    });
    const e2 = (
      await resetAdminPasswords({
        resetGrants: fakeResetGrants(),
        wallet: expired,
        sessions: fakeSessions(aWalletSession),
      })({
        rows,
        form,
      })
    )._unsafeUnwrapErr();
    expect(en.format(messageOf(e2))).toBe('Wallet token expired');
  });
});
