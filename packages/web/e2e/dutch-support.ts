import type { Locator, Page } from '@playwright/test';
// The catalogue from source by path: Playwright's loader does not apply the '@scr/source' condition.
import { catalogues } from '../../domain/src/testing/index.ts';
import { locales, type Locale } from '../../domain/src/messages/define.ts';
import { expect } from './sign-in-support.ts';

type Id = keyof typeof catalogues.en;

/** A Dutch catalogue text with its simple {placeholders} filled in (no plural or select). */
export const nl = (id: Id, values: Record<string, string | number> = {}): string =>
  catalogues.nl[id].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Translation = Exclude<Locale, 'en'>;
type Pattern = { id: string; pattern: RegExp };

/**
 * Every English text of the catalogue that differs from its text in `language`, as an anchored
 * pattern ({placeholders} match anything; plural/select messages spell their branches out, so each
 * branch text is a pattern of its own). A text that is also some entry of that language is left out:
 * it proves nothing (French says 'Message' too).
 */
const englishPatternsFor = (language: Translation): readonly Pattern[] => {
  const own = new Set(Object.values(catalogues[language]));
  return Object.entries(catalogues.en)
    .filter(([id, en]) => en !== catalogues[language][id as Id] && !own.has(en))
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
};
const patternsByLanguage = new Map<Translation, readonly Pattern[]>();
const englishPatterns = (language: Translation): readonly Pattern[] => {
  let patterns = patternsByLanguage.get(language);
  if (!patterns) patternsByLanguage.set(language, (patterns = englishPatternsFor(language)));
  return patterns;
};

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
 * Expects no English catalogue text shown inside `scope` (default the whole page) of a page in
 * `language`. `data` names values of the demo world that happen to equal an English text (Ulrich's
 * last name is 'Users').
 */
export const expectNoEnglishIn = async (
  page: Page,
  language: Translation,
  scope: Locator = page.locator('body'),
  data: readonly string[] = [],
) => {
  const patterns = englishPatterns(language);
  const english = (await shownTexts(scope))
    .filter((text) => !data.includes(text))
    .flatMap((text) => patterns.filter((p) => p.pattern.test(text)).map((p) => `${p.id}: ${text}`));
  expect([...new Set(english)]).toEqual([]);
};

/** Expects no English catalogue text shown inside `scope` of a Dutch page. */
export const expectNoEnglish = (page: Page, scope?: Locator, data: readonly string[] = []) =>
  expectNoEnglishIn(page, 'nl', scope, data);

/** The language switch's accessible name in any language: 'Language', 'Taal', 'Langue', 'Sprache'. */
export const languageSwitchName = new RegExp(
  `^(${locales.map((locale) => escape(catalogues[locale]['app.language'])).join('|')})$`,
);

/**
 * Chooses a language with the top bar's switch, whichever language it speaks now: the signed-in
 * user's own `lang` picks the first one (Otto's is nl, Anna's en).
 */
export const switchLanguage = async (page: Page, language: Locale) => {
  const label = catalogues[language][`app.language.${language}`];
  await page.getByRole('banner').getByRole('combobox', { name: languageSwitchName }).selectOption({ label });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('combobox', { name: catalogues[language]['app.language'] })).toBeVisible();
};

/** Switches the signed-in app to Dutch. */
export const switchToDutch = (page: Page) => switchLanguage(page, 'nl');
