// Audit rules for the organization profile, its integrations, its users, invitations and EULA
// acceptance: the caller signed in, so refusals are recorded in the caller's own log too.
import type { InvitationRecord, OrganizationRecord, OrgUserRecord } from '../store/records.ts';
import { bodyOf, event, who, type AuditCall, type AuditRule } from './call.ts';
import { changedFields, sentFields } from './fields.ts';

const numberOf = (value: unknown): number => (/^\d{1,15}$/.test(String(value)) ? Number(value) : NaN);

/** What the call changed, or (refused) what it tried to change. */
const fieldsOf = (c: AuditCall): string[] =>
  c.ok ? changedFields(c.before, c.after) : sentFields(bodyOf(c.data));

/** A record of another organization is named by id only: its details are not the caller's to read. */
const ownLabel = (c: AuditCall, organizationId: number | undefined, label: string | undefined) =>
  organizationId === c.actor?.org.id && label !== undefined ? label : String(c.id ?? '');

const signedIn =
  (build: (c: AuditCall & { actor: NonNullable<AuditCall['actor']> }) => ReturnType<AuditRule['events']>) =>
  (c: AuditCall) => (c.actor ? build(c as AuditCall & { actor: NonNullable<AuditCall['actor']> }) : []);

export const organizationPatch: AuditRule = {
  load: (c) => c.ctx.store.organizations.get(numberOf(c.id)),
  events: signedIn((c) => {
    const org = c.before as OrganizationRecord | undefined;
    return [
      event(
        c.actor.org.id,
        who(c.actor.user),
        'organization.update',
        { type: 'organization', id: String(c.id), label: org?.name ?? String(c.id) },
        fieldsOf(c),
      ),
    ];
  }),
};

export const cpointPatch: AuditRule = {
  events: signedIn((c) => [
    event(
      c.actor.org.id,
      who(c.actor.user),
      'integration.link',
      {
        type: 'integration',
        id: 'cpoint',
        label: 'cpoint',
      },
      ['cpoint_code'],
    ),
  ]),
};

const metaName = (value: Record<string, unknown>): string =>
  [value['metaSource'], value['metaName']]
    .map((v) => (Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : ''))
    .filter((v) => v !== '')
    .join('/');

export const metaCreate: AuditRule = {
  events: signedIn((c) => {
    const name = metaName(bodyOf(c.data));
    return [
      event(
        c.actor.org.id,
        who(c.actor.user),
        'integration.update',
        { type: 'integration', id: name, label: name },
        ['metaValue'],
      ),
    ];
  }),
};

export const metaRemove: AuditRule = {
  events: signedIn((c) => {
    const removed = Array.isArray(c.result) ? (c.result as Array<Record<string, unknown>>) : [];
    const name = removed.length > 0 ? removed.map(metaName).join(', ') : metaName(bodyOf(c.params.query));
    return [
      event(c.actor.org.id, who(c.actor.user), 'integration.remove', {
        type: 'integration',
        id: name,
        label: name,
      }),
    ];
  }),
};

export const userCreate: AuditRule = {
  events: signedIn((c) => {
    const body = bodyOf(c.data);
    const created = c.result as { id?: number } | undefined;
    const email = typeof body['email'] === 'string' ? body['email'].trim().toLowerCase() : '';
    return [
      event(
        c.actor.org.id,
        who(c.actor.user),
        'user.create',
        { type: 'user', id: created?.id ?? '', label: email },
        sentFields(body),
      ),
    ];
  }),
};

const userLoad = (c: AuditCall) => c.ctx.store.organizationUsers.get(numberOf(c.id));

export const userPatch: AuditRule = {
  load: userLoad,
  events: signedIn((c) => {
    const body = bodyOf(c.data);
    const user = c.before as OrgUserRecord | undefined;
    const action = body['reactivate']
      ? 'user.reactivate'
      : body['resendMail']
        ? 'user.resendInvitation'
        : 'user.update';
    return [
      event(
        c.actor.org.id,
        who(c.actor.user),
        action,
        { type: 'user', id: String(c.id), label: ownLabel(c, user?.organizationId, user?.email) },
        fieldsOf(c),
      ),
    ];
  }),
};

export const userRemove: AuditRule = {
  load: userLoad,
  events: signedIn((c) => {
    const user = c.before as OrgUserRecord | undefined;
    return [
      event(c.actor.org.id, who(c.actor.user), 'user.delete', {
        type: 'user',
        id: String(c.id),
        label: ownLabel(c, user?.organizationId, user?.email),
      }),
    ];
  }),
};

export const invitationCreate: AuditRule = {
  events: signedIn((c) => {
    const body = bodyOf(c.data);
    const created = c.result as { id?: number } | undefined;
    return [
      event(
        c.actor.org.id,
        who(c.actor.user),
        'invitation.create',
        {
          type: 'invitation',
          id: created?.id ?? '',
          label: typeof body['name'] === 'string' ? body['name'] : '',
        },
        sentFields(body),
      ),
    ];
  }),
};

export const invitationPatch: AuditRule = {
  load: (c) => c.ctx.store.invitations.get(numberOf(c.id)),
  events: signedIn((c) => {
    const invitation = c.before as InvitationRecord | undefined;
    const action = bodyOf(c.data)['status'] === 'pending' ? 'invitation.resend' : 'invitation.cancel';
    return [
      event(
        c.actor.org.id,
        who(c.actor.user),
        action,
        { type: 'invitation', id: String(c.id), label: ownLabel(c, invitation?.inviterId, invitation?.name) },
        fieldsOf(c),
      ),
    ];
  }),
};

export const eulaAccept: AuditRule = {
  events: signedIn((c) => {
    const eulaId = bodyOf(c.data)['eulaId'];
    const eula = typeof eulaId === 'number' ? c.ctx.store.eulas.get(eulaId) : undefined;
    return [
      event(c.actor.org.id, who(c.actor.user), 'eula.accept', {
        type: 'eula',
        id: String(eulaId ?? ''),
        label: eula ? `EULA ${eula.version}` : String(eulaId ?? ''),
      }),
    ];
  }),
};
