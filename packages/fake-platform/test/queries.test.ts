// Feathers query semantics on the server (paging, sorting, $in, $or, $ilike) and the 400s of bad
// input: unknown operators and fields, bad types, bad bodies. A 400 changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, call, emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
let anna: Session;
beforeAll(async () => {
  p = await start();
  anna = await signIn(p, ids.anna, emails.anna);
}, 30_000);
afterAll(() => p.close());

const names = (body: { data: Array<{ lastName: string }> }) => body.data.map((u) => u.lastName);

describe('queries', () => {
  it('pages with $limit and $skip and reports total', async () => {
    const first = await api(p, 'GET', '/organization-users?$limit=8&$skip=0&$sort[lastName]=1', anna);
    const second = await api(p, 'GET', '/organization-users?$limit=8&$skip=8&$sort[lastName]=1', anna);
    expect(first.body).toMatchObject({ limit: 8, skip: 0 });
    expect(second.body).toMatchObject({ limit: 8, skip: 8, total: first.body.total });
    expect(new Set([...names(first.body), ...names(second.body)]).size).toBe(16);
    const sorted = [...names(first.body), ...names(second.body)];
    expect(sorted).toEqual([...sorted].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('sorts descending and filters with $in, $ne and $or', async () => {
    const desc = await api(p, 'GET', '/organization-users?$limit=3&$sort[lastName]=-1', anna);
    expect(names(desc.body)[0]! >= names(desc.body)[1]!).toBe(true);
    const some = await api(
      p,
      'GET',
      `/organization-users?id[$in][]=${ids.anna}&id[$in][]=${ids.connie}`,
      anna,
    );
    expect(some.body.data.map((u: { id: number }) => u.id).sort()).toEqual([ids.anna, ids.connie]);
    const notDeleted = await api(p, 'GET', '/organization-users?isDeleted[$ne]=true&$limit=100', anna);
    expect(notDeleted.body.data.every((u: { isDeleted: boolean }) => !u.isDeleted)).toBe(true);
    const either = await api(
      p,
      'GET',
      '/organization-users?$or[0][firstName]=Anna&$or[1][lastName]=Users',
      anna,
    );
    expect(either.body.data.map((u: { firstName: string }) => u.firstName).sort()).toEqual([
      'Anna',
      'Ulrich',
    ]);
  });

  it('matches organization names case-insensitively with $ilike and filters eligible roles', async () => {
    const found = await api(p, 'GET', '/organizations?name[$ilike]=%25GHENT%25', anna);
    expect(found.body.data.map((o: { name: string }) => o.name)).toEqual(['Ghent Forwarding BV']);
    const eligible = await api(
      p,
      'GET',
      '/organizations?status[$in][]=active&status[$in][]=manual_active&role[$in][]=other&role[$in][]=driver&role[$in][]=bargeoperator&role[$in][]=transporter&$limit=50',
      anna,
    );
    expect(eligible.body.total).toBeGreaterThan(5);
    expect(eligible.body.data.every((o: { role: string }) => o.role !== 'carrier')).toBe(true);
  });
});

describe('validation', () => {
  const bad = [
    '/organization-users?$where=1',
    '/organization-users?email[$regex]=.*',
    '/organization-users?$or[0][$or][0][id]=1',
    '/organization-users?$or[0][password]=x',
    '/organization-users?secret=1',
    '/organization-users?id=abc',
    '/organization-users?isDeleted=maybe',
    '/organization-users?$limit=-1',
    '/organization-users?$sort[lastName]=up',
    '/organization-users?$sort[nope]=1',
    '/connections?status[$where]=x',
    '/invitations?createdAt=yesterday',
  ];
  it.each(bad)('rejects %s with a 400 naming the parameter', async (path) => {
    const res = await api(p, 'GET', path, anna);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: 'BadRequest', code: 400, className: 'bad-request' });
    expect(res.body.message).toMatch(/Invalid query parameter/);
  });

  it('rejects bad bodies with a 400 naming the field, and changes nothing', async () => {
    const before = await api(p, 'GET', '/organizations/1', anna);
    const cases: Array<[string, string, unknown, string]> = [
      ['PATCH', '/organizations/1', { contactEmail: 'not-an-email' }, 'contactEmail'],
      ['PATCH', '/organizations/1', { name: 'New', unknownField: 1 }, 'unknownField'],
      ['PATCH', '/organizations/1', { vat: 'BE0000000000' }, 'vat'],
      ['PATCH', '/organizations/1', { walletUrl: 'ftp://x' }, 'walletUrl'],
      [
        'POST',
        '/organization-users',
        { email: 'x@y.example', firstName: 'X', lastName: 'Y', userRole: 'god' },
        'userRole',
      ],
      [
        'POST',
        '/invitations',
        {
          name: 'X',
          vat: '123',
          contactEmail: 'x@y.example',
          reference: '00000000-0000-4000-8000-000000000009',
          encrInviterData: { publicKey: 'k' },
        },
        'vat',
      ],
      [
        'POST',
        '/connections',
        { organizationIdB: 'two', reference: 'r', encrInviterData: { publicKey: 'k' } },
        'organizationIdB',
      ],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await api(p, method, path, anna, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.data.field).toBe(field);
      expect(res.body.message).toContain(field);
    }
    expect((await api(p, 'GET', '/organizations/1', anna)).body).toEqual(before.body);
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const res = await call(p.apiUrl, 'PATCH', '/organizations/1', {
      headers: anna.headers,
      raw: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });
});

describe('queries checked against the contract', () => {
  const refused = async (path: string, method = 'GET') => {
    const res = await api(p, method, path, anna);
    expect(res.status, path).toBe(400);
    return { message: res.body.message as string, field: res.body.data?.field as string };
  };

  it('names the offending parameter as the query string writes it', async () => {
    expect(await refused('/organization-users?$or[0][password]=x')).toEqual({
      message: 'Invalid query parameter $or[0][password]: is not allowed',
      field: '$or[0][password]',
    });
    expect((await refused('/connections?status[$where]=x')).field).toBe('status[$where]');
    expect((await refused('/organization-users?$sort[nope]=1')).field).toBe('$sort[nope]');
    expect((await refused('/organization-users?id=abc')).message).toBe(
      'Invalid query parameter id: must be integer',
    );
    expect((await refused('/audit-entries?at[$gte]=yesterday')).field).toBe('at[$gte]');
    expect((await refused('/audit-verification?x=1')).field).toBe('x');
    expect((await refused('/organization-meta')).field).toBe('organizationId');
    expect((await refused('/find-user?email=not-an-email')).message).toBe(
      'Invalid query parameter email: Email is not valid',
    );
    expect((await refused('/onboarding?jwt=')).message).toBe('Missing invitation code');
    expect((await refused('/add-user')).message).toBe('Missing accept code');
  });

  it('reads numbers and booleans from the text of the query', async () => {
    const admins = await api(p, 'GET', '/organization-users?isAdmin=true&$limit=2&$skip=0', anna);
    expect(admins.status).toBe(200);
    expect(admins.body).toMatchObject({ limit: 2, skip: 0 });
    expect(admins.body.data.length).toBe(2);
    expect(admins.body.data.every((u: { isAdmin: boolean }) => u.isAdmin)).toBe(true);
    const one = await api(p, 'GET', `/organization-users?id[$in]=${ids.anna}`, anna);
    expect(one.body.data.map((u: { id: number }) => u.id)).toEqual([ids.anna]);
  });

  it('reads a list qs turned into an object (more than 20 items) as the list', async () => {
    const all = await api(p, 'GET', '/organization-users?$limit=100', anna);
    const users: number[] = all.body.data.map((u: { id: number }) => u.id);
    // Ids no user has pad the list past qs's 20, so the answer must be exactly the real ones.
    const wanted = [...users, ...Array.from({ length: 25 - users.length }, (_, i) => 900_000 + i)];
    // Indices in reverse order: the list is read by index, not by the order the keys arrive in.
    const inList = wanted.map((id, i) => [i, id] as const).reverse();
    const found = await api(
      p,
      'GET',
      `/organization-users?$limit=100&${inList.map(([i, id]) => `id[$in][${i}]=${id}`).join('&')}`,
      anna,
    );
    expect(found.status).toBe(200);
    expect(found.body.data.map((u: { id: number }) => u.id).sort()).toEqual([...users].sort());
    const branches = wanted.map((id, i) => `$or[${i}][id]=${id}`).join('&');
    expect((await refused(`/organization-users?${branches}`)).message).toBe(
      'Invalid query parameter $or: must NOT have more than 20 items',
    );
  });

  it('holds every clause of an $and with an $or in each group', async () => {
    const both = await api(
      p,
      'GET',
      '/organization-users?$and[0][$or][0][firstName]=Anna&$and[0][$or][1][lastName]=Users' +
        '&$and[1][$or][0][lastName][$ilike]=%25user%25&$and[2][isDeleted]=false',
      anna,
    );
    expect(both.body.data.map((u: { lastName: string }) => u.lastName)).toEqual(['Users']);
    expect((await refused('/organization-users?$and[0][$or][0][$or][0][id]=1')).field).toBe(
      '$and[0][$or][0][$or]',
    );
  });

  it('compares instants whatever offset they are written in', async () => {
    const utc = await api(p, 'GET', '/audit-entries?at[$gte]=2000-01-01T00:00:00Z&$limit=0', anna);
    const offset = await api(p, 'GET', '/audit-entries?at[$gte]=2000-01-01T01:00:00%2B01:00&$limit=0', anna);
    expect(utc.status).toBe(200);
    expect(offset.body.total).toBe(utc.body.total);
  });

  it('changes nothing when a removal query is refused', async () => {
    const before = await api(p, 'GET', '/organization-meta?organizationId=1', anna);
    expect(before.body.length).toBeGreaterThan(0);
    const res = await refused('/organization-meta?organizationId=1&metaName[$regex]=.*', 'DELETE');
    expect(res.field).toBe('metaName[$regex]');
    expect((await api(p, 'GET', '/organization-meta?organizationId=1', anna)).body).toEqual(before.body);
  });
});
