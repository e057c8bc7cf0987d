import type { Connection } from './entities.ts';
import { sideOf } from './entities.ts';
import { onOpenAction, type OnOpenAction } from './actions.ts';
import { TAB_ACTIVE, TAB_TODO, TAB_WAITING, type TabIndex } from './tabs.ts';

/** The connectionStatus route value that opens To do (product-reference §2.6 'the accepted value'). */
export const ACCEPTED_ROUTE_STATUS = 'accepted';
/** The connectionStatus route value that opens Waiting. */
export const SENT_ROUTE_STATUS = 'sent';

/** The opening tab from /organization/connections/{connectionStatus}: accepted → 0, sent → 1, else 2. */
export const openingTab = (connectionStatus: string | undefined): TabIndex =>
  connectionStatus === ACCEPTED_ROUTE_STATUS
    ? TAB_TODO
    : connectionStatus === SENT_ROUTE_STATUS
      ? TAB_WAITING
      : TAB_ACTIVE;

/** What loading /organization/connections/{status}/{connectionRef} does to that connection. */
export type AutoAdvance = OnOpenAction | 'none';

/**
 * The auto-advance decision for a connectionRef (product-reference §2.6): the action of the table in
 * actions.ts that opening the link takes from our side. A confirms an accepted connection, B finalizes
 * a confirmed one (the handshake's names; the rule's own swap them, docs/adr/0004), and B re-applies
 * the decline of a declined one.
 */
export const autoAdvanceDecision = (connection: Connection, organizationId: number): AutoAdvance => {
  const side = sideOf(connection, organizationId);
  return (side && onOpenAction(connection.status, side)) ?? 'none';
};
