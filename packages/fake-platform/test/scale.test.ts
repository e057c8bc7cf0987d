// --scale n: n users in Antwerp, n organizations and n connections with Antwerp, generated fast.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { buildDemoWorld } from '../src/seed/demo-world.ts';
import { api, emails, signIn, start } from './support.ts';

const urls = { cloud: 'c', v129: 'a', v114: 'b', v109: 'd', unreachable: 'u' };

it('generates 10,000 users, organizations and connections well under a second', () => {
  const started = performance.now();
  const world = buildDemoWorld(new Date(), urls, 10_000);
  const ms = performance.now() - started;
  expect(world.organizationUsers!.length).toBeGreaterThanOrEqual(10_000 + 30);
  expect(world.organizations!.length).toBeGreaterThanOrEqual(10_000 + 16);
  expect(world.connections!.length).toBeGreaterThanOrEqual(10_000 + 20);
  expect(ms).toBeLessThan(3000);
});

let p: FakePlatform;
beforeAll(async () => {
  p = await start({ scale: 10_000 });
}, 60_000);
afterAll(() => p.close());

it('pages 10,000 users on the server', async () => {
  const anna = await signIn(p, ids.anna, emails.anna);
  const page = await api(
    p,
    'GET',
    '/organization-users?$limit=8&$skip=5000&$sort[isAdmin]=-1&$sort[lastName]=1',
    anna,
  );
  expect(page.body.total).toBeGreaterThan(10_000);
  expect(page.body.data).toHaveLength(8);
  const orgs = await api(p, 'GET', '/organizations?$limit=6&name[$ilike]=%25scale org 0999%25', anna);
  expect(orgs.body.total).toBe(10);
}, 30_000);
