import { errAsync, okAsync } from 'neverthrow';
import {
  deleteUser,
  editUser,
  inviteUser,
  listUsers,
  organizationUserSchema,
  reactivateUser,
  resendInvite,
  transportErrors,
  type OrganizationUser,
  type UsersGateway,
} from '@scr/domain';
import type { OrganizationUserInput } from '@scr/domain/testing';
import type { Container } from 'inversify';
import { anAdminContext } from '../../test/admin-render.tsx';
import { type UsersUseCases } from './users-use-cases.ts';
import { tokens } from '../../deps/tokens.ts';

// Helpers for the component tests of the users page (not shipped: only tests import this file).

export const aUser = (overrides: Partial<OrganizationUserInput> = {}): OrganizationUser =>
  organizationUserSchema.parse({
    id: 5,
    userId: 105,
    organizationId: 1,
    email: 'bram.peeters@carrier.example',
    firstName: 'Bram',
    lastName: 'Peeters',
    isAdmin: false,
    isActive: true,
    isDeleted: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    activatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  });

const unexpected = () => errAsync(transportErrors.http(500, 'unexpected call'));

/** A users gateway whose methods fail unless a test supplies them. */
export const fakeUsers = (methods: Partial<UsersGateway> = {}): UsersGateway => ({
  list: unexpected,
  admins: unexpected,
  findByEmail: unexpected,
  create: unexpected,
  patch: unexpected,
  remove: unexpected,
  ...methods,
});

/** The users use cases over a fake gateway: the real domain rules, no network. */
export const usersUseCasesOver = (users: UsersGateway, context = anAdminContext()): UsersUseCases => ({
  loadContext: () => okAsync(context),
  listUsers: (query) => listUsers({ users })({ organizationId: context.organizationId, ...query }),
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
  container.bind(tokens.usersUseCases).toConstantValue(useCases);
};
