import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { transportErrors } from '../shared/errors.ts';
import { walletCheckReasons, walletErrors } from '../wallet/errors.ts';
import { loadPasswordResetChooser } from './load-password-reset-chooser.ts';
import type { Membership, MembershipsGateway } from './ports.ts';
import { aMembership, fakeWallet } from '../testing/users.ts';

const en = createMessageFormatter('en');
const byPerson: Record<number, Membership[]> = {
  1: [aMembership(10, 11, true), aMembership(20, 12, true), aMembership(30, 13, false)],
  2: [aMembership(10, 21, false), aMembership(20, 22, false), aMembership(30, 23, false)],
};
const memberships: MembershipsGateway = { membershipsOf: (userId) => okAsync(byPerson[userId] ?? []) };
const wallet = fakeWallet({
  version: (url) =>
    url.includes('wallet-20')
      ? errAsync(walletErrors.cannotConnect(url, walletCheckReasons.noAnswer()))
      : okAsync('1.2.9'),
});

describe('loadPasswordResetChooser (product-reference §2.5, §6, §8)', () => {
  it("lists the shared organizations with their wallets' status", async () => {
    const rows = (
      await loadPasswordResetChooser({ memberships, wallet })({
        actorUserId: 1,
        targetUserId: 2,
        hostedWalletUrl: 'h',
      })
    )._unsafeUnwrap();
    expect(rows.map((r) => [r.organization.id, r.dot, r.selectable])).toEqual([
      [10, 'green', true],
      [20, 'red', false],
    ]);
    expect(en.format(rows[1]!.reason!)).toBe(
      "Can't connect to wallet on https://wallet-20.example:8443: the wallet does not answer",
    );
  });

  it('covers the actor themself when they reset their own password', async () => {
    const rows = (
      await loadPasswordResetChooser({ memberships, wallet })({
        actorUserId: 1,
        targetUserId: 1,
        hostedWalletUrl: 'h',
      })
    )._unsafeUnwrap();
    expect(rows.map((r) => r.item)).toEqual([
      { id: 10, userId: 11, url: 'https://wallet-10.example:8443', adminId: 11 },
      { id: 20, userId: 12, url: 'https://wallet-20.example:8443', adminId: 12 },
    ]);
  });

  it('passes a transport failure on', async () => {
    const failing: MembershipsGateway = { membershipsOf: () => errAsync(transportErrors.apiUnreachable()) };
    const r = await loadPasswordResetChooser({ memberships: failing, wallet })({
      actorUserId: 1,
      targetUserId: 2,
      hostedWalletUrl: 'h',
    });
    expect(r._unsafeUnwrapErr().kind).toBe('ApiUnreachable');
  });
});
