// The platform's JWTs (access, two-factor and the link tokens), HS256 under the per-server secret
// (keys/platform-keys.ts), signed and read with jose (typed-jwt.ts). Every token carries exp
// (seconds), sub (the id, in decimal) and typ, which is also the header's `<typ>+jwt`.
import { decodeJwt } from 'jose';
import { idSubject, readJwt, signJwt } from './typed-jwt.ts';

export type TokenType = 'access' | 'two-factor' | 'invitation' | 'add-user' | 'pwreset';

export interface TokenClaims {
  typ: TokenType;
  /** The subject: an organization-user id, an invitation id or a password-reset id. */
  sub: number;
  iat: number;
  exp: number;
  /** The platform session an access or two-factor token belongs to (auth/sessions.ts). */
  sid?: string;
  /** Organization of an access token. */
  org?: number;
  /** The accept code of an add-user link. */
  code?: string;
}

/** The secret's UTF-8 bytes: the HMAC key the hand-made tokens used too. */
const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export const signToken = (secret: string, claims: TokenClaims): Promise<string> =>
  signJwt({ ...claims, sub: String(claims.sub) }, { alg: 'HS256', purpose: claims.typ }, keyOf(secret));

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** A token of one of `types`, signed with `secret`, unexpired at `nowMs`. */
export const verifyToken = async (
  secret: string,
  token: string,
  nowMs: number,
  types: readonly TokenType[],
): Promise<VerifyResult> => {
  const read = await readJwt(token, keyOf(secret), {
    alg: 'HS256',
    purposes: types,
    requiredClaims: ['sub'],
    now: new Date(nowMs),
  });
  if (!read.ok) return read;
  const sub = idSubject(read.payload.sub);
  if (sub === undefined) return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { ...read.payload, sub } as TokenClaims };
};

/**
 * Reads sub (the organization user, in decimal) and exp from a wallet token without verifying it: the
 * platform does not hold the wallets' key; the challenge signature is what proves the user.
 */
export const walletTokenClaims = (token: string): { sub?: unknown; exp?: unknown } | undefined => {
  try {
    const { sub, exp } = decodeJwt(token);
    return { sub, exp };
  } catch {
    return undefined;
  }
};
