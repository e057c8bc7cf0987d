import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * The navigation state of a navigation no page holds back: a logout ends the session whatever a
 * form holds (from the session-expired dialog there is no session left to save with).
 */
export const unguardedNavigation = { leaveGuard: 'pass' } as const;
const passes = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'leaveGuard' in state && state.leaveGuard === 'pass';

/** What `useLeaveGuard` tells its page: a navigation waits for the user's answer. */
export type LeaveGuard = {
  readonly asking: boolean;
  /** Stays on the page: the navigation is dropped. */
  readonly stay: () => void;
  /** Leaves without saving: the navigation goes on. */
  readonly leave: () => void;
};

/**
 * While `when` holds, an in-app navigation (a link, a programmatic navigate, Back or Forward) waits
 * (`asking`) for stay or leave, and closing or reloading the tab gets the browser's own 'Leave
 * site?' prompt (its text is the browser's). The data router's blocker holds the navigation: a
 * push or replace waits for the answer; a Back or Forward has already moved the URL, so the router
 * undoes it and, on leave, redoes it.
 */
export const useLeaveGuard = (when: boolean): LeaveGuard => {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ nextLocation }) => when && !passes(nextLocation.state),
    [when],
  );
  const blocker = useBlocker(shouldBlock);
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
