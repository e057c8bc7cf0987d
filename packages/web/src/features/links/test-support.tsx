import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  completeAddUser,
  connectCpoint,
  loadAddUser,
  loadOnboarding,
  loadPasswordReset,
  submitOnboarding,
  submitPasswordReset,
  type AddUserGateway,
  type OnboardingGateway,
  type OrganizationsGateway,
  type PasswordResetGateway,
  type Wallet,
} from '@scr/domain';
import { DepsProvider } from '../../deps/deps-context.tsx';
import { LocaleProvider } from '../../i18n/locale-provider.tsx';
import { SessionProvider, type ShellUser } from '../../session/session-context.tsx';
import { testContainer } from '../../test/render.tsx';
import { tokens } from '../../deps/tokens.ts';
import { ServerStateProvider } from '../../server-state/server-state-provider.tsx';
import { ShellDialogsProvider } from '../../shell/dialogs/shell-dialogs.tsx';

/** A link token whose exp is `seconds` from now (the domain reads exp, never the signature). */
export const linkJwt = (seconds = 3600): string =>
  `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))}.sig`;

export type LinkGateways = {
  onboarding?: Partial<OnboardingGateway>;
  addUser?: Partial<AddUserGateway>;
  passwordResets?: Partial<PasswordResetGateway>;
  organizations?: Partial<OrganizationsGateway>;
  wallet?: Partial<Wallet>;
};

/** The real link use cases over fake gateways: the page meets the domain's own rules and texts. */
const linkContainer = (g: LinkGateways) => {
  const container = testContainer();
  const clock = { now: () => new Date() };
  const ids = { uuid: () => '00000000-0000-4000-8000-000000000001' };
  const onboarding = g.onboarding as OnboardingGateway;
  const addUser = g.addUser as AddUserGateway;
  const passwordResets = g.passwordResets as PasswordResetGateway;
  const wallet = { hashPassword: () => okAsync('0'.repeat(64)), ...g.wallet } as Wallet;
  container.bind(tokens.loadOnboarding).toConstantValue(loadOnboarding({ onboarding, clock }));
  container.bind(tokens.submitOnboarding).toConstantValue(submitOnboarding({ onboarding, clock }));
  container.bind(tokens.loadPasswordReset).toConstantValue(loadPasswordReset({ passwordResets, clock }));
  container.bind(tokens.submitPasswordReset).toConstantValue(submitPasswordReset({ passwordResets, wallet }));
  container
    .bind(tokens.loadAddUser)
    .toConstantValue(loadAddUser({ addUser, clock, supportContact: 'support@example.com' }));
  container.bind(tokens.completeAddUser).toConstantValue(completeAddUser({ addUser, wallet, ids }));
  container
    .bind(tokens.connectCpoint)
    .toConstantValue(connectCpoint({ organizations: g.organizations as OrganizationsGateway }));
  return container;
};

/** Renders a link page at a path of its route pattern. */
export const renderLink = (
  pattern: string,
  path: string,
  element: ReactNode,
  gateways: LinkGateways,
  user: ShellUser | null = null,
) => {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '/', element: <p>login</p> },
    ],
    {
      initialEntries: [path],
    },
  );
  return render(
    <DepsProvider container={linkContainer(gateways)}>
      <LocaleProvider initial="en">
        <SessionProvider initialUser={user}>
          <ShellDialogsProvider>
            <ServerStateProvider>
              <RouterProvider router={router} />
            </ServerStateProvider>
          </ShellDialogsProvider>
        </SessionProvider>
      </LocaleProvider>
    </DepsProvider>,
  );
};
