// Lighthouse 13 (its default mobile emulation and simulated slow 4G) in Debian's chromium, driven
// through puppeteer so that a page can be audited signed in: the sign-in happens in the same tab
// (the session lives in sessionStorage), then the HTTP cache is emptied and the storage kept.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ANNA, DEMO_PASSWORD } from './app.ts';
import { chromePath } from './browser.ts';

/** The flags of the bench's chromium. */
export const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu'];

export type Audit = {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Bytes transferred on the wire for the page load (Lighthouse's total-byte-weight: transfer sizes). */
  readonly bytes: number;
  /** Audits of the three categories that did not pass, as 'id: title'. */
  readonly failing: readonly string[];
};

export const withChrome = async <T>(use: (browser: Browser) => Promise<T>): Promise<T> => {
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: false, args: chromeFlags });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
};

/** Anna's sign-in on '/' in this tab, up to her landing page. */
export const signInTab = async (page: Page, baseUrl: string): Promise<void> => {
  await page.goto(`${baseUrl}/`);
  await page.locator('#login-email').fill(ANNA);
  await page.keyboard.press('Tab');
  await page.waitForSelector('#login-organization:not([aria-disabled="true"])', { timeout: 30_000 });
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.locator('button[type=submit]:not([disabled])').click();
  await page.waitForFunction(() => location.pathname.startsWith('/organization'), { timeout: 60_000 });
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Lighthouse on `url` in this tab; `keepSession` keeps the tab's storage (the cache is emptied anyway). */
export const audit = async (
  page: Page,
  url: string,
  keepSession: boolean,
  report?: string,
): Promise<Audit> => {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: keepSession,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A run whose trace failed (e.g. NO_NAVSTART on a loaded machine) scores 0: not a measurement.
  const failed = result.lhr.runtimeError;
  if (failed) throw new Error(`Lighthouse run failed on ${url}: ${failed.code}`);
  if (report) writeFileSync(report, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = ['performance', 'accessibility', 'best-practices'].flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .map((a) => `${a!.id}: ${a!.title}${a!.displayValue ? ` (${a!.displayValue})` : ''}`),
  );
  return {
    performance: score(categories['performance']?.score),
    accessibility: score(categories['accessibility']?.score),
    bestPractices: score(categories['best-practices']?.score),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    bytes: numeric('total-byte-weight'),
    failing,
  };
};
