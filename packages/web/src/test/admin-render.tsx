import type { ReactNode } from 'react';
import type { Container } from 'inversify';
import { organizationSchema, type Locale, type Organization, type RuntimeConfig } from '@scr/domain';
import { DepsProvider } from '../deps/deps-context.tsx';
import { LocaleProvider } from '../i18n/locale-provider.tsx';
import { SnackbarProvider } from '../shell/snackbars.tsx';
import { ShellDialogsProvider } from '../shell/dialogs/shell-dialogs.tsx';
import { ServerStateProvider } from '../server-state/server-state-provider.tsx';
import type { AdminContext } from '../session/admin-context.ts';
import { testContainer } from './render.tsx';

// Helpers for the component tests of the admin pages (users, organization, integrations); not shipped.

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

/** The app's providers around a feature, over a test container the test may add bindings to. */
export const renderWith = (
  bind: (container: Container) => void,
  children: ReactNode,
  config: Partial<RuntimeConfig> = {},
  locale: Locale = 'en',
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
