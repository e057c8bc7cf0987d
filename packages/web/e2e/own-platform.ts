import { test as base } from './fixtures.ts';
import { startPlatform, type PlatformOptions, type RunningPlatform } from './platform.ts';

/**
 * The suite's `test` (fixtures.ts) with a fake platform of the worker's own, started with `options` (a scaled
 * world, say) and closed with the worker: for tests that need another world than the shared one.
 * Pages and requests go to it (baseURL); `ownPlatform` is its handle.
 */
export const withOwnPlatform = (options: PlatformOptions = {}) =>
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
