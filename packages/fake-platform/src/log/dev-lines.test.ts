import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

/** The readable lines a dev-mode logger writes for what `log` logs. */
const linesOf = (log: (logger: ReturnType<typeof createLogger>) => void): string[] => {
  const lines: string[] = [];
  log(createLogger({ level: 'info', readable: true, write: (line) => lines.push(line) }));
  return lines;
};

describe("dev mode's readable log lines", () => {
  it('reads a request as one line: time, level, method, path, status, duration, then its other fields', () => {
    const [line] = linesOf((log) =>
      log.info({ reqId: 'r-1', method: 'GET', path: '/api/organizations', status: 200, ms: 3.4 }, 'request'),
    );
    expect(line).toMatch(
      /^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: GET \/api\/organizations 200 3\.4 ms \{"reqId":"r-1"\}$/,
    );
    expect(line).not.toContain('pid');
  });

  it("shows another record's message and fields, and an error's stack below it", () => {
    const [warn, error] = linesOf((log) => {
      log.warn({ signal: 'SIGTERM' }, 'draining');
      log.error({ err: new Error('the disk is full') }, 'the stop failed');
    });
    expect(warn).toMatch(/ WARN: draining \{"signal":"SIGTERM"\}$/);
    expect(error).toMatch(/ ERROR: the stop failed/);
    expect(error).toContain('Error: the disk is full\n');
    expect(error).toMatch(/\n +at /);
  });

  it("writes a path's control characters as escapes: a request cannot colour the terminal or forge a line", () => {
    const [line] = linesOf((log) =>
      log.info({ method: 'GET', path: '/a\u001b[31m\u009b\r\nINFO: forged', status: 404, ms: 1 }, 'request'),
    );
    expect(line).toContain('/a\\u001b[31m\\u009b\\u000d\\u000aINFO: forged 404');
    const controls = Array.from(line ?? '').filter(
      (c) => c.charCodeAt(0) < 0x20 || (c >= '\u007f' && c <= '\u009f'),
    );
    expect(controls).toEqual([]);
  });
});
