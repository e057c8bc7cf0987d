// The wallets' tokens and the platform's reset grant refuse alg none, another key, another kind of
// token, and expiry; a grant takes Ed25519 only, so an HS256 token keyed with the platform's public
// key (the classic algorithm confusion) is no grant.
import { describe, expect, it } from 'vitest';
import { signJwt } from '../auth/typed-jwt.ts';
import { checkGrant, createGrantKeys, signGrant, type ResetGrantClaims } from './reset-grant.ts';
import { checkToken, createTokenKey, issueToken, type AddUserClaims, type SessionClaims } from './tokens.ts';

const nowS = Date.UTC(2026, 2, 1, 9, 0, 0) / 1000;
const session: SessionClaims = {
  typ: 'wallet-session',
  iss: 'http://127.0.0.1:1',
  sid: 'sid-1',
  sub: 7,
  org: 1,
  exp: nowS + 60,
};
const addUser: AddUserClaims = {
  typ: 'wallet-add-user',
  iss: 'http://127.0.0.1:1',
  jti: 'j-1',
  sub: 7,
  org: 1,
  exp: nowS + 60,
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('wallet tokens', () => {
  const key = createTokenKey();

  it('reads back a session token, and refuses it from its exp second on', async () => {
    const token = await issueToken(key, session);
    expect(await checkToken(key, token, 'wallet-session', nowS)).toEqual({ ok: true, claims: session });
    expect(await checkToken(key, token, 'wallet-session', session.exp)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses alg none, another network key, and an add-user token used as a session', async () => {
    const token = await issueToken(key, session);
    const none = `${b64({ alg: 'none', typ: 'wallet-session+jwt' })}.${token.split('.')[1]}.`;
    const foreign = await issueToken(createTokenKey(), session);
    const otherKind = await issueToken(key, addUser);
    for (const forged of [none, foreign, otherKind])
      expect(await checkToken(key, forged, 'wallet-session', nowS)).toEqual({ ok: false, reason: 'invalid' });
  });

  it("refuses a token typed as a platform token's purpose, even under the network key", async () => {
    const platformTyped = await signJwt({ ...session, sub: '7' }, { alg: 'HS256', purpose: 'access' }, key);
    expect(await checkToken(key, platformTyped, 'wallet-session', nowS)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

describe('reset grants', () => {
  const keys = createGrantKeys();
  const items = [{ id: 2, userId: 21, adminId: 20 }];
  const claims: ResetGrantClaims = {
    typ: 'password-reset-grant',
    jti: 'g-1',
    caller: 20,
    items,
    passwordHash: 'a'.repeat(64),
    exp: nowS + 60,
  };
  const call = { caller: 20, passwordHash: claims.passwordHash, items, nowSeconds: nowS };
  const notThePlatforms = { ok: false, reason: "The password reset grant is not the platform's" };

  it('takes a grant the platform signed, until it expires', async () => {
    const grant = await signGrant(keys.privateKey, claims);
    expect(await checkGrant(keys.publicKey, grant, call)).toEqual({ ok: true, claims });
    expect(await checkGrant(keys.publicKey, grant, { ...call, nowSeconds: claims.exp })).toEqual({
      ok: false,
      reason: 'The password reset grant has expired',
    });
  });

  it('refuses alg none, another signing key, and HS256 keyed with the public key', async () => {
    const body = b64(claims);
    const none = `${b64({ alg: 'none', typ: 'password-reset-grant+jwt' })}.${body}.`;
    const foreign = await signGrant(createGrantKeys().privateKey, claims);
    const publicBytes = keys.publicKey.export({ format: 'der', type: 'spki' });
    const confused = await signJwt({ ...claims }, { alg: 'HS256', purpose: claims.typ }, publicBytes);
    for (const forged of [none, foreign, confused])
      expect(await checkGrant(keys.publicKey, forged, call)).toEqual(notThePlatforms);
  });

  it("refuses a token of another purpose signed with the platform's key", async () => {
    const other = await signJwt(
      { ...claims, typ: 'access' },
      { alg: 'Ed25519', purpose: 'access' },
      keys.privateKey,
    );
    expect(await checkGrant(keys.publicKey, other, call)).toEqual(notThePlatforms);
  });
});
