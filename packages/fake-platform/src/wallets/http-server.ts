// A tiny JSON HTTP server on loopback with real CORS for any localhost / 127.0.0.1 origin.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { depthRefusal, maxBodyBytes } from '../http/body-depth.ts';
import { drainer, type Drainer } from '../http/drain.ts';
import { WalletHttpError, badRequest, tooLarge } from './http-errors.ts';

export type WalletRequest = {
  readonly method: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
  readonly bearer: string | undefined;
  /** The TCP peer address (the password limit counts per address). */
  readonly address: string | undefined;
};
/** A handler's answer: a JSON value, plain text, or nothing (204). */
export type WalletResponse = { json: unknown } | { text: string } | { empty: true };
export type Handler = (req: WalletRequest) => Promise<WalletResponse> | WalletResponse;

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

// The page reads a 429's wait: Retry-After, and Date to measure an HTTP-date on the wallet's clock.
const corsHeaders = (origin: string | undefined): Record<string, string> =>
  origin && LOCAL_ORIGIN.test(origin)
    ? {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
        'access-control-allow-headers': 'content-type, authorization',
        'access-control-max-age': '600',
        'access-control-expose-headers': 'retry-after, date',
        vary: 'Origin',
      }
    : { vary: 'Origin' };

const readBody = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw tooLarge('Request body too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('The request body must be a JSON object');
  // The platform's depth bound: a body nested deeper is one the wallet could not save with --data
  // (nor echo), so it never reaches a route.
  const refusal = depthRefusal(parsed);
  if (refusal) throw badRequest(refusal.message);
  return parsed as Record<string, unknown>;
};

const send = (res: ServerResponse, status: number, headers: Record<string, string>, body?: string) => {
  res.writeHead(
    status,
    body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
  );
  res.end(body);
};

/** Where a wallet's unexpected errors go (the platform's logger; alone, stderr). */
export type OnError = (error: unknown) => void;

const toStderr: OnError = (error) => console.error('[wallet]', error);

const handle = async (
  handler: Handler,
  req: IncomingMessage,
  res: ServerResponse,
  onError: OnError,
): Promise<void> => {
  const cors = corsHeaders(req.headers.origin);
  if (req.method === 'OPTIONS') return send(res, 204, cors);
  try {
    const auth = req.headers.authorization;
    const answer = await handler({
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://wallet').pathname.replace(/\/+$/, '') || '/',
      body: req.method === 'GET' ? {} : await readBody(req),
      bearer: auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length).trim() : undefined,
      address: req.socket.remoteAddress,
    });
    if ('empty' in answer) return send(res, 204, cors);
    if ('text' in answer)
      return send(res, 200, { ...cors, 'content-type': 'text/plain; charset=utf-8' }, answer.text);
    return send(res, 200, { ...cors, 'content-type': 'application/json' }, JSON.stringify(answer.json));
  } catch (e) {
    const err =
      e instanceof WalletHttpError ? e : new WalletHttpError(500, 'BAD_REQUEST', 'Internal wallet error');
    if (!(e instanceof WalletHttpError)) onError(e);
    const retry = err.retryAfterSeconds;
    send(
      res,
      err.status,
      {
        ...cors,
        'content-type': 'application/json',
        ...(retry === undefined ? {} : { 'retry-after': String(retry) }),
      },
      JSON.stringify({
        code: err.code,
        message: err.message,
        ...(retry === undefined ? {} : { retryAfterSeconds: retry }),
      }),
    );
  }
};

/**
 * Listens on 127.0.0.1 (port 0 = any free port) and resolves with the server, its base URL and its
 * drainer (the graceful stop).
 */
export const listen = (
  handler: Handler,
  port = 0,
  onError: OnError = toStderr,
): Promise<{ server: Server; url: string; drainer: Drainer }> =>
  new Promise((resolve, reject) => {
    const server = createServer((req, res) => void handle(handler, req, res, onError));
    const stop = drainer(server);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${bound}`, drainer: stop });
    });
  });

export const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A 127.0.0.1 URL where nothing listens: bind a free port, then release it. */
export const reserveUnusedUrl = async (): Promise<string> => {
  const { server, url } = await listen(() => ({ empty: true }));
  await closeServer(server);
  return url;
};
