#!/usr/bin/env node
// The smoke check of `pnpm start` (README): runs the README's start command on a free port, waits
// for the platform's "App:" line, then checks what a first visitor gets: the app's page, its
// runtime config, a help page, the API refusing a call without a token, and a wallet's version.
// Exits 0 when all answer as they should, 1 otherwise (with what differed). CI runs it on every
// supported Node line, so it needs nothing but Node and pnpm.
import { spawn } from 'node:child_process';

const deadlineMs = 180_000;
const child = spawn('pnpm', ['-s', 'start', '--port', '0'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

const readUrls = () =>
  new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no "App:" line within ${deadlineMs} ms`)), deadlineMs);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const app = /App:\s+(\S+?)\/?\s*$/m.exec(out);
      const api = /API:\s+(\S+)\s*$/m.exec(out);
      if (app && api && out.includes('anna.admin@carrier.example')) {
        clearTimeout(timer);
        resolve({ app: app[1], api: api[1] });
      }
    });
    child.on('exit', (code) =>
      reject(new Error(`pnpm start exited with ${code} before it was ready:\n${out}`)),
    );
  });

const checks = [];
const check = (name, ok, detail = '') => checks.push({ name, ok, detail });

try {
  const { app, api } = await readUrls();
  const page = await fetch(`${app}/`);
  const html = await page.text();
  check('GET / serves the app', page.status === 200 && html.includes('id="root"'), `${page.status}`);

  const configAnswer = await fetch(`${app}/config.json`);
  const config = configAnswer.status === 200 ? await configAnswer.json() : {};
  check(
    'GET /config.json names the API and the product',
    typeof config.apiBase === 'string' && typeof config.productName === 'string',
    JSON.stringify(config).slice(0, 120),
  );

  const help = await fetch(`${app}/help/start.html`);
  check('GET /help/start.html', help.status === 200, `${help.status}`);

  const users = await fetch(`${api}/organization-users`);
  check('the API refuses a call without a token', users.status === 401, `${users.status}`);

  if (typeof config.hostedWalletUrl === 'string') {
    const version = await fetch(`${config.hostedWalletUrl}/version`);
    check('the hosted wallet answers its version', version.status === 200, `${version.status}`);
  }
} catch (error) {
  check('pnpm start comes up', false, error instanceof Error ? error.message : String(error));
} finally {
  stop();
}

for (const { name, ok, detail } of checks)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : ` (${detail})`}`);
const failed = checks.filter((c) => !c.ok).length;
console.log(
  `start smoke check on Node ${process.versions.node}: ${checks.length - failed} ok, ${failed} failed`,
);
process.exit(failed === 0 ? 0 : 1);
