// Figure 3 (architecture §5): the users and connections pages with 10,000 rows (`scale: 10000`: that many
// generated users in Antwerp Carrier NV and connections with it) against the same pages on the demo
// world with a few generated rows (`scale: 30`): first paint (a full load of the page, signed in)
// and a page change (Next page until new rows are painted), each within 2x.
// Why 30 rows in the baseline: lib/scaled-worlds.ts.
import type { Page } from 'playwright-core';
import type { Figure, FigureSource } from '../figure.ts';
import { paintedAt, type Painted } from '../lib/app.ts';
import { measureScaledWorlds, scaledRatioFigure } from '../lib/scaled-worlds.ts';

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

/** One run on a world: each page's full load and a page change. */
const measureOnce = async (url: string, page: Page): Promise<Record<string, number>> => {
  const timings: Record<string, number> = {};
  for (const { key, path, rows } of pages) {
    await page.goto(`${url}${path}`);
    timings[`${key} first paint`] = (await paintedAt(page)).painted;
    timings[`${key} page change`] = await nextPage(page, rows);
  }
  return timings;
};

const run = async (): Promise<readonly Figure[]> => {
  const { plain, scaled } = await measureScaledWorlds(measureOnce);
  const runsOf = (runs: readonly Record<string, number>[], name: string) => runs.map((r) => r[name] ?? NaN);
  return Object.keys(plain[0] ?? {}).map((name) =>
    scaledRatioFigure(name, runsOf(scaled, name), runsOf(plain, name)),
  );
};

const source: FigureSource = { title: 'Size (10,000 rows)', run };
export default source;
