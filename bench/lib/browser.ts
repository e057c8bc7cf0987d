// Headless Debian chromium through playwright-core (never `playwright install`).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const args = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launch = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.SCR_CHROMIUM ?? '/usr/bin/chromium', args });

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
