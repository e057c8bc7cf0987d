import { useCallback } from 'react';
import type { ServiceIdentifier } from 'inversify';
import { useDeps } from '../../deps/deps-context.tsx';

/**
 * Resolves a use case when it is called, not when the component renders: the login screen then
 * renders in any container (the shell's tests bind no sign-in use cases) and fails only on use.
 */
export const useLater = () => {
  const container = useDeps();
  return useCallback(<T>(token: ServiceIdentifier<T>): T => container.get(token), [container]);
};
