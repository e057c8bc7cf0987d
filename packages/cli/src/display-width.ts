/**
 * Code points a terminal draws two columns wide (East Asian Wide and Fullwidth): the ranges of
 * is-fullwidth-code-point, which the CLI's earlier table library measured with, so the tables keep
 * their columns.
 */
const wideRanges: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2329, 0x232a],
  [0x2e80, 0x303e],
  [0x3040, 0x3247],
  [0x3250, 0x4dbf],
  [0x4e00, 0xa4c6],
  [0xa960, 0xa97c],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6b],
  [0xff01, 0xff60],
  [0xffe0, 0xffe6],
  [0x1b000, 0x1b001],
  [0x1f200, 0x1f251],
  [0x20000, 0x3fffd],
];

const isWide = (code: number): boolean => wideRanges.some(([from, to]) => code >= from && code <= to);

/** Control characters, combining accents, joiners and variation selectors take no column. */
const takesNoColumn = (code: number): boolean =>
  code <= 0x1f ||
  (code >= 0x7f && code <= 0x9f) ||
  (code >= 0x300 && code <= 0x36f) ||
  code === 0x200d ||
  (code >= 0xfe00 && code <= 0xfe0f) ||
  (code >= 0x1f3fb && code <= 0x1f3ff);

/** An emoji drawn as a picture is two columns, whatever it is made of (a skin tone, a family). */
const pictureEmoji = /\p{Emoji_Presentation}|\uFE0F/u;
const printableAscii = /^[\x20-\x7e]*$/;
// Made on the first text that needs it: a command that prints no table does not load it.
let graphemes: Intl.Segmenter | undefined;

const graphemeWidth = (grapheme: string): number => {
  if (pictureEmoji.test(grapheme)) return 2;
  let width = 0;
  for (const letter of grapheme) {
    const code = letter.codePointAt(0) ?? 0;
    if (!takesNoColumn(code)) width += isWide(code) ? 2 : 1;
  }
  return width;
};

/** How many columns of a terminal a line of text takes. */
export const displayWidth = (text: string): number => {
  // Emails, line numbers and most names: one column a character, without segmenting.
  if (printableAscii.test(text)) return text.length;
  let width = 0;
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(text)) width += graphemeWidth(segment);
  return width;
};
