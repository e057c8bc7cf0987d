// The platform's tokens refuse what a forger can make without the secret (alg none, another key),
// what the platform made for another purpose (an invitation link as an access token), and what
// has expired, to the second; and no string at all makes the check throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken, walletTokenClaims, type TokenClaims } from './jwt.ts';
import { signJwt } from './typed-jwt.ts';

const secret = 'a'.repeat(64);
const now = Date.UTC(2026, 2, 1, 9, 0, 0);
const nowS = now / 1000;
const access: TokenClaims = { typ: 'access', sub: 7, org: 1, sid: 's-1', iat: nowS, exp: nowS + 3600 };
const invitation: TokenClaims = { typ: 'invitation', sub: 3, iat: nowS, exp: nowS + 3600 };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsPart = (token: string) => token.split('.')[1]!;

describe('platform tokens', () => {
  it('reads back what it signed, sub as the id it names, typed in the header', async () => {
    const token = await signToken(secret, access);
    expect(await verifyToken(secret, token, now, ['access'])).toEqual({ ok: true, claims: access });
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'access+jwt',
    });
    expect(JSON.parse(Buffer.from(claimsPart(token), 'base64url').toString()).sub).toBe('7');
  });

  it('refuses alg none, with or without a signature', async () => {
    const token = await signToken(secret, access);
    const body = claimsPart(token);
    for (const forged of [
      `${b64({ alg: 'none', typ: 'access+jwt' })}.${body}.`,
      `${b64({ alg: 'none' })}.${body}.`,
      `${b64({ alg: 'none', typ: 'access+jwt' })}.${body}.${token.split('.')[2]}`,
    ])
      expect(await verifyToken(secret, forged, now, ['access'])).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token signed with another secret, and one whose claims were changed', async () => {
    const foreign = await signToken('b'.repeat(64), access);
    expect(await verifyToken(secret, foreign, now, ['access'])).toEqual({ ok: false, reason: 'invalid' });
    const [head, , mac] = (await signToken(secret, access)).split('.');
    const raised = `${head}.${b64({ ...access, sub: '1' })}.${mac}`;
    expect(await verifyToken(secret, raised, now, ['access'])).toEqual({ ok: false, reason: 'invalid' });
  });

  it("refuses another purpose's token: an invitation link is no access token, nor the reverse", async () => {
    const link = await signToken(secret, invitation);
    expect(await verifyToken(secret, link, now, ['access', 'two-factor'])).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const session = await signToken(secret, access);
    expect(await verifyToken(secret, session, now, ['invitation'])).toEqual({ ok: false, reason: 'invalid' });
    // Header and claims must agree: a typ claim alone does not make an access token.
    const mixed = await signJwt(
      { ...invitation, sub: '3' },
      { alg: 'HS256', purpose: 'access' },
      Buffer.from(secret),
    );
    expect(await verifyToken(secret, mixed, now, ['access'])).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token from its exp second on, with no tolerance', async () => {
    const token = await signToken(secret, access);
    const exp = access.exp * 1000;
    expect((await verifyToken(secret, token, exp - 1, ['access'])).ok).toBe(true);
    expect(await verifyToken(secret, token, exp, ['access'])).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyToken(secret, token, exp + 86_400_000, ['access'])).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token without sub or exp, or with a sub that is not an id', async () => {
    const key = Buffer.from(secret);
    const { exp: _exp, ...noExp } = access;
    const { sub: _sub, ...noSub } = access;
    const sent: Array<Record<string, unknown>> = [
      noExp,
      noSub,
      { ...access, sub: 7 },
      { ...access, sub: '07' },
      { ...access, sub: 'x' },
    ];
    for (const claims of sent) {
      const token = await signJwt(claims, { alg: 'HS256', purpose: 'access' }, key);
      expect(await verifyToken(secret, token, now, ['access'])).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('answers invalid, never throws, for any string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        expect((await verifyToken(secret, text, now, ['access'])).ok).toBe(false);
        expect(() => walletTokenClaims(text)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
