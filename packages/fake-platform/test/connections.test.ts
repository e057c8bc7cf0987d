// The handshake on the server: who may move a connection where, the spec's errors, and exactly
// one winner of two concurrent updates.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
let anna: Session; // Antwerp (1)
let fiona: Session; // Ghent (2)
let otto: Session; // Rotterdam (3)
beforeAll(async () => {
  p = await start();
  [anna, fiona, otto] = await Promise.all([
    signIn(p, ids.anna, emails.anna),
    signIn(p, ids.fionaGhent, emails.fiona),
    signIn(p, ids.otto, emails.otto),
  ]);
}, 30_000);
afterAll(() => p.close());

const request = async (from: Session, to: number) => {
  const reference = randomUUID();
  const res = await api(p, 'POST', '/connections', from, {
    organizationIdB: to,
    reference,
    encrInviterData: { publicKey: 'pk-a' },
  });
  expect(res.status).toBe(201);
  return reference;
};
const move = (who: Session, reference: string, body: Record<string, unknown>) =>
  api(p, 'PATCH', `/connections/${reference}`, who, body);

describe('connections', () => {
  it('runs pending → accepted (B) → confirmed (A) → finalized (B) and clears the encrypted data', async () => {
    const ref = await request(otto, 7 + 1); // Rotterdam asks Brussels Shipping (8)
    const brussels = await signInPartner();
    expect((await move(otto, ref, { status: 'accepted' })).status).toBe(403);
    const accepted = await move(brussels, ref, {
      status: 'accepted',
      encrInviteeData: { publicKey: 'pk-b', data: 'x' },
    });
    expect(accepted.body).toMatchObject({ status: 'accepted', encrInviteeData: { publicKey: 'pk-b' } });
    expect(accepted.body.acceptedAt).toBeTruthy();
    expect((await move(brussels, ref, { status: 'confirmed' })).status).toBe(403);
    const confirmed = await move(otto, ref, {
      status: 'confirmed',
      encrInviterData: { publicKey: 'pk-a', more: 1 },
    });
    expect(confirmed.body).toMatchObject({ status: 'confirmed' });
    expect((await move(otto, ref, { status: 'finalized' })).status).toBe(403);
    const finalized = await move(brussels, ref, { status: 'finalized' });
    expect(finalized.body).toMatchObject({
      status: 'finalized',
      encrInviterData: null,
      encrInviteeData: null,
    });
    expect(finalized.body.finalizedAt).toBeTruthy();
  });

  it('refuses a second open request between the same organizations', async () => {
    await request(anna, 14);
    const again = await api(p, 'POST', '/connections', anna, {
      organizationIdB: 14,
      reference: randomUUID(),
      encrInviterData: { publicKey: 'k' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A request was already sent');
  });

  it("lets only the requester cancel, and answers the spec's error to whoever acts afterwards", async () => {
    const ref = await request(fiona, 3);
    expect((await move(otto, ref, { status: 'cancelled' })).status).toBe(403);
    expect((await move(fiona, ref, { status: 'cancelled' })).body.status).toBe('cancelled');
    const late = await move(otto, ref, { status: 'accepted' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'Connection request was cancelled meanwhile by Ghent Forwarding BV. It will be removed from your overview',
    );
  });

  it("answers 'Invalid status {x} for updating connection' for any other target", async () => {
    const ref = await request(anna, 15);
    const wrongStep = await move(anna, ref, { status: 'finalized' });
    expect(wrongStep.status).toBe(400);
    expect(wrongStep.body.message).toBe('Invalid status finalized for updating connection');
    const nonsense = await move(anna, ref, { status: 'teleported' });
    expect(nonsense.body.message).toBe('Invalid status teleported for updating connection');
  });

  it('lets exactly one of two concurrent updates win', async () => {
    const ref = await request(otto, 2);
    const [accept, cancel] = await Promise.all([
      move(fiona, ref, { status: 'accepted' }),
      move(otto, ref, { status: 'cancelled' }),
    ]);
    const statuses = [accept.status, cancel.status].sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    const final = await api(p, 'GET', `/connections/${ref}`, fiona);
    expect(final.body.status).toBe(accept.status === 200 ? 'accepted' : 'cancelled');
  });
});

const signInPartner = (): Promise<Session> => signIn(p, ids.brussels, 'admin@brussels.example');
