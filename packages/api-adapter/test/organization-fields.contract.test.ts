// The fake platform projects an organization's fields for its answers (http/views.ts
// publicOrganizationView, services/find-user.ts) and the api-adapter reads them back (gateways/wire.ts
// toMembership, the domain's connectionPartySchema): two lists of the same fields on either side of
// the contract. This proves what the adapter reads is what the platform stores, field by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startFakePlatform, type FakePlatform } from './support.ts';

type StoredOrganization = Record<string, unknown> & { readonly id: number };

let platform: FakePlatform;
let stored: ReadonlyMap<number, StoredOrganization>;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
  const state = JSON.parse(platform.stateJson()) as { organizations: StoredOrganization[] };
  stored = new Map(state.organizations.map((o) => [o.id, o]));
});
afterAll(() => platform.close());

const storedFields = (id: number, fields: readonly string[]) => {
  const record = stored.get(id);
  if (!record) throw new Error(`no stored organization ${id}`);
  return Object.fromEntries(fields.map((f) => [f, record[f]]));
};

describe("an organization's fields: what the adapter reads is what the platform stores", () => {
  it("in a person's memberships (find-user by id)", async () => {
    const fiona = await signInAs(platform, 'fiona.forwarder@forwarder.example', 2);
    const memberships = (
      await fiona.gateways.memberships.membershipsOf(fiona.outcome.user?.userId ?? 0)
    )._unsafeUnwrap();
    expect(memberships.length).toBeGreaterThan(1);
    for (const { organization } of memberships)
      expect(organization).toEqual(storedFields(organization.id, Object.keys(organization)));
  });

  it('in the partner directory (the public fields of other organizations)', async () => {
    const anna = await signInAs(platform, 'anna.admin@carrier.example');
    const page = (
      await anna.gateways.partners.searchEligible({
        statuses: ['active', 'manual_active'],
        roles: ['other', 'driver', 'bargeoperator', 'transporter'],
      })
    )._unsafeUnwrap();
    expect(page.data.length).toBeGreaterThan(1);
    for (const partner of page.data) {
      // subscriptionActive is derived from the subscriptions (an ended one deactivates the account).
      const fields = Object.keys(partner).filter((f) => f !== 'subscriptionActive');
      expect(fields).toEqual(expect.arrayContaining(['id', 'name', 'vat', 'city', 'role', 'status']));
      expect(partner).toMatchObject(storedFields(partner.id, fields));
    }
    const active = new Map(page.data.map((p) => [p.name, p.subscriptionActive]));
    expect(active.get('Expired Logistics BV')).toBe(false);
    expect(active.get('Basel Inland AG')).toBe(true);
  });
});
