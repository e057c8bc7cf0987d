// Contract tests of connections, the partner directory and invitations against a live fake platform,
// partly through the domain's own use cases (loadConnections, requestConnections, sendInvitation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTIONS_PAGE_SIZE,
  TAB_TODO,
  groupConnections,
  loadConnections,
  loadTabPage,
  connectionSortFields,
  requestConnections,
  tabGroups,
  type Connection,
  type ConnectionSort,
  type TabRow,
} from '@scr/domain';
import { pageOfConnections, rowMatches, rowOrder } from '@scr/domain/testing';
import { clientOf, signInAs, startFakePlatform, type Client, type FakePlatform } from './support.ts';

let platform: FakePlatform;
let anna: Client;
let connections: Connection[];
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
  anna = await signInAs(platform, 'anna.admin@carrier.example');
  connections = [...(await anna.gateways.connections.list(1))._unsafeUnwrap()];
});
afterAll(() => platform.close());

const seeded = (status: string, a: number, b: number) => {
  const found = connections.find(
    (c) => c.status === status && c.organizationIdA === a && c.organizationIdB === b,
  );
  if (!found) throw new Error(`no ${status} connection ${a}→${b} in the demo world`);
  return found;
};

describe('connections', () => {
  it("lists Anna's connections with both organizations, status ascending", () => {
    expect(connections.length).toBeGreaterThanOrEqual(9);
    expect(connections.every((c) => c.organizationIdA === 1 || c.organizationIdB === 1)).toBe(true);
    expect(connections[0]?.status).toBe('pending');
    expect(seeded('finalized', 1, 3).organizationB).toMatchObject({ id: 3, name: 'Rotterdam Barge BV' });
  });

  it('pages each tab on the platform exactly as grouping the whole list does', async () => {
    const invitations = (await anna.gateways.invitations.list(1))._unsafeUnwrap();
    const whole = groupConnections({ organizationId: 1, now: new Date() }, connections, invitations);
    const first = (await loadConnections(anna.deps)({ tab: TAB_TODO, page: 0 }))._unsafeUnwrap();
    expect(first.overview.tabs.map((t) => t.count)).toEqual(whole.map((t) => t.count));
    expect(first.overview.tabs[TAB_TODO].count).toBeGreaterThanOrEqual(2);
    const key = (r: TabRow) => (r.kind === 'connection' ? r.connection.reference : `i${r.invitation.id}`);
    for (const tab of whole) {
      const walked: TabRow[] = [];
      for (let page = 0; page * CONNECTIONS_PAGE_SIZE < tab.count; page++)
        walked.push(
          ...(await loadTabPage(anna.deps)(first.overview, { tab: tab.index, page }))._unsafeUnwrap().rows,
        );
      expect(walked.map(key)).toEqual(tab.rows.map(key));
    }
  });

  it("searches and sorts every tab on the platform as the domain's rule for the same rows", async () => {
    const invitations = (await anna.gateways.invitations.list(1))._unsafeUnwrap();
    const whole = groupConnections({ organizationId: 1, now: new Date() }, connections, invitations);
    const key = (r: TabRow) => (r.kind === 'connection' ? r.connection.reference : `i${r.invitation.id}`);
    const sorts: (ConnectionSort | null)[] = [
      null,
      ...connectionSortFields.flatMap((field) =>
        (['asc', 'desc'] as const).map((direction) => ({ field, direction })),
      ),
    ];
    const cases = [
      ...sorts.map((sort) => ({ search: '', sort })),
      ...sorts.map((sort) => ({ search: 'e', sort })),
      ...['GHENT', 'cust-10', 'be0', 'nothing at all', '50%', 'a_b'].map((search) => ({
        search,
        sort: null,
      })),
    ];
    for (const { search, sort } of cases) {
      const first = (
        await loadConnections(anna.deps)({ tab: TAB_TODO, page: 0, search, sort })
      )._unsafeUnwrap();
      for (const tab of whole) {
        const expected = tab.rows.filter((row) => rowMatches(row, search)).sort(rowOrder(sort));
        expect(first.overview.tabs[tab.index].count, `${search} ${JSON.stringify(sort)}`).toBe(
          expected.length,
        );
        const walked: TabRow[] = [];
        for (let page = 0; page * CONNECTIONS_PAGE_SIZE < expected.length; page++)
          walked.push(
            ...(await loadConnections(anna.deps)({ tab: tab.index, page, search, sort }))._unsafeUnwrap().page
              .rows,
          );
        expect(walked.map(key), `${search} ${JSON.stringify(sort)} tab ${tab.index}`).toEqual(
          expected.map(key),
        );
      }
    }
  });

  it('answers a page with the total, and only the total for $limit 0', async () => {
    const todo = { organizationId: 1, groups: tabGroups(TAB_TODO), search: '', sort: null };
    const count = (await anna.gateways.connections.page({ ...todo, skip: 0, limit: 0 }))._unsafeUnwrap();
    const one = (await anna.gateways.connections.page({ ...todo, skip: 1, limit: 1 }))._unsafeUnwrap();
    expect(count.data).toEqual([]);
    expect(one.total).toBe(count.total);
    expect(one.data).toHaveLength(1);
    expect(pageOfConnections(connections, { ...todo, skip: 1, limit: 1 }).data).toEqual(one.data);
  });

  it('reads one connection by reference; 404 unknown, 403 of other organizations', async () => {
    const { reference } = seeded('pending', 2, 1);
    expect((await anna.gateways.connections.getByReference(reference))._unsafeUnwrap()).toMatchObject({
      reference,
      status: 'pending',
    });
    const unknown = await anna.gateways.connections.getByReference('00000000-0000-4000-8000-000000000000');
    expect(unknown._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 404 });
    const fiona = await signInAs(platform, 'fiona.forwarder@forwarder.example', 2);
    const ghentOnly = (await fiona.gateways.connections.list(2))
      ._unsafeUnwrap()
      .find((c) => c.organizationIdA !== 1 && c.organizationIdB !== 1);
    expect(
      (await anna.gateways.connections.getByReference(ghentOnly?.reference ?? ''))._unsafeUnwrapErr(),
    ).toMatchObject({ kind: 'Forbidden' });
  });

  it('sends a request through the domain (wallet initiate + POST), and refuses a second (409)', async () => {
    const sent = await requestConnections(anna.deps)({
      organizations: [{ id: 14, name: 'Partner 14', vat: 'BE0000000014', customerReference: 'C-14' }],
    });
    const [created] = sent._unsafeUnwrap().connections;
    expect(created).toMatchObject({
      status: 'pending',
      organizationIdA: 1,
      organizationIdB: 14,
      customerReference: 'C-14',
    });
    expect(created?.encrInviterData?.publicKey).toBeTruthy();
    const again = await anna.gateways.connections.create({
      id: 14,
      name: 'x',
      vat: 'x',
      customerReference: '',
      inviterId: 1,
      reference: crypto.randomUUID(),
      encrInviterData: { publicKey: 'k' },
    });
    expect(again._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 409 });
  });

  it('validates a request (400) and lets only A cancel a pending one (403 for B)', async () => {
    const own = await anna.gateways.connections.create({
      id: 1,
      name: 'x',
      vat: 'x',
      customerReference: '',
      inviterId: 1,
      reference: crypto.randomUUID(),
      encrInviterData: { publicKey: 'k' },
    });
    expect(own._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 400 });
    const { reference } = seeded('pending', 2, 1);
    const wrongSide = await anna.gateways.connections.patch(reference, {
      status: 'cancelled',
      cancelledAt: new Date().toISOString(),
    });
    expect(wrongSide._unsafeUnwrapErr()).toMatchObject({ kind: 'Forbidden' });
  });

  it('moves a request on, and answers the spec texts for cancelled-meanwhile (409) and invalid status (400)', async () => {
    const { reference } = seeded('pending', 1, 9);
    const cancelled = await anna.gateways.connections.patch(reference, {
      status: 'cancelled',
      cancelledAt: new Date().toISOString(),
    });
    expect(cancelled._unsafeUnwrap()).toMatchObject({ status: 'cancelled' });
    const meanwhile = (
      await anna.gateways.connections.patch(reference, { status: 'accepted' })
    )._unsafeUnwrapErr();
    expect(meanwhile).toMatchObject({ kind: 'HttpError', status: 409 });
    expect(meanwhile.message.values?.['text']).toBe(
      'Connection request was cancelled meanwhile by Antwerp Carrier NV. It will be removed from your overview',
    );
    const invalid = (
      await anna.gateways.connections.patch(seeded('finalized', 8, 1).reference, { status: 'accepted' })
    )._unsafeUnwrapErr();
    expect(invalid).toMatchObject({ kind: 'HttpError', status: 400 });
    expect(invalid.message.values?.['text']).toBe('Invalid status accepted for updating connection');
  });

  it('refuses connections to a usr_mgr (403) and to a caller without token (401)', async () => {
    const ulrich = await signInAs(platform, 'ulrich.users@carrier.example');
    expect((await ulrich.gateways.connections.list(1))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Forbidden',
    });
    expect((await clientOf(platform).gateways.connections.list(1))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Unauthorized',
    });
  });
});

describe('partner directory', () => {
  it('searches eligible organizations by status, role and name', async () => {
    const page = (
      await anna.gateways.partners.searchEligible({
        statuses: ['active', 'manual_active'],
        roles: ['other', 'driver', 'bargeoperator', 'transporter'],
      })
    )._unsafeUnwrap();
    expect(page.total).toBe(page.data.length);
    expect(page.data.every((o) => ['other', 'driver', 'bargeoperator', 'transporter'].includes(o.role))).toBe(
      true,
    );
    const named = (
      await anna.gateways.partners.searchEligible({
        statuses: ['active'],
        roles: ['bargeoperator'],
        name: 'rotterdam',
      })
    )._unsafeUnwrap();
    expect(named.data.map((o) => o.name)).toEqual(['Rotterdam Barge BV']);
  });

  it('finds an organization by VAT, any case', async () => {
    const page = (await anna.gateways.partners.findByVat('be0987654321'))._unsafeUnwrap();
    expect(page.data).toEqual([expect.objectContaining({ id: 2, name: 'Ghent Forwarding BV' })]);
  });
});
