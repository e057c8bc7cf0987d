import { okAsync } from 'neverthrow';
import {
  loginFormSchema,
  validate,
  type ApiSession,
  type FoundUser,
  type SessionStore,
  type Wallet,
} from '@scr/domain';
import { loginOptions } from '@scr/domain/testing';
import type { Container } from 'inversify';
import { useSession } from '../../session/session-context.tsx';
import { RootLayout } from '../../shell/root-layout.tsx';
import { renderRoute, testContainer } from '../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';
import type { SignedInUser } from '../../session/signed-in-user.ts';
import { tokens } from '../../deps/tokens.ts';

/** The sign-in ports and use cases a test container binds (to fakes). */
const fakeNames = [
  'sessionStore',
  'wallet',
  'loadLoginOptions',
  'signIn',
  'verifyTwoFactor',
  'resendTwoFactor',
  'acceptEula',
  'logout',
  'requestPasswordReset',
  'loadOrganization',
  'completeSignIn',
  'restoreSession',
] as const;
type Fakes = Record<(typeof fakeNames)[number], unknown>;

const found = (id: number, name: string, status = 'active', isActive = true): FoundUser => ({
  orgUserId: id * 10,
  isActive,
  organization: { id, name, status, walletUrl: '0', twoFactorAuth: 'disabled' },
});

/** The organizations of the demo emails (architecture §4), as the organization select gets them. */
export const demoOptions = {
  fiona: loginOptions([found(2, 'Ghent Forwarding BV'), found(3, 'Rotterdam Barge BV')]),
  anna: loginOptions([found(1, 'Antwerp Carrier NV')]),
  hans: loginOptions([found(7, 'Hamburg Drivers GmbH', 'pending', false)]),
  /** A user who is not active in an active organization (Iris). */
  iris: loginOptions([found(1, 'Antwerp Carrier NV', 'active', false)]),
};

export const session: ApiSession = { accessToken: 'a.b.c', orgUserId: 20, organizationId: 2, exp: 9e9 };

export const fionaUser: SignedInUser = {
  email: 'fiona.forwarder@forwarder.example',
  organizationName: 'Ghent Forwarding BV',
  organizationRole: 'other',
  accountType: null,
  roles: ['org_mgr'],
  orgUserId: 20,
  organizationId: 2,
  walletUrl: 'https://wallet.ghent.example:8443',
};

const defaults = (): Fakes => ({
  sessionStore: {} as SessionStore,
  wallet: { version: () => okAsync('1.2.9') } as Partial<Wallet>,
  loadLoginOptions: ({ email }: { email: string }) =>
    okAsync(
      email.startsWith('hans')
        ? demoOptions.hans
        : email.startsWith('iris')
          ? demoOptions.iris
          : email.startsWith('anna')
            ? demoOptions.anna
            : demoOptions.fiona,
    ),
  // The domain's own form rules run, so the form's validation texts are the real ones.
  signIn: (raw: unknown) =>
    validate(loginFormSchema, raw).asyncAndThen(() =>
      okAsync({ step: 'signedIn', session, user: null, reused: false }),
    ),
  verifyTwoFactor: () => okAsync({ step: 'signedIn', session, user: null, reused: false }),
  resendTwoFactor: () => okAsync({ id: 'session.twoFactor.codeSent' }),
  acceptEula: () => okAsync(session),
  logout: () => okAsync(undefined),
  requestPasswordReset: () => okAsync({ id: 'session.passwordLinkSent' }),
  loadOrganization: () => okAsync({}),
  completeSignIn: () => okAsync(fionaUser),
  // Unbound unless a test gives one, and with it a stored session to restore (signInContainer).
  restoreSession: undefined,
});

/** A test container with fake sign-in use cases; `over` replaces some of them. */
export const signInContainer = (over: Partial<Fakes> = {}): Container => {
  const container = testContainer();
  const fakes = { ...defaults(), ...over };
  for (const name of fakeNames)
    if (fakes[name] !== undefined) container.bind(tokens[name] as symbol).toConstantValue(fakes[name]);
  container.rebind(tokens.storedSession).toConstantValue(fakes.restoreSession !== undefined);
  return container;
};

/** '/' shows the login screen while signed out, and who signed in afterwards. */
const Entry = () => {
  const { user } = useSession();
  return user ? <p>signed in: {user.roles.join(',')}</p> : <LoginScreen />;
};

/** Renders the login screen at a path ('/?showpwreset') inside the shell's root layout. */
export const renderLogin = (over: Partial<Fakes> = {}, path = '/') =>
  renderRoute(path, { container: signInContainer(over) }, [
    { element: <RootLayout />, children: [{ path: '/', element: <Entry /> }] },
  ]);
