// "Sign-in on a phone": the whole sign-in an administrator on a phone waits for, on Lighthouse's
// mobile profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower, cold cache,
// 412 px; lib/phone.ts), against the fake platform in this process. Two rows: Anna from `/` to her
// landing page's data (the organization profile), and a signed-out deep link `/organization/users`
// to its rows. Each row is three waits, the user's typing between them not counted: the login form
// usable, Email + Tab → her organization in the select, Password + Login → the first data painted.
// Median of fresh contexts; baseline: the bare React + Blueprint page's first paint on the same
// profile; beside it the transfer floor (the bytes ÷ the downlink).
import type { Browser, Page } from 'playwright-core';
import type { Figure, FigureSource } from '../figure.ts';
import { ratioOf } from '../figure.ts';
import { ANNA, DEMO_PASSWORD, firstContentfulPaint } from '../lib/app.ts';
import { withBrowser } from '../lib/browser.ts';
import { baselineBuild, webBuild } from '../lib/build.ts';
import { phonePage, phoneProfile, transferFloorMs } from '../lib/phone.ts';
import { withPlatform } from '../lib/platform.ts';
import { fmtKb, list, median } from '../lib/stats.ts';
import { serveDir } from '../lib/static-server.ts';
import { recordCalls, waterfall, type Call } from '../lib/waterfall.ts';

const RUNS = 5;
/** Anna's one organization in the demo world: the option the select must hold. */
const ANNAS_ORGANIZATION = 'Antwerp Carrier NV';
/** A user's typing pace (ms per key), so that what the page does while one types happens as it would. */
const KEY_DELAY_MS = 50;

type Row = {
  readonly from: string;
  readonly data: 'profile' | 'usersRows';
  readonly label: string;
  /** The median's bar: a deep link waits one screen more (the login screen before its page). */
  readonly barMs: number;
};
const rows: readonly Row[] = [
  { from: '/', data: 'profile', label: 'from / to the profile', barMs: 3000 },
  {
    from: '/organization/users',
    data: 'usersRows',
    label: 'from a signed-out /organization/users to its rows',
    barMs: 3500,
  },
];

type Marks = {
  loginUsable?: number;
  tab?: number;
  organizations?: number;
  login?: number;
  profile?: number;
  usersRows?: number;
};

/**
 * In-page marks (an init script), as performance.now() of the first frame painted after each holds:
 * the login form usable (its Email field enabled), Anna's organization among the select's options,
 * the profile's name filled, the users' rows; and the moments of the Tab out of Email and of the
 * Login click. Checked on every DOM change and every 50 ms (a controlled input's value is a property).
 */
const marksProbe = (organization: string) => {
  const marks: Record<string, number> = {};
  (window as unknown as { __phone: Record<string, number> }).__phone = marks;
  const holds: Record<string, () => boolean> = {
    loginUsable: () => {
      const email = document.getElementById('login-email') as HTMLInputElement | null;
      return email !== null && !email.disabled;
    },
    organizations: () =>
      [...document.querySelectorAll('#login-organization option')].some(
        (o) => o.textContent === organization,
      ),
    profile: () =>
      ((document.getElementById('organization-name') as HTMLInputElement | null)?.value ?? '') !== '',
    usersRows: () =>
      [...document.querySelectorAll('.scr-users table tbody tr')].some((r) => r.textContent?.includes('@')),
  };
  const pending = new Set<string>();
  const check = () => {
    for (const [name, test] of Object.entries(holds)) {
      if (name in marks || pending.has(name) || !test()) continue;
      pending.add(name);
      // The frame that shows it: after the next rAF, a task.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (marks[name] = performance.now());
        channel.port2.postMessage(null);
      });
    }
  };
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab' && (event.target as Element | null)?.id === 'login-email')
        marks['tab'] ??= performance.now();
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('form button[type=submit]'))
        marks['login'] ??= performance.now();
    },
    true,
  );
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  setInterval(check, 50);
};

const markOf = async (page: Page, name: keyof Marks): Promise<number> => {
  const handle = await page.waitForFunction(
    (n) => (window as unknown as { __phone?: Record<string, number> }).__phone?.[n] ?? null,
    name,
    { timeout: 90_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
};

type Step = { readonly ms: number; readonly bytes: number };
type RowRun = {
  readonly steps: readonly [Step, Step, Step];
  readonly total: number;
  readonly bytes: number;
  readonly calls: Call[];
  /** What the page fetched until its login form was usable. */
  readonly firstCalls: Call[];
  readonly typingMs: number;
};

const signInOnPhone = async (browser: Browser, url: string, row: Row): Promise<RowRun> => {
  const { context, page, bytes } = await phonePage(browser);
  try {
    await page.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
    await page.addInitScript(marksProbe, ANNAS_ORGANIZATION);
    const first = recordCalls(page, url);
    await page.goto(`${url}${row.from}`, { waitUntil: 'commit' });
    const usable = await markOf(page, 'loginUsable');
    first.stop();
    const b1 = bytes();
    const typingStart = Date.now();
    const email = page.getByLabel('Email');
    await email.pressSequentially(ANNA, { delay: KEY_DELAY_MS });
    let typingMs = Date.now() - typingStart;
    await email.press('Tab');
    const [tab, organizations] = [await markOf(page, 'tab'), await markOf(page, 'organizations')];
    const b2 = bytes();
    const passwordStart = Date.now();
    await page
      .getByLabel('Password', { exact: true })
      .pressSequentially(DEMO_PASSWORD, { delay: KEY_DELAY_MS });
    await page.getByRole('button', { name: 'Login', exact: true }).and(page.locator(':enabled')).waitFor();
    typingMs += Date.now() - passwordStart;
    const recorder = recordCalls(page, url);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const [login, data] = [await markOf(page, 'login'), await markOf(page, row.data)];
    const b3 = bytes();
    recorder.stop();
    const origin = await page.evaluate(() => performance.timeOrigin);
    const steps: [Step, Step, Step] = [
      { ms: usable, bytes: b1 },
      { ms: Math.max(0, organizations - tab), bytes: b2 - b1 },
      { ms: data - login, bytes: b3 - b2 },
    ];
    return {
      steps,
      total: steps.reduce((sum, s) => sum + s.ms, 0),
      bytes: b3,
      calls: recorder.calls(origin + login, origin + data),
      firstCalls: first.calls(origin, origin + usable),
      typingMs,
    };
  } finally {
    await context.close();
  }
};

/** The bare page's first contentful paint on the same profile, in a fresh context. */
const baselineOnce = async (browser: Browser, url: string): Promise<{ ms: number; bytes: number }> => {
  const { context, page, bytes } = await phonePage(browser);
  try {
    await page.goto(url);
    await page.getByRole('button', { name: 'Open', exact: true }).waitFor({ timeout: 90_000 });
    const ms = await firstContentfulPaint(page);
    return { ms, bytes: bytes() };
  } finally {
    await context.close();
  }
};

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const stepNames = ['login form usable', 'Email + Tab → organizations', 'Password + Login → first data'];

const figureOf = (row: Row, runs: readonly RowRun[], baseline: number): Figure => {
  const value = median(runs.map((r) => r.total));
  const typical = [...runs].sort((a, b) => Math.abs(a.total - value) - Math.abs(b.total - value))[0]!;
  const bytes = median(runs.map((r) => r.bytes));
  return {
    name: `sign-in on a phone, ${row.label}`,
    value: Math.round(value),
    unit: 'ms',
    baseline: Math.round(baseline),
    ratio: ratioOf(value, baseline),
    bar: `≤ ${row.barMs} ms (median)`,
    pass: value <= row.barMs,
    detail: [
      `profile: ${phoneProfile.latencyMs} ms RTT, ${phoneProfile.downBitsPerSecond / 1e6} Mbit/s down, ${phoneProfile.upBitsPerSecond / 1e3} kbit/s up, CPU ${phoneProfile.cpuSlowdown}× slower, ${phoneProfile.width} px, cold cache; ${runs.length} fresh contexts; typing (${KEY_DELAY_MS} ms a key, ~${s(median(runs.map((r) => r.typingMs)))}) not counted`,
      ...stepNames.map((name, i) => {
        const ms = median(runs.map((r) => r.steps[i]!.ms));
        const b = median(runs.map((r) => r.steps[i]!.bytes));
        return `${name}: ${s(ms)}, ${fmtKb(b)} (transfer floor ${s(transferFloorMs(b))})`;
      }),
      `total ${s(value)}, ${fmtKb(bytes)} (transfer floor ${s(transferFloorMs(bytes))}); runs (ms): ${list(runs.map((r) => r.total))}`,
      `calls until the login form is usable, same run, start after the navigation and duration:`,
      ...waterfall(typical.firstCalls),
      `calls after Login of the run closest to the median (${s(typical.total)}), start after the click and duration:`,
      ...waterfall(typical.calls),
    ],
  };
};

const run = async (): Promise<readonly Figure[]> => {
  const [web, bare] = await Promise.all([webBuild(), baselineBuild()]);
  const server = await serveDir(bare.dir, { precompressed: true });
  try {
    return await withBrowser((browser) =>
      withPlatform({ webDist: web.dir }, async (platform) => {
        await signInOnPhone(browser, platform.url, rows[0]!); // warm-up: the platform's first KDF and JIT
        const byRow = rows.map(() => [] as RowRun[]);
        const baselines: { ms: number; bytes: number }[] = [];
        for (let i = 0; i < RUNS; i++) {
          for (const [r, row] of rows.entries())
            byRow[r]!.push(await signInOnPhone(browser, platform.url, row));
          baselines.push(await baselineOnce(browser, `${server.url}/`));
        }
        const baseline = median(baselines.map((b) => b.ms));
        const baselineBytes = median(baselines.map((b) => b.bytes));
        return rows.map((row, r) => {
          const figure = figureOf(row, byRow[r]!, baseline);
          return {
            ...figure,
            detail: [
              ...(figure.detail ?? []),
              `baseline = bare React + Blueprint page's first paint on the profile: ${list(baselines.map((b) => b.ms))} ms, ${fmtKb(baselineBytes)} (transfer floor ${s(transferFloorMs(baselineBytes))})`,
            ],
          };
        });
      }),
    );
  } finally {
    await server.close();
  }
};

const source: FigureSource = { title: 'Sign-in on a phone', run };
export default source;
