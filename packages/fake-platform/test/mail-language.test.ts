// Every mail goes out in its recipient's language: an organization user's `lang`, and for an
// invitation's contact (nobody's user yet) the language of the administrator who invites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, type FakePlatform } from '../src/index.ts';
import { api, call, emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
let anna: Session;
let connie: Session;
beforeAll(async () => {
  p = await start();
  anna = await signIn(p, ids.anna, emails.anna);
  connie = await signIn(p, ids.connie, emails.connie);
}, 30_000);
afterAll(() => p.close());

type Mail = { to: string; subject: string; text: string };
const lastMailTo = async (to: string): Promise<Mail> => {
  const mails = (await call(p.url, 'GET', '/__dev/api/mails')).body as Mail[];
  const mail = mails.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
};

describe('mails in the recipient language', () => {
  it("sends a password reset in the user's language", async () => {
    for (const orgUserId of [ids.connie, ids.victor]) {
      const sent = await api(p, 'POST', '/password-reset', undefined, { orgUserId, organizationId: 1 });
      expect(sent.status).toBe(201);
    }
    const dutch = await lastMailTo(emails.connie);
    expect(dutch.subject).toBe('Stel uw walletwachtwoord opnieuw in');
    expect(dutch.text).toMatch(
      /^Beste Connie,\n\nStel hier uw wachtwoord voor Antwerp Carrier NV opnieuw in:/,
    );
    expect(dutch.text).toContain('De link is 24 uur geldig en kan één keer gebruikt worden.');
    const english = await lastMailTo(emails.victor);
    expect(english.subject).toBe('Reset your wallet password');
    expect(english.text).toMatch(/^Hello Victor,/);
  });

  it('sends the add-user mail in the language the new user is given', async () => {
    const added = await api(p, 'POST', '/organization-users', anna, {
      email: 'nl.newcomer@carrier.example',
      firstName: 'Noor',
      lastName: 'Nieuw',
      userRole: 'regular',
      lang: 'nl',
    });
    expect(added.status).toBe(201);
    const mail = await lastMailTo('nl.newcomer@carrier.example');
    expect(mail.subject).toBe('U bent uitgenodigd bij Antwerp Carrier NV');
    expect(mail.text).toMatch(/^Beste Noor,\n\nEen beheerder van Antwerp Carrier NV heeft u toegevoegd\./);
    expect(mail.text).toContain('De link is 14 dagen geldig.');
  });

  it("sends an invitation, and its cancellation, in the inviting administrator's language", async () => {
    const sent = await api(p, 'POST', '/invitations', connie, {
      name: 'Breda Barges BV',
      vat: 'NL888888888B01',
      contactEmail: 'info@breda.example',
      reference: crypto.randomUUID(),
      encrInviterData: { publicKey: 'pk-connie' },
      msg: 'Welkom',
    });
    expect(sent.status).toBe(201);
    const invitation = await lastMailTo('info@breda.example');
    expect(invitation.subject).toBe(
      'Antwerp Carrier NV nodigt u uit op het Secure Container Release-platform',
    );
    expect(invitation.text).toContain('Bericht: Welkom');
    expect(invitation.text).toMatch(/Maak uw account aan: http\S+\/invitation\/\d+\?jwt=/);

    const cancelled = await api(p, 'PATCH', `/invitations/${sent.body.id}`, connie, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect((await lastMailTo('info@breda.example')).subject).toBe(
      'Uitnodiging van Antwerp Carrier NV geannuleerd',
    );
  });
});
