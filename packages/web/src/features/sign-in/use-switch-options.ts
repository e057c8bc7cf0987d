import { useMemo } from 'react';
import { switchOptions, type LoginOption } from '@scr/domain';
import { tokens } from '../../deps/tokens.ts';
import { useResultQuery } from '../../server-state/result-query.ts';
import type { ShellUser } from '../../session/session-context.tsx';
import { useLater } from './use-later.ts';

const none: readonly LoginOption[] = [];

/**
 * The other organizations the signed-in email may sign in to (the login's own look-up, find-user),
 * for 'Switch organization' in the profile menu; none while unknown. Unknown options are no options:
 * when the look-up fails the menu offers no switch and the page works on (the failure table still
 * sees the failure, as every read's).
 */
export const useSwitchOptions = (user: ShellUser): readonly LoginOption[] => {
  const later = useLater();
  const { email, organizationId } = user;
  const found = useResultQuery({
    key: ['sign-in', 'options', email],
    load: () => later(tokens.loadLoginOptions)({ email }),
    enabled: organizationId !== undefined,
  });
  const options = found.data;
  return useMemo(
    () => (options && organizationId !== undefined ? switchOptions(options, organizationId) : none),
    [options, organizationId],
  );
};
