import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { locales, type Locale, type MessageTexts } from '../messages/define.ts';
import { glossary, sameAsEnglish } from '../messages/glossary.ts';

/**
 * The checks of a catalogue: a text missing, other ICU arguments than the English's, plural
 * categories, a text left in English, a glossary term said in other words.
 */
export type CatalogueCheck = 'missing' | 'arguments' | 'plurals' | 'english' | 'glossary';

/** The order a catalogue's problems are listed in. */
const catalogueCheckNames: readonly CatalogueCheck[] = [
  'missing',
  'arguments',
  'plurals',
  'english',
  'glossary',
];

/** One thing a translation gets wrong: which language, which check, and the id with what it says. */
export type CatalogueProblem = {
  readonly locale: Exclude<Locale, 'en'>;
  readonly check: CatalogueCheck;
  readonly problem: string;
};

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
const prose = (shape: Shape): string =>
  shape.literals
    .join(' ')
    .replace(/\S*\w[._@/]\w\S*|--\S+/g, ' ')
    .toLowerCase();

/** Prose as its words only: case, punctuation, symbols and digits aside. */
const wordsOf = (prose: string): string => prose.replace(/[\s\p{P}\p{S}\d]+/gu, ' ').trim();

/** The English formatter supplies 'a'/'an' itself; other languages put the article in their text. */
const englishOnlyArguments = new Set(['article']);

const argumentNames = (shape: Shape): string =>
  [...shape.args.keys()]
    .filter((name) => !englishOnlyArguments.has(name))
    .sort()
    .join(',');

const selectBranches = (shape: Shape): string[] =>
  [...shape.selects].map(([name, keys]) => `${name}:${[...keys].sort().join('|')}`).sort();

/** The words each language shares with English, as the English check compares them. */
const sharedWords = (locale: Exclude<Locale, 'en'>): Set<string> =>
  new Set(sameAsEnglish[locale].flatMap((same) => wordsOf(prose(shapeOf(same, locale))).split(' ')));

/** What one id's text in one language gets wrong against its English, per check. */
const problemsOf = (
  id: string,
  english: string,
  text: string,
  locale: Exclude<Locale, 'en'>,
  shared: ReadonlySet<string>,
): Record<Exclude<CatalogueCheck, 'missing'>, string[]> => {
  const theirs = shapeOf(english, 'en');
  const ours = shapeOf(text, locale);
  const theirProse = prose(theirs);
  const ourProse = prose(ours);

  // A translation may turn a plain English argument into a select (a status word that must
  // agree in gender), never drop or rename one; a select the English has keeps its branches.
  const ownSelects = new Set(selectBranches(ours));
  const lost = selectBranches(theirs).filter((select) => !ownSelects.has(select));
  const argumentsDiffer = argumentNames(theirs) !== argumentNames(ours) || lost.length > 0;

  const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);

  const words = wordsOf(ourProse);
  // A text of names and numbers only (a version, a product name) has nothing to translate.
  const inEnglish =
    /\p{L}{2}/u.test(words) &&
    words === wordsOf(theirProse) &&
    !words.split(' ').every((word) => shared.has(word));

  return {
    arguments: argumentsDiffer
      ? [
          `${id}: ${argumentNames(theirs)} ${selectBranches(theirs).join(' ')} ≠ ${argumentNames(ours)} ${[...ownSelects].join(' ')}`,
        ]
      : [],
    plurals: [...ours.plurals].flatMap(([name, keys]) =>
      keys.has('other') && [...keys].every((key) => categories.has(key) || key.startsWith('='))
        ? []
        : [`${id}: ${name} {${[...keys].join(', ')}}`],
    ),
    english: inEnglish ? [`${id}: ${text}`] : [],
    glossary: glossary.flatMap((term) =>
      term.except?.includes(id) || !theirProse.includes(term.stem.en) || ourProse.includes(term.stem[locale])
        ? []
        : [`${id} (${term.word[locale]}): ${text}`],
    ),
  };
};

/**
 * What the translations of a catalogue (id → its text in every language, as `defineMessages`
 * declares it) get wrong against its English: a text missing; other ICU arguments or select branches;
 * a plural without `other` or with a category the language has not; a text left in English, unless
 * each word is one the language shares (glossary.ts `sameAsEnglish`); a glossary term said in other
 * words (unless the term lists the id in `except`). The domain's catalogue and scr's each pass it;
 * an empty list is a catalogue with nothing to fix.
 */
export const catalogueProblems = (catalogue: Readonly<Record<string, MessageTexts>>): CatalogueProblem[] =>
  locales
    .filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en')
    .flatMap((locale) => {
      const found: Record<CatalogueCheck, string[]> = {
        missing: [],
        arguments: [],
        plurals: [],
        english: [],
        glossary: [],
      };
      const shared = sharedWords(locale);
      for (const [id, texts] of Object.entries(catalogue)) {
        const text = texts[locale];
        if (!text.trim()) {
          found.missing.push(id);
          continue;
        }
        const problems = problemsOf(id, texts.en, text, locale, shared);
        for (const check of ['arguments', 'plurals', 'english', 'glossary'] as const)
          found[check].push(...problems[check]);
      }
      return catalogueCheckNames.flatMap((check) =>
        found[check].map((problem) => ({ locale, check, problem })),
      );
    });
