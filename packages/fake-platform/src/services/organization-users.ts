// /organization-users: the admin's users of their own organization (org_mgr, usr_mgr). Lists page
// and sort on the server. A usr_mgr manages non-admin users only and cannot grant admin roles.
import { BadRequest, Conflict, Forbidden, NotFound } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { OrgUserRecord } from '../store/records.ts';
import { authenticate, requireOwnOrganization, requireRole, type Actor } from '../auth/guard.ts';
import { messages } from '../auth/messages.ts';
import { contractBody, contractQuery } from '../http/contract.ts';
import { numericId, type Params } from '../http/params.ts';
import { orgUserView } from '../http/views.ts';
import { patchUser, removeUser, sendAddUserMail } from './organization-users-write.ts';
import { keyHoldingAdmin } from './admin-signing-key.ts';
import { requireVersion } from '../http/versions.ts';

export const userIdOf = (value: unknown): number => {
  try {
    return numericId(value);
  } catch {
    throw new BadRequest('Invalid field id: expected a number', { field: 'id' });
  }
};

/** The target user, which must belong to the actor's organization. */
export const targetUser = (ctx: Ctx, actor: Actor, id: unknown): OrgUserRecord => {
  const user = ctx.store.organizationUsers.get(userIdOf(id));
  if (!user) throw new NotFound(`No organization user ${String(id)}`);
  requireOwnOrganization(actor, user.organizationId);
  return user;
};

export const organizationUsersService = (ctx: Ctx) => ({
  async find(params: Params) {
    const actor = authenticate(ctx, params);
    requireRole(actor, 'usr_mgr');
    const query = contractQuery('findOrganizationUsers', params.query);
    if (query.organizationId !== undefined && query.organizationId !== actor.org.id) {
      throw new Forbidden(messages.otherOrganization);
    }
    query.organizationId = actor.org.id;
    const page = await ctx.store.organizationUsers.find(query, true);
    return { ...page, data: page.data.map((u) => orgUserView(ctx, u)) };
  },
  async get(id: unknown, params: Params) {
    const actor = authenticate(ctx, params);
    if (userIdOf(id) !== actor.user.id) requireRole(actor, 'usr_mgr');
    return orgUserView(ctx, targetUser(ctx, actor, id));
  },
  async create(data: unknown, params: Params) {
    const actor = authenticate(ctx, params);
    requireRole(actor, 'usr_mgr');
    const body = contractBody('createOrganizationUser', data);
    const email = body.email.toLowerCase();
    requireOwnOrganization(actor, body.organizationId);
    const roles = body.adminRoles ?? [];
    if (roles.length > 0 && !actor.roles.has('org_mgr')) {
      throw new Forbidden('Access denied: only an Organization Manager can grant admin roles');
    }
    const existing = ctx.store.organizationUsers
      .all()
      .find((u) => u.organizationId === actor.org.id && u.email === email);
    if (existing) {
      const reason =
        existing.activatedAt === null ? 'notActivated' : existing.isDeleted ? 'deletedActivated' : 'exists';
      throw new Conflict(messages.alreadyRegistered, {
        reason,
        orgUserId: existing.id,
        isDeleted: existing.isDeleted,
      });
    }
    const person = ctx.store.organizationUsers.all().find((u) => u.email === email);
    const userId =
      person?.userId ?? Math.max(0, ...ctx.store.organizationUsers.all().map((u) => u.userId)) + 1;
    const now = ctx.nowIso();
    const user = ctx.store.organizationUsers.insert({
      userId,
      organizationId: actor.org.id,
      email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone ?? null,
      lang: body.lang ?? 'en',
      adminRoles: roles,
      isAdmin: roles.length > 0,
      userRole: body.userRole,
      isActive: false,
      isDeleted: false,
      pkeySign: roles.length > 0 ? (keyHoldingAdmin(ctx, actor.org.id)?.pkeySign ?? null) : null,
      acceptCode: ctx.randomToken(18),
      unlockToken: null,
      createdBy: actor.user.id,
      createdAt: now,
      updatedAt: now,
      activatedAt: null,
      deletedAt: null,
    });
    sendAddUserMail(ctx, user, actor.org.name);
    return orgUserView(ctx, user);
  },
  async patch(id: unknown, data: unknown, params: Params) {
    const actor = authenticate(ctx, params);
    requireRole(actor, 'usr_mgr');
    const target = targetUser(ctx, actor, id);
    // Sending the add-user mail again is limited per recipient: an admin cannot flood an inbox. The
    // key is this organization user, not the email, which other organizations' mails share.
    if ((data as { resendMail?: unknown } | null)?.resendMail === true)
      await ctx.limits.attempt('addUserMail', { account: target.id, address: params.sourceAddress });
    return orgUserView(
      ctx,
      patchUser(ctx, actor, target, data, () => requireVersion(params, target, 'user')),
    );
  },
  async remove(id: unknown, params: Params) {
    const actor = authenticate(ctx, params);
    requireRole(actor, 'usr_mgr');
    if (id === null || id === undefined) throw new BadRequest('Invalid field id: required', { field: 'id' });
    return orgUserView(ctx, removeUser(ctx, actor, targetUser(ctx, actor, id)));
  },
});
