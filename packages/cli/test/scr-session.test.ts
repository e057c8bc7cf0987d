import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePlatform, type FakePlatform } from '@scr/fake-platform';
import { configFolder, DEMO_PASSWORD, mailedCode, scr } from './support.ts';

// The built scr against a fake platform of its own: help, sign-in without and with 2FA, the session
// file, logout revoking the session on the platform, an expired session, the attempt limit, and bad
// input, in English and Dutch, and the help and failures in French and German. Every failure is a
// sentence and an exit code, never a stack trace.
let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
});
afterAll(() => platform.close());

const ANNA = 'anna.admin@carrier.example';
const TINA = 'tina.twofactor@trucking.example';
const withPassword = { SCR_WALLET_PASSWORD: DEMO_PASSWORD };
const noStackTrace = (stderr: string) => expect(stderr).not.toMatch(/\n\s+at |Error:|node:internal/);

/** Signs in with the demo password; resolves to the config folder holding the session. */
const loggedIn = async (email: string): Promise<string> => {
  const config = configFolder();
  const ran = await scr(['--api', platform.apiUrl, 'login', '--email', email], { config, env: withPassword });
  expect(ran.code, ran.stderr).toBe(0);
  return config;
};

describe('scr help', () => {
  it('reads like the portal, in English and, from LANG, in Dutch', async () => {
    const config = configFolder();
    const en = await scr(['--help'], { config });
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('Usage: scr');
    // Commander aligns the descriptions to the longest command: read the help as one line.
    expect(en.stdout.replace(/\s+/g, ' ')).toContain('users The users of your organization');
    expect(en.stdout).toContain('Exit codes: 0 done');
    const usersHelp = await scr(['users', 'export', '--help'], { config });
    expect(usersHelp.stdout).toContain('Export CSV: every user of this view, as the Users page exports them');
    const nl = await scr(['--help'], { config, env: { LANG: 'nl_BE.UTF-8' } });
    expect(nl.stdout).toContain('Gebruik: scr');
    expect(nl.stdout).toContain('Opdrachten:');
    expect(nl.stdout).toContain('Afsluitcodes: 0 gelukt');
    const flag = await scr(['--lang', 'nl', 'users', '--help'], { config });
    // Commander wraps a description to the terminal's width: read the help as one line.
    expect(flag.stdout.replace(/\s+/g, ' ')).toContain(
      'De gebruikers tonen, zoals de pagina Gebruikers ze toont',
    );
  });
});

describe('scr in French and German', () => {
  // Commander wraps a description to the terminal's width: read the help as one line. French puts a
  // no-break space before a colon, which \s also matches: a French title is read before that.
  const oneLine = (text: string) => text.replace(/\s+/g, ' ');

  it('shows the help in German with --lang de and in French with --lang fr or LANG', async () => {
    const config = configFolder();
    const de = await scr(['--lang', 'de', '--help'], { config });
    expect(de.code, de.stderr).toBe(0);
    expect(de.stdout).toContain('Aufruf: scr [Optionen] [Befehl]');
    expect(de.stdout).toContain('Befehle:');
    expect(oneLine(de.stdout)).toContain('users Die Benutzer Ihrer Organisation');
    expect(oneLine(de.stdout)).toContain('Sprache der Texte: en, nl, fr oder de');
    expect(de.stdout).toContain('Rückgabecodes: 0 ausgeführt, 1 verweigert oder fehlgeschlagen');
    const fr = await scr(['--lang=fr', 'connections', '--help'], { config });
    expect(fr.code, fr.stderr).toBe(0);
    expect(fr.stdout).toContain('Utilisation\u00a0: scr connections');
    expect(fr.stdout).toContain('Commandes\u00a0:');
    expect(oneLine(fr.stdout)).toContain(
      'list [options] Lister les connexions d’un onglet, telles que la page Connexions les affiche',
    );
    const fromEnv = await scr(['--help'], { config, env: { LANG: 'fr_BE.UTF-8' } });
    expect(fromEnv.stdout).toContain('Codes de sortie\u00a0: 0 effectué, 1 refusé ou échoué');
  });

  it('says a failure in French or German, with the same exit code', async () => {
    const config = configFolder();
    const fr = await scr(['--lang', 'fr', 'users', 'list'], { config });
    expect([fr.code, fr.stdout, fr.stderr]).toEqual([
      3,
      '',
      'Vous n’êtes pas identifié. Identifiez-vous avec\u00a0: scr login\n',
    ]);
    const de = await scr(['--lang', 'de', 'users', 'list'], { config });
    expect([de.code, de.stderr]).toEqual([
      3,
      'Sie sind nicht angemeldet. Melden Sie sich an mit: scr login\n',
    ]);
    const option = await scr(['users', 'list', '--bogus'], { config, env: { LANG: 'de_DE.UTF-8' } });
    expect([option.code, option.stderr]).toEqual([2, 'Unbekannte Option: --bogus. Siehe scr --help\n']);
    noStackTrace(fr.stderr + de.stderr + option.stderr);
  });
});

describe('scr login', () => {
  it('signs Anna in without 2FA and keeps the session in a file only she can read', async () => {
    const config = await loggedIn(ANNA);
    const folder = join(config, 'scr');
    expect(statSync(join(folder, 'session.json')).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const kept = readFileSync(join(folder, 'session.json'), 'utf8');
    expect(kept).not.toContain(DEMO_PASSWORD);
    // Nor its unsalted SHA-256, from which a dictionary gives the password back.
    expect(kept).not.toContain(createHash('sha256').update(DEMO_PASSWORD).digest('hex'));
    const who = await scr(['login', '--email', ANNA, '--json'], { config, env: withPassword });
    expect(JSON.parse(who.stdout)).toEqual({
      email: ANNA,
      organizationId: 1,
      organization: 'Antwerp Carrier NV',
    });
  });

  it('makes a config folder other users could read (0755) its owner’s only', async () => {
    const config = configFolder();
    const folder = join(config, 'scr');
    mkdirSync(folder);
    chmodSync(folder, 0o755);
    const ran = await scr(['--api', platform.apiUrl, 'users', 'list'], { config });
    expect(ran.code).toBe(3);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('asks Tina for the 2FA code the platform mailed, then signs her in', async () => {
    const config = configFolder();
    const ran = await scr(['--api', platform.apiUrl, 'login', '--email', TINA], {
      config,
      env: withPassword,
      answers: [{ prompt: '2FA code: ', answer: () => mailedCode(platform.url, TINA) }],
    });
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stderr).toContain('Verification code sent successfully');
    expect(ran.stdout).toBe('Signed in as tina.twofactor@trucking.example (Liege Trucking SA)\n');
    const users = await scr(['users', 'list', '--json'], { config });
    const list = JSON.parse(users.stdout) as { email: string; organizationId: number }[];
    expect(list.map((u) => u.email)).toContain(TINA);
    expect(new Set(list.map((u) => u.organizationId))).toEqual(new Set([4]));
  });

  it('refuses a wrong 2FA code with the portal’s text, in Dutch', async () => {
    const ran = await scr(['--api', platform.apiUrl, '--lang', 'nl', 'login', '--email', TINA], {
      config: configFolder(),
      env: withPassword,
      answers: [{ prompt: '2FA-code: ', answer: async () => '000000' }],
    });
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain('De verificatiecode is niet geldig.');
    noStackTrace(ran.stderr);
  });

  it('refuses a wrong password without sending the user to a button a terminal does not have', async () => {
    const ran = await scr(['--api', platform.apiUrl, 'login', '--email', 'victor.viewer@carrier.example'], {
      config: configFolder(),
      env: { SCR_WALLET_PASSWORD: 'not-the-password' },
    });
    expect(ran.code).toBe(1);
    expect(ran.stderr).toBe(
      'Invalid credentials: check the email, the organization and the wallet password. If you forgot your password, reset it from the portal’s login page.\n',
    );
    expect(ran.stderr).not.toContain('button');
  });

  it('names --organization when it cannot ask which organization (no terminal, nothing on stdin)', async () => {
    const ran = await scr(
      ['--api', platform.apiUrl, 'login', '--email', 'fiona.forwarder@forwarder.example'],
      {
        config: configFolder(),
        env: withPassword,
      },
    );
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain(
      'There is no terminal to ask for Select an organization: run scr in a terminal, or answer it with --organization.',
    );
    expect(ran.stderr).not.toContain('SCR_WALLET_PASSWORD');
    const nl = await scr(['--api', platform.apiUrl, '--lang', 'nl', 'login'], { config: configFolder() });
    expect(nl.code).toBe(2);
    expect(nl.stderr).toContain('beantwoord de vraag met --email.');
  });

  it('says how long to wait once the wallet’s attempt limit is reached (429), exit 4', async () => {
    const config = configFolder();
    const attempt = () =>
      scr(['--api', platform.apiUrl, 'login', '--email', 'ulrich.users@carrier.example'], {
        config,
        env: { SCR_WALLET_PASSWORD: 'not-the-password' },
      });
    const codes: (number | null)[] = [];
    let last = await attempt();
    for (let i = 0; i < 8 && last.code !== 4; i++) {
      codes.push(last.code);
      last = await attempt();
    }
    expect(codes.every((c) => c === 1)).toBe(true);
    expect(last.code).toBe(4);
    expect(last.stderr).toBe('Too many attempts. Please wait 15 minutes and try again.\n');
  });
});

describe('a session that ends', () => {
  it('says the session expired and how to sign in again (exit 3), in English and Dutch', async () => {
    const config = await loggedIn(ANNA);
    platform.clock.advanceDays(1);
    try {
      const en = await scr(['users', 'list'], { config });
      expect(en.code).toBe(3);
      expect(en.stderr).toBe(
        'For security reasons, your session has expired. Please log out and back in again.\nSign in again with: scr login\n',
      );
      const nl = await scr(['users', 'list'], { config, env: { LANG: 'nl_NL.UTF-8' } });
      expect(nl.code).toBe(3);
      expect(nl.stderr).toContain('Log opnieuw in met: scr login');
    } finally {
      platform.clock.reset();
    }
  });

  it('logs out on the platform: a copy of the session is refused afterwards', async () => {
    const config = await loggedIn(ANNA);
    const session = join(config, 'scr', 'session.json');
    copyFileSync(session, `${session}.copy`);
    const out = await scr(['logout'], { config });
    expect(out.code).toBe(0);
    expect(out.stdout).toBe('Logged out\n');
    expect(() => statSync(session)).toThrow();
    const notSignedIn = await scr(['users', 'list'], { config });
    expect(notSignedIn.code).toBe(3);
    expect(notSignedIn.stderr).toBe('You are not signed in. Sign in with: scr login\n');
    copyFileSync(`${session}.copy`, session);
    const revoked = await scr(['users', 'list'], { config });
    expect(revoked.code).toBe(3);
    expect(revoked.stderr).toContain('Sign in again with: scr login');
  });
});

describe('scr in scripts and shells', () => {
  it('says a failure as {"error":{"kind","message"}} on stdout under --json, with the same exit code', async () => {
    const config = configFolder();
    const error = (ran: { stdout: string }) => JSON.parse(ran.stdout) as unknown;
    const notSignedIn = await scr(['--api', platform.apiUrl, 'users', 'list', '--json'], { config });
    expect(notSignedIn.code).toBe(3);
    expect(error(notSignedIn)).toEqual({
      error: { kind: 'NotSignedIn', message: 'You are not signed in. Sign in with: scr login' },
    });
    expect(notSignedIn.stderr).toBe('');
    const unknown = await scr(['users', 'list', '--foo', '--json'], { config });
    expect(unknown.code).toBe(2);
    expect(error(unknown)).toEqual({
      error: { kind: 'InvalidInput', message: 'Unknown option: --foo. See scr --help' },
    });
    const wrong = await scr(
      ['--json', '--api', platform.apiUrl, 'login', '--email', 'victor.viewer@carrier.example'],
      {
        config,
        env: { SCR_WALLET_PASSWORD: 'not-the-password' },
      },
    );
    expect(wrong.code).toBe(1);
    expect(error(wrong)).toMatchObject({ error: { kind: 'InvalidCredentials' } });
    const nl = await scr(['--lang', 'nl', 'users', 'list', '--json', '--sort', 'x'], {
      config: await loggedIn(ANNA),
    });
    expect(nl.code).toBe(2);
    expect(error(nl)).toMatchObject({
      error: { kind: 'InvalidInput', message: expect.stringMatching(/^Ongeldige waarde voor --sort: x\./) },
    });
  });

  it('exits 130 on Ctrl+C, as a shell expects of an interrupted command', async () => {
    const ran = await scr(['--api', platform.apiUrl, 'login'], {
      config: configFolder(),
      interruptAt: 'Email: ',
    });
    expect(ran.code).toBe(130);
    expect(ran.stderr).toBe('Email: Interrupted\n');
  });

  it('refuses a --lang it has no texts in, in the environment’s language, exit 2', async () => {
    const config = configFolder();
    const en = await scr(['--lang', 'xx', 'users', 'list'], { config });
    expect([en.code, en.stderr]).toEqual([
      2,
      'Invalid value for --lang: xx. Choose one of: en, nl, fr, de\n',
    ]);
    const nl = await scr(['--lang=es', '--help'], { config, env: { LANG: 'nl_BE.UTF-8' } });
    expect([nl.code, nl.stdout, nl.stderr]).toEqual([
      2,
      '',
      'Ongeldige waarde voor --lang: es. Kies uit: en, nl, fr, de\n',
    ]);
  });

  it('describes --email of users invite as the invitee’s, in English and Dutch', async () => {
    const config = configFolder();
    const oneLine = (text: string) => text.replace(/\s+/g, ' ');
    const en = await scr(['users', 'invite', '--help'], { config });
    expect(oneLine(en.stdout)).toContain(
      '--email <email> The email address of the user you invite: the invitation is sent there',
    );
    expect(en.stdout).not.toContain('Your email address');
    const nl = await scr(['--lang', 'nl', 'users', 'invite', '--help'], { config });
    expect(oneLine(nl.stdout)).toContain('Het e-mailadres van de gebruiker die u uitnodigt');
  });

  it('prints a bash completion script that completes the commands and options, and a zsh one', async () => {
    const config = configFolder();
    const bash = await scr(['completion', 'bash'], { config });
    expect(bash.code, bash.stderr).toBe(0);
    const script = join(config, 'scr.bash');
    writeFileSync(script, bash.stdout);
    /** What bash offers after these words, the script sourced as a user's shell would. */
    const offered = (words: string[]) =>
      execFileSync(
        'bash',
        [
          '-c',
          'source "$0"; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _scr; printf "%s\\n" "${COMPREPLY[@]}"',
          script,
          ...words,
        ],
        { encoding: 'utf8' },
      )
        .split('\n')
        .filter((w) => w !== '');
    expect(offered(['scr', ''])).toEqual(
      expect.arrayContaining([
        'login',
        'logout',
        'users',
        'connections',
        'activity',
        'completion',
        'help',
        '--json',
        '--lang',
      ]),
    );
    expect(offered(['scr', '--api', 'http://x/api', 'users', ''])).toEqual(
      expect.arrayContaining(['list', 'export', 'invite', 'import']),
    );
    expect(offered(['scr', 'users', 'import', 'f.csv', '--d'])).toEqual(['--dry-run']);
    expect(offered(['scr', 'connections', 's'])).toEqual(['status']);
    const zsh = await scr(['completion', 'zsh'], { config });
    expect(zsh.code, zsh.stderr).toBe(0);
    expect(zsh.stdout.startsWith('#compdef scr\n')).toBe(true);
    for (const line of [
      "'users:The users of your organization'",
      "'list:List the users, as the Users page shows them'",
      "'status:Connection status: the steps of a connection and, from step 2 on, its key fingerprint'",
    ])
      expect(zsh.stdout).toContain(line);
    const fish = await scr(['completion', 'fish'], { config });
    expect([fish.code, fish.stderr]).toEqual([
      2,
      'Invalid value for SHELL: fish. Choose one of: bash, zsh\n',
    ]);
  });
});

describe('bad input', () => {
  it('is a clear sentence and exit 2 (5 for a platform not there), never a stack trace', async () => {
    const config = await loggedIn(ANNA);
    const cases: [string[], string][] = [
      [['users', 'list', '--foo'], 'Unknown option: --foo. See scr --help\n'],
      [['userz'], 'Unknown command: userz. See scr --help\n'],
      [
        ['users', 'list', '--deleted', 'gone'],
        'Invalid value for --deleted: gone. Choose one of: notDeleted, deleted, all\n',
      ],
      [['connections', 'accept'], 'Give a connection’s reference or --all, not both\n'],
      [['activity', 'export', '--from', '2026-02-30'], '--from: Please provide a date as YYYY-MM-DD\n'],
      [['users', 'invite', '--email', 'x'], 'Missing: --role <role>. See scr users invite --help\n'],
    ];
    for (const [args, text] of cases) {
      const ran = await scr(args, { config });
      expect([args, ran.code, ran.stderr]).toEqual([args, 2, text]);
    }
    const nowhere = await scr(['--api', 'http://127.0.0.1:9/api', 'login', '--email', ANNA], {
      config: configFolder(),
      env: withPassword,
    });
    expect(nowhere.code).toBe(5);
    expect(nowhere.stderr).toMatch(
      /^Could not read the platform’s config at http:\/\/127\.0\.0\.1:9\/config\.json: /,
    );
    const nl = await scr(['--lang', 'nl', 'users', 'list', '--sort', 'x'], { config });
    expect(nl.code).toBe(2);
    expect(nl.stderr).toMatch(/^Ongeldige waarde voor --sort: x\. Kies uit: /);
    noStackTrace(nl.stderr);
  });
});
