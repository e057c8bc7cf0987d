import { useEffect } from 'react';

type IdleWindow = {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `prefetch(key)` once the render is on screen and the browser is idle (a frame, then an idle
 * period), for each new key; null runs nothing. What the user will need next downloads while they
 * read and type, not before the screen they are looking at. Safari has no requestIdleCallback:
 * there a short timer after the frame stands in for it.
 */
export const useIdlePrefetch = (key: string | null, prefetch: (key: string) => void): void => {
  useEffect(() => {
    if (key === null) return;
    const idle = globalThis as IdleWindow;
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      if (idle.requestIdleCallback)
        idleHandle = idle.requestIdleCallback(() => prefetch(key), { timeout: 2000 });
      else timer = setTimeout(() => prefetch(key), 200);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idleHandle !== undefined) idle.cancelIdleCallback?.(idleHandle);
      clearTimeout(timer);
    };
    // The key alone says what to fetch: a new function each render must not fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
};
