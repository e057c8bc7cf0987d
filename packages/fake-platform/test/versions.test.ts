// No lost update: the organization and each user answer an ETag, and a PATCH with `If-Match` naming
// another version is refused with 412 and changes nothing, while one naming the current version goes
// through and answers the next version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
let anna: Session;
let ulrich: Session;
beforeAll(async () => {
  p = await start();
  [anna, ulrich] = await Promise.all([
    signIn(p, ids.anna, emails.anna),
    signIn(p, ids.ulrich, emails.ulrich),
  ]);
}, 60_000);
afterAll(() => p.close());

const send = async (who: Session, method: string, path: string, body?: unknown, ifMatch?: string) => {
  const res = await fetch(`${p.apiUrl}${path}`, {
    method,
    headers: {
      ...who.headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: res.status,
    etag: res.headers.get('etag'),
    body: (await res.json()) as Record<string, unknown>,
  };
};

describe.each([
  { what: 'organization', path: () => '/organizations/1', who: () => anna, field: 'contactPhone' },
  { what: 'user', path: () => `/organization-users/${ids.invited}`, who: () => ulrich, field: 'phone' },
])('versions of the $what', ({ path, who, field }) => {
  it('answers an ETag on GET and PATCH; a stale If-Match is 412 and changes nothing', async () => {
    const read = await send(who(), 'GET', path());
    expect(read.status).toBe(200);
    expect(read.etag).toMatch(/^"[\w-]+"$/);

    const first = await send(who(), 'PATCH', path(), { [field]: '+32 3 111 11 11' }, read.etag!);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(first.etag).not.toBe(read.etag);

    // A second admin still holding the first version: refused, nothing stored.
    const stale = await send(who(), 'PATCH', path(), { [field]: '+32 3 222 22 22' }, read.etag!);
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ name: 'PreconditionFailed', data: { reason: 'changedMeanwhile' } });
    const after = await send(who(), 'GET', path());
    expect(after.body[field]).toBe('+32 3 111 11 11');
    expect(after.etag).toBe(first.etag);

    // With the current version, or without If-Match (a tool that reads and writes at once), it saves.
    expect((await send(who(), 'PATCH', path(), { [field]: '+32 3 333 33 33' }, after.etag!)).status).toBe(
      200,
    );
    expect((await send(who(), 'PATCH', path(), { [field]: '+32 3 444 44 44' })).status).toBe(200);
  });

  it('compares If-Match strongly: a weak tag never matches, even of the current version', async () => {
    const read = await send(who(), 'GET', path());
    const current = read.etag!;
    for (const ifMatch of [`W/${current}`, `w/${current}`, `"other", W/${current}`, current.slice(1, -1)]) {
      const refused = await send(who(), 'PATCH', path(), { [field]: '+32 3 555 55 55' }, ifMatch);
      expect(refused.status, ifMatch).toBe(412);
      expect(refused.body).toMatchObject({
        name: 'PreconditionFailed',
        data: { reason: 'changedMeanwhile' },
      });
    }
    const after = await send(who(), 'GET', path());
    expect(after.etag).toBe(current);
    expect(after.body[field]).toBe(read.body[field]);
    // The current strong tag in a list still matches.
    const listed = await send(who(), 'PATCH', path(), { [field]: '+32 3 666 66 66' }, `"other", ${current}`);
    expect(listed.status).toBe(200);
  });

  it('checks the version after the body: a bad body is a 400 whatever the version', async () => {
    const bad = await send(who(), 'PATCH', path(), { unknownField: 1 }, '"stale"');
    expect(bad.status).toBe(400);
  });
});
