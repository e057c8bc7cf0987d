import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { intlWithoutLocaleCheck, withoutLocaleCheck } from '../vite.intl-locale-check.ts';

// @formatjs/intl as react-intl resolves it: the module the build changes.
const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
const intlFile = join(fromReactIntl.resolve('@formatjs/intl'), '../index.js');
const code = readFileSync(intlFile, 'utf8');

describe("react-intl's createIntl without its locale check", () => {
  it('answers both checks "supported" and changes nothing else', () => {
    const changed = withoutLocaleCheck(code);
    expect(changed).not.toMatch(/supportedLocalesOf\(locale\)/);
    expect(changed.length).toBe(
      code.length -
        'Intl.NumberFormat.supportedLocalesOf(locale).length'.length -
        'Intl.DateTimeFormat.supportedLocalesOf(locale).length'.length +
        2,
    );
  });

  it('changes only that module, and fails loudly on a library without the checks', () => {
    const transform = intlWithoutLocaleCheck().transform as (code: string, id: string) => unknown;
    expect(transform.call({}, code, intlFile.replace('index.js', 'other.js'))).toBeNull();
    expect(transform.call({}, code, intlFile)).toEqual({ code: withoutLocaleCheck(code), map: null });
    expect(() => transform.call({}, 'export {}', intlFile)).toThrow(/no longer checks/);
  });
});
