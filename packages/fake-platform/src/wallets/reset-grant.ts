// The platform's word for a cross-account wallet operation: an admin password reset needs a grant
// the platform signs (Ed25519) after its own authorization, and every wallet verifies it with the
// platform's public key. The grant is bound to the caller (the organization user whose wallet token
// comes with it), to the exact items (organization, target user, acting admin) and to the new
// password's hash; it lives a minute and each wallet accepts it once.
// Wire format: base64url(JSON claims) '.' base64url(Ed25519 signature over the first part).
import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
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

export const signGrant = (privateKey: KeyObject, claims: ResetGrantClaims): string => {
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${sign(null, Buffer.from(body), privateKey).toString('base64url')}`;
};

export type GrantCheck = { ok: true; claims: ResetGrantClaims } | { ok: false; reason: string };

const sameItem = (a: ResetItem, b: ResetItem) =>
  a.id === b.id && a.userId === b.userId && a.adminId === b.adminId;

/**
 * Verifies a grant for one wallet call: signature, expiry, caller, password hash, and that every
 * item asked for is one the platform granted. The reasons are the wallet's 403 texts.
 */
export const checkGrant = (
  publicKey: KeyObject,
  grant: string | null,
  call: { caller: number; passwordHash: string; items: readonly ResetItem[]; nowSeconds: number },
): GrantCheck => {
  if (!grant) return { ok: false, reason: "A password reset needs the platform's grant" };
  const [body, signature, ...rest] = grant.split('.');
  let claims: Partial<ResetGrantClaims> | undefined;
  try {
    if (body && signature && rest.length === 0)
      if (verify(null, Buffer.from(body), publicKey, Buffer.from(signature, 'base64url')))
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<ResetGrantClaims>;
  } catch {
    claims = undefined;
  }
  if (!claims || claims.typ !== 'password-reset-grant' || !Array.isArray(claims.items))
    return { ok: false, reason: "The password reset grant is not the platform's" };
  if (typeof claims.exp !== 'number' || claims.exp <= call.nowSeconds)
    return { ok: false, reason: 'The password reset grant has expired' };
  if (claims.caller !== call.caller)
    return { ok: false, reason: 'The password reset grant was issued to another user' };
  if (claims.passwordHash !== call.passwordHash)
    return { ok: false, reason: 'The password reset grant is for another password' };
  const granted = claims.items;
  if (!call.items.every((item) => granted.some((g) => sameItem(g, item))))
    return { ok: false, reason: 'The password reset grant does not cover these users' };
  return { ok: true, claims: claims as ResetGrantClaims };
};
