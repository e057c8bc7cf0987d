// The lock of a data folder: one platform at a time on a folder. Two would each replay the journal,
// append to it and compact it under the other: acknowledged writes would be lost. So a start takes
// `<data>/platform.lock` before it touches anything else there, by an exclusive create ('wx': of two
// starts, exactly one creates it) of a file that holds its pid; a graceful stop removes it.
//
// A lock whose pid no longer runs is stale (a SIGKILL, a crash, a power cut): it is taken over, so a
// restart after a crash needs no hand; a killed process not yet reaped (a zombie) counts as gone. The pid of this very process counts as stale too unless this
// process holds the lock: a container restarted on the same volume runs as the same pid (1) again.
// Taking over is done under a second exclusive file, `platform.lock.takeover`, and removes the lock
// only if it still names the dead pid: of two starts racing to take over, one wins, the other then
// finds the winner's live pid and refuses. Limits: pids are the machine's (a folder shared between
// machines or pid namespaces is not protected), and a reused pid makes a stale lock look held (the
// message names the file to remove).
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export class DataFolderLocked extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The data folder ${dir} is in use by the platform with pid ${pid} (lock file ${lockFile}). ` +
        'Stop that platform first; if none runs on this folder, remove the lock file.',
    );
  }
}

export interface DataLock {
  readonly file: string;
  release(): void;
}

/** The lock files this process holds (resolved paths). */
const held = new Set<string>();

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: it runs, as another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed platform its parent has not reaped yet (a zombie) still answers kill(pid, 0), but it
  // holds no file any more: a restart right after a SIGKILL must not wait for the reaping. Linux says
  // so in /proc (the state after the command name); elsewhere kill's word stands.
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return !existsSync('/proc/self/stat');
  }
  const state = stat.slice(stat.lastIndexOf(')') + 2).charAt(0);
  return state !== 'Z' && state !== 'X';
};

/** The pid a lock file names; undefined when absent, empty or not a pid. */
const pidIn = (file: string): number | undefined => {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  const pid = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
};

/** Creates `file` holding this pid, if no such file exists. */
const create = (file: string): boolean => {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
};

const removeIfNames = (file: string, pid: number | undefined): void => {
  if (pidIn(file) !== pid) return;
  try {
    unlinkSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
};

/** Removes the stale lock naming `stalePid` (undefined: an empty one), under the takeover file. */
const takeOver = (file: string, stalePid: number | undefined): void => {
  const takeover = `${file}.takeover`;
  if (!create(takeover)) {
    // Another start is taking over right now; or one died doing so, which frees it for the next try.
    const holder = pidIn(takeover);
    if (holder === undefined || !alive(holder)) removeIfNames(takeover, holder);
    return;
  }
  try {
    removeIfNames(file, stalePid);
  } finally {
    removeIfNames(takeover, process.pid);
  }
};

const lockFileOf = (dir: string): string => resolve(join(dir, 'platform.lock'));

/**
 * The refusal a start on `dir` would meet now, if another live platform holds it: a look that takes
 * nothing, for the command to refuse at once, before it loads the server (lockDataFolder decides).
 */
export const lockRefusal = (dir: string): DataFolderLocked | undefined => {
  const file = lockFileOf(dir);
  if (held.has(file)) return new DataFolderLocked(dir, process.pid, file);
  const pid = pidIn(file);
  return pid !== undefined && pid !== process.pid && alive(pid)
    ? new DataFolderLocked(dir, pid, file)
    : undefined;
};

/** Takes the lock of `dir` (created 0700 if new) or throws DataFolderLocked naming the holder. */
export const lockDataFolder = async (dir: string): Promise<DataLock> => {
  const file = lockFileOf(dir);
  if (held.has(file)) throw new DataFolderLocked(dir, process.pid, file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 20; attempt++) {
    if (create(file)) {
      held.add(file);
      return {
        file,
        release: () => {
          if (!held.delete(file)) return;
          removeIfNames(file, process.pid);
        },
      };
    }
    let pid = pidIn(file);
    // Empty: another start between its create and its write, or one that died there. Ask again.
    for (let wait = 0; pid === undefined && wait < 5; wait++) {
      await sleep(20);
      pid = pidIn(file);
    }
    if (pid !== undefined && pid !== process.pid && alive(pid)) throw new DataFolderLocked(dir, pid, file);
    takeOver(file, pid);
    await sleep(attempt * 10);
  }
  throw new Error(`Could not take the lock ${file}: other starts keep taking it over`);
};
