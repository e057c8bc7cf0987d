/**
 * Lets the host run its other work (a paint, a click) before the caller goes on:
 * `scheduler.yield()` where the browser has it (the caller resumes ahead of other queued tasks,
 * and a long run of breaks is not slowed by the 4 ms floor of nested timers), else a timer.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};
