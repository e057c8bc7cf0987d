import { useCallback } from 'react';
import { ResultAsync } from 'neverthrow';
import type { ServiceIdentifier } from 'inversify';
import { useContainerLoader } from '../../deps/deps-context.tsx';
import { boundService } from '../../deps/bound-service.ts';

type UseCase = (...args: never[]) => ResultAsync<unknown, unknown>;

/**
 * Resolves a use case when it is called, not when the component renders: the login screen paints
 * before the container (and the adapters, zod, the use cases) is loaded, and renders in any
 * container (the shell's tests bind no sign-in use cases), failing only on use.
 */
export const useLater = () => {
  const load = useContainerLoader();
  return useCallback(
    <F extends UseCase>(token: ServiceIdentifier<F>): F =>
      ((...args: Parameters<F>) =>
        new ResultAsync(load().then((container) => boundService(container, token)(...args)))) as unknown as F,
    [load],
  );
};
