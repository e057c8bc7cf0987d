import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWalletHosts, type WalletHosts } from '@scr/fake-platform';
import type { EncryptedHandshakeData, WalletSession } from '@scr/domain';
import { createHttpWallet } from './http-wallet.ts';

let w: WalletHosts;
let wallet: ReturnType<typeof createHttpWallet>;
let company: string;
let a: WalletSession;
let b: WalletSession;

beforeAll(async () => {
  w = await startWalletHosts({ now: () => new Date(), tokenTtlSeconds: 3600 });
  wallet = createHttpWallet({ hostedWalletUrl: w.cloudUrl });
  company = w.hosts.find((h) => h.id === 'company-1.2.9')?.url ?? '';
  // A: Ghent Forwarding (org 2, company wallet 1.2.9); B: Antwerp Carrier (org 1, provider-hosted).
  await w.provisionAccount({ walletUrl: company, orgUserId: 20, organizationId: 2, password: 'demo1234' });
  await w.provisionAccount({ walletUrl: w.cloudUrl, orgUserId: 10, organizationId: 1, password: 'demo1234' });
  a = (
    await wallet.verifyPassword({ walletUrl: company, orgUserId: 20, password: 'demo1234' })
  )._unsafeUnwrap();
  b = (await wallet.verifyPassword({ walletUrl: '0', orgUserId: 10, password: 'demo1234' }))._unsafeUnwrap();
});
afterAll(() => w.close());

/** What the platform would store: it must not reveal either private address. */
const expectOpaque = (blob: EncryptedHandshakeData, ...addresses: Array<string | undefined>) => {
  const stored = JSON.stringify(blob);
  for (const address of addresses) {
    expect(address).toBeTruthy();
    expect(stored).not.toContain(address);
    expect(stored).not.toContain(Buffer.from(address ?? '').toString('base64'));
  }
};

describe('wallet adapter: the four-step handshake between a company wallet and the cloud wallet', () => {
  it('ends with each wallet holding the other side\u2019s private address', async () => {
    const ref = 'c1d6a0f4-9a1e-4b8e-8f00-6f3f9c2b7a10';
    const inviter1 = (await wallet.initiateConnection(a, ref))._unsafeUnwrap();
    expect(inviter1).toEqual({ publicKey: expect.any(String) });
    expect((await wallet.getConnections(a))._unsafeUnwrap()).toEqual([]);

    const invitee = (
      await wallet.acceptConnection(b, { reference: ref, inviterData: inviter1 })
    )._unsafeUnwrap();
    const addressB = w.connectionAddress(w.cloudUrl, 1, ref);
    expect(invitee).toEqual({
      publicKey: expect.any(String),
      ciphertext: expect.any(String),
      iv: expect.any(String),
    });
    expectOpaque(invitee, addressB);
    expect((await wallet.getConnections(b))._unsafeUnwrap()).toEqual([]);

    const inviter3 = (
      await wallet.confirmConnection(a, { reference: ref, inviteeData: invitee })
    )._unsafeUnwrap();
    const addressA = w.connectionAddress(company, 2, ref);
    expect(inviter3.publicKey).toBe(inviter1.publicKey);
    expectOpaque(inviter3, addressA, addressB);
    expect((await wallet.getConnections(a))._unsafeUnwrap()).toEqual([
      { ref, remote: { address: addressB } },
    ]);
    expect((await wallet.getConnections(b))._unsafeUnwrap()).toEqual([]);

    expect((await wallet.updateConnection(b, { reference: ref, inviterData: inviter3 })).isOk()).toBe(true);
    expect((await wallet.getConnections(b))._unsafeUnwrap()).toEqual([
      { ref, remote: { address: addressA } },
    ]);
    expect((await wallet.getConnections(a))._unsafeUnwrap()).toEqual([
      { ref, remote: { address: addressB } },
    ]);
  });

  it('rejects a tampered payload with the wallet\u2019s message', async () => {
    const ref = 'c1d6a0f4-9a1e-4b8e-8f00-6f3f9c2b7a11';
    const inviter1 = (await wallet.initiateConnection(a, ref))._unsafeUnwrap();
    const invitee = (
      await wallet.acceptConnection(b, { reference: ref, inviterData: inviter1 })
    )._unsafeUnwrap();
    const iv = Buffer.from(invitee.iv ?? '', 'base64');
    iv[0] = (iv[0] ?? 0) ^ 1;
    const err = (
      await wallet.confirmConnection(a, {
        reference: ref,
        inviteeData: { ...invitee, iv: iv.toString('base64') },
      })
    )._unsafeUnwrapErr();
    expect(err.kind).toBe('WalletRejected');
    expect(String(err.message.values?.['message'])).toMatch(
      /^Handshake data could not be decrypted: .*tampered/,
    );

    const inviter3 = (
      await wallet.confirmConnection(a, { reference: ref, inviteeData: invitee })
    )._unsafeUnwrap();
    const forged = { ...inviter3, publicKey: invitee.publicKey };
    const rejected = (
      await wallet.updateConnection(b, { reference: ref, inviterData: forged })
    )._unsafeUnwrapErr();
    expect(rejected.kind).toBe('WalletRejected');
    expect((await wallet.getConnections(b))._unsafeUnwrap().some((c) => c.ref === ref)).toBe(false);
  });

  it('answers a repeated step with the same half, and forgets a half on discard', async () => {
    const ref = 'c1d6a0f4-9a1e-4b8e-8f00-6f3f9c2b7a12';
    const inviter1 = (await wallet.initiateConnection(a, ref))._unsafeUnwrap();
    expect((await wallet.initiateConnection(a, ref))._unsafeUnwrap()).toEqual(inviter1);
    const invitee = (
      await wallet.acceptConnection(b, { reference: ref, inviterData: inviter1 })
    )._unsafeUnwrap();
    const again = (
      await wallet.acceptConnection(b, { reference: ref, inviterData: inviter1 })
    )._unsafeUnwrap();
    expect(again).toEqual(invitee);
    expect((await wallet.discardConnection(b, ref)).isOk()).toBe(true);
    expect((await wallet.discardConnection(b, ref)).isOk()).toBe(true);
    expect(w.connectionAddress(w.cloudUrl, 1, ref)).toBeUndefined();
    const fresh = (
      await wallet.acceptConnection(b, { reference: ref, inviterData: inviter1 })
    )._unsafeUnwrap();
    expect(fresh.publicKey).not.toBe(invitee.publicKey);
  });
});
