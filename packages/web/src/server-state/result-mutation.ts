import { useMutation, type MutationKey, type UseMutationResult } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import { settle } from './result-query.ts';

/**
 * A write through a use case, as a TanStack mutation: the library holds its pending state, and a
 * failure goes out through the query client's MutationCache to the app's one failure table
 * (server-state-provider.tsx: session expired, wallet upgrade, refresh), then to the caller, which
 * shows its text where it belongs. `run` is the use case (or a use case with its input bound); `key`
 * names the kind of write, so a page can tell whether any of its writes is running (useIsMutating).
 */
export const useResultMutation = <I, T, E>(
  run: (input: I) => ResultAsync<T, E>,
  key?: MutationKey,
  /** Kinds of failure the caller answers in place (its own dialog), which the failure table leaves alone. */
  answers?: readonly string[],
): UseMutationResult<T, E, I> =>
  useMutation<T, E, I>({
    mutationFn: (input) => settle(run(input)),
    ...(key === undefined ? {} : { mutationKey: key }),
    ...(answers === undefined ? {} : { meta: { answers } }),
  });
