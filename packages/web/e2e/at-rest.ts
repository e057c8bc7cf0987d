import type { Page } from '@playwright/test';

/**
 * Waits until nothing on the page moves: no finite animation or transition runs (a spinner's endless
 * one is not waited for). A dialog fading and growing in has its text at part opacity and its boxes
 * scaled, and takes its focus only once it has opened: a check of contrast, of sizes or of a
 * screenshot made meanwhile reads a moment, not the page.
 */
export const atRest = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
