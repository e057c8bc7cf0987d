// Audit rules for the handshake. Each step that succeeds is recorded in both organizations' logs,
// each naming the other party as the target; a refused step only in the caller's own log.
import type { Ctx } from '../context.ts';
import type { ConnectionRecord } from '../store/records.ts';
import { bodyOf, event, who, type AuditCall, type AuditRule, type Who } from './call.ts';
import type { AuditAction, AuditEvent } from './entry.ts';
import { changedFields, sentFields } from './fields.ts';

const stepActions: Record<string, AuditAction> = {
  accepted: 'connection.accept',
  confirmed: 'connection.confirm',
  finalized: 'connection.finalize',
  declined: 'connection.decline',
  cancelled: 'connection.cancel',
};

const nameOf = (ctx: Ctx, organizationId: number): string =>
  ctx.store.organizations.get(organizationId)?.name ?? String(organizationId);

/** The same step in the logs of both parties of a connection. */
export const bothSides = (
  ctx: Ctx,
  connection: Pick<ConnectionRecord, 'reference' | 'organizationIdA' | 'organizationIdB'>,
  actor: Who,
  action: AuditAction,
  fields: string[],
): AuditEvent[] => {
  const { organizationIdA: a, organizationIdB: b, reference } = connection;
  return [
    event(a, actor, action, { type: 'connection', id: reference, label: nameOf(ctx, b) }, fields),
    event(b, actor, action, { type: 'connection', id: reference, label: nameOf(ctx, a) }, fields),
  ];
};

export const connectionCreate: AuditRule = {
  events: (c) => {
    if (!c.actor) return [];
    const body = bodyOf(c.data);
    const created = c.ok ? c.ctx.store.connections.get(String(body['reference'])) : undefined;
    if (created) return bothSides(c.ctx, created, who(c.actor.user), 'connection.request', sentFields(body));
    const partner = typeof body['organizationIdB'] === 'number' ? body['organizationIdB'] : undefined;
    const label = partner === undefined ? '' : nameOf(c.ctx, partner);
    return [
      event(
        c.actor.org.id,
        who(c.actor.user),
        'connection.request',
        { type: 'connection', id: typeof body['reference'] === 'string' ? body['reference'] : '', label },
        sentFields(body),
      ),
    ];
  },
};

const partyOf = (c: AuditCall, connection: ConnectionRecord | undefined) =>
  connection &&
  (connection.organizationIdA === c.actor?.org.id || connection.organizationIdB === c.actor?.org.id);

export const connectionPatch: AuditRule = {
  load: (c) => c.ctx.store.connections.get(String(c.id)),
  events: (c) => {
    if (!c.actor) return [];
    const status = bodyOf(c.data)['status'];
    const action = stepActions[String(status)] ?? 'connection.update';
    const before = c.before as ConnectionRecord | undefined;
    if (c.ok && before) {
      return bothSides(c.ctx, before, who(c.actor.user), action, changedFields(c.before, c.after));
    }
    const other =
      before && partyOf(c, before)
        ? nameOf(
            c.ctx,
            before.organizationIdA === c.actor.org.id ? before.organizationIdB : before.organizationIdA,
          )
        : '';
    return [
      event(
        c.actor.org.id,
        who(c.actor.user),
        action,
        { type: 'connection', id: String(c.id), label: other },
        sentFields(bodyOf(c.data)),
      ),
    ];
  },
};

/**
 * A key fingerprint marked verified: only in the caller's log (the mark is the caller's own, kept in
 * its wallet; the other side's trail says nothing of it), the other party as the target.
 */
export const fingerprintVerified: AuditRule = {
  load: (c) => c.ctx.store.connections.get(String(c.params.route?.['reference'] ?? '')),
  events: (c) => {
    if (!c.actor) return [];
    const connection = c.before as ConnectionRecord | undefined;
    const own = c.actor.org.id;
    const other =
      connection && partyOf(c, connection)
        ? nameOf(
            c.ctx,
            connection.organizationIdA === own ? connection.organizationIdB : connection.organizationIdA,
          )
        : '';
    const id = connection?.reference ?? String(c.params.route?.['reference'] ?? '');
    return [
      event(own, who(c.actor.user), 'connection.verifyFingerprint', { type: 'connection', id, label: other }),
    ];
  },
};
