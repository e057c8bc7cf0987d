import { CommanderError, type Command } from 'commander';
import { locales } from '@scr/domain';
import packageJson from '../package.json' with { type: 'json' };
import { configDir, tightenConfigDir } from './config-store.ts';
import type { CommandContext } from './context.ts';
import { exitCodes } from './exit-codes.ts';
import { CommandFailure } from './failure.ts';
import { createOutput } from './output.ts';
import { buildProgram, type Run } from './program.ts';
import { localeOf, sayIn, unsupportedLang, type Say } from './texts.ts';

/** The quoted part of commander's own message (the option or command it names). */
const quoted = (message: string): string => /'([^']+)'/.exec(message)?.[1] ?? message;

/**
 * Commander's refusals in the chosen language, exit code 2 (invalid input); the help and the
 * version it prints are exit 0, the help it shows for a command without its subcommand keeps
 * commander's code.
 */
const commanderFailure = (say: Say, error: CommanderError, command: string): CommandFailure | null => {
  switch (error.code) {
    case 'commander.helpDisplayed':
    case 'commander.help':
    case 'commander.version':
      return null;
    case 'commander.unknownOption':
      return new CommandFailure(
        say({ id: 'cli.error.unknownOption', values: { option: quoted(error.message) } }),
        exitCodes.invalidInput,
      );
    case 'commander.unknownCommand':
      return new CommandFailure(
        say({ id: 'cli.error.unknownCommand', values: { command: quoted(error.message) } }),
        exitCodes.invalidInput,
      );
    case 'commander.missingMandatoryOptionValue':
    case 'commander.optionMissingArgument':
    case 'commander.missingArgument':
      return new CommandFailure(
        say({ id: 'cli.error.missing', values: { what: quoted(error.message), command } }),
        exitCodes.invalidInput,
      );
    default:
      return new CommandFailure(error.message.replace(/^error: /, ''), exitCodes.invalidInput);
  }
};

/**
 * Says a failure: its text on stderr or, under `--json`, `{"error":{"kind","message"}}` on stdout,
 * where a script reads the data it asked for. A failure without text has been said already.
 */
const report = (failure: CommandFailure, json: boolean): void => {
  if (!failure.text) return;
  if (json)
    process.stdout.write(`${JSON.stringify({ error: { kind: failure.kind, message: failure.text } })}\n`);
  else process.stderr.write(`${failure.text}\n`);
};

/** Runs scr with these arguments and environment; resolves to the exit code. */
export const main = async (argv: readonly string[], env: NodeJS.ProcessEnv): Promise<number> => {
  tightenConfigDir(configDir(env));
  const locale = localeOf(argv, env);
  const say = sayIn(locale);
  // Only what scr reads as options: an argument after `--` is a value.
  const end = argv.indexOf('--');
  const json = (end < 0 ? argv : argv.slice(0, end)).includes('--json');
  // Ctrl+C while scr waits for the platform: said as an interruption, exit 130 as a shell expects.
  process.once('SIGINT', () => {
    report(new CommandFailure(say({ id: 'cli.error.interrupted' }), exitCodes.interrupted), json);
    process.stdout.write('', () => process.exit(exitCodes.interrupted));
  });
  const lang = unsupportedLang(argv);
  if (lang !== undefined) {
    const failure = new CommandFailure(
      say({
        id: 'cli.error.invalidChoice',
        values: { option: '--lang', value: lang, choices: locales.join(', ') },
      }),
      exitCodes.invalidInput,
    );
    report(failure, json);
    return failure.code;
  }
  const run: Run =
    (action) =>
    async (...args) => {
      const command = args.at(-1) as { optsWithGlobals(): Record<string, unknown> };
      const options = command.optsWithGlobals();
      const ctx: CommandContext = {
        say,
        locale,
        out: createOutput(options['json'] === true),
        api: typeof options['api'] === 'string' ? options['api'] : undefined,
        env,
      };
      await action(ctx, args.slice(0, -2), options);
    };
  const program = buildProgram(say, packageJson.version, run);
  // Every command throws instead of exiting, and prints no error of its own: the catch below says it.
  const quiet = (c: Command): void => {
    c.exitOverride().configureOutput({ outputError: () => undefined });
    c.commands.forEach(quiet);
  };
  quiet(program);
  const words = argv.filter((a) => !a.startsWith('-'));
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCodes.ok;
  } catch (error) {
    const failure =
      error instanceof CommanderError
        ? commanderFailure(say, error, words.slice(0, 2).join(' '))
        : error instanceof CommandFailure
          ? error
          : error instanceof Error && error.name === 'ExitPromptError'
            ? // Ctrl+C at a question of a terminal (the prompt reads the key, no signal is sent)
              new CommandFailure(say({ id: 'cli.error.interrupted' }), exitCodes.interrupted)
            : new CommandFailure(
                say({
                  id: 'cli.error.unexpected',
                  values: { text: error instanceof Error ? error.message : String(error) },
                }),
                exitCodes.failed,
              );
    if (failure === null) return error instanceof CommanderError ? error.exitCode : exitCodes.ok;
    report(failure, json);
    return failure.code;
  }
};
