// The fake platform's command (architecture §7). Its options, each a flag or an environment variable,
// are in cli-options.ts (--help lists them). Prints the URLs of the app, the API, the mailbox, every
// wallet and the demo logins (start-banner.ts: the command's output, not a log line); logs through
// pino (log/logger.ts): JSON lines in production, readable lines in dev mode.
//
// Exit codes: 0 after --help or a graceful stop; 2 for a flag or variable it cannot take (one line on
// stderr, nothing started); 1 when it cannot start (the data folder is locked by another platform, the
// address is taken); 128 + the signal's number when a second signal ends the stop at once.
import { constants } from 'node:os';
import { helpText, parseCommand, UsageError, type Command } from './cli-options.ts';
import { createLogger } from './log/logger.ts';
import { DataFolderLocked, lockRefusal } from './store/data-lock.ts';

const fail = (message: string, code: number): never => {
  process.stderr.write(`fake-platform: ${message}\n`);
  process.exit(code);
};

let command: Command;
try {
  command = parseCommand(process.argv.slice(2), process.env);
} catch (error) {
  if (error instanceof UsageError) fail(error.message, 2);
  throw error;
}
if (command.help) {
  process.stdout.write(helpText());
  process.exit(0);
}
const options = command;

// A data folder another platform holds: refused at once, before the server is loaded. The start
// itself takes the lock (store/data-lock.ts) and refuses the same way if one came in between.
const refusal = options.data === undefined ? undefined : lockRefusal(options.data);
if (refusal) fail(refusal.message, 1);

// Loaded after the options: --help and a refusal answer at once, without loading the server.
const { startFakePlatform } = await import('./platform.ts');
const { startBanner } = await import('./start-banner.ts');

const logger = createLogger({ level: options.logLevel, readable: !options.production });
const started = Date.now();
const platform = await startFakePlatform({
  port: options.port,
  host: options.host,
  scale: options.scale,
  ...(options.data ? { dataDir: options.data } : {}),
  ...(options.keys ? { keysDir: options.keys } : {}),
  ...(options.auditKey ? { auditKeyFile: options.auditKey } : {}),
  ...(options.web ? { webDist: options.web } : {}),
  production: options.production,
  logger,
}).catch((error: unknown) => {
  if (error instanceof DataFolderLocked) return fail(error.message, 1);
  const code = (error as NodeJS.ErrnoException).code ?? '';
  // What an operator fixes (another port, another address) needs its line, not a stack.
  if (['EADDRINUSE', 'EADDRNOTAVAIL', 'EACCES', 'ENOTFOUND'].includes(code))
    return fail(`cannot listen on ${options.host} port ${options.port}: ${code}`, 1);
  throw error;
});
console.log(
  await startBanner(platform, {
    readyMs: Date.now() - started,
    scale: options.scale,
    dataDir: options.data,
    production: options.production,
  }),
);

// The stop. The first SIGTERM or SIGINT drains (platform.drain: /readyz says 503, no new connection,
// the requests in flight finish up to --drain-timeout, the journal is synced and closed, the data
// folder unlocked) and exits 0. A second one exits at once: every acknowledged write is on disk
// already, and the lock it leaves names a pid that is gone, so the next start takes it over.
// A repeat within a second is not a second request but the same one delivered twice: a terminal sends
// Ctrl-C to the whole process group, and `pnpm start` (scripts/start.mjs) forwards it once more.
let stopAt: number | undefined;
const onSignal = (signal: NodeJS.Signals) => {
  if (stopAt !== undefined) {
    if (Date.now() - stopAt < 1_000) return;
    logger.warn({ signal }, 'second signal: exiting without waiting for the requests in flight');
    process.exit(128 + constants.signals[signal]);
  }
  stopAt = Date.now();
  logger.info({ signal, drainTimeoutMs: options.drainTimeoutMs }, 'draining');
  platform.drain(options.drainTimeoutMs).then(
    ({ cut }) => {
      // Requests cut at the bound are the operator's to know of; the stop itself went as planned.
      logger[cut > 0 ? 'warn' : 'info']({ ms: Date.now() - (stopAt ?? 0), cut }, 'stopped');
      process.exit(0);
    },
    (error: unknown) => {
      logger.error({ err: error }, 'the stop failed');
      process.exit(1);
    },
  );
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
