import {
  isArgumentElement,
  isLiteralElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser/no-parser.js';

/**
 * A precompiled message made of text and arguments given as strings, joined as intl-messageformat
 * would join it; undefined for any other message (a plural, a number, a date, a missing value), which
 * react-intl formats. Texts like '{page} – {product}' need no formatter: joined here, they build
 * none of intl-messageformat's (whose locale lookup, unpatched, made ICU list every locale it has: a
 * long task on a phone; patches/README.md).
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
