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

export interface Running extends Command {
  /** The app's origin, as the banner prints it. */
  readonly url: string;
  readonly apiUrl: string;
}

/** Spawns the platform and waits for its banner's App line. */
export const startCommand = async (
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<Running> => {
  const command = spawnCommand(args, env);
  const url = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const match = /App:\s+(http:\/\/\S+?)\/\s/.exec(command.stdout());
      if (match?.[1]) resolve(match[1]);
    };
    command.child.stdout.on('data', look);
    void command.exited.then((exit) =>
      reject(new Error(`exited ${JSON.stringify(exit)} before it served:\n${command.stderr()}`)),
    );
  });
  return Object.assign(command, { url, apiUrl: `${url}/api` });
};

/** Polls `check` every 20 ms until it holds, at most `ms`. */
export const until = async (check: () => boolean | Promise<boolean>, ms = 10_000): Promise<boolean> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20)))
    if (await check()) return true;
  return false;
};
