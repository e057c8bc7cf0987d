import type { ServiceIdentifier } from 'inversify';
import type {
  acceptEula,
  Clock,
  completeAddUser,
  connectCpoint,
  IdGenerator,
  loadAddUser,
  loadLoginOptions,
  loadOnboarding,
  loadOrganization,
  loadPasswordReset,
  logout,
  requestPasswordReset,
  resendTwoFactor,
  SessionStore,
  signIn,
  submitOnboarding,
  submitPasswordReset,
  verifyTwoFactor,
  Wallet,
  RuntimeConfig,
} from '@scr/domain';
import type { CompleteSignIn, RestoreSession } from '../session/signed-in-user.ts';
import type { BuildFlags } from './deps-context.tsx';
import type { ServerState } from '../server-state/query-client.ts';
import type { ReturnTo } from '../routes/return-to.ts';

/**
 * The container's service identifiers, typed so `useUseCase(token)` returns the right type, all in this
 * one object (why one object: src/di/container.ts). Components only ever see ports and use cases, never
 * an adapter. A feature's own bundle of use cases has its id in the feature (`usersUseCasesToken` in
 * features/users/users-use-cases.ts): this folder imports no feature.
 */
export const tokens = {
  config: Symbol.for('scr.RuntimeConfig') as ServiceIdentifier<RuntimeConfig>,
  clock: Symbol.for('scr.Clock') as ServiceIdentifier<Clock>,
  ids: Symbol.for('scr.IdGenerator') as ServiceIdentifier<IdGenerator>,
  buildFlags: Symbol.for('scr.BuildFlags') as ServiceIdentifier<BuildFlags>,
  /** True when a stored API session exists to restore at start (session/use-restore-session.ts). */
  storedSession: Symbol.for('scr.StoredSession') as ServiceIdentifier<boolean>,
  /** The one QueryClient of the app and its failure channel (server-state/query-client.ts). */
  serverState: Symbol.for('scr.ServerState') as ServiceIdentifier<ServerState>,
  // Sign-in (product-reference §2.3, §4 Login): the ports and use cases, bound in src/di/container.ts.
  sessionStore: Symbol.for('scr.SessionStore') as ServiceIdentifier<SessionStore>,
  wallet: Symbol.for('scr.Wallet') as ServiceIdentifier<Wallet>,
  loadLoginOptions: Symbol.for('scr.loadLoginOptions') as ServiceIdentifier<
    ReturnType<typeof loadLoginOptions>
  >,
  signIn: Symbol.for('scr.signIn') as ServiceIdentifier<ReturnType<typeof signIn>>,
  verifyTwoFactor: Symbol.for('scr.verifyTwoFactor') as ServiceIdentifier<ReturnType<typeof verifyTwoFactor>>,
  resendTwoFactor: Symbol.for('scr.resendTwoFactor') as ServiceIdentifier<ReturnType<typeof resendTwoFactor>>,
  acceptEula: Symbol.for('scr.acceptEula') as ServiceIdentifier<ReturnType<typeof acceptEula>>,
  logout: Symbol.for('scr.logout') as ServiceIdentifier<ReturnType<typeof logout>>,
  requestPasswordReset: Symbol.for('scr.requestPasswordReset') as ServiceIdentifier<
    ReturnType<typeof requestPasswordReset>
  >,
  /** Starts the reads of the page a sign-in leads to, before it renders (routes/page-reads.ts). */
  startPageReads: Symbol.for('scr.startPageReads') as ServiceIdentifier<(destination: ReturnTo) => void>,
  loadOrganization: Symbol.for('scr.loadOrganization') as ServiceIdentifier<
    ReturnType<typeof loadOrganization>
  >,
  completeSignIn: Symbol.for('scr.completeSignIn') as ServiceIdentifier<CompleteSignIn>,
  restoreSession: Symbol.for('scr.restoreSession') as ServiceIdentifier<RestoreSession>,
  // The public link pages (product-reference §2.1).
  loadOnboarding: Symbol.for('scr.loadOnboarding') as ServiceIdentifier<ReturnType<typeof loadOnboarding>>,
  submitOnboarding: Symbol.for('scr.submitOnboarding') as ServiceIdentifier<
    ReturnType<typeof submitOnboarding>
  >,
  loadPasswordReset: Symbol.for('scr.loadPasswordReset') as ServiceIdentifier<
    ReturnType<typeof loadPasswordReset>
  >,
  submitPasswordReset: Symbol.for('scr.submitPasswordReset') as ServiceIdentifier<
    ReturnType<typeof submitPasswordReset>
  >,
  loadAddUser: Symbol.for('scr.loadAddUser') as ServiceIdentifier<ReturnType<typeof loadAddUser>>,
  completeAddUser: Symbol.for('scr.completeAddUser') as ServiceIdentifier<ReturnType<typeof completeAddUser>>,
  connectCpoint: Symbol.for('scr.connectCpoint') as ServiceIdentifier<ReturnType<typeof connectCpoint>>,
} as const;
