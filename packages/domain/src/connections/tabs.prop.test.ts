import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { effectiveInvitationStatus } from '../invitations/rules.ts';
import { invitationStatusOrder, type Invitation } from '../invitations/entities.ts';
import { connectionStatusOrder, counterpartOf, sideOf, type Connection } from './entities.ts';
import { arbConnection, arbInvitation, NOW, OUR_ID } from '../testing/connections.ts';
import { compareRows, connectionTab, groupConnections, invitationTab, type TabRow } from './tabs.ts';

const viewer = { organizationId: OUR_ID, now: NOW };
const connections = fc.uniqueArray(arbConnection(), { selector: (c) => c.reference, maxLength: 60 });
const invitations = fc.uniqueArray(arbInvitation, { selector: (i) => i.id, maxLength: 30 });
const key = (r: TabRow) => (r.kind === 'connection' ? r.connection.reference : `i${r.invitation.id}`);

/** The obvious implementation: each item's row and tab, then a filter and a `compareRows` sort per tab. */
const reference = (cs: readonly Connection[], is: readonly Invitation[]): TabRow[][] => {
  const placed: { tab: number; row: TabRow }[] = [];
  for (const connection of cs) {
    const side = sideOf(connection, OUR_ID);
    if (!side || !connection.organizationA || !connection.organizationB) continue;
    const row: TabRow = {
      kind: 'connection',
      connection,
      side,
      counterpart: counterpartOf(connection, side)!,
      statusOrder: connectionStatusOrder[connection.status],
      created: Date.parse(connection.createdAt) || 0,
    };
    placed.push({ tab: connectionTab(connection.status, side), row });
  }
  for (const invitation of is) {
    const status = effectiveInvitationStatus(invitation, NOW);
    const row: TabRow = {
      kind: 'invitation',
      invitation,
      status,
      statusOrder: invitationStatusOrder[status],
      created: Date.parse(invitation.createdAt) || 0,
    };
    placed.push({ tab: invitationTab(status), row });
  }
  return [0, 1, 2, 3, 4].map((tab) =>
    placed
      .filter((p) => p.tab === tab)
      .map((p) => p.row)
      .sort(compareRows),
  );
};
/** Only three distinct creation times, so rows tie on status and time and the tie-breaks decide. */
const coarse = <T extends { createdAt: string }>(xs: readonly T[]): T[] =>
  xs.map((x) => ({ ...x, createdAt: new Date(1.7e12 + (Date.parse(x.createdAt) % 3) * 1000).toISOString() }));

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

  it('equals the obvious filter-and-sort implementation, rows and order', () => {
    fc.assert(
      fc.property(connections, invitations, fc.boolean(), (cs, is, ties) => {
        const [c, i] = ties ? [coarse(cs), coarse(is)] : [cs, is];
        expect(groupConnections(viewer, c, i).map((t) => t.rows)).toEqual(reference(c, i));
      }),
    );
  });
});
