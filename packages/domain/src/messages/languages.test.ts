import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogues } from './catalogue.ts';
import { locales, type Locale } from './define.ts';
import { glossary, sameAsEnglish } from './glossary.ts';

const english = catalogues.en as Readonly<Record<string, string>>;
const ids = Object.keys(english);
const translations = locales.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');
const textOf = (locale: Locale, id: string): string | undefined =>
  (catalogues[locale] as Readonly<Record<string, string | undefined>>)[id];

/** What an ICU message asks of its caller: each argument's kind, and the branches of each select. */
type Shape = {
  readonly args: Map<string, string>;
  readonly selects: Map<string, Set<string>>;
  readonly plurals: Map<string, Set<string>>;
  /** The words a person reads, every branch's, in order. */
  readonly literals: string[];
};

const walk = (elements: readonly MessageFormatElement[], shape: Shape): void => {
  for (const element of elements) {
    if (element.type === TYPE.literal) shape.literals.push(element.value);
    else if (element.type === TYPE.select || element.type === TYPE.plural) {
      const keys = new Set(Object.keys(element.options));
      (element.type === TYPE.select ? shape.selects : shape.plurals).set(element.value, keys);
      shape.args.set(element.value, element.type === TYPE.plural ? 'plural' : 'text');
      for (const option of Object.values(element.options)) walk(option.value, shape);
    } else if (element.type === TYPE.tag) {
      shape.args.set(element.value, 'tag');
      walk(element.children, shape);
    } else if (element.type === TYPE.argument) {
      if (!shape.args.has(element.value)) shape.args.set(element.value, 'text');
    } else if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
      shape.args.set(element.value, TYPE[element.type]);
    }
  }
};

const shapeOf = (text: string, locale: Locale): Shape => {
  const shape: Shape = { args: new Map(), selects: new Map(), plurals: new Map(), literals: [] };
  walk(parse(text, { locale: new Intl.Locale(locale) }), shape);
  return shape;
};

/** A text as prose: its literal words, code-like words (`user.create`, `--lang`, an email) left out. */
const prose = (text: string, locale: Locale): string =>
  shapeOf(text, locale)
    .literals.join(' ')
    .replace(/\S*\w[._@/]\w\S*|--\S+/g, ' ')
    .toLowerCase();

const normalized = (text: string, locale: Locale): string =>
  prose(text, locale)
    .replace(/[\s\p{P}\p{S}\d]+/gu, ' ')
    .trim();

/** The English formatter supplies 'a'/'an' itself; other languages put the article in their text. */
const englishOnlyArguments = new Set(['article']);

describe.each(translations)('the %s catalogue', (locale) => {
  it('has a text for every message', () => {
    expect(ids.filter((id) => !textOf(locale, id)?.trim())).toEqual([]);
  });

  it('asks for the same ICU arguments as the English, with its select branches', () => {
    const differ = ids.flatMap((id) => {
      const text = textOf(locale, id);
      if (!text) return [];
      const theirs = shapeOf(english[id]!, 'en');
      const ours = shapeOf(text, locale);
      const names = (shape: Shape) =>
        [...shape.args.keys()]
          .filter((name) => !englishOnlyArguments.has(name))
          .sort()
          .join(',');
      const selects = (shape: Shape) =>
        [...shape.selects].map(([name, keys]) => `${name}:${[...keys].sort().join('|')}`).sort();
      // A translation may turn a plain English argument into a select (a status word that must
      // agree in gender), never drop or rename one; a select the English has keeps its branches.
      const ownSelects = new Set(selects(ours));
      const lost = selects(theirs).filter((select) => !ownSelects.has(select));
      return names(theirs) === names(ours) && lost.length === 0
        ? []
        : [
            `${id}: ${names(theirs)} ${selects(theirs).join(' ')} ≠ ${names(ours)} ${[...ownSelects].join(' ')}`,
          ];
    });
    expect(differ).toEqual([]);
  });

  it("plurals with this language's categories, always with other", () => {
    const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
    const wrong = ids.flatMap((id) => {
      const text = textOf(locale, id);
      if (!text) return [];
      return [...shapeOf(text, locale).plurals].flatMap(([name, keys]) =>
        keys.has('other') && [...keys].every((key) => categories.has(key) || key.startsWith('='))
          ? []
          : [`${id}: ${name} {${[...keys].join(', ')}}`],
      );
    });
    expect(wrong).toEqual([]);
  });

  it('says no text in English, unless the word is the same in this language', () => {
    const allowed = new Set(sameAsEnglish[locale].flatMap((text) => normalized(text, locale).split(' ')));
    const inEnglish = ids.filter((id) => {
      const text = textOf(locale, id);
      if (!text) return false;
      const words = normalized(text, locale);
      // A text of names and numbers only (a version, a product name) has nothing to translate.
      const hasWords = /\p{L}{2}/u.test(words);
      return (
        hasWords &&
        words === normalized(english[id]!, 'en') &&
        !words.split(' ').every((word) => allowed.has(word))
      );
    });
    expect(inEnglish.map((id) => `${id}: ${textOf(locale, id)}`)).toEqual([]);
  });

  it("says the glossary's word wherever the English says the term", () => {
    const missing = glossary.flatMap((term) =>
      ids.flatMap((id) => {
        const text = textOf(locale, id);
        if (!text || term.except?.includes(id) || !prose(english[id]!, 'en').includes(term.stem.en))
          return [];
        return prose(text, locale).includes(term.stem[locale])
          ? []
          : [`${id} (${term.word[locale]}): ${text}`];
      }),
    );
    expect(missing).toEqual([]);
  });
});
