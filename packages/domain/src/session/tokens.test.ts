import { describe, expect, it } from 'vitest';
import { canReuseSession, decodeTokenPayload, isTokenExpired, tokenExp } from './tokens.ts';
import { isEulaPending, newestEula } from './eula.ts';
import { unsignedToken } from '../testing/session.ts';

const now = new Date('2026-11-22T10:00:00Z');
const nowS = now.getTime() / 1000;

describe('tokens (product-reference §9)', () => {
  it('reads exp from a JWT payload', () => {
    const token = unsignedToken({ exp: nowS + 60, sub: 'anna' });
    expect(tokenExp(token)).toBe(nowS + 60);
    expect(decodeTokenPayload(token)).toMatchObject({ sub: 'anna' });
    // a real-world token (jwt.io example, exp added): standard base64url
    expect(tokenExp('eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3OTU4NjU2MDB9.sig')).toBe(1795865600);
  });

  it('is expired once exp has passed, and when exp cannot be read', () => {
    expect(isTokenExpired(unsignedToken({ exp: nowS + 1 }), now)).toBe(false);
    expect(isTokenExpired(unsignedToken({ exp: nowS }), now)).toBe(true);
    expect(isTokenExpired('garbage', now)).toBe(true);
    expect(isTokenExpired(null, now)).toBe(true);
  });

  it('reuses a valid, unexpired session of the same organization user', () => {
    const session = { accessToken: 't', orgUserId: 7, organizationId: 1, exp: nowS + 60 };
    const who = { orgUserId: 7, organizationId: 1 };
    expect(canReuseSession(session, who, now)).toBe(true);
    expect(canReuseSession({ ...session, exp: nowS - 1 }, who, now)).toBe(false);
    expect(canReuseSession(session, { orgUserId: 7, organizationId: 2 }, now)).toBe(false);
    expect(canReuseSession({ ...session, accessToken: '' }, who, now)).toBe(false);
    expect(canReuseSession(null, who, now)).toBe(false);
  });
});

describe('EULA pending (product-reference §1, §4)', () => {
  const eulas = [
    { id: 1, createdAt: '2025-01-01T00:00:00Z' },
    { id: 2, createdAt: '2026-06-01T00:00:00Z' },
  ];

  it('is pending until the newest EULA is accepted by this user', () => {
    expect(newestEula(eulas)?.id).toBe(2);
    expect(isEulaPending(eulas, [{ orgUserId: 7, eulaId: 1 }], 7)).toBe(true);
    expect(isEulaPending(eulas, [{ orgUserId: 8, eulaId: 2 }], 7)).toBe(true);
    expect(isEulaPending(eulas, [{ orgUserId: 7, eulaId: 2 }], 7)).toBe(false);
    expect(isEulaPending([], [], 7)).toBe(false);
  });
});
