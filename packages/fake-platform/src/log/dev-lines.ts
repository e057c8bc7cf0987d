// Dev mode's readable form of a pino JSON line: what a developer running `pnpm start` scans in a
// terminal, laid out by pino-pretty. `[12:46:25.120] INFO: GET /api/organizations 200 3.4 ms {"reqId":…}`,
// other records as their message and fields, an error with its stack below. It reads the line pino
// wrote, so the fields are the production log's; only their layout differs.
import { prettyFactory } from 'pino-pretty';

// A path is the client's text: every control character (C0, DEL, C1) is written as an escape, so a
// request cannot move the cursor, colour the terminal or forge a line of its own. pino's JSON escapes
// them, and pino-pretty writes them back as they were: the message (where the path is) keeps no line
// break, and the record's layout only the line breaks pino-pretty puts in (an error's stack).
const isControl = (code: number): boolean => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const escaped = (text: string, keep: (c: string) => boolean): string =>
  Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    return isControl(code) && !keep(c) ? `\\u${code.toString(16).padStart(4, '0')}` : c;
  }).join('');
const nothing = () => false;
const lineBreak = (c: string) => c === '\n';

/** A request's record (http/request-log.ts) reads as one line: method, path, status and duration. */
const isRequest = (log: Record<string, unknown>): boolean =>
  typeof log['method'] === 'string' && typeof log['path'] === 'string';

const pretty = prettyFactory({
  colorize: false,
  translateTime: 'SYS:HH:MM:ss.l',
  singleLine: true,
  // The pid tells one production run from the next; a terminal shows one run. A request's own fields
  // are in its message.
  ignore: 'pid,hostname,method,path,status,ms',
  messageFormat: (log, messageKey) =>
    escaped(
      isRequest(log)
        ? `${String(log['method'])} ${String(log['path'])} ${String(log['status'])} ${String(log['ms'])} ms`
        : String(log[messageKey] ?? ''),
      nothing,
    ),
});

export const devLine = (json: string): string => escaped(pretty(json).trimEnd(), lineBreak);
