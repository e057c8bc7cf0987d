// Each re-sent mail has its own limit, counted on keys that one party alone can move: another
// organization's re-sends to an address never stop its owner's 2FA code or another inviter's mail,
// and the decliner's re-applied decline is limited on its own connection, never by the requester.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { attemptLimits } from '../src/config.ts';
import { hit, tinaPending } from './attempt-limits-support.ts';
import { api, call, emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
beforeAll(async () => {
  p = await start();
}, 60_000);
beforeEach(async () => {
  await p.reset();
}, 60_000);
afterAll(() => p.close());

/** Sends until the first 429 (at most `max` tries); the statuses answered, the 429 last. */
const untilRefused = async (max: number, send: () => Promise<{ status: number }>) => {
  const statuses: number[] = [];
  for (let n = 0; n < max; n++) {
    const { status } = await send();
    statuses.push(status);
    if (status === 429) break;
  }
  return statuses;
};

const invite = async (admin: Session, contactEmail: string, vat: string) => {
  const sent = await api(p, 'POST', '/invitations', admin, {
    name: `Invitee ${vat}`,
    vat,
    contactEmail,
    reference: randomUUID(),
    encrInviterData: { publicKey: 'pk' },
  });
  expect(sent.status).toBe(201);
  return () => api(p, 'PATCH', `/invitations/${sent.body.id}`, admin, { status: 'pending' });
};

const codeRequest = async () =>
  (await hit(p.apiUrl, 'GET', '/two-factor/auth/email', { headers: await tinaPending(p) })).status;

describe('re-sent mails', () => {
  it("does not let Antwerp's invitation re-sends to Tina's address stop her 2FA code", async () => {
    const connie = await signIn(p, ids.connie, emails.connie);
    const resend = await invite(connie, emails.tina, 'NL777777777B01');
    const statuses = await untilRefused(40, resend);
    // The recipient's inbox is still protected: Antwerp's re-sends end in a 429.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(await codeRequest()).toBe(200);
  });

  it("does not let Antwerp's add-user re-sends to Tina's address stop her 2FA code", async () => {
    const ulrich = await signIn(p, ids.ulrich, emails.ulrich);
    const added = await api(p, 'POST', '/organization-users', ulrich, {
      email: emails.tina,
      firstName: 'Tina',
      lastName: 'Elsewhere',
      userRole: 'regular',
    });
    expect(added.status).toBe(201);
    const statuses = await untilRefused(40, () =>
      api(p, 'PATCH', `/organization-users/${added.body.id}`, ulrich, { resendMail: true }),
    );
    expect(statuses.at(-1)).toBe(429);
    expect(await codeRequest()).toBe(200);
  });

  it("does not let one inviter's re-sends stop another inviter's mail to the same address", async () => {
    const connie = await signIn(p, ids.connie, emails.connie);
    const otto = await signIn(p, ids.otto, emails.otto);
    const address = 'info@shared-invitee.example';
    const fromAntwerp = await invite(connie, address, 'NL666666666B01');
    const fromRotterdam = await invite(otto, address, 'NL555555555B01');
    expect((await untilRefused(40, fromAntwerp)).at(-1)).toBe(429);
    expect((await fromRotterdam()).status).toBe(200);
  });

  it("does not let Tina's own code requests stop the invitations sent to her", async () => {
    const pending = await tinaPending(p);
    const ask = () => hit(p.apiUrl, 'GET', '/two-factor/auth/email', { headers: pending });
    expect((await untilRefused(40, ask)).at(-1)).toBe(429);
    const connie = await signIn(p, ids.connie, emails.connie);
    const resend = await invite(connie, emails.tina, 'NL444444444B01');
    expect((await resend()).status).toBe(200);
  });
});

describe('a re-applied decline', () => {
  /** Ghent's request to Antwerp, declined once by Connie (the decliner, side B). */
  const declinedRequest = async () => {
    const connie = await signIn(p, ids.connie, emails.connie);
    const fiona = await signIn(p, ids.fionaGhent, emails.fiona);
    const list = await api(p, 'GET', '/connections?organizationIdA=2&organizationIdB=1', connie);
    const reference = String(list.body.data[0].reference);
    const decline = (who: Session) =>
      api(p, 'PATCH', `/connections/${reference}`, who, { status: 'declined' });
    expect((await decline(connie)).status).toBe(200);
    return { connie, fiona, decline };
  };

  it("is limited like the other re-sends: the requester's admins get no flood of mails", async () => {
    const { connie, decline } = await declinedRequest();
    const mailsToFiona = async () =>
      ((await call(p.url, 'GET', '/__dev/api/mails')).body as Array<{ to: string }>).filter(
        (m) => m.to === emails.fiona,
      ).length;
    const before = await mailsToFiona();
    const statuses = await untilRefused(60, () => decline(connie));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.length - 1).toBe(attemptLimits.declineMail.account.points);
    expect((await mailsToFiona()) - before).toBe(attemptLimits.declineMail.account.points);
  });

  it("does not let the requester's refused re-declines use up the decliner's limit", async () => {
    const { connie, fiona, decline } = await declinedRequest();
    for (let n = 0; n < 30; n++) expect((await decline(fiona)).status).toBe(403);
    expect((await decline(connie)).status).toBe(200);
  });
});
