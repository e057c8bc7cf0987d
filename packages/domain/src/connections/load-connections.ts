import { okAsync, ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import type { TransportError } from '../shared/errors.ts';
import type { Clock } from '../shared/ports.ts';
import type { SessionStore } from '../session/ports.ts';
import type { InvitationsGateway } from '../invitations/ports.ts';
import type { Connection } from './entities.ts';
import { reapplyDecline } from './handshake.ts';
import { actingContext, actingOrganization, parseReference } from './acting.ts';
import { groupConnections, type ConnectionTabs } from './tabs.ts';
import { autoAdvanceDecision, type AutoAdvance } from './route.ts';
import type { ConnectionsGateway } from './ports.ts';
import {
  confirmConnection,
  finalizeConnection,
  type ConnectionStepDeps,
  type ConnectionStepError,
} from './handshake-use-cases.ts';

/** The Connections page refreshes every 15 minutes (spec §9), showing 'Checking new connections...'. */
export const CONNECTIONS_POLL_MS = 900_000;
/** Connections table page size (spec §9). */
export const CONNECTIONS_PAGE_SIZE = 8;
/** Organization picker page size (spec §9). */
export const ORGANIZATION_PICKER_PAGE_SIZE = 6;
export const loadingMessage: MessageRef = { id: 'connections.loading' };
export const checkingMessage: MessageRef = { id: 'connections.checking' };

export type LoadConnectionsDeps = {
  readonly connections: ConnectionsGateway;
  readonly invitations: InvitationsGateway;
  readonly session: SessionStore;
  readonly clock: Clock;
};
export type LoadConnectionsError = TransportError;

/** Our connections and the invitations we sent, read in parallel and grouped into the five tabs. */
export const loadConnections =
  (deps: LoadConnectionsDeps) =>
  (_raw?: unknown): ResultAsync<ConnectionTabs, LoadConnectionsError> =>
    actingOrganization(deps).andThen((organizationId) =>
      ResultAsync.combine([deps.connections.list(organizationId), deps.invitations.list(organizationId)]).map(
        ([connections, invitations]) =>
          groupConnections({ organizationId, now: deps.clock.now() }, connections, invitations),
      ),
    );

export type AutoAdvanceResult = {
  readonly decision: AutoAdvance;
  readonly connection: Connection;
  /** The success text to show, or null when nothing was done. */
  readonly message: MessageRef | null;
};
export type AutoAdvanceError = ConnectionStepError;

/**
 * Loading the page with a connectionRef (spec §2.6): A confirms an accepted connection, B finalizes
 * a confirmed one, a declined one gets its decline re-applied; anything else is left alone.
 * See route.ts for the spec's swapped names.
 */
export const autoAdvance =
  (deps: ConnectionStepDeps) =>
  (raw: unknown): ResultAsync<AutoAdvanceResult, AutoAdvanceError> =>
    parseReference(raw).asyncAndThen(({ reference }) =>
      actingOrganization(deps)
        .andThen((organizationId) =>
          deps.connections.getByReference(reference).map((connection) => ({ organizationId, connection })),
        )
        .andThen(({ organizationId, connection }): ResultAsync<AutoAdvanceResult, AutoAdvanceError> => {
          const decision = autoAdvanceDecision(connection, organizationId);
          if (decision === 'confirm' || decision === 'finalize')
            return (decision === 'confirm' ? confirmConnection : finalizeConnection)(deps)({ reference }).map(
              (r) => ({ decision, ...r }),
            );
          if (decision === 'reapplyDecline')
            return actingContext(deps, { walletStep: false })
              .andThen(() => reapplyDecline(connection, organizationId, deps.clock.now()))
              .andThen((patch) => deps.connections.patch(reference, patch))
              .map((updated) => ({
                decision,
                connection: updated,
                message: { id: 'connections.success.status', values: { status: 'declined' } },
              }));
          return okAsync({ decision, connection, message: null });
        }),
    );
