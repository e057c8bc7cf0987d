import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyChallengeSignature } from './index.ts';
import { call, signIn, startTestWallets, type TestWallets } from './test-support.ts';

let w: TestWallets;
beforeAll(async () => {
  w = await startTestWallets(3600);
});
afterAll(() => w.close());
beforeEach(() => w.reset());

describe('fake wallets: hosts', () => {
  it('runs a cloud wallet and company wallets at 1.2.9, 1.1.4 and 1.0.9, each on its own origin', async () => {
    expect(w.hosts.map((h) => [h.id, h.version])).toEqual([
      ['cloud', '1.2.9'],
      ['company-1.2.9', '1.2.9'],
      ['company-1.1.4', '1.1.4'],
      ['company-1.0.9', '1.0.9'],
    ]);
    expect(new Set(w.hosts.map((h) => new URL(h.url).origin)).size).toBe(4);
    expect(w.cloudUrl).toBe(w.url('cloud'));
    for (const h of w.hosts) {
      const res = await fetch(`${h.url}/version`);
      expect([res.status, await res.text()]).toEqual([200, h.version]);
    }
  });

  it('answers CORS preflights for localhost origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${w.cloudUrl}/sign`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    const ok = await preflight('http://localhost:5173');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(ok.headers.get('access-control-allow-headers')).toContain('authorization');
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('has nothing listening on the unreachable URL', async () => {
    await expect(fetch(`${w.unreachableUrl}/version`)).rejects.toThrow();
  });
});

describe('fake wallets: sign-in', () => {
  it.each(['cloud', 'company-1.2.9', 'company-1.1.4', 'company-1.0.9'])(
    'signs the API challenge on the %s wallet so the platform can verify it',
    async (id) => {
      const url = w.url(id);
      const { pkeySign } = await w.provisionAccount({
        walletUrl: url,
        orgUserId: 7,
        organizationId: 3,
        password: 'demo1234',
      });
      const token = await signIn(url, 7, 'demo1234');
      const res = await call(url, 'POST', '/sign', { challenge: 'challenge-123' }, token);
      expect(res.status).toBe(200);
      const signature = String(res.body['signature']);
      expect(verifyChallengeSignature(pkeySign, 'challenge-123', signature)).toBe(true);
      expect(verifyChallengeSignature(pkeySign, 'challenge-124', signature)).toBe(false);
      const tampered = Buffer.from(signature, 'base64');
      tampered[0] = (tampered[0] ?? 0) ^ 1;
      expect(verifyChallengeSignature(pkeySign, 'challenge-123', tampered.toString('base64'))).toBe(false);
      expect(verifyChallengeSignature('bm90IGEga2V5', 'challenge-123', signature)).toBe(false);
    },
  );

  it('rejects a wrong password and an unknown account with the same 401 message', async () => {
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 7,
      organizationId: 3,
      password: 'demo1234',
    });
    const wrong = await call(w.cloudUrl, 'POST', '/accounts/verify', { orgUserId: 7, password: 'demo12345' });
    const unknown = await call(w.cloudUrl, 'POST', '/accounts/verify', {
      orgUserId: 99,
      password: 'demo1234',
    });
    expect(wrong).toEqual({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: 'Invalid wallet credentials' },
    });
    expect(unknown).toEqual(wrong);
  });

  it('expires wallet tokens by the injected clock', async () => {
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 7,
      organizationId: 3,
      password: 'demo1234',
    });
    const token = await signIn(w.cloudUrl, 7, 'demo1234');
    w.advanceSeconds(3599);
    expect((await call(w.cloudUrl, 'POST', '/sign', { challenge: 'c' }, token)).status).toBe(200);
    w.advanceSeconds(1);
    expect(await call(w.cloudUrl, 'POST', '/sign', { challenge: 'c' }, token)).toEqual({
      status: 401,
      body: { code: 'TOKEN_EXPIRED', message: 'Wallet token expired' },
    });
  });

  it('rejects a forged token and a token of another wallet for signing', async () => {
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 7,
      organizationId: 3,
      password: 'demo1234',
    });
    const token = await signIn(w.cloudUrl, 7, 'demo1234');
    const [head = '', body = '', sig = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url')}.${sig}`;
    expect((await call(w.cloudUrl, 'POST', '/sign', { challenge: 'c' }, forged)).status).toBe(401);
    expect((await call(w.url('company-1.2.9'), 'POST', '/sign', { challenge: 'c' }, token)).status).toBe(401);
    expect((await call(w.cloudUrl, 'POST', '/sign', { challenge: 'c' })).status).toBe(401);
  });

  it('records the unlock token and keeps wallet info per user', async () => {
    await w.provisionAccount({
      walletUrl: w.cloudUrl,
      orgUserId: 7,
      organizationId: 3,
      password: 'demo1234',
    });
    const token = await signIn(w.cloudUrl, 7, 'demo1234');
    expect((await call(w.cloudUrl, 'POST', '/accounts/unlock', { unlockToken: 'u-1' }, token)).status).toBe(
      204,
    );
    expect((await call(w.cloudUrl, 'PUT', '/info', { info: { theme: 'dark' } }, token)).status).toBe(204);
    expect((await call(w.cloudUrl, 'GET', '/info', undefined, token)).body).toEqual({
      info: { theme: 'dark' },
    });
    expect((await call(w.cloudUrl, 'POST', '/hash', { password: 'abc' })).body).toEqual({
      hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
  });
});
