// One log line per request (log/logger.ts), written when the answer has been sent or the client went
// away: the request id, method, path, status, duration, the content encoding and the bytes this answer
// put on the socket (headers included; a browser sends one request at a time on a connection). The
// outermost middleware, so every answer has its line and its id.
//
// - The request id is made here (a random UUID) and sent back as X-Request-Id; an id the client
//   sends is ignored: a chosen id could pass one request off as another in the log.
// - The query string is never logged (the links of the mails carry their tokens there), nor a header
//   or a body. The one path segment that is a secret, the accept code of an add-user link, is
//   replaced by its name.
// - A 5xx answer's line is at level error and carries the error with its stack (err); the answer
//   itself says only 'Internal error' (middleware.ts).
// - The health probes (health.ts) are logged at debug: a probe every few seconds would bury the
//   requests at info.
import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from '../log/logger.ts';
import { isProbe } from './health.ts';

export type LogLine = {
  level: string;
  time: string;
  pid: number;
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  encoding: string | null;
  err?: { type: string; message: string; stack: string };
  msg: string;
};

/** The app routes whose last segment is a secret of a mailed link (web routes.tsx). */
const secretSegments: ReadonlyArray<readonly [prefix: string, name: string]> = [
  ['/wallet-add-user/', ':acceptCode'],
];

export const loggedPath = (path: string): string => {
  for (const [prefix, name] of secretSegments)
    if (path.startsWith(prefix) && path.length > prefix.length) return `${prefix}${name}`;
  return path;
};

/** What the request log and the error middleware keep on ctx.state. */
type RequestState = { log?: Logger; fault?: unknown };

/** The request's logger (its lines carry the request id). */
export const requestLogger = (ctx: Context, fallback: Logger): Logger =>
  (ctx.state as RequestState).log ?? fallback;

/** The error behind a 5xx answer: its stack goes into the request's line, never into the answer. */
export const recordFault = (ctx: Context, error: unknown): void => {
  (ctx.state as RequestState).fault = error;
};

/** The fault a request's line already carries (app.ts logs other errors on their own line). */
export const faultOf = (ctx: Context | undefined): unknown => (ctx?.state as RequestState | undefined)?.fault;

export const requestLog = (logger: Logger) => async (ctx: Context, next: Next) => {
  const started = performance.now();
  const requestId = randomUUID();
  const log = logger.child({ reqId: requestId });
  const state = ctx.state as RequestState;
  state.log = log;
  ctx.set('X-Request-Id', requestId);
  const socket = ctx.req.socket;
  const before = socket.bytesWritten;
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    // Closed before any answer was sent (the client went away, or the stop cut it): 499, as nginx
    // logs it, rather than the 404 Koa holds until a route answers.
    const status = ctx.res.headersSent ? ctx.status : 499;
    const fields = {
      method: ctx.method,
      path: loggedPath(ctx.path),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      bytes: socket.bytesWritten - before,
      encoding: ctx.response.get('Content-Encoding') || null,
      ...(status >= 500 && state.fault !== undefined ? { err: state.fault } : {}),
    };
    if (status >= 500 && state.fault !== undefined) log.error(fields, 'request');
    else if (isProbe(ctx)) log.debug(fields, 'request');
    else log.info(fields, 'request');
  };
  ctx.res.once('finish', write);
  // Closed before it finished (the client went away, or the stop cut it): still one line.
  ctx.res.once('close', write);
  try {
    await next();
  } catch (error) {
    // Only the middleware above the error handler throws this far: Koa answers it, and drops every
    // header it had set except those the error names. The line carries it; the answer keeps its id.
    recordFault(ctx, error);
    if (error && typeof error === 'object') {
      const named = error as { headers?: Record<string, string> };
      named.headers = { ...named.headers, 'X-Request-Id': requestId };
    }
    throw error;
  }
};
