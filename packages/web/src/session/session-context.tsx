import { createContext, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MessageRef } from '@scr/domain';
import { useBuildFlags } from '../deps/deps-context.tsx';
import { useShellSlots } from '../shell/shell-slots.tsx';
import { useLocale } from '../i18n/locale-provider.tsx';
import { useRestoreSession } from './use-restore-session.ts';

/**
 * What the shell needs to know about the signed-in user: the top bar, the profile menu, the landing
 * at '/' and the page guards read it. The sign-in step fills it from the domain's session use cases.
 */
export type ShellUser = {
  readonly email: string;
  readonly organizationName: string;
  /** The organization's role ('carrier', 'other', ...). */
  readonly organizationRole: string;
  /** The domain's accountTypeLabel(): '{product} Premium', or null (unknown, or a carrier, product-reference §1). */
  readonly accountType: MessageRef | null;
  /** Raw admin roles as the platform sends them; the access rules keep only known ones. */
  readonly roles: readonly string[];
  /** Set by the sign-in: who calls the platform, and the organization's wallet ('0' = hosted). */
  readonly orgUserId?: number;
  readonly organizationId?: number;
  readonly walletUrl?: string;
  /** The user's own language ('en', 'nl', 'fr', 'de'): the default language unless the user picked one. */
  readonly lang?: string;
};

type SessionState = {
  readonly user: ShellUser | null;
  /** True after a logout in this page: guarded pages then lead to /loggedout, not to the login screen. */
  readonly loggedOut: boolean;
  /** Signs a user in (the sign-in step) or, with null, ends the session (logout). */
  readonly setUser: (user: ShellUser | null) => void;
};

const SessionContext = createContext<SessionState | null>(null);

type ProviderProps = { initialUser?: ShellUser | null; children: ReactNode };

/** The session state, from the first render on: its user is the given or the restored one. */
const SessionState = ({
  initialUser = null,
  loggedOut = false,
  children,
}: ProviderProps & { loggedOut?: boolean }) => {
  const [state, setState] = useState({ user: initialUser, loggedOut });
  const { SessionBanner } = useShellSlots();
  // The signed-in user's language is the default, unless the user picked one (LocaleProvider).
  const { adoptDefault } = useLocale();
  const lang = state.user?.lang;
  useEffect(() => adoptDefault(lang), [adoptDefault, lang]);
  const value = useMemo(
    () => ({ ...state, setUser: (user: ShellUser | null) => setState({ user, loggedOut: user === null }) }),
    [state],
  );
  return (
    <SessionContext.Provider value={value}>
      {state.user?.walletUrl && (
        // The banner may load when first shown: the page does not wait for it.
        <Suspense fallback={null}>
          <SessionBanner walletUrl={state.user.walletUrl} />
        </Suspense>
      )}
      {children}
    </SessionContext.Provider>
  );
};

export const SessionProvider = ({ initialUser = null, children }: ProviderProps) => {
  const { ssoWithoutAuth } = useBuildFlags();
  const restore = useRestoreSession(initialUser, ssoWithoutAuth);
  // No page shows until a stored session is known: a reload must not flash the login screen,
  // nor send a signed-in user away from a guarded page.
  if (!restore.done) return null;
  // A build for single sign-on without authentication logs the user out (product-reference §6): no session
  // is kept or restored, and the pages behind a login lead to /loggedout.
  if (ssoWithoutAuth) return <SessionState loggedOut>{children}</SessionState>;
  return <SessionState initialUser={initialUser ?? restore.user}>{children}</SessionState>;
};

export const useSession = (): SessionState => {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession() needs a <SessionProvider> above it');
  return state;
};
