import type { ServiceIdentifier } from 'inversify';
import {
  acceptAllConnections,
  acceptConnection,
  actingContext,
  actingWalletVersion,
  autoAdvance,
  cancelConnection,
  cancelInvitation,
  confirmConnection,
  declineConnection,
  finalizeConnection,
  loadConnections,
  loadFingerprint,
  loadVerifiedReferences,
  markFingerprintVerified,
  loadTabPage,
  loadTabExportPage,
  loadEligibleOrganizations,
  lookUpVat,
  requestConnections,
  resendInvitation,
  sendInvitation,
  type Clock,
  type ConnectionsGateway,
  type IdGenerator,
  type InvitationsGateway,
  type PartnerDirectory,
  type SessionStore,
  type Wallet,
} from '@scr/domain';

/** The ports the Connections page's use cases run on; the composition root hands them in. */
export type ConnectionPorts = {
  readonly connections: ConnectionsGateway;
  readonly invitations: InvitationsGateway;
  readonly partners: PartnerDirectory;
  readonly sessions: SessionStore;
  readonly wallet: Wallet;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

/**
 * The domain use cases of the Connections page, applied to their ports. Every handshake step goes
 * through these (and so through the wallets); the components never patch a connection themselves.
 */
export const createConnectionUseCases = (ports: ConnectionPorts) => ({
  load: loadConnections(ports),
  loadPage: loadTabPage(ports),
  /** A tab's rows for its CSV export, in pages of the export's size. */
  loadExportPage: loadTabExportPage(ports),
  autoAdvance: autoAdvance(ports),
  accept: acceptConnection(ports),
  decline: declineConnection(ports),
  confirm: confirmConnection(ports),
  finalize: finalizeConnection(ports),
  cancel: cancelConnection(ports),
  acceptAll: acceptAllConnections(ports),
  /** The wallet-version gate before a dialog opens (the actions check it again themselves). */
  checkWallet: () => actingContext(ports, { walletStep: false }).map(() => undefined),
  /** Our organization and wallet version, for a bulk action's plan (an outdated wallet is no failure there). */
  walletVersion: actingWalletVersion(ports),
  requestConnections: requestConnections(ports),
  loadEligible: loadEligibleOrganizations(ports),
  lookUpVat: lookUpVat(ports),
  sendInvitation: sendInvitation(ports),
  resendInvitation: resendInvitation(ports),
  cancelInvitation: cancelInvitation(ports),
  fingerprint: loadFingerprint(ports),
  markVerified: markFingerprintVerified(ports),
  verifiedReferences: loadVerifiedReferences(ports),
  now: (): Date => ports.clock.now(),
});

export type ConnectionUseCases = ReturnType<typeof createConnectionUseCases>;

/** The container's id of the feature's use cases (bound in src/di/container.ts). */
export const connectionUseCasesToken = Symbol.for(
  'scr.ConnectionUseCases',
) as ServiceIdentifier<ConnectionUseCases>;
