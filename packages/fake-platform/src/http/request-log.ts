// One JSON line per request (production mode), written when the answer has been sent: time, method,
// path, status, duration, the content encoding and the bytes this answer put on the socket (headers
// included; a browser sends one request at a time on a connection). The query string is never
// logged: the links of the mails carry their tokens there.
import type { Context, Next } from 'koa';

export type LogLine = {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  encoding: string | null;
};

export const requestLog =
  (write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) =>
  async (ctx: Context, next: Next) => {
    const started = performance.now();
    const socket = ctx.req.socket;
    const before = socket.bytesWritten;
    ctx.res.once('finish', () => {
      const line: LogLine = {
        time: new Date().toISOString(),
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        bytes: socket.bytesWritten - before,
        encoding: ctx.response.get('Content-Encoding') || null,
      };
      write(JSON.stringify(line));
    });
    await next();
  };
