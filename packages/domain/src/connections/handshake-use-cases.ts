import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import { transportErrors, type TransportError } from '../shared/errors.ts';
import type { WalletError } from '../wallet/errors.ts';
import type { Wallet, WalletSession } from '../wallet/ports.ts';
import type { ValidationError } from '../validation/validate.ts';
import type { Connection } from './entities.ts';
import { connectionActionRules, type HandshakeAction } from './actions.ts';
import { checkTransition, patchFor, type HandshakeError, type StepData } from './handshake.ts';
import {
  actingContext,
  actingOrganization,
  parseReference,
  type ActingDeps,
  type WalletUpgradeRequired,
} from './acting.ts';
import { acceptableGroups, LARGEST_PAGE } from './paging.ts';
import type { ConnectionsGateway } from './ports.ts';

/** The ports a handshake step on a connection works through. */
export type ConnectionStepDeps = ActingDeps & { readonly connections: ConnectionsGateway };
/** The failures of accept, decline, confirm, finalize and cancel. */
export type ConnectionStepError =
  ValidationError | TransportError | WalletError | WalletUpgradeRequired | HandshakeError;
/** The connection after a handshake step, with the message that says what happened. */
export type ConnectionStepResult = { readonly connection: Connection; readonly message: MessageRef };

const missing = (what: string): TransportError =>
  transportErrors.malformed(`${what} missing on the connection`);

/** The wallet's part of a step: accept stores B's half, confirm extends A's, finalize reads A's. */
const walletPart = (
  action: HandshakeAction,
  wallet: Wallet,
  session: WalletSession,
  c: Connection,
): ResultAsync<StepData, TransportError | WalletError> => {
  const { reference } = c;
  switch (action) {
    case 'accept':
      if (!c.encrInviterData) return errAsync(missing('encrInviterData'));
      return wallet
        .acceptConnection(session, { reference, inviterData: c.encrInviterData })
        .map((inviteeData) => ({ action, inviteeData }));
    case 'confirm':
      if (!c.encrInviteeData) return errAsync(missing('encrInviteeData'));
      return wallet
        .confirmConnection(session, { reference, inviteeData: c.encrInviteeData })
        .map((inviterData) => ({ action, inviterData }));
    case 'finalize':
      if (!c.encrInviterData) return errAsync(missing('encrInviterData'));
      return wallet
        .updateConnection(session, { reference, inviterData: c.encrInviterData })
        .map(() => ({ action }));
    case 'decline':
    case 'cancel':
      return okAsync({ action });
  }
};

/**
 * One handshake step for `{ reference }`: checks the wallet version, re-reads the connection
 * (cancelled meanwhile → that error), checks status and side, runs the wallet part, then
 * patches the status, its timestamp and the encrypted data. 'Connection {status} successfully'.
 */
const step =
  (action: HandshakeAction) =>
  (deps: ConnectionStepDeps) =>
  (raw: unknown): ResultAsync<ConnectionStepResult, ConnectionStepError> =>
    parseReference(raw).asyncAndThen(({ reference }) =>
      actingContext(deps, { walletStep: connectionActionRules[action].wallet }).andThen((acting) =>
        deps.connections
          .getByReference(reference)
          .andThen((connection) =>
            checkTransition(connection, acting.organizationId, action).asyncAndThen(() =>
              walletPart(action, deps.wallet, acting.walletSession, connection),
            ),
          )
          .andThen((data) => deps.connections.patch(reference, patchFor(data, deps.clock.now())))
          .map((connection): ConnectionStepResult => ({
            connection,
            message: {
              id: 'connections.success.status',
              values: { status: connectionActionRules[action].to },
            },
          })),
      ),
    );

/** Side B accepts a pending request (step 2). */
export const acceptConnection = step('accept');
/** Side B declines a pending request. */
export const declineConnection = step('decline');
/** Side A confirms an accepted connection (step 3). */
export const confirmConnection = step('confirm');
/** Side B finalizes a confirmed connection (step 4). */
export const finalizeConnection = step('finalize');
/** Side A cancels its pending request ('Cancel connection request'). */
export const cancelConnection = step('cancel');
export type AcceptConnectionError = ConnectionStepError;
export type DeclineConnectionError = ConnectionStepError;
export type ConfirmConnectionError = ConnectionStepError;
export type FinalizeConnectionError = ConnectionStepError;
export type CancelConnectionError = ConnectionStepError;

export type AcceptAllError = ConnectionStepError;

/**
 * 'Accept All' on To do: reads every pending request we received (not only the page shown) and
 * accepts them one after the other; it stops at the first failure (those accepted before it stay
 * accepted; the list refresh shows them).
 */
export const acceptAllConnections =
  (deps: ConnectionStepDeps) =>
  (): ResultAsync<{ connections: Connection[]; message: MessageRef }, AcceptAllError> =>
    actingOrganization(deps)
      .andThen((organizationId) =>
        deps.connections.page({
          organizationId,
          groups: acceptableGroups,
          skip: 0,
          limit: LARGEST_PAGE,
          search: '',
          sort: null,
        }),
      )
      .andThen(({ data }) =>
        data.reduce(
          (acc: ResultAsync<Connection[], AcceptAllError>, { reference }) =>
            acc.andThen((done) => acceptConnection(deps)({ reference }).map((r) => [...done, r.connection])),
          okAsync([]),
        ),
      )
      .map((connections) => ({ connections, message: { id: 'connections.success.acceptAll' } as const }));
