import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { validate } from '../validation/validate.ts';
import { walletCheckReasons } from '../wallet/errors.ts';
import {
  PASSWORD_RESET_PAGE_SIZE,
  adminPasswordResetSchema,
  resetCandidates,
  resetChooserPage,
  organizationAddress,
  resetChooserRows,
  toggleSelection,
  preselectedResets,
} from './password-reset-by-admin.ts';
import { aMembership } from '../testing/users.ts';

const en = createMessageFormatter('en');
const hosted = 'https://wallet.scr.example';

describe('password reset chooser (product-reference §2.5, §6)', () => {
  it('lists only organizations where the actor is an admin and the target belongs', () => {
    const candidates = resetCandidates({
      actorMemberships: [aMembership(1, 11, true), aMembership(2, 12, false), aMembership(3, 13, true, '0')],
      targetMemberships: [
        aMembership(1, 21, false),
        aMembership(2, 22, false),
        aMembership(3, 23, true, '0'),
        aMembership(4, 24, false),
      ],
      hostedWalletUrl: hosted,
    });
    expect(candidates.map((c) => c.item)).toEqual([
      { id: 1, userId: 21, url: 'https://wallet-1.example:8443', adminId: 11 },
      { id: 3, userId: 23, url: hosted, adminId: 13 },
    ]);
  });

  it("shows status dots and makes a failed check unselectable with the spec's text", () => {
    const candidates = resetCandidates({
      actorMemberships: [aMembership(1, 11, true), aMembership(2, 12, true), aMembership(3, 13, true)],
      targetMemberships: [aMembership(1, 21, false), aMembership(2, 22, false), aMembership(3, 23, false)],
      hostedWalletUrl: hosted,
    });
    const rows = resetChooserRows(
      candidates,
      new Map([
        [1, { state: 'available', version: '1.2.9' }],
        [2, { state: 'unreachable', reason: walletCheckReasons.noAnswer() }],
      ] as const),
    );
    expect(rows.map((r) => [r.dot, r.selectable])).toEqual([
      ['green', true],
      ['red', false],
      ['grey', true],
    ]);
    expect(organizationAddress(rows[0]!.organization, 'en')).toBe('Kaai 1, 2000 Antwerpen, Belgium');
    expect(organizationAddress(rows[0]!.organization, 'nl')).toBe('Kaai 1, 2000 Antwerpen, België');
    expect(en.format(rows[1]!.reason!)).toBe(
      "Can't connect to wallet on https://wallet-2.example:8443: the wallet does not answer",
    );
    expect(toggleSelection([], rows[1]!)).toEqual([]);
    expect(toggleSelection([], rows[0]!)).toEqual([1]);
    expect(toggleSelection([1, 3], rows[0]!)).toEqual([3]);
    // Two organizations can be chosen: none is ticked for the admin.
    expect(preselectedResets(rows)).toEqual([]);
  });

  it('ticks the one organization that can be chosen, and only then', () => {
    const row = (id: number, selectable: boolean) => ({ organization: { id }, selectable });
    expect(preselectedResets([row(4, true)])).toEqual([4]);
    expect(preselectedResets([row(4, false), row(5, true)])).toEqual([5]);
    expect(preselectedResets([row(4, false)])).toEqual([]);
    expect(preselectedResets([])).toEqual([]);
  });

  it('pages 6 organizations at a time', () => {
    expect(PASSWORD_RESET_PAGE_SIZE).toBe(6);
    const rows = Array.from({ length: 14 }, (_, i) => i);
    expect(resetChooserPage(rows, 0)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(resetChooserPage(rows, 2)).toEqual([12, 13]);
  });
});

describe('password reset form (product-reference §5 Password reset (by admin))', () => {
  const texts = (raw: unknown) => {
    const r = validate(adminPasswordResetSchema, raw);
    return r.isErr()
      ? Object.fromEntries(Object.entries(r.error.fields).map(([k, v]) => [k, en.format(v)]))
      : {};
  };

  it("gives the spec's texts", () => {
    expect(texts({ organizationIds: [], password: '', passwordCheck: '' })).toEqual({
      organizationIds: 'Please choose at least one organization from the list',
      password: 'Choose a password for the company wallet, containing at least 6 characters',
      passwordCheck: 'Please provide a password confirmation',
    });
    expect(texts({ organizationIds: [1], password: 'abc', passwordCheck: 'abc' })).toEqual({
      password: 'Choose a password for the company wallet, containing at least 6 characters',
      passwordCheck: 'Please enter at least 6 characters',
    });
    expect(texts({ organizationIds: [1], password: 'secret1', passwordCheck: 'secret2' })).toEqual({
      passwordCheck: "Passwords don't match",
    });
  });

  it('accepts a valid choice', () => {
    const r = validate(adminPasswordResetSchema, {
      organizationIds: [1, 2],
      password: 'demo1234',
      passwordCheck: 'demo1234',
    });
    expect(r.isOk()).toBe(true);
  });
});
