import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePlatform, type FakePlatform } from '@scr/fake-platform';
import { configFolder, DEMO_PASSWORD, scr } from './support.ts';

// The built scr doing an administrator's work against a fake platform of its own, as Anna: the
// users of a view as a table, as JSON and as the portal's CSV; an invitation; Accept All of To do
// and a connection's status with its fingerprint; the activity of the day as CSV and JSON; en and nl.
// (packages/web/e2e/cli-export.spec.ts compares the CSV with the portal's own download.)
let platform: FakePlatform;
let config: string;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
  config = configFolder();
  const ran = await scr(['--api', platform.apiUrl, 'login', '--email', 'anna.admin@carrier.example'], {
    config,
    env: { SCR_WALLET_PASSWORD: DEMO_PASSWORD },
  });
  expect(ran.code, ran.stderr).toBe(0);
});
afterAll(() => platform.close());

type User = { id: number; email: string; lastName: string; isDeleted: boolean; organizationId: number };
type Row = { kind: string; side?: string; connection?: { reference: string; status: string } };
const run = async (args: string[], env: Record<string, string> = {}) => {
  const ran = await scr(args, { config, env });
  expect(ran.code, ran.stderr).toBe(0);
  return ran;
};
const json = async <T>(args: string[]): Promise<T> =>
  JSON.parse((await run([...args, '--json'])).stdout) as T;
/** A CSV file as scr writes it: BOM, CRLF, every cell quoted; parsed back to rows. */
const csvRows = (text: string): string[][] => {
  expect(text.startsWith('\uFEFF"')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(false);
  const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

describe('scr users', () => {
  it('lists the view as JSON and as the Users page’s columns, filtered, searched and sorted on the platform', async () => {
    const active = await json<User[]>(['users', 'list']);
    expect(active.length).toBeGreaterThanOrEqual(15);
    expect(active.every((u) => !u.isDeleted && u.organizationId === 1)).toBe(true);
    const all = await json<User[]>(['users', 'list', '--deleted', 'all']);
    expect(all.length).toBeGreaterThan(active.length);
    const deleted = await json<User[]>(['users', 'list', '--deleted', 'deleted']);
    expect(deleted.length).toBe(all.length - active.length);
    const byEmail = await json<User[]>(['users', 'list', '--sort', '-email', '--search', 'carrier.example']);
    expect(byEmail.map((u) => u.email)).toEqual(
      active
        .map((u) => u.email)
        .sort()
        .reverse(),
    );
    const table = await run(['users', 'list', '--search', 'anna']);
    expect(table.stdout).toContain('Last name');
    expect(table.stdout).toContain('anna.admin@carrier.example');
    expect(table.stderr).toBe('1 user\n');
    const nl = await run(['users', 'list', '--search', 'anna', '--lang', 'nl']);
    expect(nl.stdout).toContain('Achternaam');
    expect(nl.stderr).toBe('1 gebruiker\n');
  });

  it('exports the view as the portal’s CSV: its shown columns, one row per user, to a file or stdout', async () => {
    const users = await json<User[]>(['users', 'list', '--deleted', 'all', '--sort', 'lastName']);
    const file = join(config, 'users.csv');
    const ran = await run(['users', 'export', '--deleted', 'all', '--sort', 'lastName', '--output', file]);
    expect(ran.stderr).toBe(`${users.length} rows exported successfully\n`);
    const [header, ...rows] = csvRows(readFileSync(file, 'utf8'));
    expect(header).toEqual([
      'Type',
      'Last name',
      'First name',
      'Email',
      'Admin App role',
      'SCR App role',
      'Created',
      'Deleted',
    ]);
    expect(rows.map((r) => r[3])).toEqual(users.map((u) => u.email));
    const nl = await run([
      'users',
      'export',
      '--search',
      'anna',
      '--columns',
      'id,email,isActive',
      '--lang',
      'nl',
    ]);
    expect(csvRows(nl.stdout)).toEqual([
      ['Kenmerk', 'E-mail', 'Actief'],
      [String(users.find((u) => u.email.startsWith('anna'))!.id), 'anna.admin@carrier.example', 'Ja'],
    ]);
  });

  it('invites a user, and refuses the same email again with the portal’s text', async () => {
    const invite = [
      'users',
      'invite',
      '--email',
      'scripted@carrier.example',
      '--role',
      'none',
      '--first-name',
      'Script',
      '--last-name',
      'Ed',
    ];
    const added = await run(invite);
    expect(added.stdout).toBe('User added successfully\n');
    const found = await json<User[]>(['users', 'list', '--search', 'scripted']);
    expect(found.map((u) => [u.email, u.lastName])).toEqual([['scripted@carrier.example', 'Ed']]);
    const again = await scr(invite, { config });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('This emailaddress was already registered\n');
    const viaJson = await json<User>([
      ...invite.slice(0, 3),
      'scripted.json@carrier.example',
      ...invite.slice(4),
    ]);
    expect(viaJson.email).toBe('scripted.json@carrier.example');
  });
});

describe('scr users: the state of a row and a deleted user', () => {
  it('shows the Invited and Inactive badges beside the email, as the Users page does', async () => {
    const line = (stdout: string, email: string) => stdout.split('\n').find((l) => l.includes(email)) ?? '';
    const en = await run(['users', 'list', '--search', 'i']);
    expect(line(en.stdout, 'ian.invited@carrier.example')).toContain('ian.invited@carrier.example (Invited)');
    expect(line(en.stdout, 'iris.inactive@carrier.example')).toContain(
      'iris.inactive@carrier.example (Inactive)',
    );
    expect(line(en.stdout, 'anna.admin@carrier.example')).not.toContain('(');
    const nl = await run(['users', 'list', '--search', 'i', '--lang', 'nl']);
    expect(line(nl.stdout, 'ian.invited@carrier.example')).toContain('(Uitgenodigd)');
    expect(line(nl.stdout, 'iris.inactive@carrier.example')).toContain('(Inactief)');
  });

  it('asks to reactivate a deleted user: without a terminal it names --reactivate, which answers it', async () => {
    const invite = [
      'users',
      'invite',
      '--email',
      'dora.deleted@carrier.example',
      '--role',
      'none',
      '--first-name',
      'Dora',
      '--last-name',
      'Deleted',
    ];
    const asked = await scr(invite, { config });
    expect(asked.code).toBe(2);
    expect(asked.stderr).toContain(
      'User Dora Deleted was deleted. Do you want to reactivate this user? (y/N): ',
    );
    expect(asked.stderr).toContain('run scr in a terminal, or answer it with --reactivate.');
    const declined = await scr(invite, { config, answers: [{ prompt: '(y/N): ', answer: async () => 'n' }] });
    expect([declined.code, declined.stdout]).toEqual([1, '']);
    expect(await json<User[]>(['users', 'list', '--search', 'dora.deleted'])).toEqual([]);
    const reactivated = await run([...invite, '--reactivate']);
    expect(reactivated.stdout).toBe('User reactivated successfully\n');
    const found = await json<User[]>(['users', 'list', '--search', 'dora.deleted']);
    expect(found.map((u) => [u.email, u.isDeleted])).toEqual([['dora.deleted@carrier.example', false]]);
  });

  it('names the wallet versions when an action needs a newer wallet', async () => {
    const otto = configFolder();
    const login = await scr(['--api', platform.apiUrl, 'login', '--email', 'otto.old@barge.example'], {
      config: otto,
      env: { SCR_WALLET_PASSWORD: DEMO_PASSWORD },
    });
    expect(login.code, login.stderr).toBe(0);
    const ran = await scr(['connections', 'accept', '--all'], { config: otto });
    expect(ran.code).toBe(1);
    expect(ran.stderr).toBe(
      'Wallet upgrade required: this needs wallet version 1.1.4 or later, and your organization’s wallet runs version 1.0.9. Ask whoever runs that wallet to upgrade it.\n',
    );
    const nl = await scr(['connections', 'accept', '--all', '--lang', 'nl'], { config: otto });
    expect(nl.stderr).toContain('hiervoor is walletversie 1.1.4 of hoger nodig');
    expect(nl.stderr).toContain('draait versie 1.0.9');
  });
});

describe('scr connections and activity', () => {
  it('accepts all of To do, shows the status with its fingerprint, and exports the day’s activity', async () => {
    const todo = await json<Row[]>(['connections', 'list', '--tab', 'todo']);
    const waiting = todo.filter(
      (r) => r.kind === 'connection' && r.side === 'B' && r.connection?.status === 'pending',
    );
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const [first, ...rest] = waiting.map((r) => r.connection!.reference);
    const one = await run(['connections', 'accept', first!, '--lang', 'nl']);
    expect(one.stdout).toBe('Verbinding succesvol aanvaard\n');
    const accepted = await json<{ accepted: string[] }>(['connections', 'accept', '--all']);
    expect(accepted.accepted.sort()).toEqual([...rest].sort());
    const after = await json<Row[]>(['connections', 'list', '--tab', 'todo']);
    expect(after.some((r) => r.side === 'B' && r.connection?.status === 'pending')).toBe(false);
    expect((await run(['connections', 'accept', '--all'])).stdout).toBe('Nothing waits in To do.\n');

    const reference = first!;
    type Status = {
      status: string;
      steps: { label: string; done: boolean }[];
      fingerprint: { fingerprint: string };
    };
    const status = await json<Status>(['connections', 'status', reference]);
    expect(status.status).toBe('accepted');
    expect(status.steps.map((s) => s.done)).toEqual([true, true, false, false]);
    expect(status.fingerprint.fingerprint).toMatch(/^\d{5}( \d{5}){5}$/);
    // The start of the reference the portal's ID column shows (`3f2a9c1e…`) names it when unique.
    const short = await json<Status>(['connections', 'status', `${reference.slice(0, 8)}…`]);
    expect(short).toEqual(status);
    const references = (
      await Promise.all(
        ['todo', 'waiting', 'active', 'cancelled'].map((tab) =>
          json<Row[]>(['connections', 'list', '--tab', tab]),
        ),
      )
    )
      .flat()
      .flatMap((r) => (r.connection ? [r.connection.reference] : []));
    const shared = references.find((r) => references.filter((o) => o[0] === r[0]).length > 1)?.[0];
    expect(shared).toBeDefined();
    const ambiguous = await scr(['connections', 'status', shared!], { config });
    expect([ambiguous.code, ambiguous.stderr]).toEqual([
      2,
      `More than one connection’s reference starts with ${shared}: give more of it\n`,
    ]);
    const none = await scr(['connections', 'status', 'zzzz'], { config });
    expect([none.code, none.stderr]).toEqual([1, 'No connection with reference zzzz\n']);
    const text = await run(['connections', 'status', reference, '--lang', 'nl']);
    expect(text.stdout).toContain('Stap 2/4 aanvaard');
    expect(text.stdout).toContain(`Vingerafdruk van de sleutels: ${status.fingerprint.fingerprint}`);

    const today = new Date().toISOString().slice(0, 10);
    const period = ['--from', today, '--to', today, '--action', 'connection.accept'];
    const entries = await json<{ action: string; targetId: string }[]>(['activity', 'export', ...period]);
    expect(entries.map((e) => e.targetId).sort()).toEqual(waiting.map((r) => r.connection!.reference).sort());
    const [header, ...rows] = csvRows((await run(['activity', 'export', ...period])).stdout);
    expect(header?.slice(0, 4)).toEqual(['Date', 'Actor', 'Email', 'Action']);
    expect(rows.map((r) => r[3])).toEqual(entries.map(() => 'Connection accepted'));
    const [nlHeader] = csvRows(
      (await run(['activity', 'export', ...period], { LANG: 'nl_BE.UTF-8' })).stdout,
    );
    expect(nlHeader?.[0]).toBe('Datum');
  });
});
