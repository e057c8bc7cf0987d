import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import { transportErrors, type TransportError } from '../shared/errors.ts';
import type { WalletError } from '../wallet/errors.ts';
import type { Wallet, WalletSession } from '../wallet/ports.ts';
import type { ValidationError } from '../validation/validate.ts';
import type { Connection } from './entities.ts';
import { connectionActionRules, type HandshakeAction } from './actions.ts';
import {
  checkTransition,
  handshakeErrors,
  patchFor,
  type HandshakeError,
  type StepData,
} from './handshake.ts';
import {
  actingContext,
  actingOrganization,
  parseReference,
  type Acting,
  type ActingDeps,
  type WalletUpgradeRequired,
} from './acting.ts';
import { acceptableGroups, LARGEST_PAGE } from './paging.ts';
import type { ConnectionsGateway } from './ports.ts';
import {
  landedBefore,
  mayBeLost,
  movedOn,
  sameHalf,
  stepHalfDone,
  type StepHalfDone,
} from './step-recovery.ts';

/** The ports a handshake step on a connection works through. */
export type ConnectionStepDeps = ActingDeps & { readonly connections: ConnectionsGateway };
/** The failures of accept, decline, confirm, finalize and cancel. */
export type ConnectionStepError =
  ValidationError | TransportError | WalletError | WalletUpgradeRequired | HandshakeError | StepHalfDone;
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
 * The wallet's half of a request that ended without it (cancelled, declined) is forgotten. A failure
 * to forget it does not hide the step's own outcome: the half is then only unused (no wallet lists a
 * connection without the remote address), and the next step on the reference forgets it again.
 */
const forgetHalf = (deps: ConnectionStepDeps, session: WalletSession, reference: string) =>
  deps.wallet.discardConnection(session, reference).orElse(() => okAsync(undefined));

/**
 * A retry finds the step's write already on the platform (its answer was lost): the wallet part,
 * repeated, must answer the half the platform stores; then the step is done and writes nothing.
 */
const confirmLanded = (
  action: HandshakeAction,
  deps: ConnectionStepDeps,
  acting: Acting,
  c: Connection,
): ResultAsync<Connection, ConnectionStepError> => {
  if (action === 'finalize') return okAsync(c);
  const rule = connectionActionRules[action];
  return walletPart(action, deps.wallet, acting.walletSession, c).andThen((data) => {
    const stored =
      data.action === 'accept'
        ? sameHalf(data.inviteeData, c.encrInviteeData)
        : data.action === 'confirm' && sameHalf(data.inviterData, c.encrInviterData);
    return stored ? okAsync(c) : errAsync(handshakeErrors.invalidStatus(c.status, rule.to));
  });
};

/**
 * The platform write after the wallet's part failed. Lost (maybe): the step is half done and a
 * retry finishes it. Refused: if the request ended meanwhile, the wallet's half is forgotten.
 */
const afterFailedWrite = (
  action: HandshakeAction,
  deps: ConnectionStepDeps,
  acting: Acting,
  reference: string,
  cause: TransportError,
): ResultAsync<never, ConnectionStepError> => {
  if (connectionActionRules[action].wallet && mayBeLost(cause))
    return errAsync(stepHalfDone(reference, action, cause));
  return deps.connections
    .getByReference(reference)
    .andThen((now) => (movedOn(now) ? forgetHalf(deps, acting.walletSession, reference) : okAsync(undefined)))
    .orElse(() => okAsync(undefined))
    .andThen(() => errAsync(cause));
};

/**
 * One handshake step for `{ reference }`: checks the wallet version, re-reads the connection
 * (cancelled meanwhile → that error), checks status and side, runs the wallet part, then
 * patches the status, its timestamp and the encrypted data. 'Connection {status} successfully'.
 * Taken again after a lost write it finishes the step (step-recovery.ts); a step on a request
 * that ended meanwhile forgets our wallet's half. A decline or cancel itself calls no wallet (it
 * keeps its one write fast): a half it leaves is unused, as no wallet lists a connection without
 * the remote address, and any later step on the reference forgets it.
 */
const step =
  (action: HandshakeAction) =>
  (deps: ConnectionStepDeps) =>
  (raw: unknown): ResultAsync<ConnectionStepResult, ConnectionStepError> =>
    parseReference(raw).asyncAndThen(({ reference }) =>
      actingContext(deps, { walletStep: connectionActionRules[action].wallet }).andThen((acting) =>
        deps.connections
          .getByReference(reference)
          .andThen((connection): ResultAsync<Connection, ConnectionStepError> => {
            if (landedBefore(connection, acting.organizationId, action))
              return confirmLanded(action, deps, acting, connection);
            const checked = checkTransition(connection, acting.organizationId, action);
            if (checked.isErr())
              return (
                movedOn(connection) ? forgetHalf(deps, acting.walletSession, reference) : okAsync(undefined)
              ).andThen(() => errAsync(checked.error));
            return walletPart(action, deps.wallet, acting.walletSession, connection).andThen((data) =>
              deps.connections
                .patch(reference, patchFor(data, deps.clock.now()))
                .orElse((cause) => afterFailedWrite(action, deps, acting, reference, cause)),
            );
          })
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
