import {
  isArgumentElement,
  isLiteralElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser/no-parser.js';

/**
 * A precompiled message made of text and arguments given as strings, joined as intl-messageformat
 * would join it; undefined for any other message (a plural, a number, a date, a missing value), which
 * react-intl formats. Formatting such a message through intl-messageformat asks ICU for its list of
 * locales first (`supportedLocalesOf`), a long task on a phone for texts like '{page} – {product}'
 * that need none of it (vite.intl-locale-check.ts says the same of react-intl's own check).
 */
export const plainText = (
  message: unknown,
  values: Readonly<Record<string, unknown>>,
): string | undefined => {
  if (!Array.isArray(message)) return undefined;
  let text = '';
  // The parser's own type guards (its parser-free entry, which carries no parsing code).
  for (const element of message as readonly MessageFormatElement[]) {
    if (isLiteralElement(element)) text += element.value;
    else if (isArgumentElement(element) && typeof values[element.value] === 'string')
      text += values[element.value] as string;
    else return undefined;
  }
  return text;
};
