// HS256 JSON web tokens, signed with a per-server secret. Every token carries exp (seconds).
import { createHmac, timingSafeEqual } from 'node:crypto';

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

const b64 = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

export const signToken = (secret: string, claims: TokenClaims): string => {
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(JSON.stringify(claims));
  const mac = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${mac}`;
};

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

export const verifyToken = (secret: string, token: string, nowMs: number): VerifyResult => {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [head, body, mac] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.exp !== 'number' || typeof claims.sub !== 'number')
    return { ok: false, reason: 'invalid' };
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
};

/**
 * Reads sub and exp from a wallet token (body.mac or header.body.mac) without verifying it: the
 * platform does not hold the wallets' key; the challenge signature is what proves the user.
 */
export const walletTokenClaims = (token: string): { sub?: unknown; exp?: unknown } | undefined => {
  const parts = token.split('.');
  const body = parts.length === 2 ? parts[0] : parts[1];
  if (!body) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    return typeof claims === 'object' && claims !== null
      ? (claims as { sub?: unknown; exp?: unknown })
      : undefined;
  } catch {
    return undefined;
  }
};
