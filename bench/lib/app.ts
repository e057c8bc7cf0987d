// Driving the portal in the bench: the demo login, and in-page probes that time a paint.
import type { Page } from 'playwright-core';

export const ANNA = 'anna.admin@carrier.example';
/** Every wallet password of the demo world (README). */
export const DEMO_PASSWORD = 'demo1234';

/** Types the email, waits for its organizations (find-user), types the password: Login is enabled. */
export const fillLogin = async (page: Page, email = ANNA, password = DEMO_PASSWORD): Promise<void> => {
  const emailField = page.getByLabel('Email');
  await emailField.fill(email);
  await emailField.press('Tab');
  await page
    .getByLabel('Organization')
    .and(page.locator(':not([aria-disabled="true"])'))
    .waitFor({ timeout: 30_000 });
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).and(page.locator(':enabled')).waitFor();
};

/** Signs in as Anna on '/', then waits for her landing page. */
export const signIn = async (page: Page, baseUrl: string): Promise<void> => {
  await page.goto(`${baseUrl}/`);
  await fillLogin(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/organization/, { timeout: 60_000 });
};

/** What counts as painted, evaluated in the page against the document. */
export type Painted = 'usersRows' | 'connectionsRows';

/**
 * In-page probe (an init script): watches the DOM and records, as performance.now(), the first
 * frame after the condition holds (rAF, then a task: the frame is painted). It arms itself at
 * navigation start (performance.now() 0) on the users and connections pages, and on the Login
 * click; `window.__bench.arm()` re-arms it and stores the current first-row text, so a page change
 * waits for different rows.
 */
const probe = () => {
  type Bench = {
    condition: string;
    start: number;
    painted: number | null;
    before: string | null;
    arm(condition: string): void;
  };
  const rows: Record<string, () => Element[]> = {
    usersRows: () =>
      [...document.querySelectorAll('.scr-users table tbody tr')].filter((r) => r.textContent?.includes('@')),
    connectionsRows: () => [
      ...document.querySelectorAll('[role=tabpanel]:not([aria-hidden=true]) table tbody tr'),
    ],
  };
  const w = window as unknown as { __bench: Bench };
  const firstRow = (condition: string): string | null => rows[condition]?.()[0]?.textContent ?? null;
  const check = () => {
    const b = w.__bench;
    if (!b.condition || b.painted !== null) return;
    const first = firstRow(b.condition);
    if (first === null || first === b.before) return;
    b.painted = -1;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (b.painted = performance.now());
      channel.port2.postMessage(null);
    });
  };
  w.__bench = {
    condition: '',
    start: 0,
    painted: null,
    before: null,
    arm(condition) {
      this.condition = condition;
      this.start = performance.now();
      this.painted = null;
      this.before = firstRow(condition);
      check();
    },
  };
  const byPath: Record<string, string> = {
    '/organization/users': 'usersRows',
    '/organization/connections': 'connectionsRows',
  };
  // The connections page under any route status (e.g. /organization/connections/accepted: To do).
  const auto = byPath[location.pathname.replace(/^(\/organization\/connections)\/.*/, '$1')];
  if (auto) Object.assign(w.__bench, { condition: auto, start: 0 });
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('form button[type=submit]')) w.__bench.arm('usersRows');
    },
    true,
  );
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
};

export const installProbe = async (page: Page): Promise<void> => {
  // tsx (esbuild keepNames) wraps named functions in __name(): give the page that helper too.
  await page.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await page.addInitScript(probe);
};

/** Arms the probe now (the timer starts) for a condition. */
export const arm = (page: Page, condition: Painted): Promise<void> =>
  page.evaluate(
    (c) => (window as unknown as { __bench: { arm(c: string): void } }).__bench.arm(c),
    condition,
  );

/** Waits for the armed condition's paint; answers { start, painted } as performance.now() values. */
export const paintedAt = async (
  page: Page,
  timeout = 60_000,
): Promise<{ start: number; painted: number }> => {
  const handle = await page.waitForFunction(
    () => {
      const b = (window as unknown as { __bench: { start: number; painted: number | null } }).__bench;
      return b.painted !== null && b.painted >= 0 ? { start: b.start, painted: b.painted } : null;
    },
    undefined,
    { timeout, polling: 50 },
  );
  return (await handle.jsonValue()) as { start: number; painted: number };
};

/** The page's first contentful paint, in ms from its navigation (the bare page's baseline). */
export const firstContentfulPaint = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((entries) => {
          const fcp = entries.getEntriesByName('first-contentful-paint')[0];
          if (fcp) resolve(fcp.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
