// Production mode: no dev controls, a production runtime config, the strict CSP, one JSON log
// line per request, and no live link in the start log.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePlatform } from '../src/index.ts';
import type { LogLine } from '../src/http/request-log.ts';
import { startBanner } from '../src/start-banner.ts';
import { call, start } from './support.ts';

const dist = mkdtempSync(join(tmpdir(), 'fake-production-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
const lines: string[] = [];
let p: FakePlatform;
beforeAll(async () => {
  p = await start({ webDist: dist, production: true, requestLog: (line) => lines.push(line) });
}, 30_000);
afterAll(async () => {
  await p.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The log lines written so far (a line is written once its answer is sent). */
const logged = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);

describe('production mode', () => {
  it('has no dev controls: every /__dev path answers 404 and changes nothing', async () => {
    const before = p.stateJson();
    for (const [method, path] of [
      ['POST', '/__dev/api/reset'],
      ['POST', '/__dev/api/clock'],
      ['GET', '/__dev/api/clock'],
      ['GET', '/__dev/api/mails'],
      ['GET', '/__dev/mailbox'],
    ] as const) {
      expect(
        (await call(p.url, method, path, method === 'POST' ? { body: { advanceDays: 3 } } : {})).status,
      ).toBe(404);
    }
    expect(p.stateJson()).toBe(before);
  });

  it('serves a production runtime config (no version tag in the UI) and the app under the strict CSP', async () => {
    const config = await call(p.url, 'GET', '/config.json');
    expect(config.body).toMatchObject({ production: true });
    const res = await fetch(`${p.url}/organization/users`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('logs one JSON line per request, without the query string', async () => {
    await call(p.url, 'GET', '/help/start.html');
    await call(p.apiUrl, 'GET', '/find-user?email=anna.admin%40carrier.example');
    await call(p.url, 'GET', '/__dev/elsewhere');
    // Only this test asks for these paths (an earlier answer's line may still be on its way).
    const paths = ['/help/start.html', '/api/find-user', '/__dev/elsewhere'];
    const mine = () => logged().filter((line) => paths.includes(line.path));
    await expect.poll(() => mine().length).toBe(3);
    const [help, api, dev] = mine();
    expect(help).toMatchObject({ method: 'GET', path: '/help/start.html', status: 200 });
    expect(api).toMatchObject({ method: 'GET', path: '/api/find-user', status: 200 });
    expect(dev).toMatchObject({ path: '/__dev/elsewhere', status: 404 });
    for (const line of [help, api, dev]) {
      expect(Date.parse(line!.time)).not.toBeNaN();
      expect(line!.ms).toBeGreaterThanOrEqual(0);
      expect(line!.bytes).toBeGreaterThan(0);
    }
    expect(lines.join('\n')).not.toContain('anna.admin');
  });

  it('prints no live link at start (onboarding, add-user): the start log is read by others', async () => {
    expect(await p.demoLinks()).toEqual({ onboarding: undefined, addUser: undefined });
    const banner = await startBanner(p, { readyMs: 1, scale: 0, dataDir: undefined, production: true });
    expect(banner).toContain(`App:      ${p.url}/`);
    expect(banner).not.toMatch(/jwt=|link|\/invitation\/|\/wallet-add-user\//i);
  });
});
