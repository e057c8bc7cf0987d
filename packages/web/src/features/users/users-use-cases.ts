import type { ServiceIdentifier } from 'inversify';
import {
  checkOrganizationWallet,
  deleteUser,
  editUser,
  inviteUser,
  actingOrganization,
  listUsers,
  loadPasswordResetChooser,
  reactivateUser,
  resendInvite,
  resetAdminPasswords,
  resolveWalletUrl,
  type ColumnSort,
  type DeletedFilter,
  type UserSortField,
  type MembershipsGateway,
  type OrganizationMetaGateway,
  type OrganizationsGateway,
  type SessionStore,
  type UsersGateway,
  type Wallet,
} from '@scr/domain';
import { createLoadAdminContext } from './admin-context.ts';

/** The ports the admin pages (users, organization profile, integrations) run on; the composition root hands them in. */
export type AdminPorts = {
  readonly users: UsersGateway;
  readonly memberships: MembershipsGateway;
  readonly organizations: OrganizationsGateway;
  readonly organizationMeta: OrganizationMetaGateway;
  readonly sessions: SessionStore;
  readonly wallet: Wallet;
  /** Where walletUrl '0' points (runtime config). */
  readonly hostedWalletUrl: string;
};

/** The users page's use cases, applied to their ports. */
export const createUsersUseCases = (ports: AdminPorts) => ({
  loadContext: createLoadAdminContext(ports),
  /** A page of the signed-in organization's users; the organization is the session's (see users-view). */
  listUsers: (query: {
    readonly page: number;
    readonly deleted: DeletedFilter;
    readonly search?: string;
    readonly sort?: ColumnSort<UserSortField> | null;
  }) =>
    actingOrganization({ session: ports.sessions }).andThen((organizationId) =>
      listUsers(ports)({ organizationId, ...query }),
    ),
  inviteUser: inviteUser(ports),
  editUser: editUser(ports),
  deleteUser: deleteUser(ports),
  reactivateUser: reactivateUser(ports),
  resendInvite: resendInvite(ports),
  /** The version check of an organization's wallet ('0' is the provider's hosted wallet). */
  checkWallet: (walletUrl: string) =>
    checkOrganizationWallet(ports.wallet, resolveWalletUrl(walletUrl, ports.hostedWalletUrl)),
  loadPasswordResetChooser: loadPasswordResetChooser(ports),
  resetAdminPasswords: resetAdminPasswords(ports),
});

export type UsersUseCases = ReturnType<typeof createUsersUseCases>;

/** The container's token for these use cases (bound in src/di/container.ts, `bindAdminUseCases`). */
export const usersUseCasesToken = Symbol.for('scr.UsersUseCases') as ServiceIdentifier<UsersUseCases>;
