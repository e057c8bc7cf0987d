// Tables (architecture §5): the tables at 10,000 rows. A search on the users and on the connections
// table (from Enter in the search box until its first rows are painted) with 10,000 generated users
// and connections (`scale: 10000`) against the same search with 30 (`scale: 30`), each within 2x; and
// 'Export CSV' of every user at 10,000 rows: its time (click until the file is handed to the
// browser) against the same export at 30, and the longest task the page ran meanwhile
// (PerformanceObserver 'longtask'): no task over 200 ms, so the page never freezes.
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
const LONG_TASK_BAR_MS = 200;

/**
 * Each table's search. 'First1' finds First1, First10… of the generated users (1,111 of 10,000;
 * 11 of 30); 'Scale Org 0' every generated organization. The connections open on To do sorted by
 * name, so the first row before the search (a demo partner) is never the first one after it.
 */
const searches: { key: string; path: string; text: string; rows: Painted }[] = [
  { key: 'users', path: '/organization/users', text: 'First1', rows: 'usersRows' },
  {
    key: 'connections',
    path: '/organization/connections/accepted?sort=name',
    text: 'Scale Org 0',
    rows: 'connectionsRows',
  },
];

/** Types the search, then arms the probe and presses Enter in one task (Enter sends it at once, no debounce). */
const search = async (page: Page, text: string, rows: Painted): Promise<number> => {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.evaluate((condition) => {
    const w = window as unknown as { __bench: { arm(c: string): void } };
    const box = document.querySelector<HTMLInputElement>('input[type=search]');
    if (!box) throw new Error('no search box');
    w.__bench.arm(condition);
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }, rows);
  const { start, painted } = await paintedAt(page);
  return painted - start;
};

/**
 * In-page recorder of the export (an init script): the long tasks the page runs, and the moment
 * the file is handed to the browser (the click on the download link the export makes).
 */
const exportRecorder = () => {
  type Recorder = { tasks: { start: number; duration: number }[]; downloadedAt: number | null };
  const w = window as unknown as { __export: Recorder };
  w.__export = { tasks: [], downloadedAt: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.__export.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) w.__export.downloadedAt = performance.now();
    click.call(this);
  };
};

type ExportRun = { time: number; longestTask: number };

/** Clicks 'Export CSV' on the users page and waits for the file: its time and the longest task meanwhile. */
const exportUsers = async (page: Page, url: string): Promise<ExportRun> => {
  await page.goto(`${url}/organization/users`);
  await paintedAt(page);
  const start = await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Export CSV');
    if (!button) throw new Error('no Export CSV button');
    const now = performance.now();
    button.click();
    return now;
  });
  const handle = await page.waitForFunction(
    () => (window as unknown as { __export: { downloadedAt: number | null } }).__export.downloadedAt,
    undefined,
    { timeout: 300_000, polling: 100 },
  );
  const end = (await handle.jsonValue()) as number;
  const tasks = await page.evaluate(
    () =>
      (window as unknown as { __export: { tasks: { start: number; duration: number }[] } }).__export.tasks,
  );
  const during = tasks.filter((t) => t.start + t.duration >= start && t.start <= end);
  return { time: end - start, longestTask: Math.max(0, ...during.map((t) => t.duration)) };
};

type Timings = { searches: Record<string, number[]>; exports: ExportRun[] };

/** Signs in once, then times each table's search and the users export on this world. */
const measureWorld = async (url: string, page: Page): Promise<Timings> => {
  await signIn(page, url);
  const timings: Timings = { searches: {}, exports: [] };
  for (const { key, path, text, rows } of searches) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${url}${path}`);
      await paintedAt(page);
      runs.push(await search(page, text, rows));
    }
    timings.searches[key] = runs;
  }
  for (let i = 0; i < RUNS; i++) timings.exports.push(await exportUsers(page, url));
  return timings;
};

const rows = (n: number) => `${n.toLocaleString('en')} rows`;

const run = async (): Promise<readonly Figure[]> => {
  const web = await webBuild();
  return withBrowser(async (browser) => {
    const world = async (scale: number) =>
      withPlatform({ webDist: web.dir, scale }, async (platform) => {
        const context = await freshContext(browser);
        try {
          const page = await context.newPage();
          await installProbe(page);
          await page.addInitScript(exportRecorder);
          return await measureWorld(platform.url, page);
        } finally {
          await context.close();
        }
      });
    const plain = await world(BASE_SCALE);
    const scaled = await world(SCALE);
    const searchFigures = searches.map(({ key }): Figure => {
      const value = median(scaled.searches[key] ?? []);
      const baseline = median(plain.searches[key] ?? []);
      const ratio = ratioOf(value, baseline);
      return {
        name: `${key} search, first rows painted, ${rows(SCALE)}`,
        value: Math.round(value),
        unit: 'ms',
        baseline: Math.round(baseline),
        ratio,
        bar: 'ratio ≤ 2',
        pass: ratio <= 2,
        detail: [
          `${key} search, ${rows(SCALE)}: ${list(scaled.searches[key] ?? [])} ms; ${rows(BASE_SCALE)}: ${list(plain.searches[key] ?? [])} ms`,
        ],
      };
    });
    const exportTime = median(scaled.exports.map((e) => e.time));
    const exportBase = median(plain.exports.map((e) => e.time));
    const longest = Math.max(...scaled.exports.map((e) => e.longestTask));
    const longestBase = Math.max(...plain.exports.map((e) => e.longestTask));
    return [
      ...searchFigures,
      {
        name: `users export CSV, ${rows(SCALE)}`,
        value: Math.round(exportTime),
        unit: 'ms',
        baseline: Math.round(exportBase),
        ratio: ratioOf(exportTime, exportBase),
        // Reading 10,000 rows is 20 requests against 1: the time is reported, its bar is responsiveness (below).
        bar: 'reported',
        pass: Number.isFinite(exportTime),
        detail: [
          `users export, ${rows(SCALE)}: ${list(scaled.exports.map((e) => e.time))} ms; ${rows(BASE_SCALE)}: ${list(plain.exports.map((e) => e.time))} ms`,
        ],
      },
      {
        name: `users export CSV, longest task, ${rows(SCALE)}`,
        value: Math.round(longest),
        unit: 'ms',
        baseline: Math.round(longestBase),
        // The bar is absolute: the ratio is the longest task over the bar's 200 ms.
        ratio: ratioOf(longest, LONG_TASK_BAR_MS),
        bar: `no long task > ${LONG_TASK_BAR_MS} ms`,
        pass: longest <= LONG_TASK_BAR_MS,
        detail: [
          `longest task per export, ${rows(SCALE)}: ${list(scaled.exports.map((e) => e.longestTask))} ms; ${rows(BASE_SCALE)}: ${list(plain.exports.map((e) => e.longestTask))} ms (0: none over 50 ms)`,
        ],
      },
    ];
  });
};

const source: FigureSource = { title: 'Tables (search and export, 10,000 rows)', run };
export default source;
