// How the platform delivers bytes: compressed, and cached as long as each kind of file allows.
// - Answers above 1 KB are compressed on the fly (koa-compress: br or gzip, whichever the browser
//   accepts) unless they already carry an encoding, as the web app's precompressed files do.
// - Hashed build assets never change under their name: cached for a year, immutable.
// - index.html, the runtime config and other unhashed files are revalidated on every use: no-cache
//   with an ETag, so an unchanged file answers 304 without a body.
import etag from '@koa/etag';
import type { Context, Next } from 'koa';
import compress from 'koa-compress';
import conditional from 'koa-conditional-get';

export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

/** Compression of every answer above the threshold; sets Vary: Accept-Encoding on all of them. */
export const compressed = () => compress({ threshold: 1024 });

/**
 * ETag and 304 for what the browser revalidates: everything outside the API. API answers are
 * personal and change with every write; hashing each of them would cost without a cache to use it.
 */
export const revalidated = () => {
  const fresh = conditional();
  const tag = etag();
  return async (ctx: Context, next: Next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return next();
    return fresh(ctx, () => tag(ctx, next));
  };
};

/** Cache-Control of a file of the web app build, by its path inside the build. */
export const cacheControlOf = (relativePath: string): string =>
  /^assets\//.test(relativePath) ? immutable : revalidate;
