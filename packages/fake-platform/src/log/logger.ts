// The platform's one logger (pino), in both modes: one line per request (http/request-log.ts), the
// errors with their stacks, the start's warnings and the stop. The start banner (start-banner.ts) is
// the command's output, not a log line, and stays apart from it.
//
// Production writes pino's JSON lines as they are (time ISO 8601, level by name, the pid), for a log
// collector. Dev mode writes the same records as short readable lines (dev-lines.ts): same logger,
// same levels, same fields, only the last step differs. Writes are synchronous: a line is out before
// the process exits, and it is never interleaved with the banner.
import { pino, type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import { devLine } from './dev-lines.ts';

export type { Logger } from 'pino';

export interface LoggerOptions {
  level: LevelWithSilent;
  /** Readable lines (dev mode) instead of JSON. */
  readable?: boolean;
  /** Where each line goes, without its newline (tests, the e2e log); default stdout. */
  write?: (line: string) => void;
}

export const createLogger = (options: LoggerOptions): Logger => {
  const out = options.write ? undefined : pino.destination({ dest: 1, sync: true });
  const emit = (line: string): void => {
    if (options.write) options.write(line.endsWith('\n') ? line.slice(0, -1) : line);
    else out?.write(line.endsWith('\n') ? line : `${line}\n`);
  };
  const destination: DestinationStream = {
    write: (line) => emit(options.readable ? devLine(line) : line),
  };
  return pino(
    {
      level: options.level,
      // The pid tells one run from the next; the host name says nothing a collector does not know.
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Only `err` is serialized (message, type, stack). Nothing else is logged but the fields the
      // callers name: no header, body or query string, so no token or password can reach a line.
    },
    destination,
  );
};
