// Audit rules for the calls made without an admin session: the mailed-link flows (onboarding,
// add-user, password reset) and the sign-in. Who acted is the person the link or the sign-in names;
// a refusal is recorded only where that person is known (a stranger's bad link names no one).
import type { Params } from '../http/params.ts';
import type { InvitationRecord, OrgUserRecord, PasswordResetRecord } from '../store/records.ts';
import { usableInvitation } from '../services/link-tokens.ts';
import { bodyOf, event, who, type AuditCall, type AuditRule } from './call.ts';
import { bothSides } from './rules-connections.ts';

const invitationOfLink = (c: AuditCall): InvitationRecord | undefined => {
  try {
    return usableInvitation(c.ctx, c.params as Params);
  } catch {
    return undefined;
  }
};

const invitee = (i: InvitationRecord) => ({
  actorOrgUserId: null,
  actorEmail: i.contactEmail,
  actorName: i.name,
});

/** Opening an invitation link accepts the invitation (once): recorded in the inviter's log. */
export const onboardingOpen: AuditRule = {
  load: invitationOfLink,
  events: (c) => {
    const before = c.before as InvitationRecord | undefined;
    const after = c.after as InvitationRecord | undefined;
    if (!c.ok || !before || before.status !== 'pending' || after?.status !== 'accepted') return [];
    return [
      event(
        before.inviterId,
        invitee(before),
        'invitation.open',
        {
          type: 'invitation',
          id: before.id,
          label: before.name,
        },
        ['status'],
      ),
    ];
  },
};

interface Onboarded {
  organization: { id: number; name: string };
  admin: OrgUserRecord;
  invitation: InvitationRecord;
  connections: string[];
}

/** A completed onboarding: the new organization's first entries, the inviter's, and the requests. */
export const onboardingCreate: AuditRule = {
  load: invitationOfLink,
  events: (c) => {
    const before = c.before as InvitationRecord | undefined;
    if (!c.ok || !before) return [];
    const done = c.result as Onboarded;
    const admin = c.ctx.store.organizationUsers.get(done.admin.id);
    if (!admin) return [];
    const actor = who(admin);
    const org = { type: 'organization' as const, id: done.organization.id, label: done.organization.name };
    return [
      event(
        before.inviterId,
        actor,
        'invitation.complete',
        { type: 'invitation', id: before.id, label: before.name },
        ['status'],
      ),
      event(done.organization.id, actor, 'organization.create', org),
      event(done.organization.id, actor, 'user.create', { type: 'user', id: admin.id, label: admin.email }),
      ...done.connections.flatMap((reference) => {
        const connection = c.ctx.store.connections.get(reference);
        return connection ? bothSides(c.ctx, connection, actor, 'connection.request', []) : [];
      }),
    ];
  },
};

/** The add-user link: the user sets a wallet password and is active (plus any requests filed). */
export const addUserCreate: AuditRule = {
  events: (c) => {
    const user = c.ok
      ? c.ctx.store.organizationUsers.get((c.result as { user: { id: number } }).user.id)
      : undefined;
    if (!user) return [];
    const requests = bodyOf(c.data)['connectionRequests'];
    const references = Array.isArray(requests)
      ? requests.map((r: unknown) => String(bodyOf(r)['reference']))
      : [];
    return [
      event(
        user.organizationId,
        who(user),
        'user.activate',
        { type: 'user', id: user.id, label: user.email },
        ['isActive'],
      ),
      ...references.flatMap((reference) => {
        const connection = c.ctx.store.connections.get(reference);
        return connection && connection.createdAt === user.activatedAt
          ? bothSides(c.ctx, connection, who(user), 'connection.request', [])
          : [];
      }),
    ];
  },
};

/** A reset asked for from the login page, by or for the user the body names. */
export const passwordResetRequest: AuditRule = {
  events: (c) => {
    const body = bodyOf(c.data);
    const user =
      typeof body['orgUserId'] === 'number'
        ? c.ctx.store.organizationUsers.get(body['orgUserId'])
        : undefined;
    if (!user || user.organizationId !== body['organizationId']) return [];
    const reset = c.result as { id?: number } | undefined;
    return [
      event(user.organizationId, who(user), 'password.resetRequest', {
        type: 'passwordReset',
        id: reset?.id ?? '',
        label: user.email,
      }),
    ];
  },
};

/** A new wallet password set through a reset link. */
export const passwordReset: AuditRule = {
  events: (c) => {
    const resetId = bodyOf(c.data)['passwordResetId'];
    const reset: PasswordResetRecord | undefined =
      c.ok && typeof resetId === 'number' ? c.ctx.store.passwordResets.get(resetId) : undefined;
    const user = reset && c.ctx.store.organizationUsers.get(reset.orgUserId);
    if (!reset || !user) return [];
    return [
      event(reset.organizationId, who(user), 'password.reset', {
        type: 'passwordReset',
        id: reset.id,
        label: user.email,
      }),
    ];
  },
};
