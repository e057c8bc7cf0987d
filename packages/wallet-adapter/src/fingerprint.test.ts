import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWalletHosts, type WalletHosts } from '@scr/fake-platform';
import type { WalletSession } from '@scr/domain';
import { createHttpWallet } from './http-wallet.ts';

let w: WalletHosts;
let wallet: ReturnType<typeof createHttpWallet>;
let a: WalletSession;
let b: WalletSession;

beforeAll(async () => {
  w = await startWalletHosts({ now: () => new Date(), tokenTtlSeconds: 3600 });
  wallet = createHttpWallet({ hostedWalletUrl: w.cloudUrl });
  const company = w.hosts.find((h) => h.id === 'company-1.2.9')?.url ?? '';
  await w.provisionAccount({ walletUrl: company, orgUserId: 20, organizationId: 2, password: 'demo1234' });
  await w.provisionAccount({ walletUrl: w.cloudUrl, orgUserId: 10, organizationId: 1, password: 'demo1234' });
  a = (
    await wallet.verifyPassword({ walletUrl: company, orgUserId: 20, password: 'demo1234' })
  )._unsafeUnwrap();
  b = (await wallet.verifyPassword({ walletUrl: '0', orgUserId: 10, password: 'demo1234' }))._unsafeUnwrap();
});
afterAll(() => w.close());

const DIGITS = /^\d{5}( \d{5}){5}$/;

describe('wallet adapter: the connection fingerprint', () => {
  it('is the same on both sides from step 2 on, and marking it verified stays in our wallet', async () => {
    const reference = 'c1d6a0f4-9a1e-4b8e-8f00-6f3f9c2b7a20';
    const inviter = (await wallet.initiateConnection(a, reference))._unsafeUnwrap();
    const invitee = (await wallet.acceptConnection(b, { reference, inviterData: inviter }))._unsafeUnwrap();

    // Step 2: B holds both keys; A has only its own and takes B's from the platform's data.
    const onB = (await wallet.connectionFingerprint(b, { reference, peerPublicKey: null }))._unsafeUnwrap();
    const onA = (
      await wallet.connectionFingerprint(a, { reference, peerPublicKey: invitee.publicKey })
    )._unsafeUnwrap();
    expect(onA.fingerprint).toMatch(DIGITS);
    expect(onA).toEqual({ fingerprint: onB.fingerprint, verified: false });

    expect(
      (await wallet.markConnectionVerified(a, { reference, peerPublicKey: invitee.publicKey })).isOk(),
    ).toBe(true);
    expect((await wallet.verifiedConnections(a))._unsafeUnwrap()).toEqual([reference]);
    expect((await wallet.verifiedConnections(b))._unsafeUnwrap()).toEqual([]);

    // Steps 3 and 4: the wallets' own keys give the same fingerprint; A's mark holds.
    const inviter3 = (await wallet.confirmConnection(a, { reference, inviteeData: invitee }))._unsafeUnwrap();
    expect((await wallet.updateConnection(b, { reference, inviterData: inviter3 })).isOk()).toBe(true);
    const after = (await wallet.connectionFingerprint(a, { reference, peerPublicKey: null }))._unsafeUnwrap();
    expect(after).toEqual({ fingerprint: onB.fingerprint, verified: true });
  });

  it('differs when the platform hands A another key, and a verified key is pinned at step 3', async () => {
    const reference = 'c1d6a0f4-9a1e-4b8e-8f00-6f3f9c2b7a21';
    const inviter = (await wallet.initiateConnection(a, reference))._unsafeUnwrap();
    const invitee = (await wallet.acceptConnection(b, { reference, inviterData: inviter }))._unsafeUnwrap();
    // Someone in the middle answers for B with a key of its own (a second acceptance elsewhere).
    const mallory = (
      await wallet.initiateConnection(b, 'c1d6a0f4-9a1e-4b8e-8f00-6f3f9c2b7a22')
    )._unsafeUnwrap();
    const onB = (await wallet.connectionFingerprint(b, { reference, peerPublicKey: null }))._unsafeUnwrap();
    const forged = (
      await wallet.connectionFingerprint(a, { reference, peerPublicKey: mallory.publicKey })
    )._unsafeUnwrap();
    expect(forged.fingerprint).not.toBe(onB.fingerprint);

    // A verified the real key; a confirm with another one is refused and changes nothing.
    expect(
      (await wallet.markConnectionVerified(a, { reference, peerPublicKey: invitee.publicKey })).isOk(),
    ).toBe(true);
    const refused = (
      await wallet.confirmConnection(a, {
        reference,
        inviteeData: { ...invitee, publicKey: mallory.publicKey },
      })
    )._unsafeUnwrapErr();
    expect(refused.kind).toBe('WalletRejected');
    expect((await wallet.getConnections(a))._unsafeUnwrap().some((c) => c.ref === reference)).toBe(false);
  });

  it('is refused for a connection the wallet does not hold', async () => {
    const err = (
      await wallet.connectionFingerprint(a, {
        reference: 'c1d6a0f4-9a1e-4b8e-8f00-6f3f9c2b7a2f',
        peerPublicKey: null,
      })
    )._unsafeUnwrapErr();
    expect(err.kind).toBe('WalletRejected');
  });
});
