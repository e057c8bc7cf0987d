import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signIn, startTestWallets, type TestWallets } from './test-support.ts';

let w: TestWallets;
let company: string;
let tokenA: string;
let tokenB: string;
let tokenB2: string;
const ref = '0b6f2c9e-4d7a-4a51-9a39-2f1f0c8f1e11';

beforeAll(async () => {
  w = await startTestWallets();
  company = w.url('company-1.2.9');
});
afterAll(() => w.close());
beforeEach(async () => {
  await w.reset();
  // A: Ghent (org 2) on its company wallet; B: Antwerp (org 1) on the cloud wallet, two admins.
  await w.provisionAccount({ walletUrl: company, orgUserId: 20, organizationId: 2, password: 'demo1234' });
  await w.provisionAccount({ walletUrl: w.cloudUrl, orgUserId: 10, organizationId: 1, password: 'demo1234' });
  await w.provisionAccount({ walletUrl: w.cloudUrl, orgUserId: 11, organizationId: 1, password: 'demo1234' });
  [tokenA, tokenB, tokenB2] = await Promise.all([
    signIn(company, 20, 'demo1234'),
    signIn(w.cloudUrl, 10, 'demo1234'),
    signIn(w.cloudUrl, 11, 'demo1234'),
  ]);
});

const connections = async (url: string, token: string) =>
  (await call(url, 'GET', '/connections', undefined, token)).body['connections'];

const runToStep3 = async () => {
  const step1 = await call(company, 'POST', '/connections/initiate', { reference: ref }, tokenA);
  const step2 = await call(
    w.cloudUrl,
    'POST',
    '/connections/accept',
    { reference: ref, inviterData: step1.body },
    tokenB,
  );
  const step3 = await call(
    company,
    'POST',
    '/connections/confirm',
    { reference: ref, inviteeData: step2.body },
    tokenA,
  );
  return { step1, step2, step3 };
};

describe('fake wallets: the four-step handshake', () => {
  it('leaves each wallet holding the other side\u2019s private address, through opaque blobs', async () => {
    const step1 = await call(company, 'POST', '/connections/initiate', { reference: ref }, tokenA);
    expect(step1.status).toBe(200);
    expect(Object.keys(step1.body)).toEqual(['publicKey']);
    expect(await connections(company, tokenA)).toEqual([]);

    const step2 = await call(
      w.cloudUrl,
      'POST',
      '/connections/accept',
      { reference: ref, inviterData: step1.body },
      tokenB,
    );
    expect(step2.status).toBe(200);
    expect(Object.keys(step2.body).sort()).toEqual(['ciphertext', 'iv', 'publicKey']);
    const addressB = w.connectionAddress(w.cloudUrl, 1, ref);
    expect(addressB).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/inbox\/[0-9a-f]{32}$/);
    // What the platform stores as encrInviteeData reveals nothing of B's address.
    expect(JSON.stringify(step2.body)).not.toContain(addressB);
    expect(JSON.stringify(step2.body)).not.toContain(Buffer.from(addressB ?? '').toString('base64'));
    expect(await connections(w.cloudUrl, tokenB)).toEqual([]);

    const step3 = await call(
      company,
      'POST',
      '/connections/confirm',
      { reference: ref, inviteeData: step2.body },
      tokenA,
    );
    expect(step3.status).toBe(200);
    expect(step3.body['publicKey']).toBe(step1.body['publicKey']);
    const addressA = w.connectionAddress(company, 2, ref);
    expect(JSON.stringify(step3.body)).not.toContain(addressA);
    expect(await connections(company, tokenA)).toEqual([{ ref, remote: { address: addressB } }]);
    expect(await connections(w.cloudUrl, tokenB)).toEqual([]);

    // Step 4 by another admin of B: connections belong to the organization, not the user.
    const step4 = await call(
      w.cloudUrl,
      'POST',
      '/connections/update',
      { reference: ref, inviterData: step3.body },
      tokenB2,
    );
    expect(step4.status).toBe(204);
    expect(await connections(w.cloudUrl, tokenB)).toEqual([{ ref, remote: { address: addressA } }]);
    expect(await connections(company, tokenA)).toEqual([{ ref, remote: { address: addressB } }]);
    expect(addressA).not.toBe(addressB);
  });

  it('rejects a tampered invitee payload at confirm', async () => {
    const step1 = await call(company, 'POST', '/connections/initiate', { reference: ref }, tokenA);
    const step2 = await call(
      w.cloudUrl,
      'POST',
      '/connections/accept',
      { reference: ref, inviterData: step1.body },
      tokenB,
    );
    const ct = Buffer.from(String(step2.body['ciphertext']), 'base64');
    ct[3] = (ct[3] ?? 0) ^ 0x80;
    const res = await call(
      company,
      'POST',
      '/connections/confirm',
      {
        reference: ref,
        inviteeData: { ...step2.body, ciphertext: ct.toString('base64') },
      },
      tokenA,
    );
    expect(res.status).toBe(400);
    expect(res.body['code']).toBe('TAMPERED');
    expect(String(res.body['message'])).toContain('tampered');
    expect(await connections(company, tokenA)).toEqual([]);
  });

  it('rejects a swapped public key at confirm and at update', async () => {
    const { step3 } = await runToStep3();
    const stranger = await call(company, 'POST', '/connections/initiate', { reference: 'other-ref' }, tokenA);
    const res = await call(
      w.cloudUrl,
      'POST',
      '/connections/update',
      {
        reference: ref,
        inviterData: { ...step3.body, publicKey: stranger.body['publicKey'] },
      },
      tokenB,
    );
    expect([res.status, res.body['code']]).toEqual([400, 'TAMPERED']);

    const step1 = await call(company, 'POST', '/connections/initiate', { reference: 'ref-2' }, tokenA);
    const step2 = await call(
      w.cloudUrl,
      'POST',
      '/connections/accept',
      { reference: 'ref-2', inviterData: step1.body },
      tokenB,
    );
    const swapped = await call(
      company,
      'POST',
      '/connections/confirm',
      {
        reference: 'ref-2',
        inviteeData: { ...step2.body, publicKey: stranger.body['publicKey'] },
      },
      tokenA,
    );
    expect([swapped.status, swapped.body['code']]).toEqual([400, 'TAMPERED']);
  });

  it('binds the payload to its reference (AAD)', async () => {
    const { step3 } = await runToStep3();
    const replay = await call(
      w.cloudUrl,
      'POST',
      '/connections/accept',
      { reference: 'ref-3', inviterData: step3.body },
      tokenB,
    );
    expect(replay.status).toBe(200);
    const res = await call(
      w.cloudUrl,
      'POST',
      '/connections/update',
      { reference: 'ref-3', inviterData: step3.body },
      tokenB,
    );
    expect([res.status, res.body['code']]).toEqual([400, 'TAMPERED']);
  });

  it('answers a repeated step as the first time and changes nothing', async () => {
    const { step1, step2, step3 } = await runToStep3();
    const state = w.stateJson();
    const again1 = await call(company, 'POST', '/connections/initiate', { reference: ref }, tokenA);
    const again2 = await call(
      w.cloudUrl,
      'POST',
      '/connections/accept',
      { reference: ref, inviterData: step1.body },
      tokenB2,
    );
    const again3 = await call(
      company,
      'POST',
      '/connections/confirm',
      { reference: ref, inviteeData: step2.body },
      tokenA,
    );
    expect([again1.body, again2.body, again3.body]).toEqual([step1.body, step2.body, step3.body]);
    expect(w.stateJson()).toBe(state);
    for (let i = 0; i < 2; i++) {
      const step4 = await call(
        w.cloudUrl,
        'POST',
        '/connections/update',
        { reference: ref, inviterData: step3.body },
        tokenB,
      );
      expect(step4.status).toBe(204);
    }
    const final = w.stateJson();
    expect(await connections(w.cloudUrl, tokenB)).toHaveLength(1);
    expect(w.stateJson()).toBe(final);
  });

  it('refuses a repeated step with other data', async () => {
    const { step1, step2 } = await runToStep3();
    const other = await call(company, 'POST', '/connections/initiate', { reference: 'other-ref' }, tokenA);
    const state = w.stateJson();
    const accept = await call(
      w.cloudUrl,
      'POST',
      '/connections/accept',
      { reference: ref, inviterData: other.body },
      tokenB,
    );
    expect(accept.status).toBe(409);
    const confirm = await call(
      company,
      'POST',
      '/connections/confirm',
      { reference: ref, inviteeData: { ...step2.body, iv: step1.body['publicKey'] } },
      tokenA,
    );
    expect(confirm.status).toBe(409);
    expect(w.stateJson()).toBe(state);
  });

  it('discards a half the platform no longer expects, and keeps an established connection', async () => {
    const step1 = await call(company, 'POST', '/connections/initiate', { reference: ref }, tokenA);
    await call(
      w.cloudUrl,
      'POST',
      '/connections/accept',
      { reference: ref, inviterData: step1.body },
      tokenB,
    );
    for (let i = 0; i < 2; i++) {
      const res = await call(w.cloudUrl, 'POST', '/connections/discard', { reference: ref }, tokenB);
      expect(res.status).toBe(204);
    }
    expect(w.connectionAddress(w.cloudUrl, 1, ref)).toBeUndefined();
    // A accepted again after the discard is a new half, with a new key.
    const again = await call(
      w.cloudUrl,
      'POST',
      '/connections/accept',
      { reference: ref, inviterData: step1.body },
      tokenB,
    );
    expect(again.status).toBe(200);
    const step3 = await call(
      company,
      'POST',
      '/connections/confirm',
      { reference: ref, inviteeData: again.body },
      tokenA,
    );
    expect(step3.status).toBe(200);
    const kept = await call(company, 'POST', '/connections/discard', { reference: ref }, tokenA);
    expect(kept.status).toBe(409);
    expect(w.connectionAddress(company, 2, ref)).toBeDefined();
  });

  it('needs a valid wallet token for every step', async () => {
    w.advanceSeconds(3600);
    const res = await call(company, 'POST', '/connections/initiate', { reference: ref }, tokenA);
    expect([res.status, res.body['code']]).toEqual([401, 'TOKEN_EXPIRED']);
  });
});
