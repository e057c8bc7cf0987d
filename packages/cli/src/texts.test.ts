import { describe, expect, it } from 'vitest';
import { localeOf, sayIn, unsupportedLang } from './texts.ts';

describe("scr's language", () => {
  it('is --lang, else LC_ALL, LC_MESSAGES, then LANG, else English', () => {
    expect(localeOf(['--lang', 'nl'], { LANG: 'en_US.UTF-8' })).toBe('nl');
    expect(localeOf(['users', '--lang=nl'], {})).toBe('nl');
    expect(localeOf([], { LC_ALL: 'nl_BE.UTF-8', LANG: 'en_GB.UTF-8' })).toBe('nl');
    expect(localeOf([], { LC_ALL: '', LC_MESSAGES: 'nl_NL', LANG: 'en_GB' })).toBe('nl');
    expect(localeOf([], { LANG: 'nl_BE.UTF-8' })).toBe('nl');
    expect(localeOf([], { LANG: 'C.UTF-8' })).toBe('en');
    expect(localeOf(['--lang', 'fr'], { LANG: 'nl_BE.UTF-8' })).toBe('nl');
    expect(unsupportedLang(['--lang', 'fr'])).toBe('fr');
    expect(unsupportedLang(['--lang=nl'])).toBeUndefined();
    expect(unsupportedLang([])).toBeUndefined();
    expect(localeOf([], {})).toBe('en');
  });

  it("formats the portal's texts and scr's own in that language", () => {
    expect(sayIn('nl')({ id: 'session.loggedOut' })).toBe('Uitgelogd');
    expect(sayIn('en')({ id: 'cli.users.count', values: { total: 1 } })).toBe('1 user');
    expect(sayIn('nl')({ id: 'cli.users.count', values: { total: 2 } })).toBe('2 gebruikers');
  });
});
