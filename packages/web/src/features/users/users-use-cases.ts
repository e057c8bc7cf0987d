import type { ServiceIdentifier } from 'inversify';
import {
  checkOrganizationWallet,
  deleteUser,
  editUser,
  inviteUser,
  actingOrganization,
  listUsers,
  listUsersPage,
  listImportExisting,
  loadPasswordResetChooser,
  reactivateUser,
  resendInvite,
  resetAdminPasswords,
  resolveWalletUrl,
  type ColumnSort,
  type DeletedFilter,
  type UserSortField,
} from '@scr/domain';
import { createLoadAdminContext, type AdminPorts } from '../../session/admin-context.ts';

/** Which users a page holds: its filter, search, order and size. */
type UsersQuery = {
  readonly page: number;
  readonly deleted: DeletedFilter;
  readonly search?: string;
  readonly sort?: ColumnSort<UserSortField> | null;
  /** Rows per page: the table's 8 unless an export reads larger pages. */
  readonly pageSize?: number;
};

/** The users page's use cases, applied to their ports. */
export const createUsersUseCases = (ports: AdminPorts) => ({
  loadContext: createLoadAdminContext(ports),
  /** A page of the signed-in organization's users; the organization is the session's (see users-view). */
  listUsers: (query: UsersQuery) =>
    actingOrganization(ports).andThen((organizationId) => listUsers(ports)({ organizationId, ...query })),
  /** A page of those users without the admin count: what the export reads, page after page. */
  listUsersPage: (query: UsersQuery) =>
    actingOrganization(ports).andThen((organizationId) => listUsersPage(ports)({ organizationId, ...query })),
  /** Every user of the organization, deleted and still invited ones too: what an import is planned against. */
  listImportExisting: () =>
    actingOrganization(ports).andThen((organizationId) => listImportExisting(ports)(organizationId)),
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

/** The container's id of the feature's use cases (bound in src/di/container.ts). */
export const usersUseCasesToken = Symbol.for('scr.UsersUseCases') as ServiceIdentifier<UsersUseCases>;
