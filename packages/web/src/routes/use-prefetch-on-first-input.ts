import { useEffect } from 'react';

/**
 * What says a user has started on the screen: a key, a tap or a click, text typed or filled in (a
 * password manager's autofill sends `input` without a key). Focus is not one: the login form's Email
 * field takes it by itself on the first render.
 */
const firstInputs = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Runs `prefetch(key)` once, at the user's first key, tap or typed text after each new key; null
 * runs nothing. What the user will need next downloads while they type, not while the screen they
 * look at is still settling: a screen nobody has touched yet (a glance, a tab opened for later, a
 * Lighthouse run) fetches and runs nothing more, so its main thread and its link stay its own. On a
 * phone, typing an email takes seconds; the code needed when Email is left takes about one.
 */
export const usePrefetchOnFirstInput = (key: string | null, prefetch: (key: string) => void): void => {
  useEffect(() => {
    if (key === null) return;
    const listening = new AbortController();
    const run = () => {
      listening.abort();
      prefetch(key);
    };
    // Capturing on the document: the first input anywhere on the screen, before a control handles it.
    for (const type of firstInputs)
      document.addEventListener(type, run, { capture: true, signal: listening.signal });
    return () => listening.abort();
    // The key alone says what to fetch: a new function each render must not fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
};
