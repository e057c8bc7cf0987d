import { z } from 'zod';
import type { MessageId, MessageRef } from '../messages/catalogue.ts';

/** A subscription of the signed-in user's organization (product-reference §3); endDate null is open-ended. */
export const subscriptionSchema = z.object({
  subscriptionId: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
/** One subscription of the organization, as the platform reports it. */
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The subscription ids of product-reference §9. */
export const SUBSCRIPTION_IDS = {
  freemiumPart: 1,
  basicPart: 2,
  api: 3,
  premium: 4,
  premiumFreeTrial: 5,
  basePlan: 10,
} as const;

/**
 * The calendar day of a date as 'YYYY-MM-DD'. Strings keep their own date part (an API date
 * '2026-11-22' or '2026-11-22T23:30:00Z' is that day), so the comparison never shifts by a time zone.
 */
const calendarDay = (value: string | Date): string =>
  typeof value === 'string' ? value.trim().slice(0, 10) : value.toISOString().slice(0, 10);

/** Active on a day: startDate on or before it, endDate null or on or after it (product-reference §4), by calendar day. */
export const isActiveOn = (subscription: Subscription, today: Date | string): boolean => {
  const day = calendarDay(today);
  return (
    calendarDay(subscription.startDate) <= day &&
    (subscription.endDate === null || calendarDay(subscription.endDate) >= day)
  );
};

export const activeSubscriptionIds = (
  subscriptions: readonly Subscription[],
  today: Date | string,
): number[] => [...new Set(subscriptions.filter((s) => isActiveOn(s, today)).map((s) => s.subscriptionId))];

/** The platform's account types, which decide what a subscription allows. */
export type AccountType = 'api' | 'premiumFreeTrial' | 'premium' | 'freemium' | 'basic';

/**
 * The account type from the active subscription ids (product-reference §9). When several apply, the richest
 * wins (API, Premium, Premium Free Trial, then Basic and Freemium): the spec is silent on mixes,
 * and an administrator expects the best plan the organization pays for. The base plan 10 only
 * counts with a part: 10 + 1 is Freemium, 10 + 2 is Basic; a part alone counts as its plan too.
 */
export const accountType = (ids: readonly number[]): AccountType | null => {
  const has = (id: number) => ids.includes(id);
  if (has(SUBSCRIPTION_IDS.api)) return 'api';
  if (has(SUBSCRIPTION_IDS.premium)) return 'premium';
  if (has(SUBSCRIPTION_IDS.premiumFreeTrial)) return 'premiumFreeTrial';
  if (has(SUBSCRIPTION_IDS.basicPart)) return 'basic';
  if (has(SUBSCRIPTION_IDS.freemiumPart)) return 'freemium';
  return null;
};

const typeLabels: Readonly<Record<AccountType, MessageId>> = {
  api: 'subscriptions.type.api',
  premiumFreeTrial: 'subscriptions.type.premiumFreeTrial',
  premium: 'subscriptions.type.premium',
  freemium: 'subscriptions.type.freemium',
  basic: 'subscriptions.type.basic',
};

/** The label shown in the profile menu ('SCR Premium'); none for carriers or without a type. */
export const accountTypeLabel = (
  input: { readonly type: AccountType | null; readonly organizationRole: string | null | undefined },
  product: string,
): MessageRef | null =>
  input.type === null || input.organizationRole === 'carrier'
    ? null
    : { id: typeLabels[input.type], values: { product } };

/** No active subscription: expired, so the account is deactivated and the expired page shows. */
export const isSubscriptionExpired = (
  subscriptions: readonly Subscription[],
  today: Date | string,
): boolean => activeSubscriptionIds(subscriptions, today).length === 0;
