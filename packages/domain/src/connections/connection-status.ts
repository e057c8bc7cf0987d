import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { tagged, type Tagged } from '../shared/errors.ts';
import type { ConnectionFingerprint } from '../wallet/ports.ts';
import { actingOrganization, parseReference } from './acting.ts';
import {
  hasFingerprint,
  loadFingerprint,
  peerKeyOnPlatform,
  type FingerprintDeps,
  type FingerprintError,
} from './fingerprint.ts';
import type { ConnectionsGateway } from './ports.ts';
import { connectionRow, type ConnectionRow } from './tabs.ts';
import { connectionTimeline, type ConnectionTimeline } from './timeline.ts';

/** 'Connection status' of one connection: its row, its four steps and, from step 2 on, the key fingerprint. */
export type ConnectionStatusView = {
  readonly row: ConnectionRow;
  readonly timeline: ConnectionTimeline;
  /** Null before step 2: until both public keys are exchanged there is nothing to compare. */
  readonly fingerprint: ConnectionFingerprint | null;
};

/** The reference names no connection of ours. */
export type ConnectionNotFound = Tagged<'ConnectionNotFound'>;
export type LoadConnectionStatusError = FingerprintError | ConnectionNotFound;

/**
 * The 'Connection status' dialog's content for a connection found by its reference (product-reference
 * §2.6): the timeline of connections/timeline.ts and the fingerprint our wallet derives (fingerprint.ts),
 * for a tool that shows one connection without the table around it.
 */
export const loadConnectionStatus =
  (deps: FingerprintDeps & { readonly connections: Pick<ConnectionsGateway, 'getByReference'> }) =>
  (raw: unknown): ResultAsync<ConnectionStatusView, LoadConnectionStatusError> =>
    parseReference(raw).asyncAndThen(({ reference }) =>
      actingOrganization(deps).andThen((organizationId) =>
        deps.connections.getByReference(reference).andThen((connection) => {
          const row = connectionRow(organizationId, connection);
          if (!row)
            return errAsync<ConnectionStatusView, LoadConnectionStatusError>(
              tagged('ConnectionNotFound', 'cli.error.notFound', { reference }),
            );
          const timeline = connectionTimeline(connection, organizationId);
          if (!hasFingerprint(connection)) return okAsync({ row, timeline, fingerprint: null });
          return loadFingerprint(deps)({
            reference,
            peerPublicKey: peerKeyOnPlatform(connection, row.side),
          }).map((fingerprint) => ({ row, timeline, fingerprint }));
        }),
      ),
    );
