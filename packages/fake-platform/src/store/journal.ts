// Crash-safe persistence: a snapshot written atomically (temp file + fsync + rename) and a journal
// of every acknowledged write, appended with fsync before the server answers. A torn last line
// (a crash in the middle of an append) fails to parse and is cut off on load.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync } from 'node:fs';
import { fchmodSync, ftruncateSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export interface JournalEntry {
  c: string;
  op: 'put' | 'del';
  id: string | number;
  rec?: unknown;
}

export type Snapshot = Record<string, unknown[]>;

export interface Journal {
  readonly dir: string;
  /** The snapshot and the intact journal entries written after it. */
  load(): { snapshot: Snapshot | undefined; entries: JournalEntry[] };
  append(entry: JournalEntry): void;
  /** Replace the snapshot atomically and empty the journal. */
  compact(snapshot: Snapshot): void;
  /** Syncs and closes the file; a later append throws rather than write to a reused descriptor. */
  close(): void;
}

/** Replaces a file atomically: temp file, fsync, rename, fsync of the directory. */
/** Data files are the owner's only (0600): they hold the whole state, sessions and the audit trail. */
export const writeAtomic = (path: string, text: string, mode = 0o600): void => {
  const temp = `${path}.tmp`;
  const fd = openSync(temp, 'w', mode);
  try {
    // A temp file left by a crash keeps the mode it was created with: set it again.
    fchmodSync(fd, mode);
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  const dirFd = openSync(join(path, '..'), 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
};

export const openJournal = (dir: string): Journal => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const snapshotPath = join(dir, 'snapshot.json');
  const journalPath = join(dir, 'journal.ndjson');
  let fd = openSync(journalPath, 'a+', 0o600);
  let closed = false;
  // A journal created before data files were 0600 becomes the owner's only too.
  fchmodSync(fd, 0o600);
  return {
    dir,
    load() {
      const snapshot = existsSync(snapshotPath)
        ? (JSON.parse(readFileSync(snapshotPath, 'utf8')) as Snapshot)
        : undefined;
      const text = readFileSync(journalPath, 'utf8');
      const entries: JournalEntry[] = [];
      let goodBytes = 0;
      // Only newline-terminated lines count: the piece after the last newline is a torn append.
      for (const line of text.split('\n').slice(0, -1)) {
        try {
          entries.push(JSON.parse(line) as JournalEntry);
        } catch {
          break;
        }
        goodBytes += Buffer.byteLength(line) + 1;
      }
      if (goodBytes < Buffer.byteLength(text)) {
        ftruncateSync(fd, goodBytes);
        fsyncSync(fd);
      }
      return { snapshot, entries };
    },
    append(entry) {
      // A request the stop cut (http/drain.ts) may still try to write once the journal is closed.
      if (closed) throw new Error(`The journal in ${dir} is closed: the platform is stopping`);
      writeSync(fd, `${JSON.stringify(entry)}\n`);
      fsyncSync(fd);
    },
    compact(snapshot) {
      writeAtomic(snapshotPath, JSON.stringify(snapshot));
      closeSync(fd);
      fd = openSync(journalPath, 'w', 0o600);
      fsyncSync(fd);
      closeSync(fd);
      fd = openSync(journalPath, 'a+', 0o600);
    },
    close() {
      if (closed) return;
      closed = true;
      // Every append was synced before its answer; this one costs nothing and says so at the end.
      fsyncSync(fd);
      closeSync(fd);
    },
  };
};
