import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { validate } from '../validation/validate.ts';
import { connection, OUR_ID, party, us } from '../testing/connections.ts';
import {
  connectConfirmation,
  connectionRequestSchema,
  connectSubmitLabel,
  eligibleOrganizations,
  existingLinks,
  pickableFirst,
} from './eligible.ts';

const en = createMessageFormatter('en');
const nl = createMessageFormatter('nl');

describe("'Connect with another organization' (product-reference §2.6, §5)", () => {
  const candidates = [
    us,
    party(2),
    party(3, { role: 'driver' }),
    party(4, { role: 'bargeoperator' }),
    party(5, { role: 'transporter' }),
    party(6, { role: 'carrier' }),
    party(7, { role: 'forwarder' }),
    party(8, { status: 'inactive' }),
    party(9),
  ];
  const connections = [
    connection({ other: 2, status: 'pending' }),
    connection({ other: 3, status: 'finalized', weAre: 'B' }),
    connection({ other: 4, status: 'confirmed', weAre: 'B' }),
    connection({ other: 9, status: 'declined' }),
    connection({ other: 9, status: 'cancelled' }),
  ];

  it('lists the organizations one can choose first, then the others, each part in its order', () => {
    const ordered = pickableFirst(eligibleOrganizations(OUR_ID, candidates, connections));
    expect(ordered.map((o) => [o.party.id, o.disabled])).toEqual([
      [5, false],
      [9, false],
      [2, true],
      [3, true],
      [4, true],
    ]);
    expect(pickableFirst([])).toEqual([]);
  });

  it('excludes our own organization and roles other than the partner roles', () => {
    const ids = eligibleOrganizations(OUR_ID, candidates, connections).map((o) => o.party.id);
    expect(ids).toEqual([2, 3, 4, 5, 9]);
  });

  it('disables and labels organizations with an open or active connection', () => {
    const options = eligibleOrganizations(OUR_ID, candidates, connections);
    const label = (id: number) => {
      const o = options.find((x) => x.party.id === id)!;
      return [o.disabled, o.note && en.format(o.note)];
    };
    expect(label(2)).toEqual([true, '-- A request was already sent']);
    expect(label(3)).toEqual([true, '-- A connection was already made']);
    expect(label(4)).toEqual([true, '-- A request was already sent']);
    expect(label(5)).toEqual([false, null]);
    expect(label(9)).toEqual([false, null]);
  });

  it('prefers connected over requested when both exist', () => {
    const links = existingLinks(
      [connection({ status: 'finalized' }), connection({ status: 'pending' })],
      OUR_ID,
    );
    expect(links.get(2)).toBe('connected');
  });

  it("requires at least one organization: 'Please select one or more organizations'", () => {
    const r = validate(connectionRequestSchema, { organizations: [] });
    expect(r.isErr() && en.format(r.error.fields.organizations!)).toBe(
      'Please select one or more organizations',
    );
    const ok = validate(connectionRequestSchema, { organizations: [{ id: 2, name: 'B', vat: 'BE1' }] });
    expect(ok._unsafeUnwrap().organizations[0]!.customerReference).toBe('');
  });

  it('labels the buttons and the confirmation with plurals', () => {
    expect(en.format(connectSubmitLabel(1))).toBe('Send connection request');
    expect(en.format(connectSubmitLabel(3))).toBe('Send 3 connection requests');
    const one = connectConfirmation([party(2)], true);
    expect(en.format(one.question)).toBe('Are you sure you want to connect with this organization?');
    expect(en.format(one.confirm)).toBe('Yes, send out 1 connection request');
    expect(
      one.organizations[0]!.customerReferenceLabel && en.format(one.organizations[0]!.customerReferenceLabel),
    ).toBe('Add your customer reference');
    const two = connectConfirmation([party(2), party(3)], false);
    expect(en.format(two.confirm)).toBe('Yes, send out 2 connection requests');
    expect(two.organizations.every((o) => o.customerReferenceLabel === null)).toBe(true);
    expect(nl.format(two.confirm)).toBe('Ja, verstuur 2 verbindingsverzoeken');
    expect(en.format({ id: 'connections.connect.notInList' })).toBe('Organization is not in the list');
  });
});
