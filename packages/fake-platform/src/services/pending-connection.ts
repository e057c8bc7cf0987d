// A connection request as it is stored when filed: pending, nothing answered yet. Filed by an admin
// (connections.ts) or by the link flows (onboarding-connections.ts).
import type { Ctx } from '../context.ts';
import type { ConnectionRecord } from '../store/records.ts';

type Filed = Pick<
  ConnectionRecord,
  'reference' | 'organizationIdA' | 'organizationIdB' | 'customerReference' | 'inviteMsg' | 'encrInviterData'
>;

export const insertPendingConnection = (ctx: Ctx, filed: Filed): ConnectionRecord => {
  const now = ctx.nowIso();
  return ctx.store.connections.insert({
    ...filed,
    status: 'pending',
    remoteAddress: null,
    encrInviteeData: null,
    createdAt: now,
    updatedAt: now,
    acceptedAt: null,
    confirmedAt: null,
    finalizedAt: null,
    declinedAt: null,
    cancelledAt: null,
  } as never);
};
