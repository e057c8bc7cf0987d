import { useEffect, useEffectEvent, useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { ShownError } from '../../ui/error-callout.tsx';

export type LinkLoad<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly data: T }
  | { readonly state: 'failed'; readonly error: ShownError };

/** Loads in flight by link: StrictMode's second mount joins the first instead of reading the link twice. */
const inFlight = new Map<string, Promise<LinkLoad<unknown>>>();

/**
 * Opens a link page: the link's own checks, then the platform's answer. A reset link is marked
 * visited when it is read, so one page view reads it exactly once.
 */
export const useLinkLoad = <T>(key: string, load: () => ResultAsync<T, ShownError>): LinkLoad<T> => {
  const [result, setResult] = useState<{ key: string; value: LinkLoad<T> } | null>(null);
  // The key names the link: `load` is a new closure on every render and must not rerun the read.
  const start = useEffectEvent(load);
  useEffect(() => {
    let live = true;
    let run = inFlight.get(key) as Promise<LinkLoad<T>> | undefined;
    if (!run) {
      run = start().match<LinkLoad<T>>(
        (data) => ({ state: 'loaded', data }),
        (error) => ({ state: 'failed', error }),
      );
      inFlight.set(key, run);
      void run.finally(() => inFlight.delete(key));
    }
    void run.then((value) => {
      if (live) setResult({ key, value });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return result?.key === key ? result.value : { state: 'loading' };
};
