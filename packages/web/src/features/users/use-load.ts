import { useCallback, useEffect, useState } from 'react';
import type { ResultAsync } from 'neverthrow';

export type Loaded<T, E> =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly error: E }
  | { readonly state: 'ready'; readonly value: T; readonly refreshing: boolean };

/**
 * Runs a ResultAsync when `key` changes or on `reload()`. A value already shown stays on screen
 * while the next one loads (`refreshing`), so paging does not flash the loading text.
 */
export const useLoad = <T, E>(load: () => ResultAsync<T, E>, key: string): [Loaded<T, E>, () => void] => {
  const [loaded, setLoaded] = useState<Loaded<T, E>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setLoaded((prev) => (prev.state === 'ready' ? { ...prev, refreshing: true } : { state: 'loading' }));
    void load().match(
      (value) => live && setLoaded({ state: 'ready', value, refreshing: false }),
      (error) => live && setLoaded({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; `key` names what it loads.
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return [loaded, reload];
};
