// The probes of a process manager or load balancer: GET /healthz (live: the process serves, 200) and
// GET /readyz (ready: 200 once the store is loaded and the wallets listen, 503 with the reason while
// the platform starts or stops taking requests). Tiny JSON, never cached.
//
// They are plain Koa routes, like /config.json (dev/routes.ts), outside the Feathers services: the
// access policy (auth/authorize.ts) is the around hook of the services under /api and is not asked,
// so it is not widened either: no policy row, no public operation is added. They answer nothing but
// the process's own state, the same to every caller.
import type { Context, Next } from 'koa';

export type Readiness = { ready: true } | { ready: false; reason: 'starting' | 'draining' | 'wallets down' };

const probePaths = new Set(['/healthz', '/readyz']);

/** A probe's request (GET or HEAD of a probe path): the request log writes it at debug. */
export const isProbe = (ctx: Context): boolean =>
  probePaths.has(ctx.path) && (ctx.method === 'GET' || ctx.method === 'HEAD');

export const healthRoutes = (readiness: () => Readiness) => async (ctx: Context, next: Next) => {
  if (!isProbe(ctx)) return next();
  ctx.set('Cache-Control', 'no-store');
  if (ctx.path === '/healthz') {
    ctx.body = { status: 'live' };
    return;
  }
  const now = readiness();
  ctx.status = now.ready ? 200 : 503;
  ctx.body = now.ready ? { status: 'ready' } : { status: 'unready', reason: now.reason };
};
