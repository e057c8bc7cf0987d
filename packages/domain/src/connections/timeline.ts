import type { MessageRef } from '../messages/catalogue.ts';
import { sideOf, type Connection } from './entities.ts';

/**
 * One line of the 'Connection status' and 'Invitation status' dialogs; `at` is an ISO time shown as
 * 'DD MMM YYYY HH:mm'. `stopped` marks where the request or invitation ended (declined, cancelled,
 * expired): reached, but no success.
 */
export type TimelineStep = {
  readonly label: MessageRef;
  readonly done: boolean;
  readonly stopped: boolean;
  readonly at: string | null;
};

/** The four steps of a connection request, with the way it ended if it did not finish. */
export type ConnectionTimeline = {
  readonly title: MessageRef;
  /** Step 1/4 to Step 4/4, in order. */
  readonly steps: readonly [TimelineStep, TimelineStep, TimelineStep, TimelineStep];
  /** The cancelled or declined row with its note, when the request ended that way. */
  readonly ended: (TimelineStep & { readonly note: MessageRef }) | null;
  /** 'You need to confirm': our side is A and B accepted. */
  readonly needToConfirm: MessageRef | null;
};

/**
 * The four-step timeline of product-reference §2.6: request sent (createdAt), accepted or declined (acceptedAt or
 * declinedAt), confirmed (confirmedAt), finalized (finalizedAt). A step is done when the status has
 * passed it, even if the platform left its timestamp empty (then `at` is null).
 */
export const connectionTimeline = (connection: Connection, organizationId: number): ConnectionTimeline => {
  const { status } = connection;
  const reached = { pending: 1, accepted: 2, confirmed: 3, finalized: 4, declined: 2, cancelled: 1 }[status];
  const declined = status === 'declined';
  const step2: TimelineStep = declined
    ? {
        label: { id: 'connections.timeline.step2Declined' },
        done: true,
        stopped: true,
        at: connection.declinedAt ?? null,
      }
    : {
        label: { id: reached >= 2 ? 'connections.timeline.step2Accepted' : 'connections.timeline.step2' },
        done: reached >= 2,
        stopped: false,
        at: connection.acceptedAt ?? null,
      };
  const ended: ConnectionTimeline['ended'] =
    status === 'cancelled' || declined
      ? {
          label: { id: declined ? 'connections.timeline.declined' : 'connections.timeline.cancelled' },
          done: true,
          stopped: true,
          at: (declined ? connection.declinedAt : connection.cancelledAt) ?? null,
          note: { id: 'connections.timeline.newRequestNote' },
        }
      : null;
  return {
    title: { id: 'connections.timeline.title' },
    steps: [
      { label: { id: 'connections.timeline.step1' }, done: true, stopped: false, at: connection.createdAt },
      step2,
      {
        label: { id: 'connections.timeline.step3' },
        done: reached >= 3,
        stopped: false,
        at: connection.confirmedAt ?? null,
      },
      {
        label: { id: 'connections.timeline.step4' },
        done: reached >= 4,
        stopped: false,
        at: connection.finalizedAt ?? null,
      },
    ],
    ended,
    needToConfirm:
      status === 'accepted' && sideOf(connection, organizationId) === 'A'
        ? { id: 'connections.needToConfirm' }
        : null,
  };
};
