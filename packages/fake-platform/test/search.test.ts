// Search and sort on the lists: `$ilike` is SQL LIKE (`%`, `_`, and a backslash that makes either
// literal), `$and` groups a filter with a search, `$sort` with an id or reference tie-breaker gives
// one total order across pages, and a search never reaches outside the caller's organization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, emails, signIn, start, type Session } from './support.ts';

type User = { id: number; firstName: string; lastName: string; organizationId: number };
type Connection = { reference: string; name: string; organizationIdA: number; organizationIdB: number };

let p: FakePlatform;
let anna: Session; // org_mgr of Antwerp (1)
let ulrich: Session; // usr_mgr of Antwerp: no connections role
let fiona: Session; // Ghent (2)

const get = async (who: Session, path: string) => {
  const res = await api(p, 'GET', path, who);
  expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
  return res.body;
};
const addUser = (firstName: string, lastName: string) =>
  api(p, 'POST', '/organization-users', anna, {
    email:
      `${firstName}.${lastName.replace(/[^a-z]/gi, '')}.${Math.random().toString(36).slice(2)}@example.com`.toLowerCase(),
    firstName,
    lastName,
    userRole: 'regular',
  });
const lastNames = async (query: string) =>
  ((await get(anna, `/organization-users?${query}&$limit=100`)).data as User[]).map((u) => u.lastName).sort();

beforeAll(async () => {
  p = await start();
  [anna, ulrich, fiona] = await Promise.all([
    signIn(p, ids.anna, emails.anna),
    signIn(p, ids.ulrich, emails.ulrich),
    signIn(p, ids.fionaGhent, emails.fiona),
  ]);
  for (const last of ['Fifty%Off', 'FiftyXOff', 'Snake_Case', 'SnakeXCase', 'Back\\Slash', 'BackXSlash'])
    expect((await addUser('Esc', last)).status).toBe(201);
  for (let i = 0; i < 5; i++) expect((await addUser('Same', 'Tiebreak')).status).toBe(201);
}, 30_000);
afterAll(() => p.close());

describe('$ilike is SQL LIKE', () => {
  it('matches case-insensitively with % for any run', async () => {
    expect(await lastNames(`lastName[$ilike]=${encodeURIComponent('%fifty%')}`)).toEqual([
      'Fifty%Off',
      'FiftyXOff',
    ]);
  });

  it('takes an escaped % and _ literally, and _ alone as any one character', async () => {
    const like = (pattern: string) => lastNames(`lastName[$ilike]=${encodeURIComponent(pattern)}`);
    expect(await like('%fifty\\%%')).toEqual(['Fifty%Off']);
    expect(await like('%snake\\_%')).toEqual(['Snake_Case']);
    expect(await like('snake_case')).toEqual(['SnakeXCase', 'Snake_Case']);
    expect(await like('%back\\\\s%')).toEqual(['Back\\Slash']);
  });

  it('searches several fields with $or, ANDed with the other conditions', async () => {
    const q = encodeURIComponent('%esc%');
    const found = await lastNames(
      `$or[0][firstName][$ilike]=${q}&$or[1][lastName][$ilike]=${q}&$or[2][email][$ilike]=${q}&isDeleted=false`,
    );
    expect(found).toEqual([
      'BackXSlash',
      'Back\\Slash',
      'Fifty%Off',
      'FiftyXOff',
      'SnakeXCase',
      'Snake_Case',
    ]);
  });
});

describe('$sort with a tie-breaker', () => {
  it('pages equal names in id order, without repeats or gaps, both ways', async () => {
    for (const dir of [1, -1]) {
      const seen: number[] = [];
      for (let skip = 0; skip < 5; skip += 2) {
        const page = await get(
          anna,
          `/organization-users?lastName=Tiebreak&$sort[lastName]=${dir}&$sort[id]=${dir}&$skip=${skip}&$limit=2`,
        );
        seen.push(...(page.data as User[]).map((u) => u.id));
      }
      expect(seen).toHaveLength(5);
      expect(seen).toEqual([...seen].sort((a, b) => dir * (a - b)));
    }
  });

  it("sorts connections by the other party's name, then status, newest first and reference", async () => {
    const all = await get(
      anna,
      '/connections?$sort[name]=1&$sort[status]=1&$sort[createdAt]=-1&$sort[reference]=1',
    );
    const names = (all.data as Connection[]).map((c) => c.name);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await get(anna, '/connections?$sort[name]=-1&$sort[reference]=1');
    expect((desc.data as Connection[]).map((c) => c.name)).toEqual([...names].reverse());
  });
});

describe('connection search', () => {
  it("finds connections by the other party's name, VAT or email and by our customer reference", async () => {
    const search = (text: string) =>
      get(
        anna,
        `/connections?${['name', 'vat', 'email', 'customerReference']
          .map((f, i) => `$or[${i}][${f}][$ilike]=${encodeURIComponent(`%${text}%`)}`)
          .join('&')}`,
      );
    const ghent = await search('ghent');
    expect((ghent.data as Connection[]).map((c) => c.name)).toEqual(['Ghent Forwarding BV']);
    const byReference = await search('cust-102');
    expect(byReference.total).toBe(1);
    expect((await search('zzz-nothing')).total).toBe(0);
  });

  it('combines a tab filter and a search with $and, counting with $limit=0', async () => {
    const todo = '$and[0][$or][0][status]=pending&$and[0][$or][0][organizationIdB]=1';
    const found = await get(anna, `/connections?${todo}&$and[1][$or][0][name][$ilike]=%25liege%25&$limit=0`);
    expect(found).toMatchObject({ total: 1, data: [] });
  });
});

describe('a search stays in the caller’s organization', () => {
  it('never finds another organization’s users, and naming it is a 403', async () => {
    const ghentAdmin = encodeURIComponent('%fiona%');
    const found = await get(anna, `/organization-users?$or[0][firstName][$ilike]=${ghentAdmin}&$limit=100`);
    expect((found.data as User[]).every((u) => u.organizationId === 1)).toBe(true);
    const foreign = await api(p, 'GET', `/organization-users?organizationId=2&lastName[$ilike]=%25`, anna);
    expect(foreign.status).toBe(403);
  });

  it('never finds connections between two other organizations', async () => {
    // Ghent-Liege connections exist; Antwerp's search for either name finds only its own.
    const found = await get(anna, '/connections?$or[0][name][$ilike]=%25&$or[1][organizationIdA]=14');
    expect(
      (found.data as Connection[]).every((c) => c.organizationIdA === 1 || c.organizationIdB === 1),
    ).toBe(true);
    const theirs = await get(fiona, '/connections?$or[0][name][$ilike]=%25antwerp%25');
    expect(
      (theirs.data as Connection[]).every((c) => c.organizationIdA === 2 || c.organizationIdB === 2),
    ).toBe(true);
  });

  it('needs the connections role to search connections, and rejects bad search queries with a 400', async () => {
    expect((await api(p, 'GET', '/connections?$or[0][name][$ilike]=%25', ulrich)).status).toBe(403);
    for (const bad of [
      '$and[0][$nor][0][name]=x',
      '$and[0][secret][$ilike]=x',
      '$or[0][organizationIdA][$ilike]=1',
      '$and=x',
    ])
      expect((await api(p, 'GET', `/connections?${bad}`, anna)).status, bad).toBe(400);
  });
});
