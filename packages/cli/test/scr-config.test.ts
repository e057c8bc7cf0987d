import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFolder, DEMO_PASSWORD, scr } from './support.ts';

// A platform whose /config.json is not a config (a half-written deployment): scr refuses it as the
// portal would, naming the fields, instead of signing in against a wallet it guessed.
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(
      request.url === '/config.json'
        ? JSON.stringify({ apiBase: '/api', productName: 'SCR', hostedWalletUrl: 42, production: 'no' })
        : '{}',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the platform’s runtime config, read by scr', () => {
  it('refuses a config the portal would refuse, naming its wrong fields, exit 5', async () => {
    const ran = await scr(['--api', `${origin}/api`, 'login', '--email', 'anna.admin@carrier.example'], {
      config: configFolder(),
      env: { SCR_WALLET_PASSWORD: DEMO_PASSWORD },
    });
    expect(ran.code).toBe(5);
    const said = `Could not read the platform’s config at ${origin}/config.json: `;
    expect(ran.stderr.startsWith(said), ran.stderr).toBe(true);
    for (const wrong of [
      'hostedWalletUrl: expected a non-empty string',
      'production: expected a boolean',
      'version: expected a non-empty string',
    ])
      expect(ran.stderr).toContain(wrong);
  });
});
