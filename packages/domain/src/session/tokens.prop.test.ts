import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isTokenExpired, tokenExp } from './tokens.ts';
import { isEulaPending } from './eula.ts';
import { unsignedToken } from '../testing/session.ts';

describe('token properties', () => {
  it('round-trips exp and expires exactly when exp has passed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.string(),
        (exp, nowS, sub) => {
          const token = unsignedToken({ exp, sub: sub.replace(/[^\x20-\x7e]/g, '') });
          expect(tokenExp(token)).toBe(exp);
          expect(isTokenExpired(token, new Date(nowS * 1000))).toBe(exp <= nowS);
        },
      ),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (t) => void tokenExp(t)));
  });

  it('accepting the newest EULA always clears the pending state', () => {
    const eula = fc.record({
      id: fc.nat({ max: 50 }),
      createdAt: fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
    });
    fc.assert(
      fc.property(fc.array(eula, { minLength: 1, maxLength: 6 }), fc.nat({ max: 9 }), (eulas, user) => {
        const newest = [...eulas].sort(
          (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
        )[0]!;
        expect(isEulaPending(eulas, [], user)).toBe(true);
        expect(isEulaPending(eulas, [{ orgUserId: user, eulaId: newest.id }], user)).toBe(false);
      }),
    );
  });
});
