// The one way the platform and its wallets sign and read their JWTs, with jose. Each token family
// names its algorithm on both sides, so a token's own `alg` (`none`, or HS256 made with a public
// key) chooses nothing; its purpose is in the header's `typ` (`<purpose>+jwt`, RFC 8725 section
// 3.11) as well as in the claims, and a reader names the purposes it takes. Expiry is read on the
// caller's clock (the dev clock) with no tolerance: both ends of every token run in this process,
// so there is no skew to forgive, and a token is dead from its `exp` second on, as before jose.
import { errors, jwtVerify, SignJWT, type CryptoKey, type JWTPayload, type KeyObject } from 'jose';

/** HS256 for the secrets the platform and the wallets keep to themselves, Ed25519 for the reset grant. */
export type JwtAlgorithm = 'HS256' | 'Ed25519';

export type JwtKey = Uint8Array | CryptoKey | KeyObject;

export type JwtCheck =
  | { readonly ok: true; readonly payload: JWTPayload; readonly typ: string }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

export const headerTyp = (purpose: string): string => `${purpose}+jwt`;

export const signJwt = (
  payload: JWTPayload,
  how: { readonly alg: JwtAlgorithm; readonly purpose: string },
  key: JwtKey,
): Promise<string> =>
  new SignJWT(payload).setProtectedHeader({ alg: how.alg, typ: headerTyp(how.purpose) }).sign(key);

/**
 * Verifies signature, algorithm, required claims and expiry (on `now`), then that the header's
 * purpose is one of `purposes` and agrees with the claim `typ`. Expired comes before a wrong
 * purpose, as the hand-made readers answered: an expired token reads as expired whatever it was for.
 * An error that is not jose's word on the token (a wrong key type: a bug) is thrown, not hidden.
 */
export const readJwt = async (
  token: string,
  key: JwtKey,
  expect: {
    readonly alg: JwtAlgorithm;
    readonly purposes: readonly string[];
    readonly requiredClaims: readonly string[];
    readonly now: Date;
  },
): Promise<JwtCheck> => {
  let verified: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    verified = await jwtVerify(token, key, {
      algorithms: [expect.alg],
      requiredClaims: ['exp', 'typ', ...expect.requiredClaims],
      clockTolerance: 0,
      currentDate: expect.now,
    });
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
    throw error;
  }
  const typ = verified.payload['typ'];
  if (
    typeof typ !== 'string' ||
    !expect.purposes.includes(typ) ||
    verified.protectedHeader.typ !== headerTyp(typ)
  )
    return { ok: false, reason: 'invalid' };
  return { ok: true, payload: verified.payload, typ };
};

/**
 * The organization user (or record) id a `sub` names. RFC 7519 makes `sub` a string: the id is
 * written in decimal, and read back only in that one spelling (no `+7`, `07`, `7.0`).
 */
export const idSubject = (sub: unknown): number | undefined => {
  if (typeof sub !== 'string') return undefined;
  const id = Number(sub);
  return Number.isSafeInteger(id) && id >= 0 && String(id) === sub ? id : undefined;
};
