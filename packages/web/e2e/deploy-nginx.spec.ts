import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from './fixtures.ts';
import { expect, fillLogin } from './sign-in-support.ts';
import { startPlatform, webDir, webDist, type RunningPlatform } from './platform.ts';
import { collectPageProblems } from './csp-problems.ts';

// The deployment of deploy/nginx/ (README, 'Production mode and deployment'): Debian's nginx serves a
// copy of the build with a config.json beside index.html, and proxies /api/ and /help/ to the fake
// platform in production mode. The config is generated from the files in deploy/nginx/ with the values
// a deployer replaces (deploy/nginx/README.md); what nginx answers is held against what the platform
// itself answers for the same file, and the app signs in through it under its CSP.

/** Debian's nginx (`apt-get install -y nginx`, .ci/run); SCR_NGINX points elsewhere. */
const nginxBinary = process.env['SCR_NGINX'] ?? '/usr/sbin/nginx';
const deployDir = join(webDir, '../../deploy/nginx');

/** The headers the platform sends with every file of the app; nginx must send the same. */
const securityHeaders = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
] as const;

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A plain GET: no Accept-Encoding unless given, the body as sent (not decompressed). */
const get = (url: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });

/** Every `needle` in `text` becomes `value`; a needle the file no longer has is a failure, not a no-op. */
const fill = (file: string, text: string, values: ReadonlyArray<readonly [string, string]>): string =>
  values.reduce((filled, [needle, value]) => {
    if (!filled.includes(needle))
      throw new Error(
        `deploy/nginx/${file} no longer has ${needle}: update this spec and deploy/nginx/README.md`,
      );
    return filled.split(needle).join(value);
  }, text);

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** The sources of one directive of a CSP ("connect-src 'self' http://…" → ["'self'", "http://…"]). */
const directive = (csp: string, name: string): string[] =>
  csp
    .split(';')
    .map((part) => part.trim().split(' '))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

type Deployment = {
  readonly origin: string;
  readonly platform: RunningPlatform;
  /** The wallet origins of the platform's CSP, written into connect-src as a deployer would. */
  readonly walletOrigins: readonly string[];
  readonly root: string;
  readonly nginxLog: () => string;
};

/**
 * Starts nginx in the foreground (no daemon, no root-owned path: pid, temp files and logs in `dir`)
 * and waits until it answers; its own exit before that fails with what it printed.
 */
const startNginx = async (
  dir: string,
  origin: string,
): Promise<{ process: ChildProcess; log: () => string }> => {
  const child = spawn(
    nginxBinary,
    [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-g',
      `daemon off; pid ${join(dir, 'nginx.pid')}; error_log stderr;`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => {
      running = false;
      reject(new Error(`nginx exited (${code}) before it answered:\n${output}`));
    }),
  );
  exited.catch(() => undefined);
  const answering = (async () => {
    for (let tries = 0; tries < 100 && running; tries += 1) {
      if ((await get(`${origin}/favicon.svg`).catch(() => undefined))?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (running) throw new Error(`nginx did not answer at ${origin} within 5 s:\n${output}`);
  })();
  try {
    await Promise.race([answering, exited]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { process: child, log: () => output };
};

const test = base.extend<object, { deployment: Deployment }>({
  deployment: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      if (!existsSync(nginxBinary))
        throw new Error(
          `nginx is not installed at ${nginxBinary}: apt-get install -y nginx (Debian's, as .ci/run does)`,
        );
      const platform = await startPlatform({ production: true, requestLog: () => undefined });
      const dir = mkdtempSync(join(tmpdir(), 'scr-nginx-'));
      try {
        // Run as root, nginx reads the files as its workers' user (nobody): the folder must be readable.
        chmodSync(dir, 0o755);
        const port = await freePort();
        const origin = `http://127.0.0.1:${port}`;
        // The platform's own CSP names its wallets; a deployer names theirs the same way.
        const platformCsp = String((await get(`${platform.url}/`)).headers['content-security-policy']);
        const walletOrigins = directive(platformCsp, 'connect-src').filter((source) => source !== "'self'");
        const csp = JSON.parse(readFileSync(join(webDist, '.csp.json'), 'utf8')) as { scriptSrc: string[] };

        // The site as deployed: the build with the platform's config.json beside index.html, its API
        // at /api on this origin (nginx proxies it).
        const root = join(dir, 'root');
        cpSync(webDist, root, { recursive: true });
        const config = JSON.parse((await get(`${platform.url}/config.json`)).body.toString()) as object;
        writeFileSync(
          join(root, 'config.json'),
          `${JSON.stringify({ ...config, apiBase: '/api' }, null, 2)}\n`,
        );

        // deploy/nginx/ with the values of this deployment filled in.
        const site = readFileSync(join(deployDir, 'scr-portal.conf'), 'utf8');
        writeFileSync(
          join(dir, 'scr-portal.conf'),
          fill('scr-portal.conf', site, [
            ['listen 80;', `listen 127.0.0.1:${port};`],
            ['/srv/scr-admin/dist', root],
          ]),
        );
        mkdirSync(join(dir, 'snippets'));
        const values: Record<string, ReadonlyArray<readonly [string, string]>> = {
          'scr-headers.conf': [
            ["'sha256-THEME_SCRIPT_HASH'", csp.scriptSrc.join(' ')],
            ['https://wallet.platform.example', walletOrigins.join(' ')],
          ],
          'scr-platform.conf': [['http://127.0.0.1:4400', platform.url]],
        };
        for (const name of readdirSync(join(deployDir, 'snippets'))) {
          const text = readFileSync(join(deployDir, 'snippets', name), 'utf8');
          writeFileSync(join(dir, 'snippets', name), fill(`snippets/${name}`, text, values[name] ?? []));
        }
        // What Debian's /etc/nginx/nginx.conf gives a site (MIME types, the http block), with every
        // path nginx writes inside `dir`.
        mkdirSync(join(dir, 'temp'));
        writeFileSync(
          join(dir, 'nginx.conf'),
          [
            'worker_processes 1;',
            'events { worker_connections 64; }',
            'http {',
            '  include /etc/nginx/mime.types;',
            '  default_type application/octet-stream;',
            '  types_hash_max_size 2048;',
            '  access_log off;',
            ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
              (kind) => `  ${kind}_temp_path ${join(dir, 'temp', kind)};`,
            ),
            '  include scr-portal.conf;',
            '}',
            '',
          ].join('\n'),
        );
        const nginx = await startNginx(dir, origin);
        await use({ origin, platform, walletOrigins, root, nginxLog: nginx.log });
        if (nginx.process.exitCode === null && nginx.process.signalCode === null) {
          const stopped = new Promise((resolve) => nginx.process.once('exit', resolve));
          nginx.process.kill('SIGTERM');
          await stopped;
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await platform.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ deployment }, use) => {
    await use(deployment.origin);
  },
});
// One nginx for both tests, in order in one worker. The sign-in runs the wallet's memory-hard KDF:
// on a machine busy with other suites a test may take longer than the default 30 s.
test.describe.configure({ mode: 'default', timeout: 60_000 });

test('nginx serves the build with the platform’s headers, the SPA fallback, gzip and the cache rules', async ({
  deployment,
}) => {
  const { origin, platform, root } = deployment;
  const index = readFileSync(join(root, 'index.html'));
  const platformPage = await get(`${platform.url}/`);

  // index.html, and a deep link to an app route: the app, with the platform's headers, revalidated.
  for (const path of ['/', '/organization/users']) {
    const page = await get(`${origin}${path}`);
    expect(page.status, path).toBe(200);
    expect(page.headers['content-type'], path).toContain('text/html');
    expect(page.body.equals(index), `${path} is index.html`).toBe(true);
    for (const name of [...securityHeaders, 'cache-control'])
      expect(page.headers[name], `${path} ${name}`).toBe(platformPage.headers[name]);
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = String(page.headers.etag);
    expect(etag, `${path} has an ETag`).not.toBe('undefined');
    const again = await get(`${origin}${path}`, { 'If-None-Match': etag });
    expect(again.status, `${path} revalidated`).toBe(304);
    expect(again.body.length).toBe(0);
  }
  // The CSP allows the inline theme script by the hash the build wrote, and the platform's wallets.
  const csp = String(platformPage.headers['content-security-policy']);
  const hashes = (JSON.parse(readFileSync(join(root, '.csp.json'), 'utf8')) as { scriptSrc: string[] })
    .scriptSrc;
  expect(directive(csp, 'script-src')).toEqual(["'self'", ...hashes]);
  expect(directive(csp, 'connect-src')).toEqual(["'self'", ...deployment.walletOrigins]);
  expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);

  // The scripts and stylesheets index.html loads that have a .gz copy (the build writes one above
  // 1 KB): that copy when the browser accepts gzip (Chromium's header, which also offers br: Debian's
  // nginx has no brotli), as the platform sends it; the file itself otherwise; cached for a year.
  const assets = [...index.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)]
    .map((match) => match[1] ?? '')
    .filter((asset) => existsSync(join(root, `${asset}.gz`)));
  expect(assets.filter((asset) => asset.endsWith('.js'))).not.toEqual([]);
  expect(assets.filter((asset) => asset.endsWith('.css'))).not.toEqual([]);
  for (const asset of assets) {
    const file = readFileSync(join(root, asset));
    const gz = readFileSync(join(root, `${asset}.gz`));
    const zipped = await get(`${origin}${asset}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    const platformZipped = await get(`${platform.url}${asset}`, { 'Accept-Encoding': 'gzip' });
    expect(zipped.status, asset).toBe(200);
    expect(zipped.headers['content-type'], asset).toMatch(asset.endsWith('.js') ? /javascript/ : /text\/css/);
    expect(zipped.headers['content-encoding'], asset).toBe('gzip');
    expect(zipped.headers.vary, asset).toContain('Accept-Encoding');
    expect(zipped.body.equals(gz), `${asset} is its .gz copy`).toBe(true);
    expect(zipped.body.length).toBeLessThan(file.length / 2);
    for (const name of [...securityHeaders, 'cache-control', 'content-encoding'])
      expect(zipped.headers[name], `${asset} ${name}`).toBe(platformZipped.headers[name]);
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get(`${origin}${asset}`);
    expect(plain.headers['content-encoding'], `${asset} without Accept-Encoding`).toBeUndefined();
    expect(plain.body.equals(file), `${asset} plain`).toBe(true);
  }

  // A missing file is a 404, never the app; the dot file of the build is not served.
  for (const path of ['/assets/missing-0000.js', '/missing.js', '/.csp.json']) {
    const missing = await get(`${origin}${path}`);
    expect(missing.status, path).toBe(404);
    expect(missing.headers['x-content-type-options'], path).toBe('nosniff');
    expect(missing.headers['cache-control'], `${path} is not cached`).toBeUndefined();
  }

  // config.json beside index.html: revalidated, and it sends the app's API calls to this origin.
  const config = await get(`${origin}/config.json`);
  expect(config.headers['cache-control']).toBe('no-cache');
  expect(JSON.parse(config.body.toString())).toMatchObject({ apiBase: '/api', production: true });

  // The platform's help pages and API come through with the platform's own headers: a help page may
  // be framed by the app.
  const help = await get(`${origin}/help/login.html`);
  const platformHelp = await get(`${platform.url}/help/login.html`);
  expect(help.status).toBe(200);
  for (const name of securityHeaders)
    expect(help.headers[name], `help ${name}`).toBe(platformHelp.headers[name]);
  expect(directive(String(help.headers['content-security-policy']), 'frame-ancestors')).toEqual(["'self'"]);
  const api = await get(`${origin}/api/organizations`);
  expect(api.status, 'the API without a token').toBe(401);
  expect(api.headers['content-type']).toContain('application/json');
});

test('the app signs in and shows the users through nginx, without a CSP violation', async ({
  page,
  deployment,
}) => {
  const problems = await collectPageProblems(page);
  const origins = new Set<string>();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    origins.add(url.origin);
    if (url.origin === deployment.origin && url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });

  // A deep link, signed out: nginx hands it to the app, which asks for the login first.
  await page.goto('/organization/users');
  // The help drawer frames a platform page that nginx proxies.
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(
    page.frameLocator('.scr-help-drawer iframe').getByRole('heading', { name: 'Signing in' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await fillLogin(page, 'anna.admin@carrier.example');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/organization\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1, exact: true })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);

  expect(problems).toEqual([]);
  expect(apiCalls).toContain('/api/authentication');
  expect(apiCalls).toContain('/api/organization-users');
  // The browser spoke to nginx and the wallets only, never to the platform's own origin.
  expect(
    [...origins].filter((o) => o !== deployment.origin && !deployment.walletOrigins.includes(o)),
  ).toEqual([]);
  // Nothing went wrong on nginx's side either (its error log, at level error, is stderr).
  expect(deployment.nginxLog()).toBe('');
});
