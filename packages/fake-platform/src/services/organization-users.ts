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
import { newPersonId } from './persons.ts';
import { decide } from '../auth/policy.ts';
import { apiPolicy } from '../auth/policy-table.ts';

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

/**
 * Whether the actor may appoint the target's role, and so see its add-user link: the access policy's
 * word on creating that user (any user admin for a user without an admin role, an org_mgr for an
 * admin), in the actor's own organization only.
 */
export const mayAppoint = (actor: Actor, target: OrgUserRecord): boolean =>
  decide(apiPolicy, 'organization-users.create', {
    roles: actor.user.adminRoles,
    relation: target.organizationId === actor.org.id ? 'sameOrganization' : 'otherOrganization',
    target: target.isAdmin ? 'admin' : 'user',
  }).allowed;

/** A user as this admin may read it. */
const viewFor = async (ctx: Ctx, actor: Actor, user: OrgUserRecord) =>
  orgUserView(ctx, user, { withLink: mayAppoint(actor, user) });

export const organizationUsersService = (ctx: Ctx) => ({
  async find(params: Params) {
    const actor = await authenticate(ctx, params);
    requireRole(actor, 'usr_mgr');
    const query = contractQuery('findOrganizationUsers', params.query);
    if (query.organizationId !== undefined && query.organizationId !== actor.org.id) {
      throw new Forbidden(messages.otherOrganization);
    }
    query.organizationId = actor.org.id;
    const page = await ctx.store.organizationUsers.find(query, true);
    return { ...page, data: await Promise.all(page.data.map((u) => viewFor(ctx, actor, u))) };
  },
  async get(id: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
    if (userIdOf(id) !== actor.user.id) requireRole(actor, 'usr_mgr');
    return viewFor(ctx, actor, targetUser(ctx, actor, id));
  },
  async create(data: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
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
    const now = ctx.nowIso();
    const user = ctx.store.organizationUsers.insert({
      userId: newPersonId(ctx),
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
    await sendAddUserMail(ctx, user, actor.org.name);
    return viewFor(ctx, actor, user);
  },
  async patch(id: unknown, data: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
    requireRole(actor, 'usr_mgr');
    const target = targetUser(ctx, actor, id);
    // Sending the add-user mail again is limited per recipient: an admin cannot flood an inbox. The
    // key is this organization user, not the email, which other organizations' mails share.
    if ((data as { resendMail?: unknown } | null)?.resendMail === true)
      await ctx.limits.attempt('addUserMail', { account: target.id, address: params.sourceAddress });
    return viewFor(
      ctx,
      actor,
      await patchUser(ctx, actor, target, data, () => requireVersion(params, target, 'user')),
    );
  },
  async remove(id: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
    requireRole(actor, 'usr_mgr');
    if (id === null || id === undefined) throw new BadRequest('Invalid field id: required', { field: 'id' });
    return viewFor(ctx, actor, removeUser(ctx, actor, targetUser(ctx, actor, id)));
  },
});
