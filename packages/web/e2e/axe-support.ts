import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { atRest } from './at-rest.ts';

type Found = {
  readonly id: string;
  readonly impact?: string | null;
  readonly nodes: { target: unknown[] }[];
};

const scan = async (page: Page, include?: string): Promise<readonly Found[]> => {
  // The page at rest: a dialog still fading in has its text at part opacity, which axe reads as too
  // little contrast.
  await atRest(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  return (await (include ? builder.include(include) : builder).analyze()).violations;
};

const lines = (found: readonly Found[]) =>
  found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/**
 * The serious and critical violations axe finds on the page as it is now (WCAG 2 A/AA), one line
 * each: rule id and the offending nodes; only inside `include` (a CSS selector) when given, e.g. an
 * open dialog once the page behind it was scanned. The accessibility specs expect this to be empty.
 */
export const seriousViolations = async (page: Page, include?: string): Promise<string[]> =>
  lines((await scan(page, include)).filter((v) => v.impact === 'serious' || v.impact === 'critical'));

/** Every violation axe finds (WCAG 2 A/AA), whatever its impact: for the parts held to "none at all". */
export const allViolations = async (page: Page, include?: string): Promise<string[]> =>
  lines(await scan(page, include));
