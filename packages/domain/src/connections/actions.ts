import { connectionStatuses, type ConnectionStatus, type Side } from './entities.ts';

/**
 * Which side may take which action on a connection in which status (product-reference §4, §2.6).
 * This one table is what the handshake checks, the row actions offer, the auto-advance of a
 * connection's link takes and the tabs group by. A is the requester.
 *
 *   pending ──accept (B)──▶ accepted ──confirm (A)──▶ confirmed ──finalize (B)──▶ finalized
 *   pending ──decline (B)─▶ declined        pending ──cancel (A)──▶ cancelled
 *   declined ──reapplyDecline (B)──▶ declined
 *
 * Decline is an answer to a request, as accept is: only from pending (product-reference §4 step 2,
 * "accepts … or declines"); once accepted, the handshake only goes forward. Re-applying the decline
 * (the auto-advance of a declined connection, product-reference §2.6) writes the decline again and is
 * the decliner's: B's. A opening the link of a declined connection sees the page and changes nothing.
 * The step names follow the handshake, not the auto-advance rule's swapped names (docs/adr/0004).
 */
export type ConnectionAction = 'accept' | 'decline' | 'confirm' | 'finalize' | 'cancel' | 'reapplyDecline';

type Stamp = 'acceptedAt' | 'confirmedAt' | 'finalizedAt' | 'declinedAt' | 'cancelledAt';
export type ConnectionActionRule = {
  readonly from: ConnectionStatus;
  readonly to: ConnectionStatus;
  readonly by: Side;
  /** The timestamp the action writes, named after the status it leads to. */
  readonly stamp: Stamp;
  /** A step forward: while it is open, the connection waits on the side that may take it. */
  readonly forward: boolean;
  /** Runs with the organization's wallet (needs a wallet token and the required version). */
  readonly wallet: boolean;
  /** Offered as a button on the connection's row. */
  readonly offered: boolean;
  /** Taken when the page opens on the connection's reference (the auto-advance). */
  readonly onOpen: boolean;
};

export const connectionActionRules = {
  accept: {
    from: 'pending',
    to: 'accepted',
    by: 'B',
    stamp: 'acceptedAt',
    forward: true,
    wallet: true,
    offered: true,
    onOpen: false,
  },
  decline: {
    from: 'pending',
    to: 'declined',
    by: 'B',
    stamp: 'declinedAt',
    forward: false,
    wallet: false,
    offered: true,
    onOpen: false,
  },
  confirm: {
    from: 'accepted',
    to: 'confirmed',
    by: 'A',
    stamp: 'confirmedAt',
    forward: true,
    wallet: true,
    offered: true,
    onOpen: true,
  },
  finalize: {
    from: 'confirmed',
    to: 'finalized',
    by: 'B',
    stamp: 'finalizedAt',
    forward: true,
    wallet: true,
    offered: true,
    onOpen: true,
  },
  cancel: {
    from: 'pending',
    to: 'cancelled',
    by: 'A',
    stamp: 'cancelledAt',
    forward: false,
    wallet: false,
    offered: true,
    onOpen: false,
  },
  reapplyDecline: {
    from: 'declined',
    to: 'declined',
    by: 'B',
    stamp: 'declinedAt',
    forward: false,
    wallet: false,
    offered: false,
    onOpen: true,
  },
} as const satisfies Readonly<Record<ConnectionAction, ConnectionActionRule>>;

export const connectionActions = Object.keys(connectionActionRules) as readonly ConnectionAction[];
/** The actions that move a connection to another status: the handshake's steps. */
export type HandshakeAction = Exclude<ConnectionAction, 'reapplyDecline'>;
export const handshakeActions = connectionActions.filter(
  (a): a is HandshakeAction => connectionActionRules[a].from !== connectionActionRules[a].to,
);
/** The actions opening a connection's link may take. */
export type OnOpenAction = {
  [A in ConnectionAction]: (typeof connectionActionRules)[A]['onOpen'] extends true ? A : never;
}[ConnectionAction];

export const otherSide = (side: Side): Side => (side === 'A' ? 'B' : 'A');

/** The actions `side` may take on a connection in `status`, in the table's order. */
export const actionsOn = (status: ConnectionStatus, side: Side): readonly ConnectionAction[] =>
  connectionActions.filter(
    (a) => connectionActionRules[a].from === status && connectionActionRules[a].by === side,
  );

/** Whether `side` may take `action` on a connection in `status`. */
export const mayTake = (status: ConnectionStatus, side: Side, action: ConnectionAction): boolean =>
  connectionActionRules[action].from === status && connectionActionRules[action].by === side;

/** The buttons of a connection's row: the first is the main one, the others go in its menu. */
export const offeredActions = (status: ConnectionStatus, side: Side): readonly ConnectionAction[] =>
  actionsOn(status, side).filter((a) => connectionActionRules[a].offered);

/** What opening the connection's link does, seen from `side`: an action, or nothing. */
export const onOpenAction = (status: ConnectionStatus, side: Side): OnOpenAction | undefined =>
  actionsOn(status, side).find((a): a is OnOpenAction => connectionActionRules[a].onOpen);

/** Whether `side` has a step forward open: the connection waits on it. */
export const waitsOn = (status: ConnectionStatus, side: Side): boolean =>
  actionsOn(status, side).some((a) => connectionActionRules[a].forward);

/** Statuses no action leads out of: finalized, declined and cancelled. */
export const terminalStatuses: readonly ConnectionStatus[] = connectionStatuses.filter((status) =>
  connectionActions.every(
    (a) => connectionActionRules[a].from !== status || connectionActionRules[a].to === status,
  ),
);
export const isTerminalStatus = (status: ConnectionStatus): boolean => terminalStatuses.includes(status);
