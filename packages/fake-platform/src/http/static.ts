// The web app build, served with koa-static (through @feathersjs/koa), with an SPA fallback to
// index.html for unknown non-API GETs of app routes (a missing file is a 404); a small page when the app is not built yet.
// The build carries .br and .gz copies of its text files: koa-send picks the one the browser accepts.
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { serveStatic } from '@feathersjs/koa';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { page } from '../dev/html.ts';
import { cacheControlOf } from './delivery.ts';

const notBuilt = page(
  'Secure Container Release',
  '<h1>Secure Container Release</h1><p>The web app is not built yet. Build it with <code>pnpm --filter @scr/web build</code>; the API, the mailbox and the dev controls already run.</p><p><a href="/__dev/mailbox">Mailbox</a></p>',
);

export const webApp = (webDist: string) => {
  const options = {
    index: 'index.html',
    brotli: true,
    gzip: true,
    // The path is the file sent (maybe its .br or .gz copy): its place in the build decides.
    setHeaders: (res: { setHeader(name: string, value: string): void }, path: string) => {
      res.setHeader('Cache-Control', cacheControlOf(relative(webDist, path).split(sep).join('/')));
    },
  };
  const files = serveStatic(webDist, options);
  return async (ctx: Context, next: Next) => {
    const reserved = ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path.startsWith('/__');
    if (reserved || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    if (!existsSync(join(webDist, 'index.html'))) {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = notBuilt;
      return;
    }
    await files(ctx, next);
    // Only app routes fall back to index.html: a missing file (a name with an extension, or anything
    // under /help/ or /assets/) is a 404, so a broken link shows as broken instead of as the app.
    const missingFile = /\.[^/]+$/.test(ctx.path) || /^\/(help|assets)\//.test(ctx.path);
    if ((ctx.body === undefined || ctx.body === null) && !missingFile) {
      ctx.status = 200;
      await send(ctx, 'index.html', { ...options, root: webDist });
    }
  };
};
