// The audit trail's stored shape: one entry per state-changing call, per organization, hash-chained.
// Field names only: an entry never holds a value that was sent or changed (no secrets, passwords,
// tokens or key material can reach it).
// The domain keeps its own copy of the actions, target kinds and entry fields (domain/src/audit/entry.ts:
// the fake may not import the domain); api-adapter/test/audit.contract.test.ts proves both copies agree.

/** Every action the platform records, named `<target kind>.<verb>`. The web catalogue names each one. */
export const auditActions = [
  'organization.create',
  'organization.update',
  'integration.link',
  'integration.update',
  'integration.remove',
  'integration.connect',
  'integration.change',
  'integration.disconnect',
  'user.create',
  'user.update',
  'user.delete',
  'user.reactivate',
  'user.resendInvitation',
  'user.activate',
  'invitation.create',
  'invitation.resend',
  'invitation.cancel',
  'invitation.open',
  'invitation.complete',
  'connection.request',
  'connection.accept',
  'connection.confirm',
  'connection.finalize',
  'connection.decline',
  'connection.cancel',
  'connection.update',
  'connection.verifyFingerprint',
  'eula.accept',
  'password.resetRequest',
  'password.reset',
  'password.adminReset',
  'session.signIn',
  'session.verifyTwoFactor',
  'session.signOut',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditTargetTypes = [
  'organization',
  'integration',
  'user',
  'invitation',
  'connection',
  'eula',
  'passwordReset',
  'session',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditOutcomes = ['success', 'refused'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/** What a rule says about one call, before the log numbers, dates and chains it. */
export interface AuditEvent {
  organizationId: number;
  /** The organization user who acted; null for someone outside the platform (an invitee's link). */
  actorOrgUserId: number | null;
  actorEmail: string;
  actorName: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** How the organization knows the target: a user's email, the other party's name, ... */
  targetLabel: string;
  /** The names of the fields the call changed (or, refused, tried to change). */
  fields: string[];
}

export interface AuditEntryRecord extends AuditEvent {
  /** Store-wide insertion number: the order entries were written in. */
  id: number;
  /** 1, 2, 3 ... within the organization's chain. */
  seq: number;
  /** The platform clock when the call was answered. */
  at: string;
  outcome: AuditOutcome;
  /** The HTTP status the call was answered with. */
  status: number;
  /** A refusal's message, as the platform answered it; null on success. */
  reason: string | null;
  /** The previous entry's hash in this organization's chain; 64 zeros for the first. */
  prevHash: string;
  /** HMAC-SHA-256 (hex, under the audit key) over the canonical JSON (RFC 8785) of every other field. */
  hash: string;
}

/** Every field of a stored entry, once: the compiler holds this list to AuditEntryRecord. */
const entryFields = {
  id: true,
  organizationId: true,
  seq: true,
  at: true,
  actorOrgUserId: true,
  actorEmail: true,
  actorName: true,
  action: true,
  targetType: true,
  targetId: true,
  targetLabel: true,
  fields: true,
  outcome: true,
  status: true,
  reason: true,
  prevHash: true,
  hash: true,
} as const satisfies Record<keyof AuditEntryRecord, true>;

/** The entry as the platform keeps and serves it, for the contract test against the portal's copy. */
export const auditContract = {
  actions: auditActions,
  targetTypes: auditTargetTypes,
  outcomes: auditOutcomes,
  fields: Object.keys(entryFields) as Array<keyof AuditEntryRecord>,
};
