// A tiny static server for the baseline page's build (loopback, free port).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export type StaticServer = { readonly url: string; close(): Promise<void> };

/**
 * `precompressed`: a file's .gz twin (the build writes them, as for the app) is sent to a browser that
 * accepts gzip, as the platform does: a throttled link then carries the bytes a real server sends.
 */
export const serveDir = async (
  dir: string,
  { precompressed = false }: { precompressed?: boolean } = {},
): Promise<StaticServer> => {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    const served = file.startsWith(dir) ? file : join(dir, 'index.html');
    const gzip = precompressed && String(req.headers['accept-encoding'] ?? '').includes('gzip');
    const read = gzip
      ? readFile(`${served}.gz`).then(
          (body) => ({ body, encoding: 'gzip' as string | undefined }),
          () => readFile(served).then((body) => ({ body, encoding: undefined })),
        )
      : readFile(served).then((body) => ({ body, encoding: undefined }));
    read
      .then(({ body, encoding }) => {
        res.writeHead(200, {
          'content-type': types[extname(file)] ?? 'application/octet-stream',
          ...(encoding ? { 'content-encoding': encoding } : {}),
        });
        res.end(body);
      })
      .catch(() => {
        res.writeHead(404).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
