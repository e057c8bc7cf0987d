import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { Locale, MessageId } from '@scr/domain';
import { catalogueOf } from './message-parts.ts';
import {
  isArgumentElement,
  isLiteralElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser/no-parser.js';
import { plainText } from './plain-text.ts';

// Every part of both catalogues is loaded by the test setup (src/test/setup.ts).
const locales: readonly Locale[] = ['en', 'nl'];

describe('plain texts joined without intl-messageformat', () => {
  it.each(locales)('gives what react-intl gives for every text of literals and arguments (%s)', (locale) => {
    const messages = catalogueOf(locale);
    const intl = createIntl({ locale, defaultLocale: 'en', messages });
    let plainWithArguments = 0;
    for (const [id, message] of Object.entries(messages)) {
      const elements = message as unknown as readonly MessageFormatElement[];
      const names = elements.filter(isArgumentElement).map((e) => e.value);
      const values = Object.fromEntries(names.map((name) => [name, `<${name}> '{x}' & ${name}`]));
      const plain = elements.every((e) => isLiteralElement(e) || isArgumentElement(e));
      expect(plainText(message, values), id).toBe(
        plain ? intl.formatMessage({ id: id as MessageId }, values) : undefined,
      );
      if (plain && names.length > 0) plainWithArguments++;
    }
    // The texts the login screen formats first are among them ('{page} – {product}').
    expect(plainWithArguments).toBeGreaterThan(50);
  });

  it('leaves a number, a missing value and anything else to react-intl', () => {
    const message = [
      { type: 0, value: 'v' },
      { type: 1, value: 'version' },
    ];
    expect(plainText(message, { version: '1.2' })).toBe('v1.2');
    expect(plainText(message, { version: 3 })).toBeUndefined();
    expect(plainText(message, {})).toBeUndefined();
    expect(plainText('text', {})).toBeUndefined();
  });
});
