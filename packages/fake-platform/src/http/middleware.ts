// Koa middleware shared by every response: security headers and Feathers-style JSON errors.
import { BadRequest, FeathersError, GeneralError, NotFound } from '@feathersjs/errors';
import type { Context, Next } from 'koa';
import { recordFault } from './request-log.ts';

/**
 * The headers of every answer. `scriptSources` are the hash sources of the inline scripts the web
 * build's index.html carries (the theme before the first paint): allowed by hash, no other inline script.
 */
export const securityHeaders =
  (walletOrigins: () => string[], scriptSources: () => readonly string[]) =>
  async (ctx: Context, next: Next) => {
    const helpPage = ctx.path.startsWith('/help/');
    ctx.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        ["script-src 'self'", ...scriptSources()].join(' '),
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        `connect-src 'self' ${walletOrigins().join(' ')}`.trim(),
        "frame-src 'self'",
        `frame-ancestors ${helpPage ? "'self'" : "'none'"}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    );
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', helpPage ? 'SAMEORIGIN' : 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    await next();
  };

/**
 * Every failure answers { name, message, code, className, data? }; bad input is never a 500. The error
 * behind a 5xx goes to the request's log line with its stack (request-log.ts), never into the answer.
 */
export const errorHandler = () => async (ctx: Context, next: Next) => {
  try {
    await next();
    if (ctx.body === undefined && ctx.status === 404 && ctx.path.startsWith('/api')) {
      throw new NotFound(`Path ${ctx.path} not found`);
    }
  } catch (error) {
    let feathersError: FeathersError;
    if (error instanceof FeathersError) feathersError = error;
    else {
      const status = (error as { status?: unknown }).status;
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && /^(Z_|ERR__)/.test(code)) {
        // zlib refused to decode the body its Content-Encoding names: Z_* for gzip and deflate,
        // ERR__* for brotli. The body is bad input, not a fault of the server.
        feathersError = new BadRequest(
          'Invalid request body: it is not encoded as its Content-Encoding says',
          { field: 'body' },
        );
      } else if (typeof status === 'number' && status >= 400 && status < 500) {
        feathersError = new BadRequest(`Invalid request body: ${(error as Error).message}`, {
          field: 'body',
        });
      } else if ((error as { badId?: string }).badId) {
        feathersError = new BadRequest(
          `Invalid field ${(error as { badId: string }).badId}: expected a number`,
        );
      } else {
        feathersError = new GeneralError('Internal error of the fake platform');
      }
    }
    if (feathersError.code >= 500) recordFault(ctx, error);
    ctx.status = feathersError.code;
    ctx.type = 'application/json';
    ctx.body = feathersError.toJSON();
  }
};

/**
 * Feathers' router keeps its routes in plain objects: a path segment such as `constructor` or
 * `__proto__` finds Object.prototype's member instead of a route and crashes the lookup (a 500).
 */
export const safePathSegments = () => async (ctx: Context, next: Next) => {
  const segment = ctx.path.split('/').find((s) => s in Object.prototype);
  if (segment !== undefined && ctx.path.startsWith('/api/')) {
    throw new BadRequest(`Invalid path: the segment ${segment} is not allowed`, { field: 'path' });
  }
  await next();
};
