// POST /password-reset-grants: the platform's word for an admin password reset (product-reference §2.5,
// §6). The wallets re-seal another account's key only with this signed grant (wallets/reset-grant.ts),
// so "who may reset whom" is decided here, on the server, for every item: the caller's person must be
// an active admin of that organization whose role may reset that user. The wallets report the reset
// itself back (wallet-resets.ts), which is audited there; a refused grant is audited by its rule.
import { BadRequest, Forbidden } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import { authenticate, isOrgActive, type Actor } from '../auth/guard.ts';
import { contractBody } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import type { OrgUserRecord } from '../store/records.ts';
import { GRANT_TTL_SECONDS, signGrant } from '../wallets/index.ts';

type Item = { id: number; userId: number; adminId: number };

/** org_mgr may reset anyone of the organization; usr_mgr users without an admin role, and themselves. */
export const mayReset = (admin: OrgUserRecord, target: OrgUserRecord): boolean =>
  admin.adminRoles.includes('org_mgr') ||
  (admin.adminRoles.includes('usr_mgr') && (!target.isAdmin || target.userId === admin.userId));

/** Why the caller may not reset this item, or null when they may. */
export const refusalOf = (ctx: Ctx, actor: Actor, item: Item): string | null => {
  const org = ctx.store.organizations.get(item.id);
  const admin = ctx.store.organizationUsers.get(item.adminId);
  const target = ctx.store.organizationUsers.get(item.userId);
  const denied = `Access denied: you may not reset this user's password in organization ${item.id}`;
  if (!org || !isOrgActive(org) || !admin || !target) return denied;
  if (admin.userId !== actor.user.userId || admin.organizationId !== org.id) return denied;
  if (!admin.isActive || admin.isDeleted || admin.adminRoles.length === 0) return denied;
  if (target.organizationId !== org.id || target.isDeleted) return denied;
  return mayReset(admin, target) ? null : denied;
};

export const passwordResetGrantsService = (ctx: Ctx) => ({
  async create(data: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
    const body = contractBody('createPasswordResetGrant', data);
    const ids = body.items.map((i) => i.id);
    if (new Set(ids).size !== ids.length)
      throw new BadRequest('Invalid field items: one item per organization', { field: 'items' });
    const refusal = body.items.map((item) => refusalOf(ctx, actor, item)).find((r) => r !== null);
    if (refusal) throw new Forbidden(refusal);
    const exp = ctx.nowSeconds() + GRANT_TTL_SECONDS;
    const grant = await signGrant(ctx.grantKey, {
      typ: 'password-reset-grant',
      jti: ctx.randomToken(16),
      caller: actor.user.id,
      items: body.items.map(({ id, userId, adminId }) => ({ id, userId, adminId })),
      passwordHash: body.passwordHash,
      exp,
    });
    return { grant, exp };
  },
});
