import { useCallback } from 'react';
import type { ResultAsync } from 'neverthrow';
import { useUseCase } from '../deps/deps-context.tsx';
import { tokens } from '../deps/tokens.ts';

/**
 * Runs a change (or a check before one) through the app's one failure path: a failure goes to the
 * signed-in frame's reactions (session expired, wallet upgrade, refresh) and comes back unchanged,
 * so the caller only shows its text where it belongs. The change comes as a function returning its
 * Result, as every helper here takes an action: the Result is returned to the helper that reads it,
 * which lint's must-use rule can follow (a Result handed over as an argument reads as dropped).
 */
export const useChange = () => {
  const { report } = useUseCase(tokens.serverState);
  return useCallback(
    <T, E>(action: () => ResultAsync<T, E>): ResultAsync<T, E> =>
      action().mapErr((failure) => {
        report(failure, 'change');
        return failure;
      }),
    [report],
  );
};
