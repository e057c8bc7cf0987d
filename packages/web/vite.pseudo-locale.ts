// The pseudo-locale build's texts: English, every letter accented and every word 40 % longer, the
// whole message in brackets. A page that holds these holds German (about 30 % longer than English,
// in long compound words that cannot break) and shows where a text is cut off: its bracket is gone.
// formatjs's own pseudo-locale (en-XA, through its file-based compile) lengthens by about 30 % with
// doubled vowels only; this one lengthens each word by the 40 % a layout must hold.

/** The parser's element kinds this transform reads (the numbers of @formatjs/icu-messageformat-parser's TYPE). */
type Kinds = {
  readonly literal: number;
  readonly select: number;
  readonly plural: number;
  readonly tag: number;
};

/** An ICU element as the parser gives it: only what the transform reads or writes. */
type Element = {
  readonly type: number;
  value?: unknown;
  readonly options?: Record<string, { readonly value: Element[] }>;
  readonly children?: Element[];
};

const ASCII = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçđéƒĝĥîĵķļɱñöþǫŕšŧûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŦÛṼŴẊÝŽ';

const accents = new Map([...ASCII].map((letter, i) => [letter, [...ACCENTED][i]!]));
const accent = (text: string): string => [...text].map((c) => accents.get(c) ?? c).join('');

/** A word 40 % longer, in letters of its own: it stays one unbreakable word, as a German compound does. */
const lengthen = (word: string): string => word + word.slice(0, Math.ceil(word.length * 0.4));

/** A literal text of a message, pseudo-localized (the tests name elements by it too). */
export const pseudoLiteral = (text: string): string =>
  text.replace(/\p{L}+/gu, (word) => accent(lengthen(word)));

/** A plain message (no ICU argument) as the pseudo-locale build shows it. */
export const pseudoText = (text: string): string => `[${pseudoLiteral(text)}]`;

const walk = (elements: Element[], kinds: Kinds): void => {
  for (const element of elements) {
    if (element.type === kinds.literal && typeof element.value === 'string')
      element.value = pseudoLiteral(element.value);
    else if (element.type === kinds.select || element.type === kinds.plural)
      for (const option of Object.values(element.options ?? {})) walk(option.value, kinds);
    else if (element.type === kinds.tag) walk(element.children ?? [], kinds);
  }
};

/** A parsed message pseudo-localized in place, in brackets, its arguments, plurals and tags kept. */
export const pseudoLocalize = (ast: Element[], kinds: Kinds): Element[] => {
  walk(ast, kinds);
  return [{ type: kinds.literal, value: '[' }, ...ast, { type: kinds.literal, value: ']' }];
};
