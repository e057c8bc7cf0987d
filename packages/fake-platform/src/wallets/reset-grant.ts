// The platform's word for a cross-account wallet operation: an admin password reset needs a grant
// the platform signs (Ed25519) after its own authorization, and every wallet verifies it with the
// platform's public key. The grant is bound to the caller (the organization user whose wallet token
// comes with it), to the exact items (organization, target user, acting admin) and to the new
// password's hash; it lives a minute and each wallet accepts it once.
// Wire format: a JWT signed with Ed25519 (jose, auth/typed-jwt.ts), header typ
// `password-reset-grant+jwt`; a wallet takes no other algorithm, so no HS256 token made with the
// public key passes for one.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readJwt, signJwt } from '../auth/typed-jwt.ts';
import type { ResetItem } from './body.ts';

export const GRANT_TTL_SECONDS = 60;

export type ResetGrantClaims = {
  readonly typ: 'password-reset-grant';
  /** Single use per wallet. */
  readonly jti: string;
  /** The organization user the wallet token must belong to. */
  readonly caller: number;
  readonly items: readonly ResetItem[];
  readonly passwordHash: string;
  readonly exp: number;
};

export type GrantKeys = { readonly privateKey: KeyObject; readonly publicKey: KeyObject };

export const createGrantKeys = (): GrantKeys => generateKeyPairSync('ed25519');

export const signGrant = (privateKey: KeyObject, claims: ResetGrantClaims): Promise<string> =>
  signJwt({ ...claims }, { alg: 'Ed25519', purpose: claims.typ }, privateKey);

export type GrantCheck = { ok: true; claims: ResetGrantClaims } | { ok: false; reason: string };

const sameItem = (a: ResetItem, b: ResetItem) =>
  a.id === b.id && a.userId === b.userId && a.adminId === b.adminId;

/**
 * Verifies a grant for one wallet call: signature, expiry, caller, password hash, and that every
 * item asked for is one the platform granted. The reasons are the wallet's 403 texts.
 */
export const checkGrant = async (
  publicKey: KeyObject,
  grant: string | null,
  call: { caller: number; passwordHash: string; items: readonly ResetItem[]; nowSeconds: number },
): Promise<GrantCheck> => {
  if (!grant) return { ok: false, reason: "A password reset needs the platform's grant" };
  const read = await readJwt(grant, publicKey, {
    alg: 'Ed25519',
    purposes: ['password-reset-grant'],
    requiredClaims: ['jti', 'caller', 'items', 'passwordHash'],
    now: new Date(call.nowSeconds * 1000),
  });
  if (!read.ok && read.reason === 'expired')
    return { ok: false, reason: 'The password reset grant has expired' };
  const claims = read.ok ? (read.payload as Partial<ResetGrantClaims>) : undefined;
  if (!claims || !Array.isArray(claims.items))
    return { ok: false, reason: "The password reset grant is not the platform's" };
  if (claims.caller !== call.caller)
    return { ok: false, reason: 'The password reset grant was issued to another user' };
  if (claims.passwordHash !== call.passwordHash)
    return { ok: false, reason: 'The password reset grant is for another password' };
  const granted = claims.items;
  if (!call.items.every((item) => granted.some((g) => sameItem(g, item))))
    return { ok: false, reason: 'The password reset grant does not cover these users' };
  return { ok: true, claims: claims as ResetGrantClaims };
};
