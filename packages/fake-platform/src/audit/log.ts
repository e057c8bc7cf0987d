// The append-only audit log over the store: entries are only ever inserted (never updated nor
// removed by the platform), numbered and chained per organization, and journaled with every other
// write (--data).
import type { Store } from '../store/store.ts';
import { checkChain, genesisHash, hashOf, type ChainCheck } from './chain.ts';
import type { AuditEntryRecord, AuditEvent, AuditOutcome } from './entry.ts';

export interface AuditLog {
  append(
    event: AuditEvent,
    outcome: { outcome: AuditOutcome; status: number; reason: string | null; at: string },
  ): AuditEntryRecord;
  /** One organization's entries in the order they were written. */
  chainOf(organizationId: number): AuditEntryRecord[];
  /** Whether one organization's chain is intact under the audit key; else its first broken entry. */
  verify(organizationId: number): ChainCheck;
}

/** `key`: the HMAC key of the chain (audit/key.ts), kept outside the data folder. */
export const createAuditLog = (store: Store, key: Buffer): AuditLog => {
  // The last entry of each organization's chain. A cached head whose entry is gone or differs (the
  // world was reset or reloaded) is looked up again.
  const heads = new Map<number, { id: number; seq: number; hash: string }>();
  const chainOf = (organizationId: number) =>
    store.auditEntries.filter((e) => e.organizationId === organizationId).sort((a, b) => a.id - b.id);
  const headOf = (organizationId: number) => {
    const cached = heads.get(organizationId);
    if (cached && store.auditEntries.get(cached.id)?.hash === cached.hash) return cached;
    const last = chainOf(organizationId).at(-1);
    return last ? { id: last.id, seq: last.seq, hash: last.hash } : { id: 0, seq: 0, hash: genesisHash };
  };
  return {
    append(event, outcome) {
      const head = headOf(event.organizationId);
      const unsigned = { ...event, ...outcome, seq: head.seq + 1, prevHash: head.hash };
      const entry = store.auditEntries.insert({ ...unsigned, hash: hashOf(key, unsigned) });
      heads.set(entry.organizationId, { id: entry.id, seq: entry.seq, hash: entry.hash });
      return entry;
    },
    chainOf,
    verify: (organizationId) => checkChain(chainOf(organizationId), key),
  };
};
