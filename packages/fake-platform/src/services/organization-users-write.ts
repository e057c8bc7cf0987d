// Edits and deletes of organization users, with the admin rules of product-reference §5/§6.
import { BadRequest, Forbidden } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { OrgUserRecord } from '../store/records.ts';
import type { Actor } from '../auth/guard.ts';
import { messages } from '../auth/messages.ts';
import { sendMail } from '../dev/mailer.ts';
import { addUserMail, mailLang } from '../dev/mail-texts.ts';
import { contractBody } from '../http/contract.ts';
import { addUserLink } from '../http/views.ts';
import { signingKeyOnBecomingAdmin } from './admin-signing-key.ts';
import { revokeSessionsOf } from '../auth/sessions.ts';
import { deleteRefusal, type DeleteRefusal } from './delete-refusal.ts';
import { changeRefusal } from './change-refusal.ts';
import { leavePerson } from './persons.ts';

const deleteRefusalMessages: Record<DeleteRefusal, string> = {
  self: messages.cannotDeleteSelf,
  onlyActiveAdmin: messages.onlyActiveAdmin,
  lastOrgMgr: messages.lastOrgMgr,
};

export const sendAddUserMail = async (ctx: Ctx, user: OrgUserRecord, orgName: string): Promise<void> => {
  const link = await addUserLink(ctx, user);
  sendMail(
    ctx,
    user.email,
    addUserMail(mailLang(user.lang), { firstName: user.firstName, organization: orgName, link }),
  );
};

const guardAdminRow = (actor: Actor, target: OrgUserRecord) => {
  if (target.isAdmin && !actor.roles.has('org_mgr')) {
    throw new Forbidden('Access denied: only an Organization Manager can edit or delete an admin user');
  }
};

export const patchUser = async (
  ctx: Ctx,
  actor: Actor,
  target: OrgUserRecord,
  data: unknown,
  /** Runs once the body is valid and the actor may make the change, before anything is stored. */
  precondition: () => void = () => undefined,
): Promise<OrgUserRecord> => {
  const sent = contractBody('patchOrganizationUser', data);
  const body = sent.email === undefined ? sent : { ...sent, email: sent.email.toLowerCase() };
  guardAdminRow(actor, target);
  if (body.adminRoles && body.adminRoles.length > 0 && !actor.roles.has('org_mgr')) {
    throw new Forbidden('Access denied: only an Organization Manager can grant admin roles');
  }
  // A deleted user is refused as such before the version check: "changed meanwhile" would offer to
  // reload a row that is gone.
  if (target.isDeleted && !body.reactivate)
    throw new BadRequest('Invalid field id: this user is deleted', { field: 'id' });
  precondition();
  const now = ctx.nowIso();
  if (body.reactivate) {
    if (!target.isDeleted || target.activatedAt === null) {
      throw new BadRequest(
        'Invalid field reactivate: only a deleted user who had set a password can be reactivated',
        { field: 'reactivate' },
      );
    }
    return ctx.store.organizationUsers.update(target.id, {
      isDeleted: false,
      deletedAt: null,
      isActive: true,
      updatedAt: now,
    });
  }
  if (body.isActive === true && target.activatedAt === null) {
    throw new BadRequest(
      'Invalid field isActive: you cannot activate a user who has not set a password yet',
      { field: 'isActive' },
    );
  }
  const refusal = changeRefusal(
    target,
    { adminRoles: body.adminRoles ?? target.adminRoles, isActive: body.isActive ?? target.isActive },
    ctx.store.organizationUsers.filter((u) => u.organizationId === target.organizationId),
  );
  if (refusal !== null) {
    const field = body.isActive === false ? 'isActive' : 'adminRoles';
    throw new BadRequest(
      refusal === 'onlyActiveAdmin'
        ? 'Invalid field adminRoles: this is the only active admin'
        : messages.lastOrgMgrChange,
      { field, reason: refusal },
    );
  }
  if (body.email && body.email !== target.email) {
    const taken = ctx.store.organizationUsers
      .all()
      .some((u) => u.organizationId === target.organizationId && u.email === body.email);
    if (taken) throw new BadRequest(`Invalid field email: ${messages.alreadyRegistered}`, { field: 'email' });
  }
  if (body.resendMail && target.activatedAt !== null) {
    throw new BadRequest('Invalid field resendMail: this user already set a password', {
      field: 'resendMail',
    });
  }
  const { resendMail, reactivate: _r, ...changes } = body;
  const becomesAdmin = !target.isAdmin && changes.adminRoles !== undefined && changes.adminRoles.length > 0;
  const updated = ctx.store.organizationUsers.update(target.id, {
    ...changes,
    ...(changes.adminRoles ? { isAdmin: changes.adminRoles.length > 0 } : {}),
    ...(becomesAdmin ? { pkeySign: signingKeyOnBecomingAdmin(ctx, target) } : {}),
    ...(resendMail ? { acceptCode: target.acceptCode ?? ctx.randomToken(18) } : {}),
    updatedAt: now,
  });
  // An admin gave the account another address, to which its resets will go: it leaves its person.
  if (changes.email !== undefined && changes.email !== target.email) leavePerson(ctx, target.id);
  // Deactivated: the user's open sessions end, so reactivating does not bring an old token back.
  if (changes.isActive === false) revokeSessionsOf(ctx, target.id);
  // Last: every change above is made before the link's signature is waited for.
  if (resendMail) await sendAddUserMail(ctx, updated, actor.org.name);
  return ctx.store.organizationUsers.get(target.id) ?? updated;
};

export const removeUser = (ctx: Ctx, actor: Actor, target: OrgUserRecord): OrgUserRecord => {
  guardAdminRow(actor, target);
  // Of two admins deleting the same user at once, the second learns it was already done.
  if (target.isDeleted)
    throw new BadRequest('Invalid field id: this user is already deleted', { field: 'id' });
  const refusal = deleteRefusal(
    actor.user.id,
    target,
    ctx.store.organizationUsers.filter((u) => u.organizationId === target.organizationId),
  );
  if (refusal !== null)
    throw new BadRequest(deleteRefusalMessages[refusal], { field: 'id', reason: refusal });
  const now = ctx.nowIso();
  const deleted = ctx.store.organizationUsers.update(target.id, {
    isDeleted: true,
    isActive: false,
    deletedAt: now,
    updatedAt: now,
  });
  // A deleted user's open sessions end now and stay ended if the user is reactivated later.
  revokeSessionsOf(ctx, target.id);
  return deleted;
};
