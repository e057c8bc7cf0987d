// The JavaScript a page fetches until it is ready, with raw, gzip and brotli sizes.
import type { Browser, Page, Request } from 'playwright-core';
import { freshContext } from './browser.ts';
import { brotliSize, gzipSize } from './stats.ts';

export type Fetched = {
  readonly url: string;
  readonly path: string;
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
};

const isScript = (request: Request): boolean =>
  request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);

/**
 * Opens `url` in a fresh context and answers every script requested until `ready` resolves (the
 * page is interactive), each gzipped here at level 9 and brotli-compressed at quality 11.
 */
export const scriptsUntil = async (
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<{ scripts: Fetched[]; page: Page; close(): Promise<void> }> => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const requests: Request[] = [];
  const collect = (request: Request) => {
    if (isScript(request)) requests.push(request);
  };
  page.on('request', collect);
  await page.goto(url);
  await ready(page);
  page.off('request', collect);
  const scripts = await Promise.all(
    requests.map(async (request) => {
      const response = await request.response();
      const body = response ? await response.body() : Buffer.alloc(0);
      return {
        url: request.url(),
        path: new URL(request.url()).pathname.slice(1),
        raw: body.length,
        gzip: gzipSize(body),
        brotli: brotliSize(body),
      };
    }),
  );
  return { scripts, page, close: () => context.close() };
};

export const sum = (files: readonly Fetched[], key: 'raw' | 'gzip' | 'brotli' = 'gzip'): number =>
  files.reduce((total, f) => total + f[key], 0);
