// Dev mode's readable form of a pino JSON line: what a developer running `pnpm start` scans in a
// terminal. `12:46:25.120 INFO  GET /api/organizations 200 3.4 ms  reqId=…`, other records as their
// message and fields, an error's stack indented below. It reads the line pino wrote, so the fields
// are the production log's; only their layout differs.
//
// A path is the client's text: every control character (C0, DEL, C1) is written as an escape, so a
// request cannot move the cursor, colour the terminal or forge a line of its own.
const isControl = (code: number): boolean => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const printable = (text: string): string =>
  Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    return isControl(code) ? `\\u${code.toString(16).padStart(4, '0')}` : c;
  }).join('');

/** The fields a line shows in their own place, not as key=value. */
const placed = new Set(['time', 'level', 'pid', 'msg', 'err']);
const placedInRequest = new Set([...placed, 'method', 'path', 'status', 'ms']);

const clock = (time: unknown): string => {
  const date = new Date(typeof time === 'string' || typeof time === 'number' ? time : Date.now());
  return Number.isNaN(date.getTime())
    ? '--:--:--.---'
    : date.toTimeString().slice(0, 8) + `.${String(date.getMilliseconds()).padStart(3, '0')}`;
};

export const devLine = (json: string): string => {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return printable(json.trimEnd());
  }
  const level = String(record['level'] ?? '')
    .toUpperCase()
    .padEnd(5);
  const request = typeof record['method'] === 'string' && typeof record['path'] === 'string';
  const what = request
    ? `${String(record['method'])} ${String(record['path'])} ${String(record['status'])} ${String(record['ms'])} ms`
    : String(record['msg'] ?? '');
  const shown = request ? placedInRequest : placed;
  const fields = Object.entries(record)
    .filter(([key, value]) => !shown.has(key) && value !== null && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = record['err'] as { stack?: unknown; message?: unknown } | undefined;
  const stack = err ? String(err.stack ?? err.message ?? '') : '';
  const head = `${clock(record['time'])} ${level} ${[what, ...fields].join('  ')}`;
  return [head, ...(stack ? stack.split('\n').map((line) => `    ${line}`) : [])].map(printable).join('\n');
};
