import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import {
  accountType,
  accountTypeLabel,
  activeSubscriptionIds,
  afterLogin,
  isExpiredAt,
  sessionErrors,
  type ApiSession,
  type AuthenticatedUser,
  type Clock,
  type EulaGateway,
  type loadOrganization,
  type LoadOrganizationError,
  type Organization,
  type SessionErrors,
  type SessionStore,
} from '@scr/domain';
import type { ShellUser } from './session-context.tsx';

/** The shell's user plus what the signed-in pages need to call the platform and check the wallet. */
export type SignedInUser = ShellUser & {
  readonly orgUserId: number;
  readonly organizationId: number;
  /** The organization's wallet ('0' = provider-hosted): the newer-version banner checks it. */
  readonly walletUrl: string;
};

export const toSignedInUser = (
  user: AuthenticatedUser,
  organization: Organization,
  now: Date,
  product: string,
): SignedInUser => ({
  email: user.email,
  organizationName: organization.name,
  organizationRole: organization.role,
  accountType: accountTypeLabel(
    {
      type: accountType(activeSubscriptionIds(user.subscriptions, now)),
      organizationRole: organization.role,
    },
    product,
  ),
  roles: user.adminRoles,
  orgUserId: user.orgUserId,
  organizationId: organization.id,
  walletUrl: organization.walletUrl,
  ...(user.lang ? { lang: user.lang } : {}),
});

export type CompleteSignInError = LoadOrganizationError | SessionErrors.NotAuthenticated;
/** From an authenticated session to the user the shell shows (the organization's name and role). */
export type CompleteSignIn = (session: ApiSession) => ResultAsync<SignedInUser, CompleteSignInError>;
/** A stored, still valid session after a reload (product-reference §4 Login: the session token is reused), or null. */
export type RestoreSession = () => ResultAsync<SignedInUser | null, never>;

export const completeSignIn =
  (deps: { loadOrganization: ReturnType<typeof loadOrganization>; clock: Clock; product: string }) =>
  (session: ApiSession): ResultAsync<SignedInUser, CompleteSignInError> => {
    const user = session.user;
    if (!user) return errAsync(sessionErrors.notAuthenticated());
    return deps
      .loadOrganization(session.organizationId)
      .map((organization) => toSignedInUser(user, organization, deps.clock.now(), deps.product));
  };

/**
 * Reuses the stored API session on a reload when it is complete (2FA done), not expired and its
 * newest EULA accepted; anything else (or any failure) starts at the login screen.
 */
export const restoreSession =
  (deps: {
    sessions: SessionStore;
    eulas: EulaGateway;
    clock: Clock;
    complete: CompleteSignIn;
  }): RestoreSession =>
  () =>
    deps.sessions
      .apiSession()
      .andThen((stored): ResultAsync<SignedInUser | null, unknown> => {
        if (!stored?.user || stored.pendingTwoFactor || isExpiredAt(stored.exp, deps.clock.now()))
          return okAsync(null);
        // The EULA check and the organization at once, not one after the other: a reload paints sooner.
        return ResultAsync.combine([afterLogin(deps)(stored, true), deps.complete(stored)] as const).map(
          ([outcome, user]) => (outcome.step === 'signedIn' ? user : null),
        );
      })
      .orElse(() => okAsync(null));
