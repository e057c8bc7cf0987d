import type {
  AcceptAllError,
  CancelInvitationError,
  ConnectionStepError,
  LoadConnectionsError,
  MessageRef,
  RequestConnectionsError,
  ResendInvitationError,
  SendInvitationError,
} from '@scr/domain';

/** Every failure a use case of the Connections page can give. */
export type ConnectionsFailure =
  | ConnectionStepError
  | AcceptAllError
  | RequestConnectionsError
  | SendInvitationError
  | ResendInvitationError
  | CancelInvitationError
  | LoadConnectionsError;

/**
 * What the page does on a failure, besides showing its text:
 * - sessionExpired: the 'Your session has expired' dialog (product-reference §8; also for a missing wallet session);
 * - upgrade: the 'Wallet upgrade required' dialog (product-reference §5: every connection action);
 * - refresh: the list is stale (cancelled meanwhile: the row is removed from the overview);
 * - show: the text only.
 */
export type Reaction = 'show' | 'sessionExpired' | 'upgrade' | 'refresh';

export const reactions = {
  Invalid: 'show',
  HttpError: 'refresh',
  Unauthorized: 'show',
  Forbidden: 'show',
  ApiUnreachable: 'show',
  Offline: 'show',
  MalformedResponse: 'show',
  SessionExpired: 'sessionExpired',
  TooManyAttempts: 'show',
  WalletUnreachable: 'show',
  WalletTokenExpired: 'sessionExpired',
  WalletCannotConnect: 'show',
  InvalidCredentials: 'show',
  WalletRejected: 'show',
  WalletUpgradeRequired: 'upgrade',
  CancelledMeanwhile: 'refresh',
  InvalidStatus: 'refresh',
  InvitationNotFound: 'refresh',
  InvitationNotResendable: 'refresh',
  InvitationNotCancellable: 'refresh',
  // The invite dialog answers it itself ('Send again' or 'Show connection'); elsewhere its text is shown.
  DuplicateInvitation: 'show',
} as const satisfies Record<ConnectionsFailure['kind'], Reaction>;

/** The text of a failure: its own message, or for invalid input the first field's message. */
export const failureMessage = (failure: ConnectionsFailure): MessageRef => {
  if (failure.kind !== 'Invalid') return failure.message;
  const [first] = Object.values(failure.fields);
  return first ?? { id: 'connections.connect.selectAtLeastOne' };
};
