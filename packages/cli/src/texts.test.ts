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
    expect(localeOf(['--lang', 'fr'], { LANG: 'nl_BE.UTF-8' })).toBe('fr');
    expect(localeOf(['--lang=de'], {})).toBe('de');
    expect(localeOf([], { LANG: 'fr_BE.UTF-8' })).toBe('fr');
    expect(localeOf([], { LC_MESSAGES: 'de_CH.UTF-8' })).toBe('de');
    expect(localeOf(['--lang', 'es'], { LANG: 'nl_BE.UTF-8' })).toBe('nl');
    expect(unsupportedLang(['--lang', 'es'])).toBe('es');
    expect(unsupportedLang(['--lang', 'fr'])).toBeUndefined();
    expect(unsupportedLang(['--lang=de'])).toBeUndefined();
    expect(unsupportedLang(['--lang=nl'])).toBeUndefined();
    expect(unsupportedLang([])).toBeUndefined();
    expect(localeOf([], {})).toBe('en');
  });

  it("formats the portal's texts and scr's own in that language", () => {
    expect(sayIn('nl')({ id: 'session.loggedOut' })).toBe('Uitgelogd');
    expect(sayIn('en')({ id: 'cli.users.count', values: { total: 1 } })).toBe('1 user');
    expect(sayIn('nl')({ id: 'cli.users.count', values: { total: 2 } })).toBe('2 gebruikers');
    expect(sayIn('fr')({ id: 'cli.users.count', values: { total: 2 } })).toBe('2 utilisateurs');
    expect(sayIn('de')({ id: 'cli.users.count', values: { total: 1 } })).toBe('1 Benutzer');
    expect(sayIn('de')({ id: 'cli.connections.count', values: { total: 3 } })).toBe('3 Zeilen');
  });
});
