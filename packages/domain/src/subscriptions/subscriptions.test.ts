import { describe, expect, it } from 'vitest';
import {
  accountType,
  accountTypeLabel,
  isActiveOn,
  isSubscriptionExpired,
  type Subscription,
} from './subscriptions.ts';
import { createMessageFormatter } from '../messages/format.ts';

const en = createMessageFormatter('en');
const nl = createMessageFormatter('nl');
const sub = (subscriptionId: number, startDate: string, endDate: string | null): Subscription => ({
  subscriptionId,
  startDate,
  endDate,
});

describe('active on a date (product-reference §4)', () => {
  it('is active from the start day through the end day, by calendar day', () => {
    const s = sub(4, '2026-11-01', '2026-11-22');
    expect(isActiveOn(s, '2026-11-01')).toBe(true);
    expect(isActiveOn(s, new Date('2026-11-22T23:59:00Z'))).toBe(true);
    expect(isActiveOn(s, '2026-11-23')).toBe(false);
    expect(isActiveOn(s, '2026-10-31')).toBe(false);
  });

  it('treats a null end date as open-ended', () => {
    expect(isActiveOn(sub(4, '2020-01-01T00:00:00Z', null), '2099-12-31')).toBe(true);
  });
});

describe('account types (product-reference §9)', () => {
  it('maps ids and base-plan combinations', () => {
    expect(accountType([3])).toBe('api');
    expect(accountType([4])).toBe('premium');
    expect(accountType([5])).toBe('premiumFreeTrial');
    expect(accountType([10, 1])).toBe('freemium');
    expect(accountType([10, 2])).toBe('basic');
    expect(accountType([10])).toBeNull();
    expect(accountType([])).toBeNull();
  });

  it('prefixes the label with the product short name, none for carriers', () => {
    const label = accountTypeLabel({ type: 'premium', organizationRole: 'other' }, 'SCR');
    expect(label && en.format(label)).toBe('SCR Premium');
    const trial = accountTypeLabel({ type: 'premiumFreeTrial', organizationRole: 'driver' }, 'SCR');
    expect(trial && en.format(trial)).toBe('SCR Premium Free Trial');
    expect(accountTypeLabel({ type: 'premium', organizationRole: 'carrier' }, 'SCR')).toBeNull();
  });
});

describe('expired subscriptions (product-reference §1, §8)', () => {
  it('is expired when nothing is active today', () => {
    expect(isSubscriptionExpired([sub(4, '2026-01-01', '2026-11-21')], '2026-11-22')).toBe(true);
    expect(isSubscriptionExpired([], '2026-11-22')).toBe(true);
    expect(
      isSubscriptionExpired([sub(10, '2026-01-01', null), sub(2, '2026-01-01', null)], '2026-11-22'),
    ).toBe(false);
    expect(en.format({ id: 'subscriptions.expired' })).toBe(
      'Your subscription expired. Therefore, your account has been deactivated temporarily.',
    );
    expect(nl.format({ id: 'subscriptions.expired.orderPremium', values: { product: 'SCR' } })).toContain(
      'SCR Premium',
    );
  });
});
