// The public find-user answers only what the login needs: for a known email exactly the documented
// fields (no person's name, ids, dates, address, role), for an unknown one the 'No user found' 404.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FakePlatform } from '../src/index.ts';
import { call, emails, start } from './support.ts';

let p: FakePlatform;
beforeAll(async () => {
  p = await start();
}, 60_000);
afterAll(() => p.close());

const keysOf = (value: Record<string, unknown>) => Object.keys(value).sort();
const row = ['id', 'isActive', 'organization', 'status'];
const organization = ['id', 'name', 'status', 'twoFactorAuth', 'walletAddress', 'walletUrl'];

it('answers a known email with the login fields only, with or without pr', async () => {
  for (const email of Object.values(emails)) {
    for (const pr of [false, true]) {
      const answer = await call(p.apiUrl, 'GET', `/find-user?email=${encodeURIComponent(email)}&pr=${pr}`);
      expect(answer.status).toBe(200);
      for (const found of answer.body as Array<Record<string, unknown>>) {
        expect(keysOf(found)).toEqual(pr ? [...row, 'canResetPassword'].sort() : row);
        expect(keysOf(found['organization'] as Record<string, unknown>)).toEqual(organization);
        expect(JSON.stringify(found)).not.toContain(email);
      }
    }
  }
});

it('answers an unknown email with the no-user text and nothing else', async () => {
  const answer = await call(p.apiUrl, 'GET', '/find-user?email=nobody@nowhere.example');
  expect(answer.status).toBe(404);
  expect(answer.body).toEqual({
    name: 'NotFound',
    message: 'No user found for this email address',
    code: 404,
    className: 'not-found',
  });
});
