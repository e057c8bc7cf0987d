import { createActivityUseCases, activityUseCasesToken } from '../features/activity/activity-use-cases.ts';
import { Container, type ServiceIdentifier } from 'inversify';
import { composeAdapters, systemClock, systemIds, type Adapters } from '@scr/composition';
import {
  acceptEula,
  completeAddUser,
  connectCpoint,
  loadAddUser,
  loadLoginOptions,
  loadOnboarding,
  loadOrganization,
  loadPasswordReset,
  logout,
  requestPasswordReset,
  resendTwoFactor,
  signIn,
  submitOnboarding,
  submitPasswordReset,
  verifyTwoFactor,
  type ApiSession,
  type Clock,
  type IdGenerator,
  type SessionStore,
  type Wallet,
  type RuntimeConfig,
} from '@scr/domain';
import { completeSignIn, restoreSession } from '../session/signed-in-user.ts';
import { sessionStarted } from '../session/session-start.ts';
import { startPageReads } from '../routes/page-reads.ts';
import { createUsersUseCases, usersUseCasesToken } from '../features/users/users-use-cases.ts';
import type { AdminPorts } from '../session/admin-context.ts';
import {
  createOrganizationUseCases,
  organizationUseCasesToken,
} from '../features/organization/organization-use-cases.ts';
import {
  createIntegrationsUseCases,
  integrationsUseCasesToken,
} from '../features/integrations/integrations-use-cases.ts';
import {
  createConnectionUseCases,
  connectionUseCasesToken,
} from '../features/connections/connection-use-cases.ts';
import { defaultBuildFlags, type BuildFlags } from '../deps/deps-context.tsx';
import { tokens } from '../deps/tokens.ts';
import { createServerState } from '../server-state/query-client.ts';
import {
  authDroppingReads,
  findUserThroughCache,
  organizationsThroughCache,
  walletAskingEachTime,
  walletThroughCache,
} from '../server-state/platform-read-ports.ts';

export type ContainerOptions = {
  readonly config: RuntimeConfig;
  /** Overrides for tests: a fixed clock, predictable ids. */
  readonly clock?: Clock;
  readonly ids?: IdGenerator;
  readonly flags?: BuildFlags;
  /** A stored API session exists to restore (main.tsx reads sessionStorage); none unless said. */
  readonly storedSession?: boolean;
};

/**
 * The composition root (architecture §1): factories bound with toDynamicValue + singleton scope, no
 * decorators. Only src/di/ may import @scr/composition and the adapters (lint enforces it).
 *
 * Every id the app resolves is a typed `Symbol.for` in the one `tokens` object (src/deps/tokens.ts),
 * features' bundles included, rather than a constant exported by each feature: one list says all this
 * container must bind (container.test.ts checks it binds each), and the symbols are found by the same
 * name however often a module is loaded (Vite's chunks, tests).
 */
export const createContainer = (options: ContainerOptions): Container => {
  const container = new Container();
  container.bind(tokens.config).toConstantValue(options.config);
  container.bind(tokens.buildFlags).toConstantValue(options.flags ?? defaultBuildFlags);
  // Bound even when false: no session to restore is a fact of this start, not a missing service.
  container.bind(tokens.storedSession).toConstantValue(options.storedSession ?? false);
  container
    .bind(tokens.clock)
    .toDynamicValue(() => options.clock ?? systemClock)
    .inSingletonScope();
  container
    .bind(tokens.ids)
    .toDynamicValue(() => options.ids ?? systemIds)
    .inSingletonScope();
  container.bind(tokens.serverState).toDynamicValue(createServerState).inSingletonScope();

  bindApiAdapter(container);
  bindWalletAdapter(container);
  bindUseCases(container);
  bindAdminUseCases(container);
  bindConnectionUseCases(container);
  return container;
};

/** The platform gateways, as the composition recipe builds them. */
type PlatformGateways = Adapters['gateways'];

/**
 * The platform gateways of @scr/api-adapter; use cases reach them through this container-only id. It
 * stays here, out of `tokens`, because nothing outside src/di/ may name an adapter's type.
 */
export const gatewaysToken = Symbol.for('scr.PlatformGateways') as ServiceIdentifier<PlatformGateways>;

/** The ports of @scr/composition's recipe, the one scr builds too; the tokens below take them from it. */
const adaptersToken = Symbol.for('scr.Adapters') as ServiceIdentifier<Adapters>;

/**
 * The adapters over `config.apiBase` and the browser's storage (session storage for the API token,
 * local storage for wallet tokens, product-reference §9); find-user and the organization are read
 * through the query cache, and a sign-out drops what it holds (server-state/platform-reads.ts).
 */
const bindApiAdapter = (container: Container): void => {
  container
    .bind(adaptersToken)
    .toDynamicValue((ctx) => {
      const config = ctx.get(tokens.config);
      return composeAdapters({
        apiBase: config.apiBase,
        apiTimeoutMs: config.apiTimeoutMs,
        hostedWalletUrl: config.hostedWalletUrl,
        storage: { local: window.localStorage, session: window.sessionStorage },
        clock: ctx.get(tokens.clock),
      });
    })
    .inSingletonScope();
  container
    .bind(tokens.sessionStore)
    .toDynamicValue((ctx) => ctx.get(adaptersToken).sessions)
    .inSingletonScope();
  container
    .bind(gatewaysToken)
    .toDynamicValue((ctx): PlatformGateways => {
      const { gateways } = ctx.get(adaptersToken);
      const { client } = ctx.get(tokens.serverState);
      return {
        ...gateways,
        findUser: findUserThroughCache(gateways.findUser, client),
        organizations: organizationsThroughCache(gateways.organizations, client),
        auth: authDroppingReads(gateways.auth, client),
      };
    })
    .inSingletonScope();
};

/**
 * The Wallet port of the recipe (hosted wallet from config, company wallets by URL), its version
 * read through the query cache: the newer-version banner and the use cases share its answers, but
 * a connection action's check asks the wallet each time (server-state/platform-reads.ts says why).
 */
const bindWalletAdapter = (container: Container): void => {
  container
    .bind(tokens.wallet)
    .toDynamicValue((ctx) =>
      walletThroughCache(
        ctx.get(adaptersToken).wallet,
        ctx.get(tokens.serverState).client,
        ctx.get(tokens.config).hostedWalletUrl,
      ),
    )
    .inSingletonScope();
  container
    .bind(actingWalletToken)
    .toDynamicValue((ctx) =>
      walletAskingEachTime(
        ctx.get(adaptersToken).wallet,
        ctx.get(tokens.serverState).client,
        ctx.get(tokens.config).hostedWalletUrl,
      ),
    )
    .inSingletonScope();
};

/** The Wallet port for the connection actions, whose version check asks the wallet each time. */
const actingWalletToken = Symbol.for('scr.Wallet.acting') as ServiceIdentifier<Wallet>;

/** Binds a use case as a singleton factory over the container's ports. */
const bindUseCase = <T>(
  container: Container,
  token: ServiceIdentifier<T>,
  make: (deps: {
    gateways: PlatformGateways;
    config: RuntimeConfig;
    sessions: SessionStore;
    wallet: Wallet;
    clock: Clock;
    ids: IdGenerator;
    get: <U>(token: ServiceIdentifier<U>) => U;
  }) => T,
): void => {
  container
    .bind(token)
    .toDynamicValue((ctx) =>
      make({
        gateways: ctx.get(gatewaysToken),
        config: ctx.get(tokens.config),
        sessions: ctx.get(tokens.sessionStore),
        wallet: ctx.get(tokens.wallet),
        clock: ctx.get(tokens.clock),
        ids: ctx.get(tokens.ids),
        get: (t) => ctx.get(t),
      }),
    )
    .inSingletonScope();
};

/**
 * The moment the platform accepts a sign-in, the organization's read starts beside the EULA check,
 * not after it: the sign-in's completion (the shell's name and role) and the first page's context
 * find the answer in the query cache, under way or done. On a phone that is one round trip less
 * between Login and the first data. A failed read is not kept: the completion asks again. Then the
 * app's listeners hear of it (the login screen starts its destination page's reads).
 */
const atSessionStart =
  (get: <U>(token: ServiceIdentifier<U>) => U) =>
  (session: ApiSession): void => {
    void get(tokens.loadOrganization)(session.organizationId).match(
      () => undefined,
      () => undefined,
    );
    sessionStarted(session);
  };

/** Sign-in (product-reference §2.3, §4 Login) and the public link pages (product-reference §2.1), as factories over the ports. */
const bindUseCases = (container: Container): void => {
  bindUseCase(container, tokens.loadLoginOptions, ({ gateways }) => loadLoginOptions(gateways));
  bindUseCase(container, tokens.signIn, ({ gateways, wallet, sessions, clock, get }) =>
    signIn({ ...gateways, wallet, sessions, clock, sessionStarted: atSessionStart(get) }),
  );
  bindUseCase(container, tokens.verifyTwoFactor, ({ gateways, wallet, sessions, get }) =>
    verifyTwoFactor({ ...gateways, wallet, sessions, sessionStarted: atSessionStart(get) }),
  );
  bindUseCase(container, tokens.resendTwoFactor, ({ gateways }) => resendTwoFactor(gateways));
  bindUseCase(container, tokens.acceptEula, ({ gateways, sessions }) =>
    acceptEula({ ...gateways, sessions }),
  );
  bindUseCase(container, tokens.logout, ({ gateways, sessions }) => logout({ ...gateways, sessions }));
  bindUseCase(container, tokens.requestPasswordReset, ({ gateways, config }) =>
    requestPasswordReset({ ...gateways, hostedWalletDomain: config.hostedWalletDomain }),
  );
  container
    .bind(tokens.startPageReads)
    .toDynamicValue((ctx) => (destination) => startPageReads((token) => ctx.get(token), destination))
    .inSingletonScope();
  // Through the query cache: the first page's context takes the sign-in's answer while it is fresh.
  bindUseCase(container, tokens.loadOrganization, ({ gateways }) => loadOrganization(gateways));
  bindUseCase(container, tokens.completeSignIn, ({ get, clock, config }) =>
    completeSignIn({
      loadOrganization: get(tokens.loadOrganization),
      clock,
      product: config.productShortName,
    }),
  );
  // Once per page load, the same answer to every caller: the entry starts it before the first render
  // (main.tsx) and the session provider waits for that answer.
  bindUseCase(container, tokens.restoreSession, ({ gateways, sessions, clock, get }) => {
    const restore = restoreSession({
      sessions,
      eulas: gateways.eulas,
      clock,
      complete: get(tokens.completeSignIn),
    });
    let answer: ReturnType<typeof restore> | undefined;
    return () => (answer ??= restore());
  });
  bindUseCase(container, tokens.loadOnboarding, ({ gateways, clock }) =>
    loadOnboarding({ ...gateways, clock }),
  );
  bindUseCase(container, tokens.submitOnboarding, ({ gateways, clock }) =>
    submitOnboarding({ ...gateways, clock }),
  );
  bindUseCase(container, tokens.loadPasswordReset, ({ gateways, clock }) =>
    loadPasswordReset({ ...gateways, clock }),
  );
  bindUseCase(container, tokens.submitPasswordReset, ({ gateways, wallet }) =>
    submitPasswordReset({ ...gateways, wallet }),
  );
  bindUseCase(container, tokens.loadAddUser, ({ gateways, clock, config }) =>
    loadAddUser({ ...gateways, clock, supportContact: config.supportEmail }),
  );
  bindUseCase(container, tokens.completeAddUser, ({ gateways, wallet, ids }) =>
    completeAddUser({ ...gateways, wallet, ids }),
  );
  bindUseCase(container, tokens.connectCpoint, ({ gateways }) => connectCpoint(gateways));
};

/**
 * The admin pages' use cases: users, organization profile, integrations and the activity (audit trail), each a
 * bundle over the same ports (the platform gateways, the wallet and the session store).
 */
const bindAdminUseCases = (container: Container): void => {
  const ports = (deps: {
    gateways: PlatformGateways;
    wallet: Wallet;
    sessions: SessionStore;
    config: RuntimeConfig;
  }): AdminPorts => ({
    ...deps.gateways,
    wallet: deps.wallet,
    sessions: deps.sessions,
    hostedWalletUrl: deps.config.hostedWalletUrl,
  });
  bindUseCase(container, usersUseCasesToken, (deps) => createUsersUseCases(ports(deps)));
  bindUseCase(container, organizationUseCasesToken, (deps) =>
    createOrganizationUseCases({ ...ports(deps), cpuCheckOrgUserIds: deps.config.cpuCheckOrgUserIds }),
  );
  bindUseCase(container, integrationsUseCasesToken, (deps) => createIntegrationsUseCases(ports(deps)));
  bindUseCase(container, activityUseCasesToken, ({ gateways }) => createActivityUseCases(gateways));
};

/** The Connections page's use cases (product-reference §2.6): every handshake step runs in the wallets. */
const bindConnectionUseCases = (container: Container): void => {
  bindUseCase(container, connectionUseCasesToken, ({ gateways, sessions, clock, ids, get }) =>
    createConnectionUseCases({
      connections: gateways.connections,
      invitations: gateways.invitations,
      partners: gateways.partners,
      sessions,
      wallet: get(actingWalletToken),
      clock,
      ids,
    }),
  );
};
