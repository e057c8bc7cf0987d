import type { MessageRef } from '../messages/catalogue.ts';

/** At most this many snackbars show at a time (product-reference §2.2, §9). */
export const MAX_SNACKBARS = 5;
/** Display durations of product-reference §9, in ms. */
export const SNACKBAR_DURATIONS = { default: 1500, error: 5000, twoFactor: 3000 } as const;

/** The colour a snackbar shows its message in. */
export type SnackbarIntent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

export type SnackbarInput = {
  readonly message: MessageRef;
  readonly intent: SnackbarIntent;
  /** A 2FA message ('Verification code sent successfully', a wrong code): shown 3000 ms. */
  readonly twoFactor?: boolean;
  /** The words of the message as shown, in the reader's language: a long one stays until read. */
  readonly words?: number;
};

export type Snackbar = SnackbarInput & {
  readonly id: number;
  /** Set once shown: epoch ms when it disappears. */
  readonly hideAt: number | null;
};

/** Visible snackbars (at most 5) and the ones waiting for a free place, oldest first. */
export type SnackbarQueue = {
  readonly visible: readonly Snackbar[];
  readonly waiting: readonly Snackbar[];
  readonly nextId: number;
};

export const emptySnackbarQueue: SnackbarQueue = { visible: [], waiting: [], nextId: 1 };

/**
 * The time to read a message of so many words: a second to notice it, then 250 ms a word (about
 * 240 words a minute, a comfortable pace for a short notice).
 */
export const READING_TIME = { noticeMs: 1000, perWordMs: 250 } as const;

/**
 * 2FA messages 3000 ms (their errors too), other errors 5000 ms, everything else 1500 ms: the
 * durations of §9, read as the least time a snackbar shows. A message too long to read in that
 * time ('Connection request sent…' with an organization's name) stays for its reading time.
 */
export const snackbarDuration = (input: SnackbarInput): number => {
  const least = input.twoFactor
    ? SNACKBAR_DURATIONS.twoFactor
    : input.intent === 'danger'
      ? SNACKBAR_DURATIONS.error
      : SNACKBAR_DURATIONS.default;
  const reading = input.words ? READING_TIME.noticeMs + input.words * READING_TIME.perWordMs : 0;
  return Math.max(least, reading);
};

/** A stable key for 'the same text': message id and values, object keys sorted. */
const stable = (value: unknown): string =>
  value && typeof value === 'object'
    ? `{${Object.keys(value)
        .sort()
        .map((k) => `${k}:${stable((value as Record<string, unknown>)[k])}`)
        .join(',')}}`
    : JSON.stringify(value);

const sameAs = (a: SnackbarInput) => (b: SnackbarInput) =>
  a.intent === b.intent && stable(a.message) === stable(b.message);

/** Shows waiting snackbars while there is room; each one's time starts when it shows. */
const fill = (queue: SnackbarQueue, now: number): SnackbarQueue => {
  const visible = [...queue.visible];
  const waiting = [...queue.waiting];
  while (visible.length < MAX_SNACKBARS && waiting.length > 0) {
    const next = waiting.shift()!;
    visible.push({ ...next, hideAt: now + snackbarDuration(next) });
  }
  return { ...queue, visible, waiting };
};

/**
 * Adds a snackbar at time `now`. A duplicate (same text and intent, shown or waiting) is dropped.
 * A sixth one waits until a place frees up, instead of pushing one away before it was read.
 */
export const enqueueSnackbar = (queue: SnackbarQueue, input: SnackbarInput, now: number): SnackbarQueue => {
  const current = expireSnackbars(queue, now);
  if ([...current.visible, ...current.waiting].some(sameAs(input))) return current;
  const snackbar: Snackbar = { ...input, id: current.nextId, hideAt: null };
  return fill({ ...current, waiting: [...current.waiting, snackbar], nextId: current.nextId + 1 }, now);
};

/** Removes the snackbars whose time is up at `now` and shows waiting ones in their place. */
export const expireSnackbars = (queue: SnackbarQueue, now: number): SnackbarQueue =>
  fill({ ...queue, visible: queue.visible.filter((s) => s.hideAt === null || s.hideAt > now) }, now);

/** Closes one snackbar by id (its close button). */
export const dismissSnackbar = (queue: SnackbarQueue, id: number, now: number): SnackbarQueue =>
  fill(
    {
      ...queue,
      visible: queue.visible.filter((s) => s.id !== id),
      waiting: queue.waiting.filter((s) => s.id !== id),
    },
    now,
  );
