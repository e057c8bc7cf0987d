import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validate } from '../validation/validate.ts';
import { adminPasswordResetSchema, resetCandidates } from './password-reset-by-admin.ts';
import { aMembership } from '../testing/users.ts';

const memberships = fc.uniqueArray(fc.record({ org: fc.integer({ min: 1, max: 20 }), admin: fc.boolean() }), {
  selector: (m) => m.org,
  maxLength: 10,
});

describe('admin password reset (properties)', () => {
  it('covers only organizations where the actor is an admin and the target belongs', () => {
    fc.assert(
      fc.property(memberships, memberships, (actor, target) => {
        const candidates = resetCandidates({
          actorMemberships: actor.map((m) => aMembership(m.org, 100 + m.org, m.admin)),
          targetMemberships: target.map((m) => aMembership(m.org, 200 + m.org, m.admin)),
          hostedWalletUrl: 'https://hosted.example',
        });
        const expected = target
          .filter((t) => actor.some((a) => a.org === t.org && a.admin))
          .map((t) => t.org);
        expect(candidates.map((c) => c.item.id).sort((a, b) => a - b)).toEqual(
          expected.sort((a, b) => a - b),
        );
        for (const c of candidates)
          expect(c.item).toMatchObject({ userId: 200 + c.item.id, adminId: 100 + c.item.id });
      }),
    );
  });

  it('never throws on arbitrary input, and accepts only matching passwords of 6 or more', () => {
    fc.assert(fc.property(fc.anything(), (raw) => void validate(adminPasswordResetSchema, raw)));
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, passwordCheck) => {
        const ok = validate(adminPasswordResetSchema, {
          organizationIds: [1],
          password,
          passwordCheck,
        }).isOk();
        expect(ok).toBe(password === passwordCheck && password.length >= 6);
      }),
    );
  });
});
