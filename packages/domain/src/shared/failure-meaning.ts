/**
 * What a failure means to whoever called, by its kind: the one table the portal and `scr` read (the
 * portal's reaction, the command line's exit code), so they cannot disagree on which failures mean
 * "sign in again" or "read the page again". Every kind the domain makes has a row
 * (failure-meaning.test.ts reads the sources for them).
 *
 * - sessionGone: the signed-in session is over (expired, revoked, a 401 of the signed-in app, a step
 *   of the sign-in without its half-made session); only signing in again helps.
 * - walletOutdated: the wallet must be upgraded before any connection action.
 * - stale: what was shown changed meanwhile (a row cancelled, moved on or refused by the platform);
 *   reading it again shows why.
 * - conflict: another admin saved the same record meanwhile; the form says what changed and offers
 *   to take it, keeping what was typed.
 * - tooManyAttempts: an attempt limit; try again after the wait the failure carries.
 * - unreachable: the platform or a wallet did not answer.
 * - halfDone: a handshake step's wallet part is done and its platform write may be lost; the same
 *   step again completes it.
 * - invalidInput: the input was refused field by field.
 * - refused: a rule refused it; the failure's text says which.
 */
export type FailureMeaning =
  | 'sessionGone'
  | 'walletOutdated'
  | 'stale'
  | 'conflict'
  | 'tooManyAttempts'
  | 'unreachable'
  | 'halfDone'
  | 'invalidInput'
  | 'refused';

const failureMeanings = {
  SessionExpired: 'sessionGone',
  Unauthorized: 'sessionGone',
  WalletTokenExpired: 'sessionGone',
  NotAuthenticated: 'sessionGone',
  WalletUpgradeRequired: 'walletOutdated',
  CancelledMeanwhile: 'stale',
  InvalidStatus: 'stale',
  InvitationNotFound: 'stale',
  InvitationNotResendable: 'stale',
  InvitationNotCancellable: 'stale',
  // A refusal of the platform's own words (another admin changed or deleted the row meanwhile).
  HttpError: 'stale',
  ChangedMeanwhile: 'conflict',
  TooManyAttempts: 'tooManyAttempts',
  ApiUnreachable: 'unreachable',
  Offline: 'unreachable',
  LoginOffline: 'unreachable',
  WalletUnreachable: 'unreachable',
  WalletCannotConnect: 'unreachable',
  StepHalfDone: 'halfDone',
  Invalid: 'invalidInput',
  // An import file that gives no table: the file is the input, and another file is the fix.
  NotUtf8: 'invalidInput',
  Unreadable: 'invalidInput',
  Empty: 'invalidInput',
  // /config.json came but is no config: the platform is as good as unreachable until it serves one.
  ConfigInvalid: 'unreachable',
  AccountNotActivated: 'refused',
  AdminNotEditable: 'refused',
  AdminRoleNotAllowed: 'refused',
  AlreadyActivated: 'refused',
  AlreadyActive: 'refused',
  AlreadyRegistered: 'refused',
  CannotActivate: 'refused',
  CannotDeleteSelf: 'refused',
  CompanyHostedWallet: 'refused',
  ConnectionNotFound: 'refused',
  CouldNotGetToken: 'refused',
  CpointFailed: 'refused',
  CpuCheckNotAllowed: 'refused',
  CredentialsIncorrect: 'refused',
  DuplicateInvitation: 'refused',
  Forbidden: 'refused',
  InvalidCredentials: 'refused',
  InvalidTwoFactorCode: 'refused',
  LastOrgMgr: 'refused',
  LastOrgMgrChange: 'refused',
  LinkExpired: 'refused',
  MalformedResponse: 'refused',
  MissingAcceptCode: 'refused',
  MissingInvitationCode: 'refused',
  MissingResetCode: 'refused',
  NoCpointCode: 'refused',
  NoUserFound: 'refused',
  NotAllowed: 'refused',
  NotReactivatable: 'refused',
  NotSelectable: 'refused',
  OnlyActiveAdmin: 'refused',
  OnlyActiveAdminChange: 'refused',
  OrganizationNotFound: 'refused',
  ReactivationOffered: 'refused',
  ResetExpired: 'refused',
  ResetFailed: 'refused',
  ResetLinkUsed: 'refused',
  ResetNotFound: 'refused',
  SubscriptionExpired: 'refused',
  WalletRejected: 'refused',
  WalletUrlUnknown: 'refused',
} as const satisfies Readonly<Record<string, FailureMeaning>>;

/** Every kind of failure the domain makes. */
export type FailureKind = keyof typeof failureMeanings;
export const failureKinds = Object.keys(failureMeanings) as readonly FailureKind[];

const kindOf = (failure: unknown): string | undefined =>
  typeof failure === 'object' && failure !== null && 'kind' in failure && typeof failure.kind === 'string'
    ? failure.kind
    : undefined;

/**
 * What `failure` means (anything with the `kind` of a domain error); a value that is not a domain
 * error, or a kind this table does not know, is refused: its text is all there is to say.
 */
export const meaningOf = (failure: unknown): FailureMeaning => {
  const kind = kindOf(failure);
  return kind !== undefined && Object.hasOwn(failureMeanings, kind)
    ? failureMeanings[kind as FailureKind]
    : 'refused';
};
