// The platform's answer on the wallets' back channel: the admin roles a wallet token's user holds now,
// in the organization of that membership (the wallets authorize each route by them, wallets/authorize.ts).
import type { Ctx } from '../context.ts';
import type { AdminRole } from '../store/records.ts';
import { hasActiveSubscription, isOrgActive } from './guard.ts';

/**
 * None for a deleted or deactivated user, or an organization not in good standing. A user who never
 * was active yet (an add-user link being completed) holds the roles given: a new organization's
 * first admin initiates their saved connection requests with the new wallet account before the
 * link activates them.
 */
export const walletRolesOf =
  (ctx: Ctx) =>
  (orgUserId: number): readonly AdminRole[] => {
    const user = ctx.store.organizationUsers.get(orgUserId);
    const org = user && ctx.store.organizations.get(user.organizationId);
    if (!user || !org || user.isDeleted || (!user.isActive && user.activatedAt !== null)) return [];
    if (!isOrgActive(org) || !hasActiveSubscription(ctx, org.id)) return [];
    return user.adminRoles;
  };
