// Expiring wallet tokens: base64url(JSON claims) '.' base64url(HMAC-SHA256). exp is epoch seconds
// from the injected clock. The HMAC key is shared by the wallets of one startWalletHosts() run
// (one wallet network), so a cross-organization password reset can present one token to each wallet.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type SessionClaims = {
  readonly typ: 'session';
  /** The wallet that issued it: only that wallet holds the session's unlocked key. */
  readonly iss: string;
  readonly sid: string;
  readonly sub: number;
  readonly org: number;
  readonly exp: number;
};

export type AddUserClaims = {
  readonly typ: 'add-user';
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

const mac = (key: Buffer, body: string): Buffer => createHmac('sha256', key).update(body).digest();

export const issueToken = (key: Buffer, claims: Claims): string => {
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
};

export const checkToken = <T extends Claims['typ']>(
  key: Buffer,
  token: string,
  typ: T,
  nowSeconds: number,
): TokenCheck<Extract<Claims, { typ: T }>> => {
  const [body, sig, ...rest] = token.split('.');
  if (!body || !sig || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = mac(key, body);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const c = claims as Partial<Claims>;
  if (c.typ !== typ || typeof c.exp !== 'number') return { ok: false, reason: 'invalid' };
  if (c.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: c as Extract<Claims, { typ: T }> };
};
