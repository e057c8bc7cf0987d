// An onboarded organization's first administrator gets the language the onboarding form was filled
// in: it is stored as their `lang`, and their set-password mail speaks it. A client that sends none
// gets English; a language outside the contract's `Lang` is a 400 that onboards nothing.
import { randomUUID } from 'node:crypto';
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

type Mail = { to: string; subject: string; text: string; links: string[] };
const mailsTo = async (to: string): Promise<Mail[]> =>
  ((await call(p.url, 'GET', '/__dev/api/mails')).body as Mail[]).filter((m) => m.to === to);
const lastMailTo = async (to: string): Promise<Mail> => {
  const mail = (await mailsTo(to))[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
};

/** Anna (Antwerp Carrier NV) invites an organization; answers the invitation's id and its link token. */
const invite = async (name: string, vat: string, contactEmail: string) => {
  const sent = await api(p, 'POST', '/invitations', anna, {
    name,
    vat,
    contactEmail,
    reference: randomUUID(),
    encrInviterData: { publicKey: 'pk-anna' },
  });
  expect(sent.status).toBe(201);
  const link = (await lastMailTo(contactEmail)).links[0]!;
  return { id: sent.body.id as number, jwt: new URL(link).searchParams.get('jwt') ?? '' };
};

/** POST /onboarding without a password, so the first admin is mailed the set-password link. */
const onboard = (
  invitation: { id: number; jwt: string },
  organization: { name: string; city: string; country: string; domain: string },
  admin: { firstName: string; lang?: string },
) =>
  api(p, 'POST', `/onboarding?jwt=${invitation.jwt}`, undefined, {
    invitationId: invitation.id,
    organization: {
      name: organization.name,
      streetNbr: 'Rue 1',
      postalCode: '1000',
      city: organization.city,
      country: organization.country,
      contactEmail: `info@${organization.domain}`,
      supportEmail: `support@${organization.domain}`,
    },
    admin: {
      isFirstAdmin: true,
      firstName: admin.firstName,
      lastName: 'Admin',
      email: `admin@${organization.domain}`,
      ...(admin.lang === undefined ? {} : { lang: admin.lang }),
    },
    onboarding: {
      onboarderFirstName: admin.firstName,
      onboarderLastName: 'Admin',
      onboarderEmail: `admin@${organization.domain}`,
    },
  });

describe("the first administrator's language", () => {
  it('is the French of a form filled in French, and their set-password mail is French', async () => {
    const invitation = await invite('Lyon Fret SAS', 'FR11111111111', 'info@lyon.example');
    const done = await onboard(
      invitation,
      { name: 'Lyon Fret SAS', city: 'Lyon', country: 'France', domain: 'lyon.example' },
      { firstName: 'Camille', lang: 'fr' },
    );
    expect(done.status).toBe(201);
    expect(done.body.admin).toMatchObject({ email: 'admin@lyon.example', lang: 'fr', isActive: false });
    const mail = await lastMailTo('admin@lyon.example');
    expect(mail.subject).toBe('Vous êtes invité à rejoindre Lyon Fret SAS');
    expect(mail.text).toMatch(
      /^Bonjour Camille,\n\nUn administrateur de l’organisation Lyon Fret SAS vous a ajouté comme utilisateur\. Définissez ici le mot de passe de votre portefeuille\u00a0:\nhttp\S+\/wallet-add-user\//,
    );
    expect(mail.text).toContain('Le lien est valable 14\u00a0jours.');
  });

  it('is English when the onboarding request names none', async () => {
    const invitation = await invite('Leeds Haulage Ltd', 'GB111111111', 'info@leeds.example');
    const done = await onboard(
      invitation,
      { name: 'Leeds Haulage Ltd', city: 'Leeds', country: 'United Kingdom', domain: 'leeds.example' },
      { firstName: 'Oliver' },
    );
    expect(done.status).toBe(201);
    expect(done.body.admin).toMatchObject({ email: 'admin@leeds.example', lang: 'en' });
    const mail = await lastMailTo('admin@leeds.example');
    expect(mail.subject).toBe('You have been invited to Leeds Haulage Ltd');
    expect(mail.text).toMatch(/^Hello Oliver,\n\nAn administrator of Leeds Haulage Ltd added you\./);
  });

  it('refuses a language outside the contract with a 400 and onboards nothing; German then works', async () => {
    const invitation = await invite('Bremen Logistik GmbH', 'DE111111111', 'info@bremen.example');
    const organization = {
      name: 'Bremen Logistik GmbH',
      city: 'Bremen',
      country: 'Germany',
      domain: 'bremen.example',
    };
    const refused = await onboard(invitation, organization, { firstName: 'Greta', lang: 'es' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/admin\.lang/);
    expect(await mailsTo('admin@bremen.example')).toEqual([]);
    const unanswered = await api(p, 'GET', `/invitations/${invitation.id}`, anna);
    expect(unanswered.body).toMatchObject({ status: 'pending', resultOrganizationId: null });

    // Nothing was claimed or created: the same link onboards, in German this time.
    const done = await onboard(invitation, organization, { firstName: 'Greta', lang: 'de' });
    expect(done.status).toBe(201);
    expect(done.body.admin).toMatchObject({ lang: 'de' });
    const mail = await lastMailTo('admin@bremen.example');
    expect(mail.subject).toBe('Sie wurden zu Bremen Logistik GmbH eingeladen');
    expect(mail.text).toMatch(
      /^Hallo Greta,\n\nein Administrator von Bremen Logistik GmbH hat Sie als Benutzer hinzugefügt\. Legen Sie hier Ihr Wallet-Passwort fest:\nhttp/,
    );
    expect(mail.text).toContain('Der Link ist 14 Tage gültig.');
  });
});
