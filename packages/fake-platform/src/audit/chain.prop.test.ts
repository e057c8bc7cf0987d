// Properties of the keyed hash chain: a chain built by appending verifies; changing any field of any
// entry, removing any entry but the last, or swapping any two entries is detected; and so is a chain
// rewritten and re-hashed by someone without the key, at the first entry they changed. Against the
// head noted outside the data folder, entries cut off the end are detected too, and named.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { checkChain, genesisHash, hashOf } from './chain.ts';
import { auditActions, type AuditEntryRecord } from './entry.ts';

const eventArb = fc.record({
  actorOrgUserId: fc.option(fc.nat(), { nil: null }),
  actorEmail: fc.emailAddress(),
  actorName: fc.string(),
  action: fc.constantFrom(...auditActions),
  targetType: fc.constantFrom('user' as const, 'connection' as const),
  targetId: fc.string(),
  targetLabel: fc.string(),
  fields: fc.array(fc.string(), { maxLength: 3 }),
  outcome: fc.constantFrom('success' as const, 'refused' as const),
  status: fc.constantFrom(200, 201, 400, 403),
  reason: fc.option(fc.string(), { nil: null }),
  at: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
});

type Event = typeof eventArb extends fc.Arbitrary<infer T> ? T : never;

const key = randomBytes(32);

const chainOf = (events: Event[], withKey = key): AuditEntryRecord[] => {
  const entries: AuditEntryRecord[] = [];
  for (const [i, e] of events.entries()) {
    const unsigned = { ...e, organizationId: 1, seq: i + 1, prevHash: entries.at(-1)?.hash ?? genesisHash };
    entries.push({ ...unsigned, id: i + 1, hash: hashOf(withKey, unsigned) });
  }
  return entries;
};

const chains = fc.array(eventArb, { minLength: 2, maxLength: 12 }).map((events) => chainOf(events));

it('verifies a chain built by appending', () => {
  fc.assert(
    fc.property(chains, (entries) => {
      expect(checkChain(entries, key)).toMatchObject({ valid: true, entries: entries.length });
    }),
  );
});

it('detects a changed field anywhere', () => {
  const fieldNames = [
    'actorEmail',
    'actorName',
    'action',
    'targetId',
    'targetLabel',
    'at',
    'status',
    'outcome',
  ] as const;
  fc.assert(
    fc.property(chains, fc.nat(), fc.constantFrom(...fieldNames), (entries, n, field) => {
      const i = n % entries.length;
      const entry = entries[i]!;
      const changed =
        field === 'status'
          ? entry.status + 1
          : field === 'outcome'
            ? entry.outcome === 'success'
              ? 'refused'
              : 'success'
            : `${String(entry[field])}x`;
      const tampered = entries.map((e, j) => (j === i ? { ...e, [field]: changed } : e));
      expect(checkChain(tampered, key)).toMatchObject({ valid: false, problem: { position: i + 1 } });
    }),
  );
});

it('detects a removed entry (but the last) and two swapped entries', () => {
  fc.assert(
    fc.property(chains, fc.nat(), fc.nat(), (entries, n, m) => {
      const i = n % (entries.length - 1);
      expect(
        checkChain(
          entries.filter((_, j) => j !== i),
          key,
        ).valid,
      ).toBe(false);
      const k = m % entries.length;
      if (k === i) return;
      const swapped = [...entries];
      [swapped[i], swapped[k]] = [swapped[k]!, swapped[i]!];
      expect(checkChain(swapped, key).valid).toBe(false);
    }),
  );
});

it('detects a chain rewritten and re-hashed without the key, at the first entry changed', () => {
  fc.assert(
    fc.property(
      fc.array(eventArb, { minLength: 2, maxLength: 12 }),
      fc.nat(),
      fc.string({ minLength: 1 }),
      (events, n, actorEmail) => {
        const i = n % events.length;
        const honest = chainOf(events);
        // The operator changes one entry and recomputes every hash from there, with a key of their own.
        const rewritten = chainOf(
          events.map((e, j) => (j === i ? { ...e, actorEmail: `${e.actorEmail}${actorEmail}` } : e)),
          randomBytes(32),
        );
        const stored = [
          ...honest.slice(0, i),
          ...rewritten
            .slice(i)
            .map((e, j) => ({ ...e, prevHash: j === 0 ? (honest[i - 1]?.hash ?? genesisHash) : e.prevHash })),
        ];
        expect(checkChain(stored, key)).toMatchObject({
          valid: false,
          problem: { position: i + 1, seq: i + 1, kind: 'hash' },
        });
      },
    ),
  );
});

it('detects entries cut off the end against the noted head, naming the first missing and how many', () => {
  fc.assert(
    fc.property(chains, fc.nat(), (entries, n) => {
      const noted = { entries: entries.length, hash: entries.at(-1)!.hash };
      expect(checkChain(entries, key, noted)).toMatchObject({ valid: true, problem: null });
      const kept = n % entries.length;
      expect(checkChain(entries.slice(0, kept), key, noted)).toMatchObject({
        valid: false,
        entries: kept,
        problem: { kind: 'missing', position: kept + 1, seq: kept + 1, missing: entries.length - kept },
      });
    }),
  );
});

it('detects another valid chain in place of the noted one (another trail under the same key)', () => {
  fc.assert(
    fc.property(chains, chains, (entries, other) => {
      const noted = { entries: entries.length, hash: entries.at(-1)!.hash };
      if (other.length < noted.entries) return;
      expect(checkChain(other, key, noted)).toMatchObject({
        valid: false,
        problem: { kind: 'hash', position: noted.entries },
      });
    }),
  );
});
