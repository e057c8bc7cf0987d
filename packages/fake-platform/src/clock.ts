// The controllable clock: all expiry (tokens, links, invitations, subscriptions) reads it.
export interface Clock {
  now(): Date;
  /** Pin the clock at a moment; it keeps running from there. */
  set(now: Date): void;
  advanceDays(days: number): void;
  /** Back to real time. */
  reset(): void;
}

export const createClock = (): Clock => {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set: (now) => {
      offsetMs = now.getTime() - Date.now();
    },
    advanceDays: (days) => {
      offsetMs += days * 86_400_000;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
};
