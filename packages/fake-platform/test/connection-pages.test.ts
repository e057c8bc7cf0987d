// GET /connections pages on the server: a Feathers page { total, limit, skip, data }, $limit=0 counts
// a tab, $sort[status] sorts by order value, $or groups combine a status with one side, and the
// caller's organization scope always holds. Entries lacking an organization are dropped before paging.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, emails, signIn, start, type Session } from './support.ts';

type Row = {
  reference: string;
  status: string;
  organizationIdA: number;
  organizationIdB: number;
  createdAt: string;
};
type Page = { total: number; limit: number; skip: number; data: Row[] };

const connectionOrder = ['pending', 'accepted', 'confirmed', 'finalized', 'declined', 'cancelled'];
const order = '$sort[status]=1&$sort[createdAt]=-1&$sort[reference]=1';
const todo = '$or[0][status]=pending&$or[0][organizationIdB]=1';
const involving = (org: number) => (c: Row) => c.organizationIdA === org || c.organizationIdB === org;
/** Consecutive duplicates removed: the order in which statuses appear. */
const runs = (values: string[]) => values.filter((v, i) => v !== values[i - 1]);

let p: FakePlatform;
let anna: Session; // Antwerp (1)
let fiona: Session; // Ghent (2)
const page = async (who: Session, query: string): Promise<Page> => {
  const res = await api(p, 'GET', `/connections?${query}`, who);
  expect(res.status, `${query}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
  return res.body as Page;
};

beforeAll(async () => {
  p = await start();
  [anna, fiona] = await Promise.all([
    signIn(p, ids.anna, emails.anna),
    signIn(p, ids.fionaGhent, emails.fiona),
  ]);
}, 30_000);
afterAll(() => p.close());

describe('GET /connections pages', () => {
  it('answers everything as one page without $limit', async () => {
    const all = await page(anna, '');
    expect(all).toMatchObject({ total: all.data.length, limit: 100_000, skip: 0 });
    expect(all.data.length).toBeGreaterThanOrEqual(6);
    expect(all.data.every(involving(1))).toBe(true);
  });

  it('pages with $skip and $limit over a total order, reporting the same total', async () => {
    const all = await page(anna, order);
    const pages: Page[] = [];
    for (let skip = 0; skip < all.total; skip += 2)
      pages.push(await page(anna, `${order}&$skip=${skip}&$limit=2`));
    for (const [i, one] of pages.entries()) {
      expect(one).toMatchObject({ total: all.total, limit: 2, skip: i * 2 });
      expect(one.data.length).toBe(Math.min(2, all.total - i * 2));
    }
    expect(pages.flatMap((one) => one.data.map((c) => c.reference))).toEqual(
      all.data.map((c) => c.reference),
    );
    const past = await page(anna, `${order}&$skip=${all.total}&$limit=2`);
    expect(past).toMatchObject({ total: all.total, data: [] });
  });

  it('counts a tab with $limit=0', async () => {
    const all = (await page(anna, '')).data;
    const count = await page(anna, `${todo}&$limit=0`);
    expect(count).toMatchObject({ limit: 0, skip: 0, data: [] });
    expect(count.total).toBe(all.filter((c) => c.status === 'pending' && c.organizationIdB === 1).length);
    expect(count.total).toBeGreaterThanOrEqual(2);
    expect((await page(anna, '$limit=0')).total).toBe(all.length);
  });

  it('sorts status by order value, not alphabetically, both ways', async () => {
    const up = await page(anna, order);
    expect(runs(up.data.map((c) => c.status))).toEqual(connectionOrder);
    const down = await page(anna, '$sort[status]=-1&$sort[createdAt]=-1&$sort[reference]=1');
    expect(runs(down.data.map((c) => c.status))).toEqual([...connectionOrder].reverse());
    // Within a status: newest first, then by reference.
    for (let i = 1; i < up.data.length; i++) {
      const [a, b] = [up.data[i - 1]!, up.data[i]!];
      if (a.status === b.status) expect(a.createdAt >= b.createdAt).toBe(true);
    }
  });

  it('sorts by reference', async () => {
    const refs = (await page(anna, '$sort[reference]=1')).data.map((c) => c.reference);
    expect(refs).toEqual([...refs].sort());
    const back = (await page(anna, '$sort[reference]=-1')).data.map((c) => c.reference);
    expect(back).toEqual([...refs].reverse());
  });

  it('combines a status with one side in each $or group', async () => {
    const all = (await page(anna, '')).data;
    const mixed = await page(
      anna,
      `$or[0][status]=pending&$or[0][organizationIdB]=1&$or[1][status]=accepted&$or[1][organizationIdA]=1&${order}`,
    );
    const expected = all.filter(
      (c) =>
        (c.status === 'pending' && c.organizationIdB === 1) ||
        (c.status === 'accepted' && c.organizationIdA === 1),
    );
    expect(expected.some((c) => c.status === 'accepted')).toBe(true);
    expect(mixed.total).toBe(expected.length);
    expect(mixed.data.map((c) => c.reference).sort()).toEqual(expected.map((c) => c.reference).sort());
    expect(runs(mixed.data.map((c) => c.status))).toEqual(['pending', 'accepted']);
    // A status list in one group, paged.
    const sent = await page(
      anna,
      `$or[0][status][$in][]=pending&$or[0][status][$in][]=accepted&$or[0][organizationIdA]=1&${order}&$limit=1`,
    );
    expect(sent.total).toBe(
      all.filter((c) => ['pending', 'accepted'].includes(c.status) && c.organizationIdA === 1).length,
    );
    expect(sent.data).toHaveLength(1);
  });

  it("keeps the caller's scope whatever the query names", async () => {
    const ghent = (await page(fiona, '')).data;
    const ghentOnly = ghent.filter((c) => !involving(1)(c));
    expect(ghentOnly.length).toBeGreaterThan(0);
    for (const query of [
      '$or[0][organizationIdA]=2&$or[1][organizationIdB]=2',
      '$or[0][status]=pending&$or[0][organizationIdB]=2',
      `organizationIdA=${ghentOnly[0]!.organizationIdA}&organizationIdB=${ghentOnly[0]!.organizationIdB}`,
      `$or[0][organizationIdA][$ne]=1&$or[1][organizationIdB][$ne]=1&$limit=100`,
    ]) {
      const seen = await page(anna, query);
      expect(seen.data.every(involving(1)), query).toBe(true);
      expect(seen.total, query).toBe(seen.data.length);
      for (const c of ghentOnly)
        expect(
          seen.data.map((x) => x.reference),
          query,
        ).not.toContain(c.reference);
    }
    const theirs = await page(
      anna,
      `organizationIdA=${ghentOnly[0]!.organizationIdA}&organizationIdB=${ghentOnly[0]!.organizationIdB}&$limit=0`,
    );
    expect(theirs.total).toBe(0);
  });

  it('rejects unknown sort fields and operators', async () => {
    for (const query of ['$sort[secret]=1', '$or[0][status][$where]=x', '$sort[status]=up'])
      expect((await api(p, 'GET', `/connections?${query}`, anna)).status, query).toBe(400);
  });
});

describe('GET /invitations', () => {
  it('stays an array and sorts status by order value', async () => {
    const res = await api(p, 'GET', '/invitations?$sort[status]=-1&$sort[createdAt]=-1', anna);
    expect(Array.isArray(res.body)).toBe(true);
    expect(runs(res.body.map((i: { status: string }) => i.status))).toEqual([
      'expired',
      'cancelled',
      'completed',
      'accepted',
      'pending',
    ]);
  });
});

describe('entries lacking an organization (product-reference §7)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fake-platform-orphan-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    // The audit chain's key, kept beside the data folder.
    rmSync(`${dir}.audit-key`, { force: true });
  });

  it('drops them before counting and paging', async () => {
    const first = await start({ dataDir: dir });
    const before = await api(
      first,
      'GET',
      `/connections?${order}`,
      await signIn(first, ids.anna, emails.anna),
    );
    await first.close();
    // A stored connection whose partner organization is gone, newest and pending: it would sort first.
    const orphan = {
      reference: '00000000-0000-4000-8000-0000000000aa',
      status: 'pending',
      organizationIdA: 99_999,
      organizationIdB: 1,
      createdAt: '2999-01-01T00:00:00.000Z',
      updatedAt: '2999-01-01T00:00:00.000Z',
    };
    appendFileSync(
      join(dir, 'journal.ndjson'),
      `${JSON.stringify({ c: 'connections', op: 'put', id: orphan.reference, rec: orphan })}\n`,
    );
    const second = await start({ dataDir: dir });
    try {
      const who = await signIn(second, ids.anna, emails.anna);
      const all = (await api(second, 'GET', `/connections?${order}`, who)).body as Page;
      expect(all.total).toBe(before.body.total);
      expect(all.data.map((c) => c.reference)).toEqual(before.body.data.map((c: Row) => c.reference));
      const first2 = (await api(second, 'GET', `/connections?${todo}&${order}&$limit=1`, who)).body as Page;
      expect(first2.data[0]?.reference).not.toBe(orphan.reference);
      const count = (await api(second, 'GET', `/connections?${todo}&$limit=0`, who)).body as Page;
      expect(count.total).toBe(
        before.body.data.filter((c: Row) => c.status === 'pending' && c.organizationIdB === 1).length,
      );
    } finally {
      await second.close();
    }
  }, 60_000);
});
