import { useCallback, useEffect, useState } from 'react';
import { landing, type ApiSession, type Eula, type MessageRef, type SignInOutcome } from '@scr/domain';
import { useSession, type ShellUser } from '../../session/session-context.tsx';
import { tokens } from '../../deps/tokens.ts';
import { useLater } from './use-later.ts';
import { useContainerLoader } from '../../deps/deps-context.tsx';
import { runLogout } from '../../session/run-logout.ts';
import { preloadRoutesAt } from '../../routes/routes.tsx';
import { useReturnTo } from '../../routes/return-to.ts';
import { whenSessionStarts } from '../../session/session-start.ts';

/** Where the login screen is: the form, the second factor, the expired page or the error page. */
export type SignInStep =
  | { readonly step: 'form' }
  | { readonly step: 'twoFactor' }
  | { readonly step: 'expired' }
  | { readonly step: 'problem'; readonly reason: MessageRef };

/**
 * The steps after the Login click (product-reference §2.3, §4 Login): 2FA by email, a pending EULA (a dialog over
 * the screen), the expired subscription, 'A problem occured'; a signed-in user goes to the shell.
 */
export const useSignInFlow = (
  /** What a finished sign-in does with its user; the login screen makes it the session's user. */
  onSignedIn?: (user: ShellUser) => void,
) => {
  const later = useLater();
  const load = useContainerLoader();
  const { setUser } = useSession();
  const signedIn = onSignedIn ?? setUser;
  const from = useReturnTo();
  const deepLink = from !== undefined && from.pathname !== '/';
  const [state, setState] = useState<SignInStep>({ step: 'form' });
  const [eula, setEula] = useState<Eula | null>(null);

  // The destination's reads start the moment the platform accepts the sign-in, beside the
  // organization's and the EULA's, not once its page renders: the deep link's page, or the landing
  // page of the roles that come with the session.
  useEffect(
    () =>
      whenSessionStarts((session) => {
        const landingPage = landing(session.user?.adminRoles);
        const destination = deepLink
          ? from
          : landingPage.kind === 'page'
            ? { pathname: landingPage.path, search: '' }
            : undefined;
        if (destination) void load().then((container) => container.get(tokens.startPageReads)(destination));
      }),
    [deepLink, from, load],
  );

  const problem = useCallback((reason: MessageRef) => {
    setEula(null);
    setState({ step: 'problem', reason });
  }, []);

  const finish = useCallback(
    (session: ApiSession): Promise<void> =>
      later(tokens.completeSignIn)(session).match(
        (user) => signedIn(user),
        (e) => problem(e.message),
      ),
    [later, signedIn, problem],
  );

  /** Takes the next step; settles once a signed-in user is set (the Login click's 'Please wait' waits). */
  const settle = useCallback(
    async (outcome: SignInOutcome): Promise<void> => {
      if (outcome.step === 'twoFactor') return setState({ step: 'twoFactor' });
      if (outcome.step === 'eulaPending') return setEula(outcome.eula);
      // The landing page's code starts with the session, alongside the organization's read, not
      // after the shell renders. A deep link leads back to its own page, on its way already
      // (routes/pages/entry-page.tsx).
      const landingPage = landing(outcome.user?.adminRoles);
      if (landingPage.kind === 'page' && !deepLink)
        void preloadRoutesAt(landingPage.path).catch(() => undefined);
      await finish(outcome.session);
    },
    [finish, deepLink],
  );
  const onOutcome = useCallback((outcome: SignInOutcome) => void settle(outcome), [settle]);

  const onEulaAccepted = useCallback(
    (session: ApiSession) => {
      setEula(null);
      void finish(session);
    },
    [finish],
  );

  /** Cancel, 'Return to login screen': the half-made session is forgotten. */
  const backToLogin = useCallback(() => {
    setEula(null);
    void load().then((container) => runLogout(container, () => setState({ step: 'form' })));
  }, [load]);

  const notAuthenticated = useCallback(() => problem({ id: 'session.error.notAuthenticated' }), [problem]);
  const expired = useCallback(() => setState({ step: 'expired' }), []);

  return { state, eula, settle, onOutcome, onEulaAccepted, backToLogin, notAuthenticated, expired };
};
