import type { MessageRef } from '../messages/catalogue.ts';
import { planBulk, type BulkPlan } from '../shared/bulk-plan.ts';
import { meetsRequiredVersion } from '../wallet/versions.ts';
import { connectionActionRules, mayTake, type HandshakeAction } from './actions.ts';
import { sideOf, type Connection } from './entities.ts';
import { walletUpgradeRequired } from './acting.ts';

/** The actions a selection of connection rows can take at once: the answers and the withdrawal. */
export const bulkConnectionActions = [
  'accept',
  'decline',
  'cancel',
] as const satisfies readonly HandshakeAction[];
export type BulkConnectionAction = (typeof bulkConnectionActions)[number];

/** Why `side` may not take `action` on the connection: the single row's rule (connections/actions.ts). */
const refusal = (
  action: BulkConnectionAction,
  connection: Connection,
  organizationId: number,
): MessageRef | null => {
  const side = sideOf(connection, organizationId);
  if (side === null) return { id: 'connections.bulk.excluded.notOurs' };
  if (mayTake(connection.status, side, action)) return null;
  const rule = connectionActionRules[action];
  if (connection.status === rule.from)
    return {
      id: side === 'A' ? 'connections.bulk.excluded.sentByUs' : 'connections.bulk.excluded.receivedByUs',
    };
  return { id: 'connections.bulk.excluded.status' };
};

/**
 * Plans a bulk action on selected connections: a row is included exactly when its own row would
 * offer the action to our side (the one table of connections/actions.ts), so accept and decline
 * leave out a request we sent, cancel one we received, and any of them a connection past its
 * request. Every connection action needs our wallet at the required version (product-reference
 * §5): with an older wallet every row is left out with the upgrade text. Pure: the confirmation
 * shows the plan, the action then runs the single-row use case for each included row.
 */
export const planConnectionBulk = (input: {
  readonly action: BulkConnectionAction;
  readonly connections: readonly Connection[];
  /** Our organization. */
  readonly organizationId: number;
  /** Our wallet's version, as the status dot read it. */
  readonly walletVersion: string;
}): BulkPlan<Connection> => {
  const upgrade = meetsRequiredVersion(input.walletVersion)
    ? null
    : walletUpgradeRequired(input.walletVersion).message;
  return planBulk(
    input.connections,
    (connection) => upgrade ?? refusal(input.action, connection, input.organizationId),
  );
};
