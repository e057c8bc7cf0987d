// Runs the built scr (bin/scr.mjs → dist/) as a subprocess, as a user or a script would: its own
// config folder (XDG_CONFIG_HOME), a language from LANG, and answers typed on its standard input
// when a question shows on its stderr.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const cliDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(cliDir, 'bin', 'scr.mjs');

export const DEMO_PASSWORD = 'demo1234';

/** A config folder of its own: one signed-in user per folder. */
export const configFolder = (): string => mkdtempSync(join(tmpdir(), 'scr-config-'));

export type Ran = { readonly code: number | null; readonly stdout: string; readonly stderr: string };

/** An answer to type once stderr shows `prompt` (the code is read from the mailbox by then). */
export type Answer = { readonly prompt: string; readonly answer: () => Promise<string> };

export type ScrOptions = {
  readonly config: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly answers?: readonly Answer[];
  /** What scr reads on its standard input, all of it at once (a file piped in). */
  readonly input?: string;
  /** Ctrl+C: SIGINT is sent once stderr shows this text (scr waits there for an answer). */
  readonly interruptAt?: string;
};

/**
 * Runs scr and resolves when it exits. Asynchronous on purpose: the fake platform the tests start
 * runs in this process and must go on answering while scr waits for it.
 */
export const scr = (args: readonly string[], options: ScrOptions): Promise<Ran> =>
  new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: options.config,
        XDG_CONFIG_HOME: options.config,
        LANG: 'en_US.UTF-8',
        ...options.env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const pending = [...(options.answers ?? [])];
    if (options.input !== undefined) child.stdin.end(options.input);
    else if (pending.length === 0 && options.interruptAt === undefined) child.stdin.end();
    let interrupted = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      if (options.interruptAt !== undefined && !interrupted && stderr.includes(options.interruptAt)) {
        interrupted = true;
        child.kill('SIGINT');
      }
      const next = pending[0];
      if (next && stderr.includes(next.prompt)) {
        pending.shift();
        void next.answer().then((text) => {
          child.stdin.write(`${text}\n`);
          if (pending.length === 0) child.stdin.end();
        }, fail);
      }
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });

/** The 6-digit code of the newest mail to `to` in the fake platform's mailbox. */
export const mailedCode = async (platformUrl: string, to: string): Promise<string> => {
  const mails = (await (await fetch(`${platformUrl}/__dev/api/mails`)).json()) as {
    to: string;
    text: string;
  }[];
  const code = /\b(\d{6})\b/.exec(mails.find((m) => m.to === to)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
};
