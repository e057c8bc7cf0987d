// A crash (SIGKILL) in the middle of a stream of writes: every write the server acknowledged is
// there after a restart, and the store loads.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { demoUserIds as ids } from '../src/index.ts';
import { api, emails, signIn, start } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'fake-platform-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

it('keeps every acknowledged write after a SIGKILL mid-stream', async () => {
  const child = spawn(
    process.execPath,
    ['--conditions=@scr/source', '--import', 'tsx', main, '--port', '0', '--data', dir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /App:\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    const remote = { apiUrl: `${url}/api`, url } as Parameters<typeof signIn>[0];
    const anna = await signIn(remote, ids.anna, emails.anna);
    const acknowledged: string[] = [];
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop && i < 500; i++) {
        const email = `crash${i}@carrier.example`;
        try {
          const res = await api(remote, 'POST', '/organization-users', anna, {
            email,
            firstName: 'C',
            lastName: `R${i}`,
            userRole: 'regular',
          });
          if (res.status === 201) acknowledged.push(email);
        } catch {
          return; // the server died mid-request
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 400));
    child.kill('SIGKILL');
    stop = true;
    await writer;
    expect(acknowledged.length).toBeGreaterThan(3);

    const restarted = await start({ dataDir: dir });
    try {
      const again = await signIn(restarted, ids.anna, emails.anna);
      const stored = await api(
        restarted,
        'GET',
        '/organization-users?email[$in][]=' + acknowledged.join('&email[$in][]=') + '&$limit=1000',
        again,
      );
      expect(stored.body.total).toBe(acknowledged.length);
    } finally {
      await restarted.close();
    }
  } finally {
    child.kill('SIGKILL');
  }
}, 60_000);
