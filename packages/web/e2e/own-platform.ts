import { test as base } from '@playwright/test';
import { startPlatform, type PlatformOptions, type RunningPlatform } from './platform.ts';

/**
 * Playwright's test against a fake platform of the worker's own (started with these options), for a
 * spec that changes or scales the demo world in a way the specs sharing the global one would see.
 */
export const testOnOwnPlatform = (options: PlatformOptions = {}) =>
  base.extend<object, { ownPlatform: RunningPlatform }>({
    ownPlatform: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
      async ({}, use) => {
        const platform = await startPlatform(options);
        await use(platform);
        await platform.close();
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ ownPlatform }, use) => {
      await use(ownPlatform.url);
    },
  });
