// Connection requests filed by the link flows (onboarding, add-user) rather than by an admin.
import type { Ctx } from '../context.ts';
import type { ConnectionRecord, EncryptedData } from '../store/records.ts';
import { openBetween } from './connections.ts';
import { insertPendingConnection } from './pending-connection.ts';

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
  return insertPendingConnection(ctx, { ...input, customerReference: null, inviteMsg: null });
};
