// Bulk (architecture §5): the users import at 1,000 rows against the same at one row. Planning (the
// domain's planUserImport, in this process): 1,000 rows under a second, and linear: its time per
// row within 2x of a one-row file's. Then in headless Chromium against the fake platform,
// signed in as Anna: choosing the file until the preview is painted, and 'Invite N users' until the
// result is shown (one invitation per row), each with the longest task the page ran meanwhile
// (PerformanceObserver 'longtask'): the page stays usable while 1,000 invitations go out.
import type { Page } from 'playwright-core';
import { planUserImport } from '../../packages/domain/src/index.ts';
import { ratioOf, type Figure, type FigureSource } from '../figure.ts';
import { signIn } from '../lib/app.ts';
import { freshContext, withBrowser } from '../lib/browser.ts';
import { webBuild } from '../lib/build.ts';
import { withPlatform } from '../lib/platform.ts';
import { list, median } from '../lib/stats.ts';

const ROWS = 1000;
const PLAN_BAR_MS = 1000;
const LONG_TASK_BAR_MS = 200;
const header = ['First name', 'Last name', 'Email', 'Phone', 'Admin role', 'SCR App role'];

/** A file of `rows` good rows, each email unique to `tag` (so each run invites all of them). */
const table = (rows: number, tag: string): string[][] => [
  header,
  ...Array.from({ length: rows }, (_, i) => [
    `First${i}`,
    `Bulk`,
    `bulk${i}.${tag}@carrier.example`,
    '',
    'None',
    'Regular',
  ]),
];
const csv = (rows: readonly (readonly string[])[]) => rows.map((r) => r.join(',')).join('\r\n');

/** Wall time of `times` calls, per call, in ms (one row is far below a single clock reading's grain). */
const timed = (f: () => unknown, times = 1): number => {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < times; i++) f();
  return Number(process.hrtime.bigint() - t0) / 1e6 / times;
};

const planFigures = (): Figure[] => {
  const actor = { adminRoles: ['org_mgr'] } as const;
  const big = table(ROWS, 'plan');
  const one = table(1, 'plan');
  const plan = (t: string[][]) => planUserImport({ table: t, actor, existing: [] });
  for (let i = 0; i < 3; i++) {
    timed(() => plan(big));
    timed(() => plan(one), ROWS);
  }
  // Taken in turns (1,000 rows, then one row 1,000 times), so the machine's load hits both alike.
  const bigRuns: number[] = [];
  const oneRuns: number[] = [];
  for (let i = 0; i < 9; i++) {
    bigRuns.push(timed(() => plan(big)));
    oneRuns.push(timed(() => plan(one), ROWS));
  }
  const value = median(bigRuns);
  const base = median(oneRuns);
  const perRow = ratioOf(value / ROWS, base);
  return [
    {
      name: `users import plan, ${ROWS.toLocaleString('en')} rows`,
      value: Math.round(value * 10) / 10,
      unit: 'ms',
      baseline: Math.round(base * 1000) / 1000,
      // The ratio is per row: a row of a 1,000-row file over a one-row file (linear: within 2x).
      ratio: perRow,
      bar: `< ${PLAN_BAR_MS} ms, per row ≤ 2`,
      pass: value < PLAN_BAR_MS && perRow <= 2,
      detail: [
        `plan of ${ROWS} rows: ${list(bigRuns)} ms; of 1 row: ${oneRuns.map((r) => r.toFixed(3)).join(', ')} ms`,
      ],
    },
  ];
};

/** The page's long tasks, recorded from the start (an init script). */
const taskRecorder = () => {
  const w = window as unknown as { __tasks: { start: number; duration: number }[] };
  w.__tasks = [];
  new PerformanceObserver((entries) => {
    for (const e of entries.getEntries()) w.__tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

type Span = { time: number; longestTask: number };

/** Runs `act` and waits for `done`: its time and the longest task meanwhile, in the page's clock. */
const span = async (page: Page, act: () => Promise<void>, done: () => Promise<void>): Promise<Span> => {
  const start = await page.evaluate(() => performance.now());
  await act();
  await done();
  const end = await page.evaluate(() => performance.now());
  const tasks = await page.evaluate(
    () => (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks,
  );
  const during = tasks.filter((t) => t.start + t.duration >= start && t.start <= end);
  return { time: end - start, longestTask: Math.max(0, ...during.map((t) => t.duration)) };
};

type ImportRun = { preview: Span; send: Span };

/** One import of a file of `rows` rows on the Users page: preview, then send. */
const importOnce = async (page: Page, url: string, rows: number, tag: string): Promise<ImportRun> => {
  await page.goto(`${url}/organization/users`);
  await page.getByRole('button', { name: 'Import users' }).click();
  const dialog = page.getByRole('dialog');
  const input = dialog.locator('#users-import-file');
  await input.waitFor({ state: 'attached' });
  const file = { name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(table(rows, tag))) };
  const invite = dialog.getByRole('button', {
    name: rows === 1 ? 'Invite 1 user' : `Invite ${rows.toLocaleString('en')} users`,
  });
  const preview = await span(
    page,
    () => input.setInputFiles(file),
    () => invite.waitFor({ timeout: 120_000 }),
  );
  const send = await span(
    page,
    () => invite.click(),
    () => dialog.getByText(/^Invited: \d+\. Skipped/).waitFor({ timeout: 600_000 }),
  );
  const shown = await dialog.getByText(/^Invited: \d+\. Skipped/).textContent();
  if (!shown?.startsWith(`Invited: ${rows}.`)) throw new Error(`import of ${rows} rows: ${shown}`);
  return { preview, send };
};

/**
 * The time of a span at 1,000 rows against one row, and its longest task. `perRow`: the sending does
 * work for each row (one invitation each), so its ratio is per row (a row of the 1,000-row import over
 * the one-row import, which carries all fixed costs). The preview parses and plans the whole file
 * but draws one page of it: its time is reported as a ratio of the whole, and its bar is the
 * longest task (the page stays usable), as the tables' export.
 */
const spanFigures = (what: string, big: Span[], one: Span[], perRow: boolean): Figure[] => {
  const time = median(big.map((s) => s.time));
  const base = median(one.map((s) => s.time));
  const longest = Math.max(...big.map((s) => s.longestTask));
  const ratio = perRow ? ratioOf(time / ROWS, base) : ratioOf(time, base);
  return [
    {
      name: `users import ${what}, ${ROWS.toLocaleString('en')} rows`,
      value: Math.round(time),
      unit: 'ms',
      baseline: Math.round(base),
      ratio,
      bar: perRow ? 'per row ≤ 1.5' : 'reported',
      pass: perRow ? ratio <= 1.5 : Number.isFinite(time),
      detail: [
        `${what}: ${ROWS} rows ${list(big.map((s) => s.time))} ms; 1 row ${list(one.map((s) => s.time))} ms`,
      ],
    },
    {
      name: `users import ${what}, longest task, ${ROWS.toLocaleString('en')} rows`,
      value: Math.round(longest),
      unit: 'ms',
      baseline: Math.round(Math.max(...one.map((s) => s.longestTask))),
      // Absolute bar: the ratio is the longest task over the bar's 200 ms.
      ratio: ratioOf(longest, LONG_TASK_BAR_MS),
      bar: `no long task > ${LONG_TASK_BAR_MS} ms`,
      pass: longest <= LONG_TASK_BAR_MS,
    },
  ];
};

const browserFigures = async (): Promise<Figure[]> => {
  const web = await webBuild();
  return withBrowser((browser) =>
    withPlatform({ webDist: web.dir }, async (platform) => {
      const context = await freshContext(browser);
      try {
        const page = await context.newPage();
        await page.addInitScript(taskRecorder);
        await signIn(page, platform.url);
        const one: ImportRun[] = [];
        for (let i = 0; i < 3; i++) one.push(await importOnce(page, platform.url, 1, `one${i}`));
        const big = [await importOnce(page, platform.url, ROWS, 'big')];
        return [
          ...spanFigures(
            'preview',
            big.map((r) => r.preview),
            one.map((r) => r.preview),
            false,
          ),
          ...spanFigures(
            'send',
            big.map((r) => r.send),
            one.map((r) => r.send),
            true,
          ),
        ];
      } finally {
        await context.close();
      }
    }),
  );
};

const run = async (): Promise<readonly Figure[]> => [...planFigures(), ...(await browserFigures())];

const source: FigureSource = { title: 'Bulk (users import, 1,000 rows)', run };
export default source;
