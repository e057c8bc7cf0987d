// The keyed hash chain: each entry's MAC covers its own fields and the previous entry's MAC, so
// changing, removing or reordering a stored entry breaks the chain from that point. The MAC is
// HMAC-SHA-256 under the audit key, which lives outside the data folder (audit/key.ts): whoever can
// rewrite the data folder cannot recompute the chain, so a rewritten and re-hashed trail fails at the
// first entry it changed. The serialization is the JSON Canonicalization Scheme (RFC 8785): the same
// entry always hashes to the same digest, whatever the order its keys were stored in.
import { createHmac } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { ChainHead } from './checkpoint.ts';
import type { AuditEntryRecord } from './entry.ts';

export const genesisHash = '0'.repeat(64);

/** The store's insertion id is not hashed (it is where the entry sits, not what it says): seq is. */
export const hashOf = (key: Buffer, entry: Omit<AuditEntryRecord, 'hash' | 'id'>): string => {
  const { hash: _hash, id: _id, ...fields } = entry as AuditEntryRecord;
  return createHmac('sha256', key)
    .update(canonicalize(fields) ?? '')
    .digest('hex');
};

export type ChainProblem = 'hash' | 'link' | 'sequence' | 'missing';

export interface ChainCheck {
  valid: boolean;
  entries: number;
  /** The last entry's hash: noting it elsewhere lets a later check see entries cut off the end. */
  headHash: string | null;
  /**
   * The first broken entry: its position in the chain (1-based) and what is wrong with it; for entries
   * cut off the end (`missing`), the first one missing and how many are.
   */
  problem: { position: number; seq: number; kind: ChainProblem; missing?: number } | null;
}

/**
 * Checks one organization's entries in the order they were stored: seq counts 1, 2, 3 ..., each
 * prevHash is the hash of the entry before, each hash matches the entry's fields. Given the head the
 * platform noted outside the data folder (checkpoint.ts), the chain must also reach it: fewer entries
 * are entries missing at the end, another hash at its place a chain that is not the one written.
 */
export const checkChain = (
  entries: readonly AuditEntryRecord[],
  key: Buffer,
  noted?: ChainHead,
): ChainCheck => {
  let prev = genesisHash;
  for (const [i, entry] of entries.entries()) {
    const at = { position: i + 1, seq: entry.seq };
    if (entry.seq !== i + 1) return broken(entries, { ...at, kind: 'sequence' });
    if (entry.prevHash !== prev) return broken(entries, { ...at, kind: 'link' });
    if (hashOf(key, entry) !== entry.hash) return broken(entries, { ...at, kind: 'hash' });
    prev = entry.hash;
  }
  if (noted && entries.length < noted.entries) {
    const first = entries.length + 1;
    return broken(entries, {
      position: first,
      seq: first,
      kind: 'missing',
      missing: noted.entries - first + 1,
    });
  }
  const atNoted = noted && noted.entries > 0 ? entries[noted.entries - 1] : undefined;
  if (noted && atNoted && atNoted.hash !== noted.hash)
    return broken(entries, { position: noted.entries, seq: atNoted.seq, kind: 'hash' });
  return { valid: true, entries: entries.length, headHash: entries.at(-1)?.hash ?? null, problem: null };
};

const broken = (entries: readonly AuditEntryRecord[], problem: NonNullable<ChainCheck['problem']>) => ({
  valid: false,
  entries: entries.length,
  headHash: entries.at(-1)?.hash ?? null,
  problem,
});
