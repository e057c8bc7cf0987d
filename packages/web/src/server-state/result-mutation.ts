import { useMutation, type MutationKey, type UseMutationResult } from '@tanstack/react-query';
import { errAsync, type ResultAsync } from 'neverthrow';
import { useRuntimeConfig } from '../deps/deps-context.tsx';
import { platformFailureText } from '../ui/platform-failure-text.ts';
import { settle } from './result-query.ts';

export type ResultMutationOptions = {
  /** Names the kind of write, so a page can tell whether any of its writes is running (useIsMutating). */
  readonly key?: MutationKey;
  /** Kinds of failure the caller answers in place (its own dialog), which the failure table leaves alone. */
  readonly answers?: readonly string[];
  /**
   * A step of signing in (a code sent again, a reset mail asked for, another organization chosen):
   * a call that got no answer keeps the sign-in's own gateway-timeout text (product-reference §8).
   */
  readonly signIn?: boolean;
};

/**
 * The failure as the caller shows it: a call the platform did not serve (a 5xx, no answer in time)
 * says what happened, to try again and the support address, in the words a failed load uses, so no
 * form shows 'Internal Server Error' or an exception's text. Its kind and other fields stay, so the
 * failure table reacts to it as before.
 */
const shownFailure = <E>(failure: E, support: string, signIn: boolean): E => {
  const kind =
    typeof failure === 'object' && failure !== null && 'kind' in failure ? failure.kind : undefined;
  if (signIn && kind === 'ApiUnreachable') return failure;
  const message = platformFailureText(failure);
  return message ? { ...failure, message: { ...message, values: { support } } } : failure;
};

/**
 * A write through a use case, as a TanStack mutation: the library holds its pending state, and a
 * failure goes out through the query client's MutationCache to the app's one failure table
 * (server-state-provider.tsx: session expired, wallet upgrade, refresh), then to the caller, which
 * shows its text where it belongs. `run` is the use case (or a use case with its input bound).
 */
export const useResultMutation = <I, T, E>(
  run: (input: I) => ResultAsync<T, E>,
  options: ResultMutationOptions = {},
): UseMutationResult<T, E, I> => {
  const { supportEmail } = useRuntimeConfig();
  const signIn = options.signIn === true;
  return useMutation<T, E, I>({
    mutationFn: (input) =>
      settle(run(input).orElse((failure) => errAsync(shownFailure(failure, supportEmail, signIn)))),
    ...(options.key === undefined ? {} : { mutationKey: options.key }),
    ...(options.answers === undefined ? {} : { meta: { answers: options.answers } }),
  });
};
