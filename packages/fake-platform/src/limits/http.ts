// The HTTP side of the attempt limits: the caller's source address for the services, and the
// Retry-After header on a 429.
import type { Context, Next } from 'koa';

/**
 * Hands the TCP peer address to the services (params.sourceAddress). X-Forwarded-For is not read:
 * behind a proxy the platform would have to trust that proxy explicitly, or anyone could pick the
 * address a limit counts.
 */
export const sourceAddress = () => async (ctx: Context, next: Next) => {
  // Feathers' REST transport spreads ctx.feathers into every service call's params.
  ctx.feathers = { ...ctx.feathers, ...({ sourceAddress: ctx.ip } as object) };
  await next();
};

/** A 429 carries data.retryAfterSeconds (limits/attempt-limits.ts); say it in Retry-After too. */
export const retryAfterHeader = () => async (ctx: Context, next: Next) => {
  await next();
  if (ctx.status !== 429) return;
  const body = ctx.body as { data?: { retryAfterSeconds?: unknown } } | undefined;
  const seconds = body?.data?.retryAfterSeconds;
  if (typeof seconds === 'number' && Number.isFinite(seconds)) ctx.set('Retry-After', String(seconds));
};
