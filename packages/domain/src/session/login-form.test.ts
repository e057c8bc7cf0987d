import { describe, expect, it } from 'vitest';
import { loginFormSchema, twoFactorSchema } from './login-form.ts';
import { canSubmitLogin, loginOptions, switchOptions } from './login-rules.ts';
import { validate } from '../validation/validate.ts';
import { createMessageFormatter } from '../messages/format.ts';
import type { FoundUser } from './ports.ts';

const en = createMessageFormatter('en');
const found = (id: number, name: string, status: string, isActive = true): FoundUser => ({
  orgUserId: id * 10,
  isActive,
  organization: { id, name, status, walletUrl: '0', twoFactorAuth: 'disabled' },
});

describe('login form (product-reference §5 Login)', () => {
  it('lowercases and trims the email and trims the password', () => {
    const r = validate(loginFormSchema, {
      email: ' Anna.Admin@Carrier.Example ',
      organizationId: '3',
      password: ' demo1234 ',
    });
    expect(r._unsafeUnwrap()).toEqual({
      email: 'anna.admin@carrier.example',
      organizationId: 3,
      password: 'demo1234',
    });
  });

  it('requires an organization choice', () => {
    const r = validate(loginFormSchema, { email: 'a@b.example', password: 'x' });
    expect(r.isErr() && en.format(r.error.fields.organizationId!)).toBe(
      'Please select an organization from the list',
    );
    const blank = validate(loginFormSchema, { email: 'a@b.example', organizationId: '', password: 'x' });
    expect(blank.isErr() && blank.error.fields.organizationId).toEqual({ id: 'session.selectOrganization' });
  });

  it('requires a 6-digit 2FA code', () => {
    expect(validate(twoFactorSchema, { code: '123456' }).isOk()).toBe(true);
    const short = validate(twoFactorSchema, { code: '12345' });
    expect(short.isErr() && en.format(short.error.fields.code!)).toBe('The 2FA code has 6 digits');
    const empty = validate(twoFactorSchema, { code: '' });
    expect(empty.isErr() && en.format(empty.error.fields.code!)).toBe('Please provide a 2FA code');
  });

  it('enables Login once an organization or a password is set', () => {
    expect(canSubmitLogin({})).toBe(false);
    expect(canSubmitLogin({ organizationId: 3 })).toBe(true);
    expect(canSubmitLogin({ password: 'x' })).toBe(true);
  });

  it('shows not-activated organizations and users as Not activated yet, not choosable', () => {
    const options = loginOptions([
      found(2, 'Rotterdam Barge BV', 'manual_active'),
      found(1, 'Ghent Forwarding BV', 'active'),
      found(3, 'Hamburg Drivers GmbH', 'pending'),
      found(4, 'Inactive User NV', 'active', false),
    ]);
    expect(options.map((o) => [o.name, o.disabled])).toEqual([
      ['Ghent Forwarding BV', false],
      ['Hamburg Drivers GmbH', true],
      ['Inactive User NV', true],
      ['Rotterdam Barge BV', false],
    ]);
    expect(en.format(options[1]!.note!)).toBe('Not activated yet');
  });

  it('offers the other organizations that may sign in as the ones to switch to', () => {
    const options = loginOptions([
      found(2, 'Ghent Forwarding BV', 'active'),
      found(3, 'Rotterdam Barge BV', 'active'),
      found(4, 'Waiting BV', 'active', false),
    ]);
    expect(switchOptions(options, 2).map((o) => o.name)).toEqual(['Rotterdam Barge BV']);
    expect(switchOptions(options, 3).map((o) => o.name)).toEqual(['Ghent Forwarding BV']);
    expect(switchOptions(options.slice(0, 1), 2)).toEqual([]);
  });
});
