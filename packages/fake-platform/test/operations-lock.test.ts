// The data folder's lock in-process (src/store/data-lock.ts): what startFakePlatform takes before it
// touches the folder. The command's side (the refusal's message, a stale lock after a stop) is in
// operations-command.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DataFolderLocked, lockDataFolder, lockRefusal } from '../src/store/data-lock.ts';

const dir = mkdtempSync(join(tmpdir(), 'fake-platform-lock-'));
const file = join(dir, 'platform.lock');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A pid that ran and is gone. */
const gonePid = (): number => {
  const pid = spawnSync(process.execPath, ['-e', '']).pid;
  expect(() => process.kill(pid, 0)).toThrow();
  return pid;
};

it('is held by one start at a time, and removed on release', async () => {
  const lock = await lockDataFolder(dir);
  expect(readFileSync(file, 'utf8')).toBe(`${process.pid}\n`);
  await expect(lockDataFolder(dir)).rejects.toThrow(DataFolderLocked);
  expect(lockRefusal(dir)?.pid).toBe(process.pid);
  lock.release();
  expect(existsSync(file)).toBe(false);
  expect(lockRefusal(dir)).toBeUndefined();
});

it('refuses while another live process holds it, naming the folder, the pid and the file', async () => {
  writeFileSync(file, `${process.ppid}\n`);
  const refusal = await lockDataFolder(dir).catch((e: unknown) => e);
  expect(refusal).toBeInstanceOf(DataFolderLocked);
  expect((refusal as Error).message).toContain(`data folder ${dir} `);
  expect((refusal as Error).message).toContain(`pid ${process.ppid}`);
  expect((refusal as Error).message).toContain(file);
  expect(readFileSync(file, 'utf8')).toBe(`${process.ppid}\n`);
  rmSync(file);
});

it('takes over a stale lock: a pid that is gone, an empty file, or this pid from an earlier life', async () => {
  for (const stale of [`${gonePid()}\n`, '', `${process.pid}\n`]) {
    writeFileSync(file, stale);
    expect(lockRefusal(dir)).toBeUndefined();
    const lock = await lockDataFolder(dir);
    expect(readFileSync(file, 'utf8')).toBe(`${process.pid}\n`);
    expect(existsSync(`${file}.takeover`)).toBe(false);
    lock.release();
  }
});

it.runIf(existsSync('/proc/self/stat'))(
  'takes over the lock of a killed process its parent has not reaped yet',
  () => {
    const child = spawn('sleep', ['30']);
    const pid = child.pid!;
    child.kill('SIGKILL');
    // Synchronously, so that this process (its parent) cannot reap it meanwhile: a zombie.
    const zombie = () => readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
    for (const end = Date.now() + 5_000; !zombie() && Date.now() < end;);
    expect(zombie()).toBe(true);
    expect(() => process.kill(pid, 0)).not.toThrow();
    writeFileSync(file, `${pid}\n`);
    expect(lockRefusal(dir)).toBeUndefined();
    rmSync(file);
  },
);
