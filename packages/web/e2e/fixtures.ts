import { test as base, expect } from '@playwright/test';
import { BASE_URL_ENV } from './platform.ts';
import {
  ConsoleErrorRecorder,
  consoleErrorFailure,
  setRunningRecorder,
  watchForRunningTest,
} from './console-errors.ts';

type ConsoleErrorFixtures = {
  /**
   * Parts of the console errors the test provokes on purpose (plain text, matched with `includes`);
   * every other console error or uncaught page error fails the test.
   */
  consoleErrors: readonly string[];
  consoleErrorRecorder: ConsoleErrorRecorder;
};

/**
 * Playwright's test with baseURL pointing at the platform the global setup started, failing on any
 * console error of the pages it opens (console-errors.ts says which browser lines are none). Every
 * spec takes its `test` from here, directly or through a module that extends it.
 */
export const test = base.extend<{ baseURL: string } & ConsoleErrorFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env[BASE_URL_ENV];
    if (!url) throw new Error(`${BASE_URL_ENV} is not set: did the global setup run?`);
    await use(url);
  },
  consoleErrors: [[], { option: true }],
  // Automatic, and without the browser: a test that opens no page starts none. It fails in teardown,
  // once the test and its contexts are done, listing every error with its page.
  consoleErrorRecorder: [
    async ({ consoleErrors }, use) => {
      const recorder = new ConsoleErrorRecorder();
      setRunningRecorder(recorder);
      await use(recorder);
      setRunningRecorder(null);
      const unexpected = recorder.unexpected(consoleErrors);
      if (unexpected.length > 0) throw consoleErrorFailure(unexpected);
    },
    { auto: true },
  ],
  // The test's own context, watched before its first page opens.
  context: async ({ context, consoleErrorRecorder }, use) => {
    consoleErrorRecorder.watch(context);
    await use(context);
  },
  // The contexts a test makes of its own (browser.newContext: a second user, a link opened elsewhere)
  // through the browser's public 'context' event, whoever makes them: a wrapper of newContext, or a
  // helper to call instead, would miss a context made any other way.
  browser: [
    async ({ browser }, use) => {
      browser.on('context', watchForRunningTest);
      await use(browser);
      browser.off('context', watchForRunningTest);
    },
    { scope: 'worker' },
  ],
});
export { expect };
