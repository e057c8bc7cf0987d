import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';

// The shell's public screens have no serious or critical accessibility violations (axe, WCAG 2 A/AA).
for (const [name, path, ready] of [
  ['login screen', '/', 'Login'],
  ['unknown route', '/no/such/page', 'No page exists for this route'],
] as const) {
  test(`${name} passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
