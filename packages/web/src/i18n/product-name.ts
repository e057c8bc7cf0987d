import type { MessageFormatElement } from 'react-intl';
import type { Catalogue } from '@scr/domain';

// The element kinds of a precompiled message (@formatjs/icu-messageformat-parser's TYPE): numbers,
// because the parser itself is not bundled (vite.messages.ts).
const LITERAL = 0;
const ARGUMENT = 1;

type Element = MessageFormatElement;

const substitute = (elements: readonly Element[], name: string): Element[] =>
  elements.map((element): Element => {
    if (element.type === ARGUMENT && element.value === 'product')
      return { type: LITERAL, value: name } as Element;
    if ('options' in element) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: substitute(option.value, name) },
        ]),
      );
      return { ...element, options } as Element;
    }
    if ('children' in element) return { ...element, children: substitute(element.children, name) } as Element;
    return element;
  });

/**
 * The catalogue with `{product}` filled in with the product's short name from the runtime config
 * ('SCR App', '{product} Premium'): a text shows it without every caller passing it.
 */
export const withProductName = (catalogue: Catalogue, name: string): Catalogue =>
  Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => [
      id,
      typeof message === 'string' ? message.replaceAll('{product}', name) : substitute(message, name),
    ]),
  ) as Catalogue;
