import type { ApiSession } from './ports.ts';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Decodes base64url (or base64) to a UTF-8 string; null when malformed. Pure, no atob. */
const decodeBase64Url = (text: string): string | null => {
  const clean = text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE64URL.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  try {
    return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return null;
  }
};

/** The payload of a JWT-shaped token (header.payload.signature), or null. The signature is not checked: the server does that. */
export const decodeTokenPayload = (token: string | null | undefined): Record<string, unknown> | null => {
  const part = (token ?? '').split('.')[1];
  const json = part === undefined ? null : decodeBase64Url(part);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** The token's exp (epoch seconds), or null when it has none or cannot be read. */
export const tokenExp = (token: string | null | undefined): number | null => {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
};

/** Expired once exp has passed (product-reference §9); a token without a readable exp counts as expired. */
export const isExpiredAt = (exp: number | null, now: Date): boolean =>
  exp === null || exp * 1000 <= now.getTime();

export const isTokenExpired = (token: string | null | undefined, now: Date): boolean =>
  isExpiredAt(tokenExp(token), now);

/**
 * A stored API session is reused when it is valid (a token, for this organization user) and not
 * expired (product-reference §4 Login). Another user or organization signing in starts a fresh session.
 */
export const canReuseSession = (
  session: ApiSession | null,
  who: { readonly orgUserId: number; readonly organizationId: number },
  now: Date,
): boolean =>
  session !== null &&
  session.accessToken !== '' &&
  session.orgUserId === who.orgUserId &&
  session.organizationId === who.organizationId &&
  !isExpiredAt(session.exp, now);

/**
 * A link token (the jwt query parameter of onboarding, add-user and password-reset links) is
 * expired when its exp is readable and has passed. An unreadable token is left to the platform,
 * which answers 401 for it; the use cases read that answer as an expired link too.
 */
export const isLinkTokenExpired = (jwt: string, now: Date): boolean => {
  const exp = tokenExp(jwt);
  return exp !== null && isExpiredAt(exp, now);
};
