import { createMessageFormatter, locales, type Locale, type MessageRef } from '@scr/domain';

/**
 * The language of scr's texts: `--lang`, else the environment's (LC_ALL, LC_MESSAGES, then LANG, as
 * POSIX orders them: `nl_BE.UTF-8` is Dutch), else English.
 */
export const localeOf = (argv: readonly string[], env: NodeJS.ProcessEnv): Locale => {
  const index = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const given = index < 0 ? undefined : (argv[index]!.split('=')[1] ?? argv[index + 1]);
  const fromEnv = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']].find((v) => v !== undefined && v !== '');
  const code = (given ?? fromEnv ?? 'en').slice(0, 2).toLowerCase();
  return (locales as readonly string[]).includes(code) ? (code as Locale) : 'en';
};

/** Formats catalogue messages in one language. */
export type Say = (ref: MessageRef) => string;

/** The formatter of a language: the domain's catalogue, the portal's texts and scr's own. */
export const sayIn = (locale: Locale): Say => createMessageFormatter(locale).format;
