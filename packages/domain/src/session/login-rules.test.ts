import { describe, expect, it } from 'vitest';
import { loginOptions } from './login-rules.ts';
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
