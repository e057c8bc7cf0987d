// Figure 3 (architecture §5): the users and connections pages with 10,000 rows (`scale: 10000`: that many
// generated users in Antwerp Carrier NV and connections with it) against the same pages on the demo
// world with a few generated rows (`scale: 30`): first paint (a full load of the page, signed in)
// and a page change (Next page until new rows are painted), each within 2x.
// Why 30: the plain demo world has no second page of To do, and with 10 generated connections its
// second page held 2 rows against 8 at 10,000 rows, so the page change compared rendering 2 rows
// with rendering 8 (a To do row carries Blueprint split buttons). Half of the generated connections
// land in To do: with 30, both worlds' second pages of users and of To do show a full 8 rows.
import type { Page } from 'playwright-core';
import type { Figure, FigureSource } from '../figure.ts';
import { ratioOf } from '../figure.ts';
import { installProbe, paintedAt, signIn, type Painted } from '../lib/app.ts';
import { freshContext, withBrowser } from '../lib/browser.ts';
import { webBuild } from '../lib/build.ts';
import { withPlatform } from '../lib/platform.ts';
import { list, median } from '../lib/stats.ts';

const SCALE = 10_000;
const BASE_SCALE = 30;
const RUNS = 5;

type Timings = Record<string, number[]>;

/** Each page; connections open on To do (its route status 'accepted'), the tab with the most rows. */
const pages: { key: string; path: string; rows: Painted }[] = [
  { key: 'users', path: '/organization/users', rows: 'usersRows' },
  { key: 'connections', path: '/organization/connections/accepted', rows: 'connectionsRows' },
];

/** Arms the probe and clicks the visible 'Next page' in one task, so no driver latency is timed. */
const nextPage = async (page: Page, rows: Painted): Promise<number> => {
  await page.evaluate((condition) => {
    const w = window as unknown as { __bench: { arm(c: string): void } };
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[aria-label="Next page"]')];
    const next = buttons.find((b) => b.offsetParent !== null && !b.disabled);
    if (!next) throw new Error('no enabled Next page button');
    w.__bench.arm(condition);
    next.click();
  }, rows);
  const { start, painted } = await paintedAt(page);
  return painted - start;
};

/** Signs in once, then times each page's full load and page changes on this world. */
const measureWorld = async (url: string, page: Page): Promise<Timings> => {
  await signIn(page, url);
  const timings: Timings = {};
  for (const { key, path, rows } of pages) {
    const loads: number[] = [];
    const changes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${url}${path}`);
      loads.push((await paintedAt(page)).painted);
      changes.push(await nextPage(page, rows));
    }
    timings[`${key} first paint`] = loads;
    timings[`${key} page change`] = changes;
  }
  return timings;
};

const run = async (): Promise<readonly Figure[]> => {
  const web = await webBuild();
  return withBrowser(async (browser) => {
    const world = async (scale: number) =>
      withPlatform({ webDist: web.dir, scale }, async (platform) => {
        const context = await freshContext(browser);
        try {
          const page = await context.newPage();
          await installProbe(page);
          return await measureWorld(platform.url, page);
        } finally {
          await context.close();
        }
      });
    const plain = await world(BASE_SCALE);
    const scaled = await world(SCALE);
    return Object.keys(plain).map((name): Figure => {
      const value = median(scaled[name] ?? []);
      const baseline = median(plain[name] ?? []);
      const ratio = ratioOf(value, baseline);
      return {
        name: `${name}, ${SCALE.toLocaleString('en')} rows`,
        value: Math.round(value),
        unit: 'ms',
        baseline: Math.round(baseline),
        ratio,
        bar: 'ratio ≤ 2',
        pass: ratio <= 2,
        detail: [
          `${SCALE.toLocaleString('en')} rows: ${list(scaled[name] ?? [])} ms; ${BASE_SCALE} rows: ${list(plain[name] ?? [])} ms`,
        ],
      };
    });
  });
};

const source: FigureSource = { title: 'Size (10,000 rows)', run };
export default source;
