import { errAsync, okAsync } from 'neverthrow';
import {
  deleteUser,
  editUser,
  inviteUser,
  listUsers,
  listImportExisting,
  listUsersPage,
  reactivateUser,
  resendInvite,
  transportErrors,
  type OrganizationUser,
  type UsersGateway,
} from '@scr/domain';
import { aUser as domainUser, fakeUsers, type OrganizationUserInput } from '@scr/domain/testing';
import type { Container } from 'inversify';
import { anAdminContext } from '../../test/admin-render.tsx';
import { type UsersUseCases, usersUseCasesToken } from './users-use-cases.ts';

// Helpers for the component tests of the users page (not shipped: only tests import this file).

/** The users page's own demo person (Bram of organization 1) over the domain's valid test user. */
export const aUser = (overrides: Partial<OrganizationUserInput> = {}): OrganizationUser =>
  domainUser({
    id: 5,
    userId: 105,
    organizationId: 1,
    email: 'bram.peeters@carrier.example',
    firstName: 'Bram',
    lastName: 'Peeters',
    ...overrides,
  });

export { fakeUsers };

/** The users use cases over a fake gateway: the real domain rules, no network. */
export const usersUseCasesOver = (users: UsersGateway, context = anAdminContext()): UsersUseCases => ({
  loadContext: () => okAsync(context),
  listUsers: (query) => listUsers({ users })({ organizationId: context.organizationId, ...query }),
  listUsersPage: (query) => listUsersPage({ users })({ organizationId: context.organizationId, ...query }),
  listImportExisting: () => listImportExisting({ users })(context.organizationId),
  inviteUser: inviteUser({ users }),
  editUser: editUser({ users }),
  deleteUser: deleteUser({ users }),
  reactivateUser: reactivateUser({ users }),
  resendInvite: resendInvite({ users }),
  checkWallet: () => okAsync({ state: 'available', version: '1.2.9' }),
  loadPasswordResetChooser: () => okAsync([]),
  resetAdminPasswords: () => errAsync(transportErrors.offline()),
});

export const bindUsers = (useCases: UsersUseCases) => (container: Container) => {
  container.bind(usersUseCasesToken).toConstantValue(useCases);
};
