import type { APIRequestContext, Page } from '@playwright/test';
import { test as shared, expect as sharedExpect } from './fixtures.ts';
import { startPlatform, type RunningPlatform } from './platform.ts';

/** Every wallet password of the demo world (architecture §4). */
export const DEMO_PASSWORD = 'demo1234';

type OwnPlatform = { readonly platform: RunningPlatform; dirty: boolean };

/**
 * The sign-in and link-page tests run on a fake platform of their worker's own: other suites reset
 * the shared world while they run, which would pull the wallets from under a sign-in. A test that
 * changes the world says so (`test.use({ changesWorld: true })`); the next test of the worker then
 * starts with POST /__dev/api/reset, so every test starts in the demo world.
 */
export const test = shared.extend<{ changesWorld: boolean; cleanWorld: void }, { ownPlatform: OwnPlatform }>({
  ownPlatform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const platform = await startPlatform();
      await use({ platform, dirty: false });
      await platform.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ ownPlatform }, use) => {
    await use(ownPlatform.platform.url);
  },
  changesWorld: [false, { option: true }],
  cleanWorld: [
    async ({ ownPlatform, changesWorld, request }, use) => {
      if (ownPlatform.dirty) {
        const reset = await request.post('/__dev/api/reset', { timeout: 60_000 });
        expect(reset.ok()).toBe(true);
        ownPlatform.dirty = false;
      }
      if (changesWorld) ownPlatform.dirty = true;
      await use();
    },
    { auto: true, timeout: 60_000 },
  ],
});
/** A wallet sign-in runs a memory-hard KDF: on a busy machine a landing can take several seconds. */
export const expect = sharedExpect.configure({ timeout: 15_000 });

/** Types the email, waits for its organizations, chooses one when asked, types the password. */
export const fillLogin = async (
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  organization?: string,
) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').press('Tab');
  const select = page.getByLabel('Organization');
  await expect(select).toBeEnabled();
  if (organization) await select.selectOption({ label: organization });
  await page.getByLabel('Password', { exact: true }).fill(password);
};

/** The whole login: '/', the form, Login. */
export const login = async (page: Page, email: string, password = DEMO_PASSWORD, organization?: string) => {
  await page.goto('/');
  await fillLogin(page, email, password, organization);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
};

export type Mail = { to: string; subject: string; text: string; links: string[]; createdAt: string };

/** The mails the platform sent, newest first. */
export const mails = async (request: APIRequestContext): Promise<Mail[]> =>
  (await (await request.get('/__dev/api/mails')).json()) as Mail[];

/** Waits for a mail to `to` whose subject matches, beyond the `skip` newest such ones already seen. */
export const waitForMail = async (
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  skip = 0,
): Promise<Mail> => {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const matching = (await mails(request)).filter((m) => m.to === to && subject.test(m.subject));
      found = matching.length > skip ? matching[0] : undefined;
      return found !== undefined;
    })
    .toBe(true);
  return found!;
};

/** A mailed link as a path on this origin (the platform writes its own base URL into it). */
export const pathOf = (link: string): string => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Calls the platform API as the signed-in user of the page (the session the app keeps). */
export const apiAs = async <T>(page: Page, method: string, path: string, body?: unknown): Promise<T> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(sessionStorage.getItem('scr.apiSession') ?? 'null') as {
        accessToken: string;
        orgUserId: number;
      } | null;
      if (!session) throw new Error('not signed in');
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${session.accessToken}`,
          Id: String(session.orgUserId),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as unknown;
    },
    { method, path, body },
  ) as Promise<T>;
