// Contract tests of the audit trail against a live fake platform, through the domain's use cases:
// an edit shows up as the newest activity, the filters narrow on the server, the chain verifies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportActivity, listActivity, verifyActivity } from '@scr/domain';
import { activityQuery } from '../src/index.ts';
import { signInAs, startFakePlatform, type Client, type FakePlatform } from './support.ts';

let platform: FakePlatform;
let anna: Client;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
  anna = await signInAs(platform, 'anna.admin@carrier.example');
});
afterAll(() => platform.close());

describe('audit trail', () => {
  it('lists an edit as the newest activity, filtered by actor, action, target and day', async () => {
    const victor = (
      await anna.gateways.users.findByEmail(1, 'victor.viewer@carrier.example')
    )._unsafeUnwrap()!;
    expect((await anna.gateways.users.patch(victor.id, { phone: '+32 3 555 01 01' })).isOk()).toBe(true);
    const today = new Date().toLocaleDateString('sv');
    const page = (
      await listActivity(anna.deps)({
        filter: { actor: 'ANNA', action: 'user.update', target: 'victor', from: today, to: today },
        page: 0,
      })
    )._unsafeUnwrap();
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      actorEmail: 'anna.admin@carrier.example',
      action: 'user.update',
      targetLabel: 'victor.viewer@carrier.example',
      fields: ['phone'],
      outcome: 'success',
    });
    const all = (await listActivity(anna.deps)({ filter: {}, page: 0, pageSize: 2 }))._unsafeUnwrap();
    expect(all.total).toBeGreaterThan(1);
    expect(all.data).toHaveLength(2);
    expect(all.data[0]!.seq).toBeGreaterThan(all.data[1]!.seq);
    const exported = (await exportActivity(anna.deps)({ action: 'session.signIn' }))._unsafeUnwrap();
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.every((e) => e.action === 'session.signIn')).toBe(true);
  });

  it('takes a typed % or _ literally', async () => {
    const list = (actor: string) =>
      listActivity(anna.deps)({ filter: { actor }, page: 0 }).then((r) => r._unsafeUnwrap().total);
    expect(await list('anna.admin')).toBeGreaterThan(0);
    // As wildcards, 'anna_admin' would match 'anna.admin' and '%' every entry.
    expect(await list('anna_admin')).toBe(0);
    expect(await list('%')).toBe(0);
  });

  it('verifies the chain', async () => {
    const state = (await verifyActivity(anna.deps)())._unsafeUnwrap();
    expect(state).toMatchObject({ intact: true, message: { id: 'audit.verify.intact' } });
  });

  it('maps actor and target text to one level of $or', () => {
    expect(activityQuery({ actor: 'a', target: 't' }).$or).toHaveLength(4);
    expect(activityQuery({ action: 'user.delete' })).toEqual({ action: 'user.delete', $sort: { seq: -1 } });
  });
});
