import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical violations axe finds on the page as it is now (WCAG 2 A/AA), one line
 * each: rule id and the offending nodes; only inside `include` (a CSS selector) when given, e.g. an
 * open dialog once the page behind it was scanned. The accessibility specs expect this to be empty.
 */
export const seriousViolations = async (page: Page, include?: string): Promise<string[]> => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};
