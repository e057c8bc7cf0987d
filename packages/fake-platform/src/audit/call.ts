// What the audit hook knows about one call, for the rules that turn it into entries.
import type { Actor } from '../auth/guard.ts';
import type { Ctx } from '../context.ts';
import type { Params } from '../http/params.ts';
import type { AuditAction, AuditEvent, AuditTargetType } from './entry.ts';

export interface AuditCall {
  ctx: Ctx;
  method: string;
  id: unknown;
  data: unknown;
  params: Params;
  /** The signed-in caller, when the call carries a valid token. */
  actor: Actor | undefined;
  /** What the rule's `load` found before the call ran. */
  before: unknown;
  /** What `load` finds after a successful call (undefined after a refusal). */
  after: unknown;
  /** The answer of a successful call. */
  result: unknown;
  ok: boolean;
}

export interface AuditRule {
  /**
   * The stored record the call is about, read before and again after the call. A load that checks a
   * token waits for that check only, and reads the store after it.
   */
  load?: (call: AuditCall) => unknown;
  /** The entries to write: none when the call changed nothing worth recording. */
  events: (call: AuditCall) => AuditEvent[];
}

/** A person as the entry names them. */
export interface Who {
  actorOrgUserId: number | null;
  actorEmail: string;
  actorName: string;
}

export const who = (user: { id: number; email: string; firstName: string; lastName: string }): Who => ({
  actorOrgUserId: user.id,
  actorEmail: user.email,
  actorName: `${user.firstName} ${user.lastName}`.trim(),
});

export const event = (
  organizationId: number,
  actor: Who,
  action: AuditAction,
  target: { type: AuditTargetType; id: string | number; label: string },
  fields: string[] = [],
): AuditEvent => ({
  organizationId,
  ...actor,
  action,
  targetType: target.type,
  targetId: String(target.id),
  targetLabel: target.label,
  fields,
});

/** The body as a plain object (a refused call may carry anything). */
export const bodyOf = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
