import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePlatform, type FakePlatform } from '@scr/fake-platform';
import { configFolder, DEMO_PASSWORD, scr } from './support.ts';

// `scr users import` as Ulrich, the User Manager of Antwerp Carrier NV, on a fake platform of its
// own: the dry run prints the plan and sends nothing; the import sends the rows the plan sends, one
// invitation each; the same file again sends nothing; a Dutch semicolon file reads the same.
let platform: FakePlatform;
let config: string;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
  config = configFolder();
  const ran = await scr(['--api', platform.apiUrl, 'login', '--email', 'ulrich.users@carrier.example'], {
    config,
    env: { SCR_WALLET_PASSWORD: DEMO_PASSWORD },
  });
  expect(ran.code, ran.stderr).toBe(0);
});
afterAll(() => platform.close());

type Plan = {
  counts: { send: number; invalid: number; skip: number };
  rows: { line: number; kind: string }[];
};
type Result = { counts: { invited: number; skipped: number; failed: number } };

/** The files imported, in a folder of their own. */
const files = configFolder();
const file = (name: string, text: string) => {
  const path = join(files, name);
  writeFileSync(path, `\uFEFF${text}`);
  return path;
};
const english = file(
  'users.csv',
  [
    'First name,Last name,Email,Admin role,SCR App role',
    'Nora,New,nora.new@carrier.example,None,Regular',
    'Ned,New,ned.new@carrier.example,,Viewer',
    'Bad,Email,not-an-email,None,Regular',
    'Anna,Admin,anna.admin@carrier.example,None,Regular',
    'Ian,Invited,ian.invited@carrier.example,None,Regular',
    'Otto,Boss,otto.boss@carrier.example,Organization Manager,Regular',
  ].join('\r\n'),
);
const mailsTo = async (email: string) => {
  const mails = (await (await fetch(`${platform.url}/__dev/api/mails`)).json()) as { to: string }[];
  return mails.filter((m) => m.to === email).length;
};
const run = (args: string[], lang = 'en_US.UTF-8') => scr(args, { config, env: { LANG: lang } });

describe('scr users import', () => {
  it('prints the plan on a dry run and sends nothing; rows with problems are exit 1', async () => {
    const ran = await run(['users', 'import', english, '--dry-run', '--json']);
    expect(ran.code, ran.stderr).toBe(1);
    const plan = JSON.parse(ran.stdout) as Plan;
    expect(plan.counts).toEqual({ send: 2, invalid: 2, skip: 2 });
    expect(plan.rows.map((r) => r.kind)).toEqual(['send', 'send', 'invalid', 'skip', 'skip', 'invalid']);
    const table = await run(['users', 'import', english, '--dry-run']);
    expect(table.code).toBe(1);
    expect(table.stdout).toContain('Will be invited');
    expect(table.stdout).toContain('Only an Organization Manager can assign admin roles');
    expect(table.stdout).toContain('Already invited: the invitation waits for a password');
    // Said once: the summary is the reason of the exit code.
    expect(table.stderr).toBe('2 users to invite, 2 rows with problems, 2 skipped\n');
    expect(await mailsTo('nora.new@carrier.example')).toBe(0);
    const clean = file(
      'clean.csv',
      'First name,Last name,Email,Admin role,SCR App role\r\nCleo,Clean,cleo@carrier.example,None,Regular',
    );
    const fine = await run(['users', 'import', clean, '--dry-run']);
    expect(fine.code, fine.stderr).toBe(0);
    expect(fine.stderr).toBe('1 user to invite, 0 rows with problems, 0 skipped\n');
  });

  it('invites the rows the plan sends, once: the same file again sends nothing', async () => {
    const ran = await run(['users', 'import', english, '--json']);
    expect(ran.code, ran.stderr).toBe(0);
    expect((JSON.parse(ran.stdout) as Result).counts).toEqual({ invited: 2, skipped: 4, failed: 0 });
    expect(ran.stderr).toContain('Invited: 2. Skipped: 4. Failed: 0.');
    expect(await mailsTo('nora.new@carrier.example')).toBe(1);
    const again = await run(['users', 'import', english]);
    expect(again.code, again.stderr).toBe(0);
    // Nothing to send: the plan says why, and there is no result.
    expect(again.stdout).toContain('Already invited: the invitation waits for a password');
    expect(again.stderr).toBe('0 users to invite, 2 rows with problems, 4 skipped\n');
    expect(await mailsTo('nora.new@carrier.example')).toBe(1);
  });

  it('prints the result of a run that sends, not the plan before it', async () => {
    const two = file(
      'two.csv',
      'First name,Last name,Email,Admin role,SCR App role\r\nTom,Two,tom.two@carrier.example,None,Regular\r\nBad,Row,nope,None,Regular',
    );
    const ran = await run(['users', 'import', two]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).not.toContain('Will be invited');
    expect(ran.stdout.match(/tom\.two@carrier\.example/g)).toHaveLength(1);
    expect(ran.stdout).toContain('Outcome');
    expect(ran.stderr).not.toContain('users to invite');
    expect(ran.stderr).toContain('Invited: 1. Skipped: 1. Failed: 0.');
  });

  it('reads the file from the standard input when it is -', async () => {
    const csv =
      'First name,Last name,Email,Admin role,SCR App role\r\nPia,Piped,pia.piped@carrier.example,None,Regular';
    const plan = await scr(['users', 'import', '-', '--dry-run', '--json'], { config, input: csv });
    expect(plan.code, plan.stderr).toBe(0);
    expect((JSON.parse(plan.stdout) as Plan).counts).toEqual({ send: 1, invalid: 0, skip: 0 });
    const sent = await scr(['users', 'import', '-', '--json'], { config, input: `\uFEFF${csv}` });
    expect(sent.code, sent.stderr).toBe(0);
    expect((JSON.parse(sent.stdout) as Result).counts).toEqual({ invited: 1, skipped: 0, failed: 0 });
    expect(await mailsTo('pia.piped@carrier.example')).toBe(1);
  });

  it('reads the semicolon CSV of a Dutch spreadsheet and answers in Dutch; refuses a file it cannot read', async () => {
    const dutch = file(
      'gebruikers.csv',
      'Voornaam;Achternaam;E-mail;Beheerdersrol;SCR App-rol\r\nJan;Jansen;jan.jansen@carrier.example;Geen;Standaard',
    );
    const ran = await run(['users', 'import', dutch], 'nl_BE.UTF-8');
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stderr).toContain('Uitgenodigd: 1. Overgeslagen: 0. Mislukt: 0.');
    const missing = await run(['users', 'import', join(files, 'nothing.csv')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read the file');
    const noEmail = file('no-email.csv', 'First name,Last name,SCR App role\r\nA,B,Regular');
    const refused = await run(['users', 'import', noEmail]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('The file has no column Email');
  });

  it('refuses a file that is not UTF-8 (a Latin-1 CSV of Excel), exit 2, and sends nothing', async () => {
    const latin1 = join(files, 'latin1.csv');
    writeFileSync(
      latin1,
      Buffer.from(
        'First name,Last name,Email,Admin role,SCR App role\r\nÉlodie,Dupré,elodie@carrier.example,None,Regular',
        'latin1',
      ),
    );
    const ran = await run(['users', 'import', latin1]);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain(
      'This file is not saved as UTF-8: line 2 holds a character that cannot be read (an accented letter such as é, perhaps). Save it as CSV UTF-8 in your spreadsheet and import it again.',
    );
    expect(await mailsTo('elodie@carrier.example')).toBe(0);
    const dutch = await run(['users', 'import', latin1, '--dry-run'], 'nl_BE.UTF-8');
    expect(dutch.code).toBe(2);
    expect(dutch.stderr).toContain('Dit bestand is niet als UTF-8 bewaard: regel 2 bevat een teken');
  });
});
