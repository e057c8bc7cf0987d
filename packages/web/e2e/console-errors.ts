import type { BrowserContext, Route } from '@playwright/test';

/**
 * Chrome's own line for every HTTP error answer (a wrong password's 401, a provoked 500): the log of
 * an answer the app reads and handles, not an error of the app.
 */
const HTTP_ERROR_ANSWER = 'Failed to load resource: the server responded with a status of ';
/** Chrome's line for a request that got no answer at all: `net::ERR_…`, the resource's URL beside it. */
const REQUEST_FAILED = 'Failed to load resource: net::';
/** A request the browser itself cancelled (a navigation away, an abort controller): no answer was due. */
const REQUEST_CANCELLED = `${REQUEST_FAILED}ERR_ABORTED`;

/** One console error or uncaught page error, with the URL of the page it happened on. */
export type ConsoleError = {
  readonly kind: 'console.error' | 'pageerror';
  readonly url: string;
  readonly text: string;
};

/**
 * The console errors and uncaught page errors of every page of the browser contexts it watches. The
 * browser's log of an HTTP error answer is left out, and so is the log of a request that failed
 * because the browser cancelled it or the test aborted it (`abortRequest`): nothing else.
 */
export class ConsoleErrorRecorder {
  readonly #errors: ConsoleError[] = [];
  readonly #watched = new WeakSet<BrowserContext>();
  readonly #abortedByTest = new Set<string>();

  /** Records the errors of every page `context` has or opens from now on. */
  watch(context: BrowserContext): void {
    if (this.#watched.has(context)) return;
    this.#watched.add(context);
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const resource = message.location().url;
      if (text.startsWith(HTTP_ERROR_ANSWER) || text.startsWith(REQUEST_CANCELLED)) return;
      if (text.startsWith(REQUEST_FAILED) && this.#abortedByTest.has(resource)) return;
      // The browser's line names no resource: the failed one is added (its location).
      const shown = text.startsWith(REQUEST_FAILED) ? `${text} (${resource})` : text;
      this.#errors.push({ kind: 'console.error', url: message.page()?.url() ?? resource, text: shown });
    });
    context.on('weberror', (error) => {
      this.#errors.push({ kind: 'pageerror', url: error.page()?.url() ?? '', text: String(error.error()) });
    });
  }

  /** Notes that the test aborts the request to `url` on purpose: the browser's line for it is no app error. */
  abortedByTest(url: string): void {
    this.#abortedByTest.add(url);
  }

  /** The errors recorded so far that no entry of `allowed` is part of. */
  unexpected(allowed: readonly string[]): ConsoleError[] {
    return this.#errors.filter((error) => !allowed.some((part) => error.text.includes(part)));
  }
}

/** The failure that lists `errors`, one line each with its page. */
export const consoleErrorFailure = (errors: readonly ConsoleError[]): Error =>
  new Error(
    [
      `${errors.length} console error(s): a test fails on any console error or uncaught page error`,
      `(e2e/fixtures.ts). An error the test provokes on purpose is allowed by name: test.use({ consoleErrors: ['…'] }).`,
      ...errors.map((error) => `  [${error.kind}] on ${error.url}: ${error.text}`),
    ].join('\n'),
  );

// One test runs at a time in a worker: the recorder of the running test, for abortRequest below.
let running: ConsoleErrorRecorder | null = null;

/** Makes `recorder` the running test's (null: none). */
export const setRunningRecorder = (recorder: ConsoleErrorRecorder | null): void => {
  running = recorder;
};

/** Watches `context` for the running test, if one runs (a context the test makes of its own). */
export const watchForRunningTest = (context: BrowserContext): void => running?.watch(context);

/**
 * `route.abort(errorCode)`, said to be on purpose: the browser's 'Failed to load resource: net::…'
 * line for that request is then no console error of the test. Every abort of the suite goes
 * through here, so that any other failed request still fails a test.
 */
export const abortRequest = (route: Route, errorCode?: string): Promise<void> => {
  running?.abortedByTest(route.request().url());
  return route.abort(errorCode);
};
