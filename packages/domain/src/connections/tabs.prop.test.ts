import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arbConnection, arbInvitation, NOW, OUR_ID } from './test-support.ts';
import { compareRows, groupConnections, type TabRow } from './tabs.ts';

const viewer = { organizationId: OUR_ID, now: NOW };
const connections = fc.uniqueArray(arbConnection(), { selector: (c) => c.reference, maxLength: 60 });
const invitations = fc.uniqueArray(arbInvitation, { selector: (i) => i.id, maxLength: 30 });
const key = (r: TabRow) => (r.kind === 'connection' ? r.connection.reference : `i${r.invitation.id}`);

describe('tab grouping properties', () => {
  it('puts every connection in exactly one tab, dropping only those lacking an organization', () => {
    fc.assert(
      fc.property(connections, invitations, (cs, is) => {
        const tabs = groupConnections(viewer, cs, is);
        const seen = tabs.flatMap((t) => t.rows.map(key));
        expect(new Set(seen).size).toBe(seen.length);
        const kept = cs.filter((c) => c.organizationA && c.organizationB);
        expect(seen.filter((k) => !k.startsWith('i')).sort()).toEqual(kept.map((c) => c.reference).sort());
        expect(seen.filter((k) => k.startsWith('i'))).toHaveLength(is.length);
      }),
    );
  });

  it('does not depend on input order', () => {
    fc.assert(
      fc.property(connections, invitations, fc.integer(), (cs, is, seed) => {
        const shuffle = <T>(xs: readonly T[]) =>
          xs
            .map((x, i) => ({ x, k: (Math.imul(i + 1, seed | 1) >>> 0) % 9973 }))
            .sort((a, b) => a.k - b.k)
            .map((p) => p.x);
        const a = groupConnections(viewer, cs, is).map((t) => t.rows.map(key));
        const b = groupConnections(viewer, shuffle(cs), shuffle(is)).map((t) => t.rows.map(key));
        expect(b).toEqual(a);
      }),
    );
  });

  it('keeps every tab sorted: status ascending, then createdAt descending', () => {
    fc.assert(
      fc.property(connections, invitations, (cs, is) => {
        for (const tab of groupConnections(viewer, cs, is))
          for (let i = 1; i < tab.rows.length; i++)
            expect(compareRows(tab.rows[i - 1]!, tab.rows[i]!)).toBeLessThan(0);
      }),
    );
  });
});
