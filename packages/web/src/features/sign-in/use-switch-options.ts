import { useEffect, useState } from 'react';
import { switchOptions, type LoginOption } from '@scr/domain';
import { useContainerLoader } from '../../deps/deps-context.tsx';
import { tokens } from '../../deps/tokens.ts';
import { boundService } from '../../deps/bound-service.ts';
import { ignoreFailure } from '../../server-state/ignore-failure.ts';
import type { ShellUser } from '../../session/session-context.tsx';

/**
 * The other organizations the signed-in email may sign in to (the login's own look-up, find-user),
 * for 'Switch organization' in the profile menu; none while unknown.
 */
export const useSwitchOptions = (user: ShellUser): readonly LoginOption[] => {
  const load = useContainerLoader();
  const [options, setOptions] = useState<readonly LoginOption[]>([]);
  const { email, organizationId } = user;
  useEffect(() => {
    let current = true;
    setOptions([]);
    if (organizationId === undefined) return;
    void load().then((container) => {
      // Unknown options are no options: the profile menu then offers no switch, the page works on.
      ignoreFailure(
        () => boundService(container, tokens.loadLoginOptions)({ email }),
        (found) => current && setOptions(switchOptions(found, organizationId)),
      );
    });
    return () => {
      current = false;
    };
  }, [load, email, organizationId]);
  return options;
};
