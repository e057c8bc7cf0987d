// Audit rules for the calls made without an admin session: the mailed-link flows (onboarding,
// add-user, password reset) and the sign-in. Who acted is the person the link, its form or the
// sign-in names; a refusal is recorded only where that person is known (a stranger's bad link names
// no one).
import type { Params } from '../http/params.ts';
import type { InvitationRecord, OrgUserRecord, PasswordResetRecord } from '../store/records.ts';
import { usableAddUser, usableInvitation } from '../services/link-tokens.ts';
import { bodyOf, event, who, type AuditCall, type AuditRule, type Who } from './call.ts';
import { bothSides } from './rules-connections.ts';

const invitationOfLink = async (c: AuditCall): Promise<InvitationRecord | undefined> => {
  try {
    return await usableInvitation(c.ctx, c.params as Params);
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

/**
 * Who completed an onboarding: the onboarder the form names (the service has checked the body). The
 * first admin they named is someone else unless the emails match; then the entry carries their id.
 */
const onboarderOf = (c: AuditCall, admin: OrgUserRecord): Who => {
  const form = bodyOf(bodyOf(c.data)['onboarding']);
  const email = String(form['onboarderEmail'] ?? '').toLowerCase();
  if (email === admin.email) return who(admin);
  const name = [form['onboarderFirstName'], form['onboarderLastName']].filter((n) => typeof n === 'string');
  return { actorOrgUserId: null, actorEmail: email, actorName: name.join(' ').trim() };
};

/** A completed onboarding: the new organization's first entries, the inviter's, and the requests. */
export const onboardingCreate: AuditRule = {
  load: invitationOfLink,
  events: (c) => {
    const before = c.before as InvitationRecord | undefined;
    if (!c.ok || !before) return [];
    const done = c.result as Onboarded;
    const admin = c.ctx.store.organizationUsers.get(done.admin.id);
    if (!admin) return [];
    const actor = onboarderOf(c, admin);
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

const userOfLink = async (c: AuditCall): Promise<OrgUserRecord | undefined> => {
  try {
    return await usableAddUser(c.ctx, c.params as Params);
  } catch {
    return undefined;
  }
};

/**
 * The add-user link: the user it names sets a wallet password and is active, plus the requests the
 * service says it filed (params.filedConnections); a refusal is recorded under that user too.
 */
export const addUserCreate: AuditRule = {
  load: userOfLink,
  events: (c) => {
    const named = c.before as OrgUserRecord | undefined;
    if (!named) return [];
    const user = c.ctx.store.organizationUsers.get(named.id) ?? named;
    const activate = event(
      user.organizationId,
      who(user),
      'user.activate',
      { type: 'user', id: user.id, label: user.email },
      ['isActive'],
    );
    if (!c.ok) return [activate];
    return [
      activate,
      ...((c.params as Params).filedConnections ?? []).flatMap((reference) => {
        const connection = c.ctx.store.connections.get(reference);
        return connection ? bothSides(c.ctx, connection, who(user), 'connection.request', []) : [];
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
