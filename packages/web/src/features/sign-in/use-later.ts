import { useCallback } from 'react';
import { ResultAsync } from 'neverthrow';
import type { ServiceIdentifier } from 'inversify';
import { useContainerLoader } from '../../deps/deps-context.tsx';
import { boundService } from '../../deps/bound-service.ts';
import { tokens } from '../../deps/tokens.ts';

type UseCase = (...args: never[]) => ResultAsync<unknown, unknown>;
type Write<I, T, E> = (input: I) => ResultAsync<T, E>;

/**
 * Resolves a use case when it is called, not when the component renders: the login screen paints
 * before the container (and the adapters, zod, the use cases) is loaded, and renders in any
 * container (the shell's tests bind no sign-in use cases), failing only on use. A read is called
 * as it is; a write goes through useLaterWrite.
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

/**
 * A write of the login screen, resolved as useLater does, run as a mutation of the app's query client
 * (which the container brings along): the same MutationCache and failure table as every other
 * write, though the login screen itself carries no query library. `answers`: the kinds of failure the
 * caller answers in place.
 */
export const useLaterWrite = () => {
  const load = useContainerLoader();
  return useCallback(
    <I, T, E>(token: ServiceIdentifier<Write<I, T, E>>, answers?: readonly string[]): Write<I, T, E> =>
      (input: I) =>
        new ResultAsync(
          load().then((container) =>
            boundService(container, tokens.serverState).mutate(
              boundService(container, token),
              input,
              answers,
            ),
          ),
        ),
    [load],
  );
};
