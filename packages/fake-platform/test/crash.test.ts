// A crash (SIGKILL) in the middle of two streams of writes: every write the server acknowledged is
// there and intact after a restart, nothing else but the one write in flight, and the store opens
// cleanly (journal replayed and compacted, no temp file, new writes accepted).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { demoUserIds as ids, recordReliability } from '../src/index.ts';
import { api, emails, signIn, start } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'fake-platform-crash-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  // The audit chain's key, kept beside the data folder.
  rmSync(`${dir}.audit-key`, { force: true });
});
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
    const acknowledgedMeta: string[] = [];
    let attemptedMeta = 0;
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
    // A second writer at the same time, so the kill can land with more than one write in flight.
    const metaWriter = (async () => {
      for (let i = 0; !stop && i < 500; i++) {
        try {
          attemptedMeta++;
          const res = await api(remote, 'POST', '/organization-meta', anna, {
            organizationId: 1,
            metaSource: 'crash',
            metaName: `m${i}`,
            metaValue: `v${i}`,
          });
          if (res.status === 201) acknowledgedMeta.push(`m${i}`);
        } catch {
          return;
        }
      }
    })();
    // Kill in the middle of the burst: once both writers have had writes acknowledged (however slow
    // the machine), with more on the way.
    for (
      let waited = 0;
      waited < 20_000 && (acknowledged.length < 25 || acknowledgedMeta.length < 25);
      waited += 5
    )
      await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all([writer, metaWriter]);
    expect(acknowledged.length).toBeGreaterThan(3);
    expect(acknowledgedMeta.length).toBeGreaterThan(3);

    const restarted = await start({ dataDir: dir });
    try {
      const again = await signIn(restarted, ids.anna, emails.anna);
      const stored = await api(
        restarted,
        'GET',
        '/organization-users?email[$ilike]=crash%25&$limit=1000',
        again,
      );
      const storedEmails = new Set(stored.body.data.map((u: { email: string }) => u.email));
      // Every acknowledged write is there, intact; at most the one write in flight at the kill joins them.
      expect(acknowledged.filter((e) => !storedEmails.has(e))).toEqual([]);
      expect(stored.body.total - acknowledged.length).toBeLessThanOrEqual(1);
      for (const u of stored.body.data as Array<{ email: string; lastName: string }>)
        expect(u.lastName).toBe(`R${/^crash(\d+)@/.exec(u.email)?.[1]}`);
      const meta = await api(restarted, 'GET', '/organization-meta?organizationId=1&metaSource=crash', again);
      const names = new Map(
        meta.body.map((m: { metaName: string; metaValue: string }) => [m.metaName, m.metaValue]),
      );
      expect(acknowledgedMeta.filter((m) => names.get(m) !== `v${m.slice(1)}`)).toEqual([]);
      expect(names.size).toBeLessThanOrEqual(Math.min(attemptedMeta, acknowledgedMeta.length + 1));
      // The store opened cleanly: the journal was replayed and compacted (it holds only what was written
      // since: the session and the audit entry of the sign-in above), no temp file is left, and it
      // takes new writes.
      const since = readFileSync(join(dir, 'journal.ndjson'), 'utf8').split('\n').filter(Boolean);
      expect(since.map((line) => JSON.parse(line)).map((e) => e.rec?.action ?? e.c)).toEqual([
        'sessions',
        'session.signIn',
      ]);
      expect(existsSync(join(dir, 'snapshot.json.tmp'))).toBe(false);
      JSON.parse(readFileSync(join(dir, 'snapshot.json'), 'utf8'));
      const after = await api(restarted, 'PATCH', '/organizations/1', again, { city: 'Antwerpen' });
      expect(after.status).toBe(200);
      recordReliability('durability', acknowledged.length + acknowledgedMeta.length);
    } finally {
      await restarted.close();
    }
  } finally {
    child.kill('SIGKILL');
  }
}, 60_000);
