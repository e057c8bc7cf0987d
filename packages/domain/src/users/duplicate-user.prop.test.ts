import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aUser } from '../testing/users.ts';
import { hasSetPassword } from './user.ts';
import { alreadyRegisteredActions, existingEmailOutcome } from './user-rules.ts';

// No duplicate users: re-inviting an email that exists in the organization never creates a second
// user; it always says why and offers a way forward that fits the existing user's state.
const arbExisting = fc
  .record({
    isDeleted: fc.boolean(),
    isActive: fc.boolean(),
    activatedAt: fc.constantFrom(null, '', '2026-10-01T09:00:00.000Z'),
  })
  .map((o) => aUser(o));

describe('inviting an email that exists', () => {
  it('offers reactivation, a resend or an edit, whichever fits the user', () => {
    fc.assert(
      fc.property(arbExisting, (user) => {
        const outcome = existingEmailOutcome(user);
        if (user.isDeleted && hasSetPassword(user)) {
          expect(outcome.kind).toBe('ReactivationOffered');
          return;
        }
        expect(outcome.kind).toBe('AlreadyRegistered');
        if (outcome.kind !== 'AlreadyRegistered') return;
        const actions = alreadyRegisteredActions(outcome.reason);
        expect(actions).toContain('edit');
        // Resend only to someone still invited: a member who set a password has nothing to accept.
        expect(actions.includes('resend')).toBe(!hasSetPassword(user));
      }),
    );
  });
});
