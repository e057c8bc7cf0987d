// What the operations tests share: the real command (src/main.ts) spawned as an operator runs it, and
// raw HTTP on a socket, to hold a request half-sent across a signal.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { connect, type Socket } from 'node:net';
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

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** The answer on a socket until the server closes it (requests here say Connection: close). */
const answerOf = (socket: Socket): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.once('error', reject);
    socket.once('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...fields] = head.split('\r\n');
      const headers = Object.fromEntries(
        fields.map((field) => {
          const colon = field.indexOf(':');
          return [field.slice(0, colon).toLowerCase(), field.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });

/**
 * A request held half-sent: `head` (and `bodyStart`) go out now; `finish(rest)` sends the rest and
 * answers the server's answer. A first request on the same connection (a probe, answered before this
 * one starts) proves the server took the connection, so a signal that follows finds it in flight.
 */
export const heldRequest = async (url: string, head: string, bodyStart = '') => {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text.slice(0, end))?.[1];
      if (end >= 0 && length !== undefined && text.length >= end + 4 + Number(length)) {
        socket.off('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
  });
  const answer = answerOf(socket);
  socket.write(head + bodyStart);
  return {
    socket,
    finish: (rest: string) => {
      socket.write(rest);
      return answer;
    },
  };
};

/** Whether a new TCP connection to `url` is refused. */
export const refused = (url: string): Promise<boolean> => {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
};

/** Polls `check` every 20 ms until it holds, at most `ms`. */
export const until = async (check: () => boolean | Promise<boolean>, ms = 10_000): Promise<boolean> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20)))
    if (await check()) return true;
  return false;
};
