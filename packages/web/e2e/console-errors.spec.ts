import type { Page } from '@playwright/test';
import { expect as sharedExpect, test as shared } from './fixtures.ts';
import { ConsoleErrorRecorder } from './console-errors.ts';
import { expect, pathOf, test, waitForMail } from './sign-in-support.ts';
import { findUserRow, openUsers } from './walk-support.ts';

// Every test fails on a console error of its pages (fixtures.ts). The pages a link opens straight
// from a mail once logged one: the first render, a transition, suspended for the container or the
// texts while a component that waits for them mounted, and React reported its recovery (error #520).

test.describe('links opened from a mail log no console error', () => {
  test.use({ changesWorld: true });

  test('?showpwreset and the password-reset link', async ({ page, request, consoleErrorRecorder }) => {
    await page.goto('/?showpwreset');
    await expect(page.getByRole('dialog', { name: 'Forgot password?' })).toBeVisible();
    const sent = await request.post('/api/password-reset', { data: { orgUserId: 1, organizationId: 1 } });
    expect(sent.ok()).toBe(true);
    const mail = await waitForMail(request, 'anna.admin@carrier.example', /reset your wallet password/i);
    await page.goto(pathOf(mail.links[0]!));
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    expect(consoleErrorRecorder.unexpected([])).toEqual([]);
  });
});

shared(
  'the add-user link, opened in a browser of its own',
  async ({ page, browser, baseURL, consoleErrorRecorder }) => {
    await openUsers(page);
    await (
      await findUserRow(page, 'ian.invited@carrier.example')
    )
      .getByRole('button', { name: 'Edit user' })
      .click();
    const link = new URL(
      await page.getByRole('dialog', { name: 'Edit user Ian' }).getByLabel('Invite user').inputValue(),
    );
    const context = await browser.newContext({ baseURL });
    const newUser = await context.newPage();
    await newUser.goto(`${link.pathname}${link.search}`);
    await sharedExpect(newUser.getByLabel('New password', { exact: true })).toBeVisible({ timeout: 15_000 });
    await context.close();
    sharedExpect(consoleErrorRecorder.unexpected([])).toEqual([]);
  },
);

/** The login page, logging `text` as a console error. */
const logError = async (page: Page, text: string) => {
  await page.goto('/');
  await sharedExpect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.evaluate((logged) => console.error(logged), text);
};

shared.describe('the console error check', () => {
  shared('fails a test whose page logs a console error', async ({ page }) => {
    shared.fail(true, 'the fixture fails this test in its teardown: its page logged an error');
    await logError(page, 'an error of the page');
  });

  shared('fails a test whose own browser context logs one', async ({ browser, baseURL }) => {
    shared.fail(true, 'the fixture fails this test in its teardown: a context of its own logged an error');
    const context = await browser.newContext({ baseURL });
    await logError(await context.newPage(), 'an error in a second browser');
    await context.close();
  });

  shared.describe('with the errors it provokes allowed', () => {
    shared.use({ consoleErrors: ['provoked by the test'] });

    shared(
      'records errors and uncaught errors with their page, not what it allows or an HTTP error answer',
      async ({ page, context }) => {
        const recorder = new ConsoleErrorRecorder();
        recorder.watch(context);
        await logError(page, 'provoked by the test: logged');
        const answer = await page.evaluate(async () => (await fetch('/api/no-such-thing')).status);
        sharedExpect(answer).toBe(404);
        await page.evaluate(() =>
          setTimeout(() => {
            throw new Error('provoked by the test: uncaught');
          }),
        );
        const url = page.url();
        await sharedExpect
          .poll(() => recorder.unexpected([]))
          .toEqual([
            { kind: 'console.error', url, text: 'provoked by the test: logged' },
            { kind: 'pageerror', url, text: 'Error: provoked by the test: uncaught' },
          ]);
        sharedExpect(recorder.unexpected(['provoked by the test'])).toEqual([]);
      },
    );
  });
});
