import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWalletHosts, type WalletHosts } from '@scr/fake-platform';
import { createHttpWallet } from './http-wallet.ts';
import { sha256Hex } from './password-hash.ts';
import type { PasswordResetItem } from '@scr/domain';

/** The grant the platform would sign for this reset (the wallets run without it here). */
const grantOf = async (
  hosts: WalletHosts,
  caller: number,
  password: string,
  items: readonly PasswordResetItem[],
) =>
  hosts.standaloneGrant!({
    caller,
    passwordHash: await sha256Hex(password),
    items: items.map(({ id, userId, adminId }) => ({ id, userId, adminId })),
  });

let w: WalletHosts;
let wallet: ReturnType<typeof createHttpWallet>;
const url = (id: string) => w.hosts.find((h) => h.id === id)?.url ?? '';

beforeAll(async () => {
  w = await startWalletHosts({ now: () => new Date(), tokenTtlSeconds: 3600 });
  wallet = createHttpWallet({ hostedWalletUrl: w.cloudUrl });
});
afterAll(() => w.close());

describe('wallet adapter: password reset across organizations', () => {
  it('gives a result per organization, the 1.0.9 wallet failing', async () => {
    // Fiona: admin of Ghent (org 2, company wallet 1.2.9) and of Rotterdam (org 3, company wallet 1.0.9).
    const ghent = url('company-1.2.9');
    const rotterdam = url('company-1.0.9');
    await w.provisionAccount({ walletUrl: ghent, orgUserId: 21, organizationId: 2, password: 'demo1234' });
    await w.provisionAccount({
      walletUrl: rotterdam,
      orgUserId: 31,
      organizationId: 3,
      password: 'demo1234',
    });
    const session = (
      await wallet.verifyPassword({ walletUrl: ghent, orgUserId: 21, password: 'demo1234' })
    )._unsafeUnwrap();
    const items = [
      { id: 2, userId: 21, url: ghent, adminId: 21 },
      { id: 3, userId: 31, url: rotterdam, adminId: 31 },
      { id: 6, userId: 61, url: w.unreachableUrl, adminId: 61 },
    ];
    const results = (
      await wallet.resetPasswords(session, {
        password: 'new-secret',
        items,
        grant: await grantOf(w, 21, 'new-secret', items),
      })
    )._unsafeUnwrap();
    expect(results).toEqual({
      2: { status: 'success' },
      3: { error: 'Password reset requires wallet version 1.1.4 or later; this wallet runs 1.0.9' },
      6: { error: 'Could not reach your wallet. Are you sure it is running?' },
    });
    expect(
      (await wallet.verifyPassword({ walletUrl: ghent, orgUserId: 21, password: 'new-secret' })).isOk(),
    ).toBe(true);
    expect(
      (await wallet.verifyPassword({ walletUrl: rotterdam, orgUserId: 31, password: 'demo1234' })).isOk(),
    ).toBe(true);
  });

  it('resets two organizations on the hosted wallet in one call', async () => {
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 41,
      organizationId: 4,
      password: 'demo1234',
    });
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 51,
      organizationId: 5,
      password: 'demo1234',
    });
    const session = (
      await wallet.verifyPassword({ walletUrl: '0', orgUserId: 41, password: 'demo1234' })
    )._unsafeUnwrap();
    const items = [
      { id: 4, userId: 41, url: '0', adminId: 41 },
      { id: 5, userId: 51, url: w.cloudUrl, adminId: 51 },
    ];
    const results = await wallet.resetPasswords(session, {
      password: 'new-secret',
      items,
      grant: await grantOf(w, 41, 'new-secret', items),
    });
    expect(results._unsafeUnwrap()).toEqual({ 4: { status: 'success' }, 5: { status: 'success' } });
  });

  it("reports the wallet's refusal of a reset without the platform's grant per organization", async () => {
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 42,
      organizationId: 7,
      password: 'demo1234',
    });
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 43,
      organizationId: 7,
      password: 'demo1234',
    });
    const session = (
      await wallet.verifyPassword({ walletUrl: '0', orgUserId: 42, password: 'demo1234' })
    )._unsafeUnwrap();
    const items = [{ id: 7, userId: 43, url: '0', adminId: 43 }];
    const otherPassword = await grantOf(w, 42, 'another-secret', items);
    const results = await wallet.resetPasswords(session, {
      password: 'new-secret',
      items,
      grant: otherPassword,
    });
    expect(results._unsafeUnwrap()).toEqual({
      7: { error: 'The password reset grant is for another password' },
    });
    expect(
      (await wallet.verifyPassword({ walletUrl: '0', orgUserId: 43, password: 'demo1234' })).isOk(),
    ).toBe(true);
  });

  it('fails as a whole when the session\u2019s own wallet token has expired', async () => {
    let now = Date.now();
    const clocked = await startWalletHosts({ now: () => new Date(now), tokenTtlSeconds: 60 });
    try {
      const own = createHttpWallet({ hostedWalletUrl: clocked.cloudUrl });
      await clocked.provisionAccount({
        walletUrl: clocked.cloudUrl,
        orgUserId: 1,
        organizationId: 1,
        password: 'demo1234',
      });
      const session = (
        await own.verifyPassword({ walletUrl: '0', orgUserId: 1, password: 'demo1234' })
      )._unsafeUnwrap();
      now += 61_000;
      const items = [{ id: 1, userId: 1, url: '0', adminId: 1 }];
      const err = await own.resetPasswords(session, {
        password: 'new-secret',
        items,
        grant: await grantOf(clocked, 1, 'new-secret', items),
      });
      expect(err._unsafeUnwrapErr().kind).toBe('WalletTokenExpired');
    } finally {
      await clocked.close();
    }
  });
});
