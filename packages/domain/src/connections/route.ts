import type { Connection } from './entities.ts';
import { sideOf } from './entities.ts';
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
export type AutoAdvance = 'confirm' | 'finalize' | 'reapplyDecline' | 'none';

/**
 * The auto-advance decision for a connectionRef (product-reference §2.6).
 * The spec contradicts itself in naming: §2.6 says side A "finalizes" an accepted connection and
 * side B "confirms" the finalize-pending one, while the handshake of §4 and the timeline say A
 * confirms (step 3, after accepted) and B finalizes (step 4, after confirmed). We follow the
 * handshake: the state (who may act on which status) is the same in both readings, only the names
 * swap, and §4's names match the timestamps (confirmedAt is set by A's step).
 * A declined connection gets its decline re-applied, whichever side opens the link.
 */
export const autoAdvanceDecision = (connection: Connection, organizationId: number): AutoAdvance => {
  const side = sideOf(connection, organizationId);
  if (!side) return 'none';
  if (connection.status === 'accepted' && side === 'A') return 'confirm';
  if (connection.status === 'confirmed' && side === 'B') return 'finalize';
  if (connection.status === 'declined') return 'reapplyDecline';
  return 'none';
};
