// Headless Debian chromium through playwright-core (never `playwright install`).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumLaunchOptions } from '../../packages/web/e2e/chromium.ts';

/**
 * The bench measures what a user's browser does: Debian's full chromium (CHROME_PATH, as Lighthouse's
 * own CLI reads it), not the lighter headless shell the tests drive.
 */
export const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

export const launch = (): Promise<Browser> =>
  chromium.launch({ ...chromiumLaunchOptions, executablePath: chromePath });

/** A fresh context (no cache, no storage), the desktop size the e2e tests use. */
export const freshContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });

/** Runs `use` with a browser that is closed afterwards, whatever happens. */
export const withBrowser = async <T>(use: (browser: Browser) => Promise<T>): Promise<T> => {
  const browser = await launch();
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
};
