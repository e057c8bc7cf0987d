// The command as an operator runs it, deployed: production mode configured by its environment, with
// flags that override some of it. Its probes; its log (one JSON line per request with the request id
// it sends back, the path without the query string, a 5xx's stack in the log only); one platform per
// data folder (the lock); the graceful stop on SIGTERM (readyz 503, no new connection, the request in
// flight answered and kept); a stale lock taken over; a second signal ending the stop at once.
// The steps share one data folder and run in order, each from what the previous one left: a start
// with a new folder seeds the demo world, which costs seconds.
// The 5xx is a real fault, not a route made for it: the key folder cannot take the audit checkpoint
// (a directory stands where its temp file goes), so the first audited call fails.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, emails, signIn } from './support.ts';
import { heldRequest, refused, runCommand, startCommand, until, type Running } from './operations-support.ts';

const data = mkdtempSync(join(tmpdir(), 'fake-platform-operations-data-'));
const keys = mkdtempSync(join(tmpdir(), 'fake-platform-operations-keys-'));
const lockFile = join(data, 'platform.lock');
const running: Running[] = [];
let taken: Server;
let takenPort: number;
let first: Running;
/** The platform restarted on the folder the first one left. */
let again: Running;

beforeAll(async () => {
  // PORT names a port that is taken: the platform starts only if --port wins.
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  takenPort = (taken.address() as AddressInfo).port;
  first = await startCommand(['--port', '0', '--log-level', 'info'], {
    PORT: String(takenPort),
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.2',
    SCR_PRODUCTION: '1',
    SCR_DATA: data,
    SCR_KEYS: keys,
  });
  running.push(first);
}, 60_000);
afterAll(async () => {
  for (const command of running) command.child.kill('SIGKILL');
  await new Promise((resolve) => taken.close(resolve));
  rmSync(data, { recursive: true, force: true });
  rmSync(keys, { recursive: true, force: true });
});

/** The log line of one request, by the id its answer carried. */
const lineOf = async (requestId: string) => {
  await until(() => first.jsonLines().some((line) => line['reqId'] === requestId), 5_000);
  const lines = first.jsonLines().filter((line) => line['reqId'] === requestId);
  expect(lines).toHaveLength(1);
  return lines[0]!;
};

/** Every file under the folder: path, mode, size, mtime and content hash. */
const fingerprint = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const path = join(folder, name);
      const stat = statSync(path);
      const hash = stat.isFile() ? createHash('sha256').update(readFileSync(path)).digest('hex') : 'dir';
      return `${name} ${stat.mode.toString(8)} ${stat.size} ${stat.mtimeMs} ${hash}`;
    });

const asPlatform = (command: Running) => command as unknown as FakePlatform;

describe('the deployed command', () => {
  it('answers /healthz and /readyz without a token: tiny JSON, never cached', async () => {
    for (const [path, body] of [
      ['/healthz', { status: 'live' }],
      ['/readyz', { status: 'ready' }],
    ] as const) {
      const res = await fetch(`${first.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toContain('application/json');
      const text = await res.text();
      expect(text.length).toBeLessThan(64);
      expect(JSON.parse(text)).toEqual(body);
    }
  });

  it('takes its configuration from the environment, and a flag wins over its variable', async () => {
    // HOST, SCR_PRODUCTION, SCR_DATA and SCR_KEYS from the environment; --port over PORT (a taken
    // port) and --log-level info over LOG_LEVEL=silent, or there would be no log line.
    expect(new URL(first.url).hostname).toBe('127.0.0.2');
    expect(new URL(first.url).port).not.toBe(String(takenPort));
    const config = (await (await fetch(`${first.url}/config.json`)).json()) as { production: boolean };
    expect(config.production).toBe(true);
    expect((await fetch(`${first.url}/__dev/mailbox`)).status).toBe(404);
    expect(readdirSync(data)).toEqual(
      expect.arrayContaining(['platform.lock', 'snapshot.json', 'journal.ndjson']),
    );
    expect(readdirSync(keys)).toEqual(expect.arrayContaining(['token-secret', 'audit-key']));
    await until(() => first.jsonLines().some((line) => line['path'] === '/__dev/mailbox'), 5_000);
    expect(first.jsonLines().find((line) => line['path'] === '/__dev/mailbox')).toMatchObject({
      status: 404,
    });
  });

  it('logs one JSON line per request with its own request id, never the query string', async () => {
    const res = await fetch(`${first.apiUrl}/find-user?email=anna.admin%40carrier.example`, {
      headers: { 'X-Request-Id': 'chosen-by-the-client' },
    });
    // A link's token in the query string of an app route (the web app reads it, the server does not).
    const link = await fetch(`${first.url}/password-reset/1?jwt=secret-token`);
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const line = await lineOf(requestId);
    expect(line).toMatchObject({
      level: 'info',
      reqId: requestId,
      method: 'GET',
      path: '/api/find-user',
      status: 200,
    });
    expect(line['ms']).toEqual(expect.any(Number));
    expect(Date.parse(String(line['time']))).not.toBeNaN();
    expect(await lineOf(link.headers.get('x-request-id') ?? '')).toMatchObject({ path: '/password-reset/1' });
    // The log lines, not the banner (which names the demo logins).
    const log = first
      .jsonLines()
      .map((line) => JSON.stringify(line))
      .join('\n');
    for (const secret of ['anna.admin', 'secret-token', 'chosen-by-the-client', 'jwt=', '?email'])
      expect(log).not.toContain(secret);
  });

  it("logs a 5xx's stack, and answers without it", async () => {
    mkdirSync(join(keys, 'audit-heads.json.tmp'));
    try {
      const res = await fetch(`${first.apiUrl}/authentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ strategy: 'wallet', orgUserId: 1, challenge: 'c', signature: 's' }),
      });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        name: 'GeneralError',
        message: 'Internal error of the fake platform',
        code: 500,
        className: 'general-error',
      });
      expect(text).not.toMatch(/EISDIR|stack|\bat /);
      const line = await lineOf(res.headers.get('x-request-id') ?? '');
      expect(line).toMatchObject({
        level: 'error',
        method: 'POST',
        path: '/api/authentication',
        status: 500,
      });
      const stack = String((line['err'] as { stack?: string } | undefined)?.stack);
      expect(stack).toContain('EISDIR');
      expect(stack).toMatch(/\n {4}at /);
    } finally {
      rmSync(join(keys, 'audit-heads.json.tmp'), { recursive: true, force: true });
    }
  });
});

describe('the command on its data folder', () => {
  it('refuses a second platform on the same folder, naming it and the holder, and touches nothing', async () => {
    const before = fingerprint(data);
    const second = await runCommand(['--port', '0', '--data', data, '--keys', keys]);
    expect(second.code).toBe(1);
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`data folder ${data} `);
    expect(lines[0]).toContain(`pid ${first.pid}`);
    expect(second.stderr).not.toContain('    at ');
    expect(second.stdout).toBe('');
    expect(fingerprint(data)).toEqual(before);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.pid));
  });

  it('drains on SIGTERM: readyz 503, no new connection, the request in flight answered and kept, exit 0', async () => {
    const anna = await signIn(asPlatform(first), ids.anna, emails.anna);
    const body = JSON.stringify({
      organizationId: 1,
      metaSource: 'drain',
      metaName: 'inflight',
      metaValue: 'kept',
    });
    const { host } = new URL(first.url);
    // A write whose body is one byte short when the signal comes, and a probe whose head is.
    const write = await heldRequest(
      first.url,
      `POST /api/organization-meta HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Authorization: Bearer ${anna.accessToken}\r\nId: ${anna.orgUserId}\r\n\r\n`,
      body.slice(0, -1),
    );
    const probe = await heldRequest(
      first.url,
      `GET /readyz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n`,
    );
    // Both are read by the server before the signal is.
    await new Promise((r) => setTimeout(r, 150));
    const signalled = Date.now();
    first.child.kill('SIGTERM');
    expect(await until(() => refused(first.url), 5_000)).toBe(true);

    const readiness = await probe.finish('\r\n');
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({ status: 'unready', reason: 'draining' });
    expect(readiness.headers['cache-control']).toBe('no-store');

    const answer = await write.finish(body.slice(-1));
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ metaName: 'inflight', metaValue: 'kept' });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(readFileSync(join(data, 'journal.ndjson'), 'utf8')).toContain('"metaName":"inflight"');
    expect(() => statSync(lockFile)).toThrow();
  });

  it('takes over a stale lock (its pid is gone) and finds the drained write after the restart', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    expect(() => process.kill(gone, 0)).toThrow();
    writeFileSync(lockFile, `${gone}\n`, { mode: 0o600 });
    again = await startCommand(['--port', '0', '--data', data, '--keys', keys]);
    running.push(again);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(again.pid));
    const anna = await signIn(asPlatform(again), ids.anna, emails.anna);
    const meta = await api(
      asPlatform(again),
      'GET',
      '/organization-meta?organizationId=1&metaSource=drain',
      anna,
    );
    expect(meta.body).toEqual([expect.objectContaining({ metaName: 'inflight', metaValue: 'kept' })]);
  });

  it('exits at once on a second signal, a request still in flight', async () => {
    // The request's body never comes: the drain would wait 10 s for it. A repeat within a second
    // counts as the same signal delivered twice, so the second signal comes after that.
    const { host } = new URL(again.url);
    const stuck = await heldRequest(
      again.url,
      `POST /api/organization-meta HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
      '{',
    );
    await new Promise((r) => setTimeout(r, 150));
    again.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1_200));
    expect(again.child.exitCode).toBe(null);
    const second = Date.now();
    again.child.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 143, signal: null });
    expect(Date.now() - second).toBeLessThan(1_000);
    stuck.socket.destroy();
  });
});
