// What the operations tests share: the real command (src/main.ts) spawned as an operator runs it.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

export const mainPath = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export interface Command {
  readonly child: ChildProcessByStdio<null, Readable, Readable>;
  readonly pid: number;
  stdout(): string;
  stderr(): string;
  /** The JSON lines of stdout, parsed (production's log). */
  jsonLines(): Array<Record<string, unknown>>;
  readonly exited: Promise<Exit>;
}

/** Spawns `node … src/main.ts args` with the test's environment plus `env`. */
export const spawnCommand = (args: readonly string[], env: Record<string, string> = {}): Command => {
  const child = spawn(process.execPath, ['--conditions=@scr/source', '--import', 'tsx', mainPath, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    pid: child.pid ?? -1,
    stdout: () => out,
    stderr: () => err,
    jsonLines: () =>
      out
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
  };
};

/** Runs the command to its end. */
export const runCommand = async (args: readonly string[], env: Record<string, string> = {}) => {
  const command = spawnCommand(args, env);
  const exit = await command.exited;
  return { ...exit, stdout: command.stdout(), stderr: command.stderr() };
};
