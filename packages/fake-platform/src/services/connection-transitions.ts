// The handshake on the server: pending → accepted (B) → confirmed (A) → finalized (B); B declines,
// A cancels a pending request. The check of the current status and the write are one synchronous
// step (Collection.update's guard), so of two concurrent updates exactly one wins.
import { BadRequest, Conflict, Forbidden, NotFound } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { ConnectionRecord, ConnectionStatus } from '../store/records.ts';
import type { Actor } from '../auth/guard.ts';
import { messages } from '../auth/messages.ts';
import { contractBody } from '../http/contract.ts';
import { notifyAdmins } from './connections.ts';
import { connectionStatusMail } from '../dev/mail-texts.ts';

export type Side = 'A' | 'B';
/**
 * Which side may move a connection to a status, and from which statuses. Decline answers a pending
 * request (as accept does); from declined it is the decliner's re-applied decline (opening the link
 * of a declined connection); once accepted, a connection only goes forward.
 */
const rules: Partial<Record<ConnectionStatus, { side: Side; from: ConnectionStatus[] }>> = {
  accepted: { side: 'B', from: ['pending'] },
  declined: { side: 'B', from: ['pending', 'declined'] },
  confirmed: { side: 'A', from: ['accepted'] },
  finalized: { side: 'B', from: ['confirmed'] },
  cancelled: { side: 'A', from: ['pending'] },
};

/** The server's answer to `side` moving a connection in `current` to `target`. */
export type TransitionCheck =
  'allowed' | 'unknownTarget' | 'cancelledMeanwhile' | 'invalidStatus' | 'wrongSide';
export const connectionTransition = (
  current: ConnectionStatus,
  side: Side,
  target: string,
): TransitionCheck => {
  const rule = Object.hasOwn(rules, target) ? rules[target as ConnectionStatus] : undefined;
  if (!rule) return 'unknownTarget';
  if (current === 'cancelled') return 'cancelledMeanwhile';
  if (!rule.from.includes(current)) return 'invalidStatus';
  return rule.side === side ? 'allowed' : 'wrongSide';
};

export const updateConnection = (
  ctx: Ctx,
  actor: Actor,
  reference: string,
  data: unknown,
): ConnectionRecord => {
  const input = contractBody('patchConnection', data);
  const current = ctx.store.connections.get(reference);
  if (!current) throw new NotFound(`No connection ${reference}`);
  const side: Side | undefined =
    current.organizationIdA === actor.org.id
      ? 'A'
      : current.organizationIdB === actor.org.id
        ? 'B'
        : undefined;
  if (!side) throw new Forbidden(messages.otherOrganization);
  const target = input.status as ConnectionStatus;
  if (connectionTransition(current.status, side, target) === 'unknownTarget')
    throw new BadRequest(messages.invalidStatus(input.status), { field: 'status' });
  const now = ctx.nowIso();
  const patch: Partial<ConnectionRecord> = { status: target, updatedAt: now, [`${target}At`]: now };
  if (target === 'accepted' && input.encrInviteeData !== undefined)
    patch.encrInviteeData = input.encrInviteeData;
  if (target === 'confirmed' && input.encrInviterData) patch.encrInviterData = input.encrInviterData;
  if (input.remoteAddress !== undefined) patch.remoteAddress = input.remoteAddress;
  if (target === 'finalized') {
    patch.encrInviterData = null;
    patch.encrInviteeData = null;
  }
  const updated = ctx.store.connections.update(reference, patch, (now) => {
    switch (connectionTransition(now.status, side, target)) {
      case 'cancelledMeanwhile': {
        const requester = ctx.store.organizations.get(now.organizationIdA);
        throw new Conflict(messages.cancelledMeanwhile(requester?.name ?? 'the other party'), {
          status: now.status,
        });
      }
      case 'unknownTarget':
      case 'invalidStatus':
        throw new BadRequest(messages.invalidStatus(input.status), { field: 'status', current: now.status });
      case 'wrongSide':
        throw new Forbidden(
          `Access denied: only the ${side === 'A' ? 'receiving' : 'requesting'} organization can set status ${target}`,
        );
      case 'allowed':
    }
  });
  const otherId = side === 'A' ? updated.organizationIdB : updated.organizationIdA;
  notifyAdmins(ctx, otherId, (lang) =>
    connectionStatusMail(lang, {
      status: target,
      by: actor.org.name,
      link: `${ctx.urls.base}/organization/connections/${target}/${reference}`,
    }),
  );
  return updated;
};
