import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';

/** Asked before an in-app navigation while a page holds unsaved work: `go` carries it out. */
type Guard = (go: () => void) => void;
type GuardedHistory = ReturnType<typeof UNSAFE_createBrowserHistory> & {
  readonly setGuard: (guard: Guard | null) => void;
};

/**
 * The browser history of BrowserRouter (react-router's own, `v5Compat` as BrowserRouter makes it)
 * with one guard in front of it. React Router's `useBlocker` would do this, but only under a data
 * router, and the data router's code in the entry takes the login route's JavaScript from 1.38 to
 * 1.59 times the bare React + Blueprint page (architecture §5 bars 1.5). So the guard sits in the
 * history the declarative router already uses: a push or replace waits for it; a Back or Forward
 * has already moved the URL, so it is undone (`go(-delta)`) and redone once the guard lets it go.
 */
/**
 * The navigation state of a navigation no page holds back: a logout ends the session whatever a
 * form holds (from the session-expired dialog there is no session left to save with).
 */
export const unguardedNavigation = { leaveGuard: 'pass' } as const;
const passes = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'leaveGuard' in state && state.leaveGuard === 'pass';

const createGuardedHistory = (): GuardedHistory => {
  const base = UNSAFE_createBrowserHistory({ v5Compat: true });
  let guard: Guard | null = null;
  // The pops this history starts itself: one undoing a guarded Back, one redoing it.
  let undoing = false;
  let redoing = false;
  const history: GuardedHistory = Object.assign(Object.create(base) as typeof base, {
    setGuard: (next: Guard | null) => {
      guard = next;
    },
    push: (...args: Parameters<typeof base.push>) =>
      guard && !passes(args[1]) ? guard(() => base.push(...args)) : base.push(...args),
    replace: (...args: Parameters<typeof base.replace>) =>
      guard && !passes(args[1]) ? guard(() => base.replace(...args)) : base.replace(...args),
    listen: (listener: Parameters<typeof base.listen>[0]) =>
      base.listen((update) => {
        if (update.action === 'POP' && undoing) {
          undoing = false;
          return;
        }
        if (update.action === 'POP' && !redoing && guard && update.delta) {
          const delta = update.delta;
          undoing = true;
          base.go(-delta);
          guard(() => {
            redoing = true;
            base.go(delta);
          });
          return;
        }
        redoing = false;
        listener(update);
      }),
  });
  return history;
};

const GuardContext = createContext<GuardedHistory | null>(null);

/** BrowserRouter whose navigations a page can hold back with `useLeaveGuard`. */
export const GuardedBrowserRouter = ({ children }: { children: ReactNode }) => {
  const [history] = useState(createGuardedHistory);
  return (
    <GuardContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </GuardContext.Provider>
  );
};

/** What `useLeaveGuard` tells its page: a navigation waits for the user's answer. */
export type LeaveGuard = {
  readonly asking: boolean;
  /** Stays on the page: the navigation is dropped. */
  readonly stay: () => void;
  /** Leaves without saving: the navigation goes on. */
  readonly leave: () => void;
};

/**
 * While `when` holds, an in-app navigation waits (`asking`) for stay or leave, and closing or
 * reloading the tab gets the browser's own 'Leave site?' prompt (its text is the browser's).
 */
export const useLeaveGuard = (when: boolean): LeaveGuard => {
  const history = useContext(GuardContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!when || !history) return;
    history.setGuard((go) => setPending(() => go));
    const prompt = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', prompt);
    return () => {
      history.setGuard(null);
      window.removeEventListener('beforeunload', prompt);
    };
  }, [when, history]);
  return {
    asking: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      setPending(null);
      history?.setGuard(null);
      pending?.();
    },
  };
};
