import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { accountTypeLabel, type Locale, type RuntimeConfig } from '@scr/domain';
import { Container } from 'inversify';
import { defaultBuildFlags, DepsProvider } from '../deps/deps-context.tsx';
import { tokens } from '../deps/tokens.ts';
import { LocaleProvider } from '../i18n/locale-provider.tsx';
import { routes } from '../routes/routes.tsx';
import { SessionProvider, type ShellUser } from '../session/session-context.tsx';
import { ShellSlotsProvider } from '../shell/shell-slots.tsx';
import { signInShellSlots } from '../features/sign-in/shell-slots.ts';
import { ThemeProvider } from '../shell/theme/theme-provider.tsx';
import { sampleRuntimeConfig } from '@scr/domain/testing';
import { createServerState } from '../server-state/query-client.ts';
import { ResultAsync } from 'neverthrow';
import type { ConnectionUseCases } from '../features/connections/connection-use-cases.ts';
import { usersUseCasesToken } from '../features/users/users-use-cases.ts';
import { organizationUseCasesToken } from '../features/organization/organization-use-cases.ts';
import { integrationsUseCasesToken } from '../features/integrations/integrations-use-cases.ts';
import { connectionUseCasesToken } from '../features/connections/connection-use-cases.ts';
import { activityUseCasesToken } from '../features/activity/activity-use-cases.ts';

type ShellOptions = {
  readonly config?: Partial<RuntimeConfig>;
  /** A container of the test's own fakes (default: `testContainer(config)`). */
  readonly container?: Container;
  readonly user?: ShellUser | null;
  readonly locale?: Locale;
};

/**
 * A container of fakes for component tests (the app's own is built in src/di/, out of reach of
 * components and tests alike): a fixed clock, counting ids, the sample runtime config, the default
 * build flags and no stored session to restore (a test that wants one rebinds it).
 */
export const testContainer = (config: Partial<RuntimeConfig> = {}): Container => {
  const container = new Container();
  let next = 0;
  container.bind(tokens.config).toConstantValue({ ...sampleRuntimeConfig, ...config });
  container.bind(tokens.clock).toConstantValue({ now: () => new Date(Date.now()) });
  container.bind(tokens.buildFlags).toConstantValue(defaultBuildFlags);
  container.bind(tokens.storedSession).toConstantValue(false);
  container
    .bind(tokens.ids)
    .toConstantValue({ uuid: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}` });
  container.bind(tokens.serverState).toConstantValue(createServerState());
  return container;
};

const neverAnswered = () => new ResultAsync<never, never>(new Promise<never>(() => undefined));

/**
 * A bundle of use cases whose every call waits for ever, but for the plain values given. Not a
 * thenable: the container would take it for an asynchronous service.
 */
const waiting = <T extends object>(plain: Partial<T> = {}): T =>
  new Proxy(plain, {
    get: (target, key) =>
      key in target
        ? (target as Record<PropertyKey, unknown>)[key]
        : key === 'then'
          ? undefined
          : neverAnswered,
  }) as T;

/**
 * `testContainer` with the admin pages' use cases bound to ones that never answer: the shell's tests
 * (routes, access, top bar) render each page's frame while its content stays loading. The profile
 * menu's sign-in services (its organizations to switch to, logout) never answer either. A page whose
 * use cases are not bound at all fails loudly (src/deps/bound-service.ts).
 */
export const shellContainer = (config: Partial<RuntimeConfig> = {}): Container => {
  const container = testContainer(config);
  container.bind(tokens.loadLoginOptions).toConstantValue(neverAnswered);
  container.bind(tokens.logout).toConstantValue(neverAnswered);
  container.bind(usersUseCasesToken).toConstantValue(waiting());
  container.bind(organizationUseCasesToken).toConstantValue(waiting());
  container.bind(integrationsUseCasesToken).toConstantValue(waiting());
  container.bind(activityUseCasesToken).toConstantValue(waiting());
  container
    .bind(connectionUseCasesToken)
    .toConstantValue(waiting<ConnectionUseCases>({ now: () => new Date(Date.now()) }));
  return container;
};

/** The providers of the app (container, theme, language, session) around a piece of UI. */
export const Providers = ({
  config,
  container,
  user = null,
  locale = 'en',
  children,
}: ShellOptions & { children: ReactNode }) => (
  <DepsProvider container={container ?? testContainer(config)}>
    <ShellSlotsProvider slots={signInShellSlots}>
      <ThemeProvider>
        <LocaleProvider initial={locale}>
          <SessionProvider initialUser={user}>{children}</SessionProvider>
        </LocaleProvider>
      </ThemeProvider>
    </ShellSlotsProvider>
  </DepsProvider>
);

/** Renders the real route table (or a test's own) at a path, in memory. */
export const renderRoute = (path: string, options: ShellOptions = {}, table: RouteObject[] = routes) => {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const view = render(
    <Providers {...options}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
};

/** A signed-in user of Antwerp Carrier NV (Premium) with the given admin roles (architecture §4). */
export const carrierUser = (roles: readonly string[], organizationRole = 'carrier'): ShellUser => ({
  email: 'anna.admin@carrier.example',
  organizationName: 'Antwerp Carrier NV',
  organizationRole,
  accountType: accountTypeLabel({ type: 'premium', organizationRole }, sampleRuntimeConfig.productShortName),
  roles,
});
