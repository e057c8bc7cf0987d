// Connection requests filed by the link flows (onboarding, add-user) rather than by an admin.
import type { Ctx } from '../context.ts';
import type { ConnectionRecord, EncryptedData } from '../store/records.ts';
import { openBetween } from './connections.ts';

export const createPendingConnection = (
  ctx: Ctx,
  input: {
    organizationIdA: number;
    organizationIdB: number;
    reference: string;
    encrInviterData: EncryptedData | null;
  },
): ConnectionRecord | undefined => {
  const { organizationIdA: a, organizationIdB: b } = input;
  if (
    a === b ||
    !ctx.store.organizations.get(b) ||
    ctx.store.connections.get(input.reference) ||
    openBetween(ctx, a, b)
  ) {
    return undefined;
  }
  const now = ctx.nowIso();
  return ctx.store.connections.insert({
    ...input,
    status: 'pending',
    customerReference: null,
    inviteMsg: null,
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
