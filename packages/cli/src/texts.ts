import { createMessageFormatter, isLocale, preferredLocale, type Locale } from '@scr/domain';
import { cliMessages, type ScrMessageRef } from './messages.ts';

/** The value of `--lang` as given (`--lang nl` or `--lang=nl`), if it is given. */
export const givenLang = (argv: readonly string[]): string | undefined => {
  const index = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  return index < 0 ? undefined : (argv[index]!.split('=')[1] ?? argv[index + 1]);
};

/** `--lang` names a language scr has no texts in (it is refused, in the environment's language). */
export const unsupportedLang = (argv: readonly string[]): string | undefined => {
  const given = givenLang(argv);
  return given === undefined || isLocale(given) ? undefined : given;
};

/**
 * The language of scr's texts: `--lang`, else the environment's (LC_ALL, LC_MESSAGES, then LANG, as
 * POSIX orders them, read as the portal reads a browser's: `nl_BE.UTF-8` is Dutch), else English. A `--lang` scr has no texts in is
 * refused (`unsupportedLang`), in the environment's language.
 */
export const localeOf = (argv: readonly string[], env: NodeJS.ProcessEnv): Locale => {
  const given = givenLang(argv);
  if (given !== undefined && isLocale(given)) return given;
  const fromEnv = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']].find((v) => v !== undefined && v !== '');
  return preferredLocale(fromEnv === undefined ? [] : [fromEnv]) ?? 'en';
};

/** Formats catalogue messages in one language: the domain's and scr's own (messages.ts). */
export type Say = (ref: ScrMessageRef) => string;

/** The formatter of a language: one over the domain's catalogue and scr's own texts. */
export const sayIn = (locale: Locale): Say => createMessageFormatter(locale, cliMessages).format;
