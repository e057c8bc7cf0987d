// The non-API surface: security headers, the web app (SPA fallback), help pages, the mailbox, the
// dev controls and the fake identity provider.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePlatform } from '../src/index.ts';
import { call, start } from './support.ts';

const dist = mkdtempSync(join(tmpdir(), 'fake-web-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
writeFileSync(join(dist, 'app.js'), 'console.log(1)');
let p: FakePlatform;
beforeAll(async () => {
  p = await start({ webDist: dist });
}, 30_000);
afterAll(async () => {
  await p.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${p.url}${path}`, { redirect: 'manual' });

describe('web surface', () => {
  it('sends the security headers, with wallet origins in connect-src', async () => {
    const res = await get('/organization/users');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain(p.wallets.cloudUrl);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await get('/help/start.html')).headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("allows the build's inline theme script by the hash the build wrote, and nothing wider", async () => {
    const hash = "'sha256-4ALqHl7INBj/wHEgT/Wjzve1l6tc5EWAEVv4CRrLt+s='";
    writeFileSync(
      join(dist, '.csp.json'),
      JSON.stringify({ scriptSrc: [hash, "'unsafe-inline'", 'https:'] }),
    );
    try {
      const csp = (await get('/')).headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`script-src 'self' ${hash};`);
      expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|https:)/);
      // The build's own file is not served: it is the platform's to read.
      expect((await get('/.csp.json')).status).toBe(404);
    } finally {
      rmSync(join(dist, '.csp.json'));
    }
    expect((await get('/')).headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('serves the app build with an SPA fallback, but never for the API', async () => {
    expect(await (await get('/organization/connections/sent')).text()).toContain('<div id="root">');
    expect(await (await get('/app.js')).text()).toBe('console.log(1)');
    expect((await get('/help/nothing-here.pdf')).status).toBe(404);
    expect((await get('/assets/missing-chunk.js')).status).toBe(404);
    const api = await call(p.apiUrl, 'GET', '/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body.name).toBe('NotFound');
  });

  it('serves help pages in English, Dutch, French and German', async () => {
    expect(await (await get('/help/login.html')).text()).toContain('Signing in');
    expect(await (await get('/help/nl/login.html')).text()).toContain('Inloggen');
    expect(await (await get('/help/nl/start.html')).text()).toContain('lang="nl"');
    const french = await (await get('/help/fr/login.html')).text();
    expect(french).toContain('lang="fr"');
    expect(french).toContain('<h1>Identification</h1>');
    expect(french).toContain('Mot de passe oublié\u00a0?');
    const german = await (await get('/help/de/login.html')).text();
    expect(german).toContain('lang="de"');
    expect(german).toContain('<h1>Anmeldung</h1>');
    expect(german).toContain('Ihr Passwort entsperrt Ihre Identitäts-Wallet.');
    // A language the platform does not write has no help folder: no page, never one in another language.
    expect((await get('/help/es/login.html')).status).toBe(404);
  });

  it('serves the documents the EULA and pricing checkboxes accept, in all four languages', async () => {
    for (const [path, lang, title] of [
      ['/help/eula.html', 'en', 'End user license agreement'],
      ['/help/nl/eula.html', 'nl', 'Licentieovereenkomst voor eindgebruikers'],
      ['/help/fr/eula.html', 'fr', 'Contrat de licence utilisateur final'],
      ['/help/de/eula.html', 'de', 'Endbenutzer-Lizenzvertrag'],
      ['/help/pricing.html', 'en', 'Pricing'],
      ['/help/nl/pricing.html', 'nl', 'Prijzen'],
      ['/help/fr/pricing.html', 'fr', 'Tarifs'],
      ['/help/de/pricing.html', 'de', 'Preise'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, path).toContain(`lang="${lang}"`);
      expect(html, path).toContain(`<h1>${title}</h1>`);
    }
  });

  it('keeps mails, escapes them in the mailbox page, and resets the world', async () => {
    await call(p.apiUrl, 'POST', '/password-reset', { body: { orgUserId: 4, organizationId: 1 } });
    const mails = await call(p.url, 'GET', '/__dev/api/mails');
    expect(mails.body[0]).toMatchObject({
      to: 'victor.viewer@carrier.example',
      subject: expect.any(String),
      links: [expect.stringContaining('/password-reset/')],
    });
    const page = await (await get('/__dev/mailbox')).text();
    expect(page).toContain('victor.viewer@carrier.example');
    expect(page).not.toContain('<script');
    await call(p.url, 'POST', '/__dev/api/clock', { body: { advanceDays: 3 } });
    const moved = await call(p.url, 'GET', '/__dev/api/clock');
    expect(Date.parse(moved.body.now) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    expect((await call(p.url, 'POST', '/__dev/api/clock', { body: { advanceDays: 'x' } })).status).toBe(400);
    const reset = await call(p.url, 'POST', '/__dev/api/reset');
    expect(reset.status).toBe(200);
    expect(Math.abs(Date.parse(reset.body.now) - Date.now())).toBeLessThan(60_000);
    expect((await call(p.url, 'GET', '/__dev/api/mails')).body).toEqual([]);
  }, 30_000);

  it('plays the identity provider: a Sign in form that returns to /cpoint with a code', async () => {
    const html = await (await get('/__idp/authorize?redirect_uri=/cpoint')).text();
    expect(html).toContain('Sign in');
    expect(html).toMatch(/action="\/cpoint"/);
    expect(html).toMatch(/name="code" value="CP-[0-9A-F]{12}"/);
    expect((await get('/__idp/authorize?redirect_uri=https://evil.example/')).status).toBe(400);
  });

  it('sends the identity back only to a path of its own origin', async () => {
    const authorize = (target: string) => get(`/__idp/authorize?redirect_uri=${encodeURIComponent(target)}`);
    const elsewhere = [
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example/x',
      '/.//evil.example/x',
      '/cpoint/..//evil.example/x',
      '/\t/evil.example/x',
      '\t//evil.example/x',
      '/cpoint\n',
      '/cpoint\u0000',
      `${p.url}//evil.example/x`,
      `${p.url}/cpoint`,
      'javascript:alert(1)',
      'cpoint',
    ];
    for (const target of elsewhere) {
      const res = await authorize(target);
      expect(res.status, JSON.stringify(target)).toBe(400);
      expect(await res.text()).not.toContain('<form');
    }
    const html = await (await authorize('/cpoint/./done?x=1')).text();
    expect(html).toContain('action="/cpoint/done"');
  });
});
