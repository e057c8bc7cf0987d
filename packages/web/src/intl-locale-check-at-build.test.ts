import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { intlWithoutLocaleCheck, withoutLocaleCheck } from '../vite.intl-locale-check.ts';

// The modules the build changes, as react-intl resolves them.
const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
const intlFile = join(fromReactIntl.resolve('@formatjs/intl'), '../index.js');
const intlCode = readFileSync(intlFile, 'utf8');
const formatFile = join(fromReactIntl.resolve('intl-messageformat'), '../index.js');
const formatCode = readFileSync(formatFile, 'utf8');
const transform = intlWithoutLocaleCheck().transform as (code: string, id: string) => unknown;

describe("react-intl's createIntl without its locale check", () => {
  it('answers both checks "supported" and changes nothing else', () => {
    const changed = withoutLocaleCheck(intlCode, intlFile);
    expect(changed).not.toMatch(/supportedLocalesOf\(locale\)/);
    expect(changed.length).toBe(
      intlCode.length -
        'Intl.NumberFormat.supportedLocalesOf(locale).length'.length -
        'Intl.DateTimeFormat.supportedLocalesOf(locale).length'.length +
        2,
    );
  });

  it('changes only the patched modules, and fails loudly on a library without the checks', () => {
    expect(transform.call({}, intlCode, intlFile.replace('index.js', 'other.js'))).toBeNull();
    expect(transform.call({}, intlCode, intlFile)).toEqual({
      code: withoutLocaleCheck(intlCode, intlFile),
      map: null,
    });
    expect(() => transform.call({}, 'export {}', intlFile)).toThrow(/no longer does/);
  });
});

describe("intl-messageformat's resolveLocale without its lookup", () => {
  it('takes the locale asked for, and changes nothing else', () => {
    const changed = withoutLocaleCheck(formatCode, formatFile);
    expect(changed).not.toMatch(/supportedLocalesOf\(locales\);/);
    expect(changed.length).toBe(
      formatCode.length -
        'Intl.NumberFormat.supportedLocalesOf(locales);'.length +
        '[].concat(locales);'.length,
    );
    expect(() => transform.call({}, 'export {}', formatFile)).toThrow(/no longer does/);
  });

  it("gives the library's own answer for the app's locales", async () => {
    const { IntlMessageFormat } = (await import(/* @vite-ignore */ formatFile)) as {
      IntlMessageFormat: { resolveLocale: (locales: string | string[]) => Intl.Locale | undefined };
    };
    const body = /this\.resolveLocale = (\(locales\) => \{[\s\S]*?\n\t\t\});/.exec(
      withoutLocaleCheck(formatCode, formatFile),
    )?.[1];
    expect(body).toBeDefined();
    const resolveLocale = new Function(`return ${body}`)() as (locales: string | string[]) => Intl.Locale;
    for (const locale of ['en', 'nl', ['nl'], ['en']])
      expect(resolveLocale(locale)?.toString()).toBe(IntlMessageFormat.resolveLocale(locale)?.toString());
  });
});
