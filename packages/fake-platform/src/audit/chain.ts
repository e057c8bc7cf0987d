// The keyed hash chain: each entry's MAC covers its own fields and the previous entry's MAC, so
// changing, removing or reordering a stored entry breaks the chain from that point. The MAC is
// HMAC-SHA-256 under the audit key, which lives outside the data folder (audit/key.ts): whoever can
// rewrite the data folder cannot recompute the chain, so a rewritten and re-hashed trail fails at the
// first entry it changed. The serialization is the JSON Canonicalization Scheme (RFC 8785): the same
// entry always hashes to the same digest, whatever the order its keys were stored in.
import { createHmac } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { AuditEntryRecord } from './entry.ts';

export const genesisHash = '0'.repeat(64);

/** The store's insertion id is not hashed (it is where the entry sits, not what it says): seq is. */
export const hashOf = (key: Buffer, entry: Omit<AuditEntryRecord, 'hash' | 'id'>): string => {
  const { hash: _hash, id: _id, ...fields } = entry as AuditEntryRecord;
  return createHmac('sha256', key)
    .update(canonicalize(fields) ?? '')
    .digest('hex');
};

export type ChainProblem = 'hash' | 'link' | 'sequence';

export interface ChainCheck {
  valid: boolean;
  entries: number;
  /** The last entry's hash: noting it elsewhere lets a later check see entries cut off the end. */
  headHash: string | null;
  /** The first broken entry: its position in the chain (1-based) and what is wrong with it. */
  problem: { position: number; seq: number; kind: ChainProblem } | null;
}

/**
 * Checks one organization's entries in the order they were stored: seq counts 1, 2, 3 ..., each
 * prevHash is the hash of the entry before, each hash matches the entry's fields.
 */
export const checkChain = (entries: readonly AuditEntryRecord[], key: Buffer): ChainCheck => {
  let prev = genesisHash;
  for (const [i, entry] of entries.entries()) {
    const at = { position: i + 1, seq: entry.seq };
    if (entry.seq !== i + 1) return broken(entries, { ...at, kind: 'sequence' });
    if (entry.prevHash !== prev) return broken(entries, { ...at, kind: 'link' });
    if (hashOf(key, entry) !== entry.hash) return broken(entries, { ...at, kind: 'hash' });
    prev = entry.hash;
  }
  return { valid: true, entries: entries.length, headHash: entries.at(-1)?.hash ?? null, problem: null };
};

const broken = (entries: readonly AuditEntryRecord[], problem: NonNullable<ChainCheck['problem']>) => ({
  valid: false,
  entries: entries.length,
  headHash: entries.at(-1)?.hash ?? null,
  problem,
});
