import { errAsync, type ResultAsync } from 'neverthrow';
import {
  loadOrganization,
  sessionErrors,
  toAdminRoles,
  type AdminRole,
  type LoadOrganizationError,
  type MembershipsGateway,
  type PasswordResetGrantsGateway,
  type Organization,
  type OrganizationMetaGateway,
  type OrganizationsGateway,
  type PortbaseGateway,
  type SessionErrors,
  type SessionStore,
  type UsersGateway,
  type Wallet,
} from '@scr/domain';

/** The ports the admin pages (users, organization profile, integrations) run on; the composition root hands them in. */
export type AdminPorts = {
  readonly users: UsersGateway;
  readonly memberships: MembershipsGateway;
  /** The platform's grant for an admin password reset (the wallets need it). */
  readonly resetGrants: PasswordResetGrantsGateway;
  readonly organizations: OrganizationsGateway;
  readonly organizationMeta: OrganizationMetaGateway;
  readonly portbase: PortbaseGateway;
  readonly sessions: SessionStore;
  readonly wallet: Wallet;
  /** Where walletUrl '0' points (runtime config). */
  readonly hostedWalletUrl: string;
};

/**
 * Who is signed in and in which organization, as the admin pages need it: the ids for the actor
 * rules, the CPU check and the password reset chooser, the admin roles, and the organization
 * itself (with its meta, wallet URL and role). The organization is read through the query cache
 * (server-state/platform-reads.ts): a page's first read takes an answer of the last half minute
 * (the sign-in's, for the first page), every later read of the page asks the platform.
 */
export type AdminContext = {
  readonly orgUserId: number;
  readonly userId: number;
  readonly organizationId: number;
  readonly adminRoles: readonly AdminRole[];
  readonly organization: Organization;
};

export type LoadAdminContextError = LoadOrganizationError | SessionErrors.NotAuthenticated;
export type LoadAdminContext = () => ResultAsync<AdminContext, LoadAdminContextError>;

/** The context from the stored API session (product-reference §9: session storage) and the organizations API. */
export const createLoadAdminContext =
  (deps: {
    readonly sessions: SessionStore;
    readonly organizations: OrganizationsGateway;
  }): LoadAdminContext =>
  () =>
    deps.sessions.apiSession().andThen((session): ResultAsync<AdminContext, LoadAdminContextError> => {
      const user = session?.user;
      if (!session || !user) return errAsync(sessionErrors.notAuthenticated());
      return loadOrganization(deps)(session.organizationId).map((organization) => ({
        orgUserId: session.orgUserId,
        userId: user.userId,
        organizationId: session.organizationId,
        adminRoles: toAdminRoles(user.adminRoles),
        organization,
      }));
    });
