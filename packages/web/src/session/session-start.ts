import type { ApiSession } from '@scr/domain';

type Listener = (session: ApiSession) => void;

/**
 * Those told the moment the platform accepts a sign-in, before the EULA check answers: the login
 * screen starts its destination page's reads there (features/sign-in/use-sign-in-flow.ts). The
 * container tells them (di/container.ts); a listener does not need the container to listen, so the
 * login screen listens without loading it.
 */
const listeners = new Set<Listener>();

/** Listens until the returned function is called (an effect's cleanup). */
export const whenSessionStarts = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Tells every listener. */
export const sessionStarted = (session: ApiSession): void => {
  for (const listener of listeners) listener(session);
};
