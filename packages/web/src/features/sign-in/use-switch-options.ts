import { switchOptions, type LoginOption } from '@scr/domain';
import { tokens } from '../../deps/tokens.ts';
import type { ResultQueryOptions } from '../../server-state/result-query.ts';
import type { ShellUser } from '../../session/session-context.tsx';
import { useLater } from './use-later.ts';

/**
 * The read of the other organizations the signed-in email may sign in to (the login's own look-up,
 * find-user), for 'Switch organization' in the profile menu, which runs it as a query. A failed
 * look-up reaches the failure table as every read's does; the menu then offers no switch.
 */
export const useSwitchOptionsRead = (
  user: ShellUser,
): ResultQueryOptions<readonly LoginOption[], unknown> => {
  const later = useLater();
  const { email, organizationId } = user;
  return {
    key: ['sign-in', 'options', email, organizationId],
    load: () =>
      later(tokens.loadLoginOptions)({ email }).map((found) =>
        organizationId === undefined ? [] : switchOptions(found, organizationId),
      ),
    enabled: organizationId !== undefined,
  };
};
