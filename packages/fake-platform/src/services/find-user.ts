// GET /find-user?email=&pr= (public: the login page lists the organizations of an email, marking
// those not activated; only what the login needs) and GET /find-user?id= (signed in: the target's
// organizations where the caller is an admin, for the admin password-reset chooser).
import { BadRequest, NotFound } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { OrgUserRecord } from '../store/records.ts';
import { authenticate, isOrgActive } from '../auth/guard.ts';
import { messages } from '../auth/messages.ts';
import type { Params } from '../http/params.ts';
import { contractQuery } from '../http/contract.ts';
import { walletOf } from '../seed/demo-world.ts';
import { isHostedWalletUrl } from '../wallets/hosting.ts';

/** The host (and port) of the provider's hosted wallet, as the runtime config names it. */
export const hostedDomain = (ctx: Ctx): string => new URL(ctx.wallets.cloudUrl).host;

const view = (ctx: Ctx, u: OrgUserRecord) => {
  const org = ctx.store.organizations.get(u.organizationId);
  const active = u.isActive && !u.isDeleted && !!org && isOrgActive(org);
  return {
    id: u.id,
    userId: u.userId,
    organizationId: u.organizationId,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    isAdmin: u.isAdmin,
    isActive: active,
    status: active ? 'active' : 'inactive',
    activatedAt: u.activatedAt,
    organization: org
      ? {
          id: org.id,
          name: org.name,
          vat: org.vat,
          streetNbr: org.streetNbr,
          postalCode: org.postalCode,
          city: org.city,
          country: org.country,
          status: org.status,
          isActive: org.isActive,
          walletUrl: org.walletUrl,
          walletAddress: walletOf(org, ctx.wallets.cloudUrl),
          twoFactorAuth: org.twoFactorAuth,
          role: org.role,
        }
      : null,
  };
};

/**
 * What the login page and the forgot-password dialog need of one organization of an email, and
 * nothing more (this answer is public: no names, ids of the person, addresses, roles or dates).
 */
const loginView = (ctx: Ctx, u: OrgUserRecord, forReset: boolean) => {
  const org = ctx.store.organizations.get(u.organizationId);
  const active = u.isActive && !u.isDeleted && !!org && isOrgActive(org);
  return {
    // The organization user the wallet account and the sign-in challenge belong to.
    id: u.id,
    // Whether it can be chosen; 'Not activated yet' beside it otherwise.
    isActive: active,
    status: active ? 'active' : 'inactive',
    ...(forReset && org ? { canResetPassword: isHostedWalletUrl(org.walletUrl, hostedDomain(ctx)) } : {}),
    organization: org
      ? {
          id: org.id,
          name: org.name,
          // 'Contact us for your final activation' when the organization itself awaits activation.
          status: org.status,
          // The wallet kind ('0': provider-hosted, decides the wrong-password text and the reset) and
          // the URL to sign with.
          walletUrl: org.walletUrl,
          walletAddress: walletOf(org, ctx.wallets.cloudUrl),
          // The sign-in leads to the code screen when the organization uses 2FA by email.
          twoFactorAuth: org.twoFactorAuth,
        }
      : null,
  };
};

export const findUserService = (ctx: Ctx) => ({
  async find(params: Params) {
    const { email, pr = false, id } = contractQuery('findUser', params.query);
    if (id !== undefined) {
      const actor = await authenticate(ctx, params);
      const target = ctx.store.organizationUsers.get(id);
      if (!target) throw new NotFound(messages.noUserForEmail);
      const adminOrgs = new Set(
        ctx.store.organizationUsers
          .filter((u) => u.userId === actor.user.userId && u.isAdmin && u.isActive && !u.isDeleted)
          .map((u) => u.organizationId),
      );
      return ctx.store.organizationUsers
        .filter((u) => u.userId === target.userId && !u.isDeleted && adminOrgs.has(u.organizationId))
        .map((u) => view(ctx, u));
    }
    // The contract cannot say "email or id": one of the two is required.
    if (email === undefined)
      throw new BadRequest('Invalid query parameter email: required', { field: 'email' });
    // pr (password reset) adds whether the platform can reset the password (provider-hosted wallet).
    await ctx.limits.attempt('findUser', { address: params.sourceAddress });
    const found = ctx.store.organizationUsers.filter((u) => u.email === email.toLowerCase() && !u.isDeleted);
    // The login screen must say 'No user found for this email address', so an unknown email stays a
    // 404 here; what a stranger learns is throttled by the findUser limit and holds no personal data.
    if (found.length === 0) throw new NotFound(messages.noUserForEmail);
    return found.map((u) => loginView(ctx, u, pr));
  },
});
