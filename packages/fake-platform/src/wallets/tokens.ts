// Expiring wallet tokens: JWTs, HS256 under a key shared by the wallets of one startWalletHosts() run
// (one wallet network), so a cross-organization password reset can present one token to each wallet.
// Signed and read with jose (auth/typed-jwt.ts); exp is epoch seconds from the injected clock, sub the
// organization user in decimal; typ names the kind, `wallet-…`, never a platform token's purpose, and
// is also the header's `<typ>+jwt`.
import { randomBytes } from 'node:crypto';
import { idSubject, readJwt, signJwt } from '../auth/typed-jwt.ts';

export type SessionClaims = {
  readonly typ: 'wallet-session';
  /** The wallet that issued it: only that wallet holds the session's unlocked key. */
  readonly iss: string;
  readonly sid: string;
  readonly sub: number;
  readonly org: number;
  readonly exp: number;
};

export type AddUserClaims = {
  readonly typ: 'wallet-add-user';
  readonly iss: string;
  readonly jti: string;
  readonly sub: number;
  readonly org: number;
  readonly copyFrom?: number;
  readonly exp: number;
};

export type Claims = SessionClaims | AddUserClaims;

export type TokenCheck<C> = { ok: true; claims: C } | { ok: false; reason: 'invalid' | 'expired' };

export const createTokenKey = (): Buffer => randomBytes(32);

/** What each kind of token must carry besides exp, sub and typ. */
const required: Record<Claims['typ'], readonly string[]> = {
  'wallet-session': ['iss', 'sid', 'org'],
  'wallet-add-user': ['iss', 'jti', 'org'],
};

export const issueToken = (key: Buffer, claims: Claims): Promise<string> =>
  signJwt({ ...claims, sub: String(claims.sub) }, { alg: 'HS256', purpose: claims.typ }, key);

export const checkToken = async <T extends Claims['typ']>(
  key: Buffer,
  token: string,
  typ: T,
  nowSeconds: number,
): Promise<TokenCheck<Extract<Claims, { typ: T }>>> => {
  const read = await readJwt(token, key, {
    alg: 'HS256',
    purposes: [typ],
    requiredClaims: ['sub', ...required[typ]],
    now: new Date(nowSeconds * 1000),
  });
  if (!read.ok) return read;
  const sub = idSubject(read.payload.sub);
  if (sub === undefined) return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { ...read.payload, sub } as Extract<Claims, { typ: T }> };
};
