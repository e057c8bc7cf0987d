// The size figures' one runner (figures scale.ts and tables.ts): the same measurement, signed in as
// Anna, on a world of 10,000 generated rows and on the baseline world of 30, in one browser on one
// web build, so the machine's speed cancels out of their ratio.
import type { Browser, Page } from 'playwright-core';
import type { Figure } from '../figure.ts';
import { ratioOf } from '../figure.ts';
import { installProbe, signIn } from './app.ts';
import { freshContext, withBrowser } from './browser.ts';
import { webBuild } from './build.ts';
import { withPlatform } from './platform.ts';
import { list, median } from './stats.ts';

/** Generated users, organizations and connections of the measured world (`scale: 10000`). */
export const SCALE = 10_000;
/**
 * The baseline world's generated rows. Why 30: half of the generated connections land in To do and
 * both worlds' second pages of users and of To do then show a full 8 rows (with 10, To do's second
 * page held 2 rows against 8, and the page change compared rendering 2 rows with rendering 8).
 */
export const BASE_SCALE = 30;
/** Each timing is taken this often per world; figures are medians. */
export const RUNS = 5;

export const rowsText = (n: number): string => `${n.toLocaleString('en')} rows`;

type World = { readonly url: string; readonly page: Page };

/** A platform of `scale` generated rows, and a fresh page (probe and `initScripts` installed) signed in as Anna. */
const withWorld = <T>(
  browser: Browser,
  webDist: string,
  scale: number,
  initScripts: readonly (() => void)[],
  use: (world: World) => Promise<T>,
): Promise<T> =>
  withPlatform({ webDist, scale }, async (platform) => {
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await installProbe(page);
      for (const script of initScripts) await page.addInitScript(script);
      await signIn(page, platform.url);
      return await use({ url: platform.url, page });
    } finally {
      await context.close();
    }
  });

/**
 * Runs `measure` RUNS times on a world of BASE_SCALE generated rows and on one of SCALE, both up at
 * once and taken in turns (plain, scaled, plain, ...): the other helpers' load on the machine comes
 * and goes within minutes, and measuring one world after the other put a quiet minute on one side
 * and a busy one on the other. `plain` and `scaled` hold each run's answer.
 */
export const measureScaledWorlds = async <T>(
  measure: (url: string, page: Page) => Promise<T>,
  initScripts: readonly (() => void)[] = [],
): Promise<{ plain: T[]; scaled: T[] }> => {
  const web = await webBuild();
  return withBrowser((browser) =>
    withWorld(browser, web.dir, BASE_SCALE, initScripts, (plainWorld) =>
      withWorld(browser, web.dir, SCALE, initScripts, async (scaledWorld) => {
        const plain: T[] = [];
        const scaled: T[] = [];
        for (let i = 0; i < RUNS; i++) {
          plain.push(await measure(plainWorld.url, plainWorld.page));
          scaled.push(await measure(scaledWorld.url, scaledWorld.page));
        }
        return { plain, scaled };
      }),
    ),
  );
};

/** A timing at SCALE against BASE_SCALE, medians of its runs, within 2x. */
export const scaledRatioFigure = (
  name: string,
  scaled: readonly number[],
  plain: readonly number[],
): Figure => {
  const value = median(scaled);
  const baseline = median(plain);
  const ratio = ratioOf(value, baseline);
  return {
    name: `${name}, ${rowsText(SCALE)}`,
    value: Math.round(value),
    unit: 'ms',
    baseline: Math.round(baseline),
    ratio,
    bar: 'ratio ≤ 2',
    pass: ratio <= 2,
    detail: [`${name}, ${rowsText(SCALE)}: ${list(scaled)} ms; ${rowsText(BASE_SCALE)}: ${list(plain)} ms`],
  };
};
