import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountType, activeSubscriptionIds, isActiveOn, isSubscriptionExpired } from './subscriptions.ts';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const subscription = fc.record({
  subscriptionId: fc.constantFrom(1, 2, 3, 4, 5, 10),
  startDate: day,
  endDate: fc.option(day, { nil: null }),
});

describe('subscription properties', () => {
  it('an open-ended subscription stays active on every day from its start', () => {
    fc.assert(
      fc.property(subscription, day, (s, today) => {
        const open = { ...s, endDate: null };
        expect(isActiveOn(open, today)).toBe(s.startDate <= today);
      }),
    );
  });

  it('expired exactly when no id is active, and a type exists only with an active subscription', () => {
    fc.assert(
      fc.property(fc.array(subscription, { maxLength: 5 }), day, (subs, today) => {
        const ids = activeSubscriptionIds(subs, today);
        expect(isSubscriptionExpired(subs, today)).toBe(ids.length === 0);
        if (ids.length === 0) expect(accountType(ids)).toBeNull();
      }),
    );
  });
});
