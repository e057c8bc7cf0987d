import type { ReactNode } from 'react';
import { errAsync, okAsync } from 'neverthrow';
import {
  deleteUser,
  editUser,
  inviteUser,
  listUsers,
  organizationSchema,
  organizationUserSchema,
  reactivateUser,
  resendInvite,
  transportErrors,
  type Organization,
  type OrganizationUser,
  type OrganizationUserInput,
  type UsersGateway,
} from '@scr/domain';
import { DepsProvider } from '../../deps/deps-context.tsx';
import { LocaleProvider } from '../../i18n/locale-provider.tsx';
import { SnackbarProvider } from '../../shell/snackbars.tsx';
import { ShellDialogsProvider } from '../../shell/dialogs/shell-dialogs.tsx';
import { testContainer } from '../../test/render.tsx';
import { ServerStateProvider } from '../../server-state/server-state-provider.tsx';
import type { Container } from 'inversify';
import type { RuntimeConfig } from '../../config/runtime-config.ts';
import type { AdminContext } from './admin-context.ts';
import { usersUseCasesToken, type UsersUseCases } from './users-use-cases.ts';

// Helpers for the component tests of the admin features (not shipped: only tests import this file).

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

export const anOrganization = (overrides: Partial<Organization> = {}): Organization =>
  organizationSchema.parse({
    id: 1,
    name: 'Antwerp Carrier NV',
    vat: 'BE0123456789',
    streetNbr: 'Kaai 1',
    postalCode: '2000',
    city: 'Antwerpen',
    country: 'Belgie',
    contactEmail: 'info@carrier.example',
    supportEmail: 'support@carrier.example',
    walletUrl: '0',
    twoFactorAuth: 'disabled',
    status: 'active',
    role: 'carrier',
    ...overrides,
  });

export const anAdminContext = (overrides: Partial<AdminContext> = {}): AdminContext => ({
  orgUserId: 1,
  userId: 1,
  organizationId: 1,
  adminRoles: ['org_mgr'],
  organization: anOrganization(),
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

/** The app's providers around a feature, over a test container the test may add bindings to. */
export const renderWith = (
  bind: (container: Container) => void,
  children: ReactNode,
  config: Partial<RuntimeConfig> = {},
  locale: 'en' | 'nl' = 'en',
) => {
  const container = testContainer(config);
  bind(container);
  return (
    <DepsProvider container={container}>
      <LocaleProvider initial={locale}>
        <SnackbarProvider>
          <ShellDialogsProvider>
            <ServerStateProvider>{children}</ServerStateProvider>
          </ShellDialogsProvider>
        </SnackbarProvider>
      </LocaleProvider>
    </DepsProvider>
  );
};

export const bindUsers = (useCases: UsersUseCases) => (container: Container) => {
  container.bind(usersUseCasesToken).toConstantValue(useCases);
};
