// The audit checkpoint: each organization's chain head (how many entries, the last one's hash) as the
// platform last wrote it, kept in the key folder, outside the data folder. The chain alone cannot show
// entries cut off its end (what is left is a shorter valid chain); against the checkpoint it can. The
// file is replaced atomically on every append, after the journal holds the entry (so a crash leaves it
// behind the journal, never ahead), and carries an HMAC under the audit key over its heads: a checkpoint
// rewritten without the key is refused at start rather than trusted.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import canonicalize from 'canonicalize';
import { writeAtomic } from '../store/journal.ts';

export interface ChainHead {
  /** How many entries the organization's chain holds. */
  entries: number;
  /** The hash of its last entry. */
  hash: string;
}

export interface AuditCheckpoint {
  /** The heads as last saved, by organization id (none at first). */
  load(): Map<number, ChainHead>;
  /** Replaces the saved heads with these. */
  save(heads: ReadonlyMap<number, ChainHead>): void;
}

/** Without --data nothing outlives the process: the heads live as long as the trail does. */
export const memoryCheckpoint = (): AuditCheckpoint => {
  let saved = new Map<number, ChainHead>();
  return {
    load: () => new Map(saved),
    save: (heads) => void (saved = new Map(heads)),
  };
};

type CheckpointFile = { heads: Record<string, ChainHead>; mac: string };

// A label of its own, so a checkpoint's MAC can never pass for an entry's hash or the reverse.
const macOf = (key: Buffer, heads: Record<string, ChainHead>): string =>
  createHmac('sha256', key)
    .update(`scr audit checkpoint\n${canonicalize(heads) ?? ''}`)
    .digest('hex');

const isHead = (v: unknown): v is ChainHead =>
  typeof v === 'object' &&
  v !== null &&
  Number.isInteger((v as ChainHead).entries) &&
  typeof (v as ChainHead).hash === 'string';

export const fileCheckpoint = (file: string, key: Buffer): AuditCheckpoint => ({
  load: () => {
    if (!existsSync(file)) return new Map();
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<CheckpointFile>;
    const heads = saved.heads ?? {};
    const mac = Buffer.from(String(saved.mac ?? ''), 'hex');
    const expected = Buffer.from(macOf(key, heads), 'hex');
    if (
      mac.length !== expected.length ||
      !timingSafeEqual(mac, expected) ||
      !Object.values(heads).every(isHead)
    )
      throw new Error(
        `The audit checkpoint ${file} does not verify under the audit key: it was changed, or the key is ` +
          'not the one it was written with. Find out which before moving it away (without it, entries ' +
          'cut off the end of a trail go unseen).',
      );
    return new Map(Object.entries(heads).map(([id, head]) => [Number(id), head]));
  },
  save: (heads) => {
    const record = Object.fromEntries([...heads].map(([id, head]) => [String(id), head]));
    writeAtomic(file, JSON.stringify({ heads: record, mac: macOf(key, record) } satisfies CheckpointFile));
  },
});
