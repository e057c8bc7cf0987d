// Delivery of the web app and the API: precompressed files by content negotiation, compression on
// the fly above 1 KB, a year of cache for hashed assets and revalidation (ETag, 304) for the rest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePlatform } from '../src/index.ts';
import { emails, signIn, start } from './support.ts';

const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
const html = `<!doctype html><title>app</title><div id="root"></div>${'<!-- padding -->'.repeat(80)}`;
const dist = mkdtempSync(join(tmpdir(), 'fake-delivery-'));
mkdirSync(join(dist, 'assets'));
// As the build writes them: the file and its .br and .gz copies, marked so the test sees which one came.
const withCopies = (path: string, text: string) => {
  writeFileSync(join(dist, path), text);
  writeFileSync(join(dist, `${path}.br`), brotliCompressSync(`${text}/*br*/`));
  writeFileSync(join(dist, `${path}.gz`), gzipSync(`${text}/*gz*/`));
};
withCopies('assets/index-Ab12Cd34.js', script);
withCopies('index.html', html);

let p: FakePlatform;
beforeAll(async () => {
  p = await start({ webDist: dist });
}, 30_000);
afterAll(async () => {
  await p.close();
  rmSync(dist, { recursive: true, force: true });
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET that shows the bytes on the wire (fetch would decode them). */
const raw = (path: string, headers: Record<string, string> = {}): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const req = request(`${p.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

const vary = (r: Raw) => String(r.headers['vary'] ?? '').toLowerCase();

describe('delivery of the web app', () => {
  it('serves a hashed asset precompressed with brotli, cached for a year and immutable', async () => {
    const res = await raw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(vary(res)).toContain('accept-encoding');
    expect(brotliDecompressSync(res.body).toString()).toBe(`${script}/*br*/`);
  });

  it('falls back to the gzip copy, and to the plain file, by what the browser accepts', async () => {
    const gzip = await raw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(`${script}/*gz*/`);
    expect(vary(gzip)).toContain('accept-encoding');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await raw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(vary(plain)).toContain('accept-encoding');
  });

  it('revalidates index.html on every use: no-cache, an ETag, 304 when unchanged', async () => {
    for (const path of ['/', '/index.html', '/organization/users']) {
      const res = await raw(path, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toBe(`${html}/*br*/`);
      const tag = String(res.headers['etag']);
      expect(tag).toMatch(/^(W\/)?"/);
      const again = await raw(path, { 'accept-encoding': 'br', 'if-none-match': tag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    const gzip = await raw('/organization/users', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(`${html}/*gz*/`);
    // Each encoding is a different body: it has its own ETag.
    expect(gzip.headers['etag']).not.toBe((await raw('/', { 'accept-encoding': 'br' })).headers['etag']);
  });

  it('revalidates the runtime config: no-cache, an ETag, 304 when unchanged', async () => {
    const res = await raw('/config.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.body.toString())).toMatchObject({ production: false });
    const again = await raw('/config.json', { 'if-none-match': String(res.headers['etag']) });
    expect(again.status).toBe(304);
  });
});

describe('delivery of the API', () => {
  it('compresses answers above 1 KB on the fly and leaves small ones as they are', async () => {
    const anna = await signIn(p, 1, emails.anna);
    const headers = { ...anna.headers, 'accept-encoding': 'br, gzip' };
    const list = await raw('/api/organization-users?organizationId=1&$limit=50', headers);
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(vary(list)).toContain('accept-encoding');
    const rows = JSON.parse(brotliDecompressSync(list.body).toString()) as { data: unknown[] };
    expect(rows.data.length).toBeGreaterThan(3);
    expect(list.body.length).toBeLessThan(brotliDecompressSync(list.body).length);
    const small = await raw('/api/organization-users/1', headers);
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ id: 1 });
  }, 30_000);
});
