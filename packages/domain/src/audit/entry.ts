import { z } from 'zod';

/**
 * Every action the platform's audit trail records, named `<target kind>.<verb>` (the contract's
 * `AuditAction`; the api-adapter proves at compile time that both lists agree). The fake platform keeps
 * its own copy (fake-platform/src/audit/entry.ts); api-adapter/test/audit.contract.test.ts proves both
 * copies agree.
 */
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

/** One entry of the organization's activity: who did what to which target, when, and how it ended. */
export const auditEntrySchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  actorOrgUserId: z.number().int().nullable(),
  actorEmail: z.string(),
  actorName: z.string(),
  action: z.enum(auditActions),
  targetType: z.enum(auditTargetTypes),
  targetId: z.string(),
  targetLabel: z.string(),
  fields: z.array(z.string()),
  outcome: z.enum(['success', 'refused']),
  status: z.number().int(),
  reason: z.string().nullable(),
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The state of the organization's hash chain, as the platform checked it. */
export const auditVerificationSchema = z.object({
  valid: z.boolean(),
  entries: z.number().int(),
  headHash: z.string().nullable(),
  problem: z
    .object({
      position: z.number().int(),
      seq: z.number().int(),
      kind: z.enum(['hash', 'link', 'sequence', 'missing']),
      /** Kind `missing`: how many entries were cut off the end (the platform's noted head has more). */
      missing: z.number().int().optional(),
    })
    .nullable(),
  checkedAt: z.string(),
});
/** The platform's verdict on the activity's hash chain. */
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
