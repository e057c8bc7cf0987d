import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { okAsync } from 'neverthrow';
import { loadPasswordReset } from './password-reset.ts';
import { unsignedToken } from '../testing/session.ts';

describe('password reset link properties', () => {
  it('a link is usable only while unused and before validUntil', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -86_400, max: 86_400 }), fc.boolean(), async (offsetS, used) => {
        const now = new Date('2026-11-22T10:00:00Z');
        const validUntil = new Date(now.getTime() + offsetS * 1000).toISOString();
        const load = loadPasswordReset({
          passwordResets: {
            request: () => okAsync(undefined),
            load: () => okAsync({ visitedAt: used ? '2026-11-22T09:00:00Z' : null, validUntil }),
            submit: () => okAsync({ result: 'success' as const }),
          },
          clock: { now: () => now },
        });
        const r = await load({
          passwordResetId: 'p',
          jwt: unsignedToken({ exp: now.getTime() / 1000 + 60 }),
        });
        expect(r.isOk()).toBe(!used && offsetS > 0);
      }),
    );
  });
});
