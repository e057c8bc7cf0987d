import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { pseudoLocalize, pseudoText } from '../../vite.pseudo-locale.ts';

const pseudo = (message: string) =>
  pseudoLocalize(parse(message) as Parameters<typeof pseudoLocalize>[0], TYPE) as MessageFormatElement[];

const letters = (text: string) => [...text.replace(/[^\p{L}]/gu, '')].length;

describe('the pseudo-locale build’s texts', () => {
  it('accent every letter, lengthen every word by 40 % and bracket the message', () => {
    expect(pseudoText('Save changes')).toBe('[ŠåṽéŠå çĥåñĝéšçĥå]');
    const text = pseudoText('Connect with another organization');
    expect(letters(text) / letters('Connect with another organization')).toBeGreaterThanOrEqual(1.4);
    expect(text).not.toMatch(/[a-z]/i);
  });

  it('keep the arguments, plurals and selects a message needs', () => {
    const message = new IntlMessageFormat(
      pseudo('{count, plural, one {# request} other {# requests}} to {name}'),
      'en',
    );
    expect(message.format({ count: 2, name: 'Ghent' })).toBe('[2 ŕéǫûéšŧšŕéǫû ŧöŧ Ghent]');
    const status = new IntlMessageFormat(
      pseudo('{status, select, accepted {Accepted} other {{status}}}'),
      'en',
    );
    expect(status.format({ status: 'accepted' })).toBe('[ÅççéþŧéđÅççé]');
  });
});
