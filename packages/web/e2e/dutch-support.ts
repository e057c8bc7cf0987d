import type { Locator, Page } from '@playwright/test';
// The catalogue from source by path: Playwright's loader does not apply the '@scr/source' condition.
import { catalogues } from '../../domain/src/testing/index.ts';
import { expect } from './sign-in-support.ts';

type Id = keyof typeof catalogues.en;

/** A Dutch catalogue text with its simple {placeholders} filled in (no plural or select). */
export const nl = (id: Id, values: Record<string, string | number> = {}): string =>
  catalogues.nl[id].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dutchTexts = new Set(Object.values(catalogues.nl));

/**
 * Every English text of the catalogue that differs from its Dutch one, as an anchored pattern
 * ({placeholders} match anything; plural/select messages spell their branches out, so each branch
 * text is a pattern of its own). A text that is also some Dutch entry is left out: it proves nothing.
 */
const englishPatterns: ReadonlyArray<{ id: string; pattern: RegExp }> = Object.entries(catalogues.en)
  .filter(([id, en]) => en !== catalogues.nl[id as Id] && !dutchTexts.has(en))
  .flatMap(([id, en]) => {
    const branches = /\{\w+, (?:plural|select),/.test(en)
      ? [...en.matchAll(/(?:one|other|=\d+|\w+) \{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g)].map((m) => m[1] ?? '')
      : [en];
    return branches
      .map((text) => text.replace(/#/g, '{count}').trim())
      .filter((text) => /[A-Za-z]{2}/.test(text.replace(/\{\w+\}/g, '')))
      .map((text) => ({
        id,
        pattern: new RegExp(`^${escape(text).replace(/\\\{\w+\\\}/g, '.+')}$`),
      }));
  });

/**
 * The texts a user meets inside `scope`: every visible text node (trimmed) and the accessible
 * names and hints given as attributes (aria-label, title, placeholder) of visible elements.
 */
const shownTexts = (scope: Locator): Promise<string[]> =>
  scope.evaluate((root) => {
    const texts: string[] = [];
    const visible = (el: Element | null) => !!el && el.checkVisibility({ checkVisibilityCSS: true });
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && visible(node.parentElement)) texts.push(text);
    }
    for (const el of [root, ...root.querySelectorAll('[aria-label], [title], [placeholder]')]) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });

/**
 * Expects no English catalogue text shown inside `scope` (default the whole page). `data` names
 * values of the demo world that happen to equal an English text (Ulrich's last name is 'Users').
 */
export const expectNoEnglish = async (
  page: Page,
  scope: Locator = page.locator('body'),
  data: readonly string[] = [],
) => {
  const english = (await shownTexts(scope))
    .filter((text) => !data.includes(text))
    .flatMap((text) => englishPatterns.filter((p) => p.pattern.test(text)).map((p) => `${p.id}: ${text}`));
  expect([...new Set(english)]).toEqual([]);
};

/**
 * Chooses a language with the top bar's switch, whichever language it speaks now: the signed-in
 * user's own `lang` picks the first one (Otto's is nl, Anna's en).
 */
export const switchLanguage = async (page: Page, language: 'en' | 'nl') => {
  const label = language === 'en' ? catalogues.en['app.language.en'] : catalogues.nl['app.language.nl'];
  const names = new RegExp(`^(${catalogues.en['app.language']}|${catalogues.nl['app.language']})$`);
  await page.getByRole('banner').getByRole('combobox', { name: names }).selectOption({ label });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('combobox', { name: catalogues[language]['app.language'] })).toBeVisible();
};

/** Switches the signed-in app to Dutch. */
export const switchToDutch = (page: Page) => switchLanguage(page, 'nl');
