import { test as base, expect } from '@playwright/test';
import { BASE_URL_ENV } from './platform.ts';

/** Playwright's test with baseURL pointing at the platform the global setup started. */
export const test = base.extend<{ baseURL: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env[BASE_URL_ENV];
    if (!url) throw new Error(`${BASE_URL_ENV} is not set: did the global setup run?`);
    await use(url);
  },
});
export { expect };
