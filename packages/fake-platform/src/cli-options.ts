// The command's options (main.ts), in one table that both node:util's parseArgs and --help read, so
// the help never names an option the parser refuses or leaves one out. Each option may come from a
// flag or from its environment variable; the flag wins (a deployment sets the environment, a person
// at the terminal overrides it). An empty variable counts as unset. A value that does not parse is a
// UsageError: main.ts prints its one line and exits 2, before anything is started or touched.
import { parseArgs } from 'node:util';
import { pino, type LevelWithSilent } from 'pino';

type OptionSpec = {
  readonly type: 'string' | 'boolean';
  /** The environment variable that sets it when the flag is absent. */
  readonly env?: string;
  /** How the help names the value. */
  readonly value?: string;
  /** The default, as the help shows it (parseArgs has none: an unset flag falls back to the variable). */
  readonly byDefault?: string;
  readonly help: string;
  readonly short?: string;
};

export const optionTable = {
  port: {
    type: 'string',
    env: 'PORT',
    value: '<n>',
    byDefault: '4400',
    help: 'port of the app and the API; 0 picks a free one',
  },
  host: {
    type: 'string',
    env: 'HOST',
    value: '<address>',
    byDefault: '127.0.0.1',
    help: 'address the app and the API listen on (the wallets stay on 127.0.0.1)',
  },
  data: {
    type: 'string',
    env: 'SCR_DATA',
    value: '<dir>',
    byDefault: 'none: in memory',
    help: 'keep the state in this folder, locked while the platform runs',
  },
  keys: {
    type: 'string',
    env: 'SCR_KEYS',
    value: '<dir>',
    byDefault: '$XDG_CONFIG_HOME/scr-platform/keys/<id>',
    help: 'key folder of the data folder',
  },
  'audit-key': {
    type: 'string',
    env: 'SCR_AUDIT_KEY_FILE',
    value: '<file>',
    byDefault: 'audit-key in the key folder',
    help: "the audit chain's HMAC key file",
  },
  production: {
    type: 'boolean',
    env: 'SCR_PRODUCTION',
    byDefault: 'off',
    help: 'no dev controls, no version tag, JSON logs (env: 1/true or 0/false)',
  },
  'log-level': {
    type: 'string',
    env: 'LOG_LEVEL',
    value: '<level>',
    byDefault: 'info',
    help: 'fatal, error, warn, info, debug (adds health probes), trace or silent',
  },
  'drain-timeout': {
    type: 'string',
    env: 'SCR_DRAIN_TIMEOUT_MS',
    value: '<ms>',
    byDefault: '10000',
    help: 'after SIGTERM or SIGINT, how long requests in flight may take before they are cut',
  },
  scale: {
    type: 'string',
    value: '<n>',
    byDefault: '0',
    help: 'add n generated users, organizations and connections (a new data folder only)',
  },
  web: {
    type: 'string',
    value: '<dir>',
    byDefault: 'packages/web/dist',
    help: 'the web build to serve',
  },
  help: { type: 'boolean', short: 'h', help: 'print this help and exit' },
} as const satisfies Record<string, OptionSpec>;

type OptionName = keyof typeof optionTable;

const parseArgsOptions = Object.fromEntries(
  Object.entries(optionTable).map(([name, spec]: [string, OptionSpec]) => [
    name,
    { type: spec.type, ...(spec.short ? { short: spec.short } : {}) },
  ]),
);

/** A flag or a variable the command cannot take: one line for the operator, exit 2. */
export class UsageError extends Error {}

export interface CommandOptions {
  port: number;
  host: string;
  data: string | undefined;
  keys: string | undefined;
  auditKey: string | undefined;
  production: boolean;
  logLevel: LevelWithSilent;
  drainTimeoutMs: number;
  scale: number;
  web: string | undefined;
}

/** --help, or the options to start with. */
export type Command = { help: true } | ({ help: false } & CommandOptions);

const logLevels: readonly string[] = [...Object.keys(pino.levels.values), 'silent'];

/**
 * The options from the arguments (without node and the script) and the environment. --help wins over
 * everything else: it is what one asks when the rest does not work.
 */
export const parseCommand = (args: readonly string[], env: NodeJS.ProcessEnv): Command => {
  let values: Record<string, string | boolean | undefined>;
  try {
    // allowNegative: --no-production turns off what SCR_PRODUCTION turned on, as a flag should.
    ({ values } = parseArgs({
      args: [...args],
      options: parseArgsOptions,
      strict: true,
      allowNegative: true,
    }));
  } catch (error) {
    // parseArgs says what was wrong in one line ("Unknown option '--x'"); its code says it was the input.
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS_'))
      throw new UsageError(`${(error as Error).message} (see --help)`);
    throw error;
  }
  if (values['help'] === true) return { help: true };
  /** The raw value and where it came from (for the message), flag first. */
  const raw = (name: OptionName): { text: string; from: string } | undefined => {
    const flag = values[name];
    if (typeof flag === 'string') return { text: flag, from: `--${name}` };
    const spec: OptionSpec = optionTable[name];
    const variable = spec.env === undefined ? undefined : env[spec.env];
    return spec.env && variable ? { text: variable, from: spec.env } : undefined;
  };
  const text = (name: OptionName): string | undefined => raw(name)?.text;
  const integer = (name: OptionName, fallback: number, max: number): number => {
    const given = raw(name);
    if (given === undefined) return fallback;
    const n = Number(given.text);
    // Number('') and Number(' 1') are numbers; a port or a count written so is a typo.
    if (!/^\d+$/.test(given.text) || !Number.isSafeInteger(n) || n > max)
      throw new UsageError(
        `${given.from} must be a whole number from 0 to ${max}, not ${JSON.stringify(given.text)}`,
      );
    return n;
  };
  const production = (): boolean => {
    if (typeof values['production'] === 'boolean') return values['production'];
    const variable = env['SCR_PRODUCTION'];
    if (!variable || variable === '0' || variable === 'false') return false;
    if (variable === '1' || variable === 'true') return true;
    throw new UsageError(`SCR_PRODUCTION must be 1, true, 0 or false, not ${JSON.stringify(variable)}`);
  };
  const logLevel = (): LevelWithSilent => {
    const given = raw('log-level');
    if (given === undefined) return 'info';
    if (!logLevels.includes(given.text))
      throw new UsageError(
        `${given.from} must be one of ${logLevels.join(', ')}, not ${JSON.stringify(given.text)}`,
      );
    return given.text as LevelWithSilent;
  };
  const host = text('host') ?? '127.0.0.1';
  if (host.trim() === '') throw new UsageError('--host must name an address');
  return {
    help: false,
    port: integer('port', 4400, 65535),
    host,
    data: text('data'),
    keys: text('keys'),
    auditKey: text('audit-key'),
    production: production(),
    logLevel: logLevel(),
    // A day at most: a bound that is no bound would let a stuck request hold the stop forever.
    drainTimeoutMs: integer('drain-timeout', 10_000, 86_400_000),
    scale: integer('scale', 0, 10_000_000),
    web: text('web'),
  };
};

/** The --help text: every option of the table with its variable, its default and what it does. */
export const helpText = (): string => {
  const rows = Object.entries(optionTable).map(([name, spec]: [string, OptionSpec]) => {
    const negative = spec.type === 'boolean' && spec.env ? '[no-]' : '';
    const flag = `${spec.short ? `-${spec.short}, ` : ''}--${negative}${name}${spec.value ? ` ${spec.value}` : ''}`;
    return { flag, env: spec.env ?? '-', byDefault: spec.byDefault ?? '-', help: spec.help };
  });
  const flagWidth = Math.max(...rows.map((row) => row.flag.length));
  const envWidth = Math.max(...rows.map((row) => row.env.length));
  return [
    'Usage: node --conditions=@scr/source --import tsx packages/fake-platform/src/main.ts [options]',
    '       (pnpm start [options] builds the web app first)',
    '',
    'The fake platform: the portal, the platform API, the mailbox and the company wallets.',
    '',
    'Options (flag, environment variable, default; a flag wins over its variable):',
    ...rows.flatMap((row) => [
      `  ${row.flag.padEnd(flagWidth)}  ${row.env.padEnd(envWidth)}  ${row.byDefault}`,
      `      ${row.help}`,
    ]),
    '',
    'GET /healthz answers 200 while the process serves; GET /readyz 200 when it takes requests, 503',
    'while it starts or stops. SIGTERM or SIGINT: stop taking connections, let the requests in flight',
    'finish (up to --drain-timeout), close the files, exit 0; a second signal exits at once.',
    '',
  ].join('\n');
};
