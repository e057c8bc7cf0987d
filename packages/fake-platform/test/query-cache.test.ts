// The store keeps the sorted matches of recent queries while nothing changes: every write, to any
// collection, makes the next query match again (a `where` may read another collection).
import { describe, expect, it } from 'vitest';
import { createStore } from '../src/store/store.ts';
import type { ConnectionRecord, OrganizationRecord } from '../src/store/records.ts';

const connection = (reference: string, status: ConnectionRecord['status'], b: number) =>
  ({
    reference,
    status,
    organizationIdA: 1,
    organizationIdB: b,
    createdAt: '2026-01-01T00:00:00.000Z',
  }) as ConnectionRecord;

describe('the query cache', () => {
  it('answers a repeated query from the cache and sees every write after it', async () => {
    const store = createStore();
    store.organizations.load([{ id: 1 }, { id: 2 }, { id: 3 }] as OrganizationRecord[]);
    store.connections.load([connection('r1', 'pending', 2), connection('r2', 'accepted', 3)]);
    const pending = { status: 'pending', $sort: { reference: 1 }, $limit: 10 };
    const partnerExists = {
      name: 'partner exists',
      test: (c: ConnectionRecord) => store.organizations.get(c.organizationIdB) !== undefined,
    };
    const references = async () =>
      (await store.connections.find(pending, true, partnerExists)).data.map((c) => c.reference);

    expect(await references()).toEqual(['r1']);
    expect(await references()).toEqual(['r1']);
    store.connections.update('r2', { status: 'pending' });
    expect(await references()).toEqual(['r1', 'r2']);
    store.connections.insert(connection('r0', 'pending', 2));
    expect(await references()).toEqual(['r0', 'r1', 'r2']);
    // A write elsewhere counts too: the `where` reads organizations.
    store.organizations.remove(3);
    expect(await references()).toEqual(['r0', 'r1']);
    store.connections.remove('r0');
    expect(await references()).toEqual(['r1']);
  });

  it('tells $ilike patterns apart, escapes and case included', async () => {
    const store = createStore();
    store.organizations.load([
      { id: 1, vat: 'BE0123456789', name: '50% Logistics' },
      { id: 2, vat: 'BE0987654321', name: '500 Logistics' },
    ] as OrganizationRecord[]);
    const found = async (field: 'vat' | 'name', pattern: string) =>
      (await store.organizations.find({ [field]: { $ilike: pattern } }, true)).data.map((o) => o.id);
    expect(await found('vat', 'BE0123456789')).toEqual([1]);
    expect(await found('vat', 'be0987654321')).toEqual([2]);
    expect(await found('vat', 'BE0555000111')).toEqual([]);
    expect(await found('name', '50%')).toEqual([1, 2]);
    expect(await found('name', '50\\%%')).toEqual([1]);
    expect(await found('name', '50_ %')).toEqual([1, 2]);
    expect(await found('name', '50\\_ %')).toEqual([]);
  });

  it('keys on the query, the order and the page-independent part only', async () => {
    const store = createStore();
    store.connections.load(
      ['a', 'b', 'c', 'd'].map((r, i) => connection(r, i % 2 ? 'pending' : 'accepted', 2)),
    );
    const page = async (skip: number, dir: 1 | -1) =>
      (await store.connections.find({ $sort: { reference: dir }, $skip: skip, $limit: 2 }, true)).data.map(
        (c) => c.reference,
      );
    expect([...(await page(0, 1)), ...(await page(2, 1))]).toEqual(['a', 'b', 'c', 'd']);
    expect([...(await page(0, -1)), ...(await page(2, -1))]).toEqual(['d', 'c', 'b', 'a']);
    const counted = await store.connections.find({ status: 'pending', $limit: 0 }, true);
    expect(counted).toMatchObject({ total: 2, data: [] });
  });
});
