// The append-only audit log over the store: entries are only ever inserted (never updated nor
// removed by the platform), numbered and chained per organization, and journaled with every other
// write (--data). Each chain's head lives in the checkpoint (checkpoint.ts), outside the data folder:
// appends continue from it, not from whatever the store holds last, so an entry cut off the stored
// trail is never silently replaced by a new one with its number, and verification compares with it.
import type { Store } from '../store/store.ts';
import type { AuditCheckpoint, ChainHead } from './checkpoint.ts';
import { checkChain, genesisHash, hashOf, type ChainCheck } from './chain.ts';
import type { AuditEntryRecord, AuditEvent, AuditOutcome } from './entry.ts';

export interface AuditLog {
  append(
    event: AuditEvent,
    outcome: { outcome: AuditOutcome; status: number; reason: string | null; at: string },
  ): AuditEntryRecord;
  /** One organization's entries in the order they were written. */
  chainOf(organizationId: number): AuditEntryRecord[];
  /**
   * Whether one organization's chain is intact under the audit key and reaches the head the checkpoint
   * holds; else its first broken entry, or the entries missing at its end.
   */
  verify(organizationId: number): ChainCheck;
  /** After the store was loaded: takes up the checkpoint (see settleHeads). */
  settle(): void;
  /** The world was rebuilt (dev reset): every chain starts again, and so does the checkpoint. */
  reset(): void;
}

/**
 * The heads to continue from after a start. A noted head is moved forward over stored entries that
 * validly extend it (the platform wrote them, then stopped before the checkpoint: a crash), never back;
 * an organization without one (a trail from before the checkpoint existed) gets its stored head.
 */
const settleHeads = (
  chains: ReadonlyMap<number, AuditEntryRecord[]>,
  noted: Map<number, ChainHead>,
  key: Buffer,
): Map<number, ChainHead> => {
  const heads = new Map(noted);
  for (const [organizationId, entries] of chains) {
    const head = heads.get(organizationId);
    if (!head) {
      const last = entries.at(-1);
      if (last) heads.set(organizationId, { entries: entries.length, hash: last.hash });
      continue;
    }
    let at = { ...head };
    if (at.entries > 0 && entries[at.entries - 1]?.hash !== at.hash) continue;
    for (const entry of entries.slice(at.entries)) {
      const follows = entry.seq === at.entries + 1 && entry.prevHash === at.hash;
      if (!follows || hashOf(key, entry) !== entry.hash) break;
      at = { entries: entry.seq, hash: entry.hash };
    }
    heads.set(organizationId, at);
  }
  return heads;
};

/** `key`: the HMAC key of the chain (audit/key.ts); both it and the checkpoint live outside the data folder. */
export const createAuditLog = (store: Store, key: Buffer, checkpoint: AuditCheckpoint): AuditLog => {
  let heads = checkpoint.load();
  const chainOf = (organizationId: number) =>
    store.auditEntries.filter((e) => e.organizationId === organizationId).sort((a, b) => a.id - b.id);
  return {
    append(event, outcome) {
      const head = heads.get(event.organizationId) ?? { entries: 0, hash: genesisHash };
      const unsigned = { ...event, ...outcome, seq: head.entries + 1, prevHash: head.hash };
      // The journal holds the entry before the checkpoint names it.
      const entry = store.auditEntries.insert({ ...unsigned, hash: hashOf(key, unsigned) });
      heads.set(entry.organizationId, { entries: entry.seq, hash: entry.hash });
      checkpoint.save(heads);
      return entry;
    },
    chainOf,
    verify: (organizationId) => checkChain(chainOf(organizationId), key, heads.get(organizationId)),
    settle() {
      const chains = new Map<number, AuditEntryRecord[]>();
      for (const entry of [...store.auditEntries.all()].sort((a, b) => a.id - b.id)) {
        const chain = chains.get(entry.organizationId) ?? [];
        chain.push(entry);
        chains.set(entry.organizationId, chain);
      }
      heads = settleHeads(chains, heads, key);
      checkpoint.save(heads);
    },
    reset() {
      heads = new Map();
      checkpoint.save(heads);
    },
  };
};
