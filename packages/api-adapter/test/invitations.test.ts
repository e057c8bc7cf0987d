// Contract tests of invitations against a live fake platform, through the domain's use cases
// (sendInvitation, resendInvitation, cancelInvitation) where they exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelInvitation, resendInvitation, sendInvitation } from '@scr/domain';
import { mails, signInAs, startFakePlatform, type Client, type FakePlatform } from './support.ts';

let platform: FakePlatform;
let anna: Client;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
  anna = await signInAs(platform, 'anna.admin@carrier.example');
});
afterAll(() => platform.close());

describe('invitations', () => {
  it("lists Anna's invitations in every status", async () => {
    const list = (await anna.gateways.invitations.list(1))._unsafeUnwrap();
    expect(new Set(list.map((i) => i.status))).toEqual(
      new Set(['pending', 'accepted', 'completed', 'cancelled', 'expired']),
    );
  });

  it('sends one through the domain (the platform mails the link), re-sends and cancels it', async () => {
    const sent = await sendInvitation(anna.deps)({
      name: 'Mechelen Movers NV',
      vat: 'BE0777777777',
      contactEmail: 'info@mechelen-movers.example',
      msg: 'Join us',
      customerReference: 'INV-9',
    });
    const { invitation } = sent._unsafeUnwrap();
    expect(invitation).toMatchObject({ status: 'pending', inviterId: 1, vat: 'BE0777777777' });
    expect(
      (await mails(platform, 'info@mechelen-movers.example'))[0]?.links.some((l) =>
        l.includes('/invitation/'),
      ),
    ).toBe(true);
    expect((await resendInvitation(anna.deps)({ id: invitation.id })).isOk()).toBe(true);
    expect((await cancelInvitation(anna.deps)({ id: invitation.id })).isOk()).toBe(true);
    const again = await anna.gateways.invitations.patch(invitation.id, {
      status: 'cancelled',
      sendNotificationMail: false,
    });
    expect(again._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 400 });
  });

  it('answers 404 for an unknown invitation, 400 for a bad VAT and 403 for a usr_mgr', async () => {
    expect(
      (
        await anna.gateways.invitations.patch(9999, { status: 'cancelled', sendNotificationMail: false })
      )._unsafeUnwrapErr(),
    ).toMatchObject({ kind: 'HttpError', status: 404 });
    const badVat = await anna.gateways.invitations.create({
      name: 'X',
      vat: '123',
      contactEmail: 'x@x.example',
      msg: '',
      customerReference: '',
      inviterId: 1,
      reference: crypto.randomUUID(),
      encrInviterData: { publicKey: 'k' },
    });
    expect(badVat._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 400 });
    const ulrich = await signInAs(platform, 'ulrich.users@carrier.example');
    expect((await ulrich.gateways.invitations.list(1))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Forbidden',
    });
  });
});
