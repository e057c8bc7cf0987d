import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntl } from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';

// The workspace's patches of @formatjs/intl and intl-messageformat (patches/README.md): neither asks
// ICU for its list of locales, and both still give the app's locales as the libraries did.
describe('react-intl without the locale lookup of ICU', () => {
  afterEach(() => vi.restoreAllMocks());

  it('creates an intl and formats a plural, a number and a date without supportedLocalesOf', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    // react-intl's own: createIntl, then a message with a plural, a number and a date.
    expect(createIntl({ locale: 'nl' }).locale).toBe('nl');
    const message = new IntlMessageFormat(
      '{n, plural, one {# rij} other {# rijen}} op {day, date, short}',
      'nl',
    );
    expect(message.format({ n: 1234, day: new Date(Date.UTC(2026, 10, 28, 12)) })).toBe(
      '1.234 rijen op 28-11-26',
    );
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });

  it.each(['en', 'nl', ['nl', 'en']])('resolves %j to the locale the unpatched lookup gives', (locales) => {
    const supported = Intl.NumberFormat.supportedLocalesOf(locales);
    expect(IntlMessageFormat.resolveLocale(locales)?.toString()).toBe(supported[0]);
  });
});
