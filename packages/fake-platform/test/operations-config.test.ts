// The command's options (src/cli-options.ts): --help lists each with its variable and default, a flag
// or a variable it cannot take is one line and exit 2, and for every option the variable works and the
// flag wins over it. The started command's own configuration is in operations-http.test.ts.
import { describe, expect, it } from 'vitest';
import { optionTable, parseCommand, UsageError } from '../src/cli-options.ts';
import { runCommand } from './operations-support.ts';

/** An example value per option, and another, that each parses to itself. */
const samples: Record<string, [string, string]> = {
  port: ['4500', '4600'],
  host: ['0.0.0.0', '127.0.0.1'],
  data: ['/srv/a', '/srv/b'],
  keys: ['/keys/a', '/keys/b'],
  'audit-key': ['/keys/a.key', '/keys/b.key'],
  'log-level': ['debug', 'warn'],
  'drain-timeout': ['2000', '3000'],
};
const fieldOf: Record<string, string> = {
  'audit-key': 'auditKey',
  'log-level': 'logLevel',
  'drain-timeout': 'drainTimeoutMs',
};
const parsed = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);

describe('the command line', () => {
  it('lists every option with its environment variable and default under --help, and exits 0', async () => {
    const help = await runCommand(['--help']);
    expect(help.code).toBe(0);
    expect(help.stderr).toBe('');
    for (const [name, spec] of Object.entries(optionTable)) {
      expect(help.stdout).toContain(`${name}`);
      if ('env' in spec) expect(help.stdout).toContain(spec.env);
      if ('byDefault' in spec) expect(help.stdout).toContain(spec.byDefault);
    }
    expect(help.stdout).toContain('--[no-]production');
  });

  it('refuses an unknown flag or a bad value in one line on stderr, exit 2, before starting', async () => {
    const runs = await Promise.all([runCommand(['--bogus', '--port', '0']), runCommand([], { PORT: 'abc' })]);
    for (const [run, message] of [
      [runs[0]!, "fake-platform: Unknown option '--bogus' (see --help)"],
      [runs[1]!, 'fake-platform: PORT must be a whole number from 0 to 65535, not "abc"'],
    ] as const) {
      expect(run.code, message).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`${message}\n`);
    }
    // The other refusals, read where the command reads them.
    const cases: Array<[string[], Record<string, string>, string]> = [
      [['--port'], {}, "'--port <value>' argument missing"],
      [['extra'], {}, "Unexpected argument 'extra'"],
      // The flag wins: the variable is not even read.
      [['--port', '70000'], { PORT: 'abc' }, '--port must be a whole number from 0 to 65535, not "70000"'],
      [['--port', ' 1'], {}, '--port must be a whole number'],
      [[], { LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
      [['--log-level', 'loud'], { LOG_LEVEL: 'info' }, '--log-level must be one of'],
      [[], { SCR_PRODUCTION: 'yes' }, 'SCR_PRODUCTION must be 1, true, 0 or false'],
      [['--production=1'], {}, "Option '--production' does not take an argument"],
      [['--drain-timeout=-1'], {}, '--drain-timeout must be a whole number'],
      [['--scale', '1.5'], {}, '--scale must be a whole number'],
    ];
    for (const [args, env, message] of cases) {
      expect(() => parseCommand(args, env), message).toThrow(UsageError);
      expect(() => parseCommand(args, env), message).toThrow(message);
    }
  });

  it('takes each option from its variable, and the flag over it', () => {
    for (const [name, spec] of Object.entries(optionTable)) {
      if (!('env' in spec) || spec.type !== 'string') continue;
      const [fromEnv, fromFlag] = samples[name]!;
      const field = fieldOf[name] ?? name;
      expect(parseCommand([], { [spec.env]: fromEnv }), name).toMatchObject({ [field]: parsed(fromEnv) });
      expect(parseCommand([`--${name}`, fromFlag], { [spec.env]: fromEnv }), name).toMatchObject({
        [field]: parsed(fromFlag),
      });
    }
    expect(parseCommand([], { SCR_PRODUCTION: '1' })).toMatchObject({ production: true });
    expect(parseCommand(['--no-production'], { SCR_PRODUCTION: 'true' })).toMatchObject({
      production: false,
    });
    expect(parseCommand(['--production'], { SCR_PRODUCTION: '0' })).toMatchObject({ production: true });
    // Unset and empty alike: the defaults.
    expect(parseCommand([], { PORT: '' })).toMatchObject({ port: 4400, host: '127.0.0.1', logLevel: 'info' });
    expect(parseCommand(['--help'], { PORT: 'abc' })).toEqual({ help: true });
  });
});
