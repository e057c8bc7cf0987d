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
  for (const element of message as readonly { readonly type: number; readonly value: string }[]) {
    // The parser's element types: 0 is a literal, 1 a plain argument ({name}).
    if (element.type === 0) text += element.value;
    else if (element.type === 1 && typeof values[element.value] === 'string')
      text += values[element.value] as string;
    else return undefined;
  }
  return text;
};
