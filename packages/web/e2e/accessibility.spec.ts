import { test, expect } from './fixtures.ts';
import { seriousViolations } from './axe-support.ts';

// The shell's public screens have no serious or critical accessibility violations (axe, WCAG 2 A/AA).
for (const [name, path, ready] of [
  ['login screen', '/', 'Login'],
  ['unknown route', '/no/such/page', 'No page exists for this route'],
] as const) {
  test(`${name} passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
