import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';

/**
 * The navigation state of a navigation no page holds back: a logout ends the session whatever a
 * form holds (from the session-expired dialog there is no session left to save with).
 */
export const unguardedNavigation = { leaveGuard: 'pass' } as const;
const passes = (location: Location): boolean => {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && 'leaveGuard' in state && state.leaveGuard === 'pass';
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
 * While `when` holds, an in-app navigation waits (`asking`) for stay or leave (React Router's
 * blocker: a link, a navigate, Back and Forward alike), and closing or reloading the tab gets the
 * browser's own 'Leave site?' prompt (its text is the browser's). A change of the query alone (the
 * help drawer's URL, a dialog's) stays on the page and loses nothing, so it goes on.
 */
export const useLeaveGuard = (when: boolean): LeaveGuard => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !passes(nextLocation) && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const prompt = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', prompt);
    return () => window.removeEventListener('beforeunload', prompt);
  }, [when]);
  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
};
