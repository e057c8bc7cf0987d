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

/** The text of a failure: its own message, or for invalid input the first field's message. */
export const failureMessage = (failure: ConnectionsFailure): MessageRef => {
  if (failure.kind !== 'Invalid') return failure.message;
  const [first] = Object.values(failure.fields);
  return first ?? { id: 'connections.connect.selectAtLeastOne' };
};
