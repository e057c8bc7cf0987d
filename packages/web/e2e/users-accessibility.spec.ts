import { test, expect } from './fixtures.ts';
import { seriousViolations } from './axe-support.ts';
import { signIn } from './connections-support.ts';

// The admin pages and their dialogs have no serious or critical accessibility violations (axe, WCAG 2 A/AA).

// Several scans per test on a busy machine: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('the users page, the invite and edit dialogs pass axe', async ({ page }) => {
  await signIn(page, 'anna.admin@carrier.example');
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please review your users' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Invite user' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite user for Antwerp Carrier NV' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit user' }).first().click();
  await expect(page.getByRole('dialog', { name: /^Edit user / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the organization profile and the integrations pass axe', async ({ page }) => {
  await signIn(page, 'anna.admin@carrier.example');
  await page.getByRole('link', { name: 'Organization profile', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please review your data below' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Integrations', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Portbase' })).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});
