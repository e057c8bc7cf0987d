import { Command, type Help } from 'commander';
import type { CommandContext } from './context.ts';
import { DEFAULT_API } from './defaults.ts';
import type { Say } from './texts.ts';

/** What the program hands a command's action: its options merged with the global ones. */
export type Run = (
  action: (ctx: CommandContext, args: readonly unknown[], options: Record<string, unknown>) => Promise<void>,
) => (...args: unknown[]) => Promise<void>;

/**
 * The commands of scr, their options and their help in the chosen language. Each action imports its
 * command's module when it runs, so `scr --help` loads no adapter, no prompt and no table library;
 * for the same reason the help names no value list of the domain (its modules bring zod along):
 * a value outside its list is refused with the list.
 */
export const buildProgram = (say: Say, version: string, run: Run): Command => {
  const titles: Record<string, string> = {
    'Usage:': say({ id: 'cli.help.usage' }),
    'Options:': say({ id: 'cli.help.options' }),
    'Commands:': say({ id: 'cli.help.commands' }),
    'Arguments:': say({ id: 'cli.help.arguments' }),
    'Global Options:': say({ id: 'cli.help.options' }),
  };
  const help = { styleTitle: (title: string) => titles[title] ?? title } satisfies Partial<Help>;
  const program = new Command('scr')
    .description(say({ id: 'cli.description' }))
    .usage(say({ id: 'cli.usage' }))
    .version(version, '-V, --version', say({ id: 'cli.option.version' }))
    .helpOption('-h, --help', say({ id: 'cli.option.help' }))
    .helpCommand('help [command]', say({ id: 'cli.command.help' }))
    .option('--api <url>', say({ id: 'cli.option.api', values: { url: DEFAULT_API } }))
    .option('--lang <lang>', say({ id: 'cli.option.lang' }))
    .option('--json', say({ id: 'cli.option.json' }))
    .addHelpText('after', `\n${say({ id: 'cli.help.exitCodes' })}`)
    .configureHelp(help)
    .showHelpAfterError(false);
  const command = (parent: Command, name: string, description: string) =>
    parent
      .command(name)
      .description(description)
      .helpOption('-h, --help', say({ id: 'cli.option.help' }))
      .configureHelp(help);

  command(program, 'login', say({ id: 'cli.command.login' }))
    .option('--email <email>', say({ id: 'cli.option.email' }))
    .option('--organization <id>', say({ id: 'cli.option.organization' }))
    .action(run(async (ctx, _args, o) => (await import('./commands/login.ts')).login(ctx, o)));
  command(program, 'logout', say({ id: 'cli.command.logout' })).action(
    run(async (ctx) => (await import('./commands/login.ts')).logoutCommand(ctx)),
  );

  const users = command(program, 'users', say({ id: 'cli.command.users' }));
  const view = (c: Command) =>
    c
      .option('--deleted <which>', say({ id: 'cli.option.deleted' }))
      .option('--search <text>', say({ id: 'cli.option.search' }))
      .option('--sort <column>', say({ id: 'cli.option.sort' }));
  view(command(users, 'list', say({ id: 'cli.command.usersList' }))).action(
    run(async (ctx, _args, o) => (await import('./commands/users.ts')).listUsersCommand(ctx, o)),
  );
  view(command(users, 'export', say({ id: 'cli.command.usersExport' })))
    .option('--columns <columns>', say({ id: 'cli.option.columns' }))
    .option('--output <file>', say({ id: 'cli.option.output' }))
    .action(run(async (ctx, _args, o) => (await import('./commands/users.ts')).exportUsersCommand(ctx, o)));
  command(users, 'invite', say({ id: 'cli.command.usersInvite' }))
    .requiredOption('--email <email>', say({ id: 'cli.option.inviteEmail' }))
    .requiredOption('--role <role>', say({ id: 'cli.option.role' }))
    .requiredOption('--first-name <name>', say({ id: 'cli.option.firstName' }))
    .requiredOption('--last-name <name>', say({ id: 'cli.option.lastName' }))
    .option('--phone <phone>', say({ id: 'cli.option.phone' }))
    .option('--user-role <role>', say({ id: 'cli.option.userRole' }))
    .option('--reactivate', say({ id: 'cli.option.reactivate' }))
    .action(
      run(async (ctx, _args, o) => (await import('./commands/users.ts')).inviteUserCommand(ctx, o as never)),
    );

  command(users, 'import', say({ id: 'cli.command.usersImport' }))
    .argument('<file>', say({ id: 'cli.argument.file' }))
    .option('--dry-run', say({ id: 'cli.option.dryRun' }))
    .action(
      run(async (ctx, [file], o) =>
        (await import('./commands/users-import.ts')).importUsersCommand(ctx, file as string, o),
      ),
    );

  const connections = command(program, 'connections', say({ id: 'cli.command.connections' }));
  command(connections, 'list', say({ id: 'cli.command.connectionsList' }))
    .option('--tab <tab>', say({ id: 'cli.option.tab' }))
    .action(
      run(async (ctx, _args, o) =>
        (await import('./commands/connections.ts')).listConnectionsCommand(ctx, o),
      ),
    );
  command(connections, 'accept', say({ id: 'cli.command.connectionsAccept' }))
    .argument('[ref]', say({ id: 'cli.argument.reference' }))
    .option('--all', say({ id: 'cli.option.all' }))
    .action(
      run(async (ctx, [ref], o) =>
        (await import('./commands/connections.ts')).acceptConnectionsCommand(
          ctx,
          ref as string | undefined,
          o,
        ),
      ),
    );
  command(connections, 'status', say({ id: 'cli.command.connectionsStatus' }))
    .argument('<ref>', say({ id: 'cli.argument.reference' }))
    .action(
      run(async (ctx, [ref]) =>
        (await import('./commands/connections.ts')).connectionStatusCommand(ctx, ref as string),
      ),
    );

  const activity = command(program, 'activity', say({ id: 'cli.command.activity' }));
  command(activity, 'export', say({ id: 'cli.command.activityExport' }))
    .option('--from <day>', say({ id: 'cli.option.from' }))
    .option('--to <day>', say({ id: 'cli.option.to' }))
    .option('--actor <text>', say({ id: 'cli.option.actor' }))
    .option('--action <action>', say({ id: 'cli.option.action' }))
    .option('--output <file>', say({ id: 'cli.option.output' }))
    .action(
      run(async (ctx, _args, o) => (await import('./commands/activity.ts')).exportActivityCommand(ctx, o)),
    );

  command(program, 'completion', say({ id: 'cli.command.completion' }))
    .argument('<shell>', say({ id: 'cli.argument.shell' }))
    .action(
      run(async (ctx, [shell]) =>
        (await import('./completion.ts')).completionCommand(ctx, shell as string, program),
      ),
    );

  return program;
};
