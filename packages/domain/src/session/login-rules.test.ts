import { describe, expect, it } from 'vitest';
import { loginOptions, preselectedOrganization } from './login-rules.ts';
import { loginRefusal } from './login-rules.ts';
import type { FoundUser } from './ports.ts';

const found = (id: number, status: string, isActive = true): FoundUser => ({
  orgUserId: id * 10,
  isActive,
  organization: { id, name: `Org ${id}`, status, walletUrl: '0', twoFactorAuth: 'disabled' },
});

describe('why an email may not sign in (product-reference §4, §8, §9)', () => {
  it('lets the email sign in when one organization may be chosen', () => {
    expect(loginRefusal(loginOptions([found(1, 'active'), found(2, 'pending', false)]))).toBeNull();
    expect(loginRefusal(loginOptions([found(1, 'manual_active')]))).toBeNull();
    expect(loginRefusal([])).toBeNull();
  });

  it('asks for the final activation when every organization awaits the platform', () => {
    const options = loginOptions([found(7, 'pending', false), found(8, 'onboarded', false)]);
    expect(options.every((o) => o.awaitsActivation)).toBe(true);
    expect(loginRefusal(options)).toBe('finalActivation');
  });

  it('names the not-activated account when the user is what is not active', () => {
    expect(loginRefusal(loginOptions([found(1, 'active', false)]))).toBe('notActivated');
    expect(loginRefusal(loginOptions([found(1, 'active', false), found(7, 'pending', false)]))).toBe(
      'notActivated',
    );
  });
});

describe("the organization a form's select chooses for the user", () => {
  const options = loginOptions([found(1, 'active'), found(2, 'active', false), found(3, 'active')]);
  const sole = loginOptions([found(1, 'active'), found(2, 'active', false)]);

  it('keeps a choice that can still be chosen, else takes the only one that can be', () => {
    expect(preselectedOrganization(options, 3)).toBe(3);
    expect(preselectedOrganization(options)).toBeUndefined();
    // A choice the answer no longer offers, or one that cannot be chosen, gives way.
    expect(preselectedOrganization(options, 2)).toBeUndefined();
    expect(preselectedOrganization(options, 9)).toBeUndefined();
    expect(preselectedOrganization(sole)).toBe(1);
    expect(preselectedOrganization(sole, 2)).toBe(1);
    expect(preselectedOrganization(loginOptions([found(2, 'active', false)]))).toBeUndefined();
    expect(preselectedOrganization([])).toBeUndefined();
  });
});
