import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { MessageRef } from '@scr/domain';

/**
 * What the shell needs to know about the signed-in user: the top bar, the profile menu, the landing
 * at '/' and the page guards read it. The sign-in step fills it from the domain's session use cases.
 */
export type ShellUser = {
  readonly email: string;
  readonly organizationName: string;
  /** The organization's role ('carrier', 'other', ...). */
  readonly organizationRole: string;
  /** The domain's accountTypeLabel(): '{product} Premium', or null (unknown, or a carrier, spec §1). */
  readonly accountType: MessageRef | null;
  /** Raw admin roles as the platform sends them; the access rules keep only known ones. */
  readonly roles: readonly string[];
};

type SessionState = {
  readonly user: ShellUser | null;
  /** True after a logout in this page: guarded pages then lead to /loggedout, not to the login screen. */
  readonly loggedOut: boolean;
  /** Signs a user in (the sign-in step) or, with null, ends the session (logout). */
  readonly setUser: (user: ShellUser | null) => void;
};

const SessionContext = createContext<SessionState | null>(null);

export const SessionProvider = ({
  initialUser = null,
  children,
}: {
  initialUser?: ShellUser | null;
  children: ReactNode;
}) => {
  const [state, setState] = useState({ user: initialUser, loggedOut: false });
  const value = useMemo(
    () => ({ ...state, setUser: (user: ShellUser | null) => setState({ user, loggedOut: user === null }) }),
    [state],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};

export const useSession = (): SessionState => {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession() needs a <SessionProvider> above it');
  return state;
};
