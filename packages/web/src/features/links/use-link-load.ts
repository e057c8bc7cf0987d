import type { ResultAsync } from 'neverthrow';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ShownError } from '../../ui/error-callout.tsx';
import { useResultQuery } from '../../server-state/result-query.ts';
import { useResultMutation } from '../../server-state/result-mutation.ts';

export type LinkLoad<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly data: T }
  | { readonly state: 'failed'; readonly error: ShownError };

const linkLoadOf = <T>(
  result: Pick<
    UseQueryResult<T, ShownError> | UseMutationResult<T, ShownError, void>,
    'data' | 'error' | 'isSuccess'
  >,
): LinkLoad<T> =>
  result.isSuccess
    ? { state: 'loaded', data: result.data as T }
    : result.error
      ? { state: 'failed', error: result.error }
      : { state: 'loading' };

/**
 * Opens a link page: the link's own checks, then the platform's answer, as a query under the link's
 * key. A reset link is marked visited when it is read, so the answer is never read again while the
 * page is open (staleTime Infinity; the query client shares one read between StrictMode's mounts).
 */
export const useLinkLoad = <T>(key: string, load: () => ResultAsync<T, ShownError>): LinkLoad<T> =>
  linkLoadOf(useResultQuery({ key: ['link', key], load, staleTime: Infinity }));

/**
 * A link whose opening is a write (the identity provider's code is stored): a mutation run once per
 * link while the page is open, its outcome shown as the page's state.
 */
export const useLinkAction = <T>(key: string, act: () => ResultAsync<T, ShownError>): LinkLoad<T> => {
  const action = useResultMutation(act);
  const done = useRef<string | null>(null);
  const { mutate } = action;
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    mutate();
  }, [key, mutate]);
  return linkLoadOf(action);
};
