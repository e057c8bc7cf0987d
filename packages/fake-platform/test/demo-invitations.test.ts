// The demo world's invitations read as real ones (architecture §4): an onboarded invitation names the
// organization it became (one Org ID, one name), and each invitee has its own city.
import { describe, expect, it } from 'vitest';
import { demoOrganizations } from '../src/seed/demo-organizations.ts';
import { demoInvitations } from '../src/seed/demo-relations.ts';

const now = new Date('2026-03-01T10:00:00Z');
const wallets = { cloud: 'c', v129: 'a', v114: 'b', v109: 'd', unreachable: 'e' };

describe('the demo invitations', () => {
  const organizations = new Map(demoOrganizations(now, wallets).map((o) => [o.id, o]));
  const invitations = demoInvitations(now);

  it('name, VAT and city of an onboarded invitation are those of its organization', () => {
    const onboarded = invitations.filter((i) => i.resultOrganizationId !== null);
    expect(onboarded.length).toBeGreaterThan(0);
    for (const i of onboarded) {
      const o = organizations.get(i.resultOrganizationId!);
      expect({ name: i.name, vat: i.vat, city: i.city }).toEqual({
        name: o?.name,
        vat: o?.vat,
        city: o?.city,
      });
    }
  });

  it("gives Antwerp's invitees their own cities", () => {
    const antwerp = invitations.filter((i) => i.inviterId === 1 && i.resultOrganizationId === null);
    expect(antwerp.map((i) => [i.name, i.city])).toEqual([
      ['Oostende Reefers NV', 'Oostende'],
      ['Genk Containers BV', 'Genk'],
      ['Aalst Trucking BV', 'Aalst'],
      ['Lier Barging NV', 'Lier'],
    ]);
  });
});
