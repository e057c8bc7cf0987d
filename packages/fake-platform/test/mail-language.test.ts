// Every mail goes out in its recipient's language: an organization user's `lang`, and for an
// invitation's contact (nobody's user yet) the language of the administrator who invites. The
// platform writes English, Dutch, French and German, the contract's `Lang`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserIds as ids, lifetimes, type FakePlatform } from '../src/index.ts';
import { mailLang } from '../src/dev/mail-texts.ts';
import { langs } from '../src/store/records.ts';
import { deref } from './openapi-model.ts';
import { api, authenticate, call, emails, signIn, start, type Session } from './support.ts';

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

  it("writes the contract's languages, and reads any other as English", () => {
    expect(langs).toEqual(deref({ $ref: '#/components/schemas/Lang' })?.enum);
    expect(langs.map(mailLang)).toEqual(['en', 'nl', 'fr', 'de']);
    for (const other of ['es', 'FR', 'de-DE', '', null, undefined]) expect(mailLang(other)).toBe('en');
  });

  it('gives a new user French or German, mails them in it, and refuses another language with a 400', async () => {
    const add = (email: string, firstName: string, lang: string) =>
      api(p, 'POST', '/organization-users', anna, {
        email,
        firstName,
        lastName: 'Neu',
        userRole: 'regular',
        lang,
      });
    expect((await add('fr.newcomer@carrier.example', 'Camille', 'fr')).status).toBe(201);
    const french = await lastMailTo('fr.newcomer@carrier.example');
    expect(french.subject).toBe('Vous êtes invité à rejoindre Antwerp Carrier NV');
    expect(french.text).toMatch(
      /^Bonjour Camille,\n\nUn administrateur de l’organisation Antwerp Carrier NV vous a ajouté comme utilisateur\. Définissez ici le mot de passe de votre portefeuille\u00a0:\nhttp/,
    );
    expect(french.text).toContain('Le lien est valable 14\u00a0jours.');

    expect((await add('de.newcomer@carrier.example', 'Greta', 'de')).status).toBe(201);
    const german = await lastMailTo('de.newcomer@carrier.example');
    expect(german.subject).toBe('Sie wurden zu Antwerp Carrier NV eingeladen');
    expect(german.text).toMatch(
      /^Hallo Greta,\n\nein Administrator von Antwerp Carrier NV hat Sie als Benutzer hinzugefügt\. Legen Sie hier Ihr Wallet-Passwort fest:\nhttp/,
    );
    expect(german.text).toContain('Der Link ist 14 Tage gültig.');

    const refused = await add('es.newcomer@carrier.example', 'Lucía', 'es');
    expect(refused.status).toBe(400);
    const none = await api(p, 'GET', '/organization-users?email=es.newcomer@carrier.example', anna);
    expect(none.body.total).toBe(0);
  });

  it("changes a user's language to French or German, refuses another, and mails a reset in it", async () => {
    const setLang = (who: Session, id: number, lang: string) =>
      api(p, 'PATCH', `/organization-users/${id}`, who, { lang });
    expect((await setLang(anna, ids.victor, 'es')).status).toBe(400);
    expect((await api(p, 'GET', `/organization-users/${ids.victor}`, anna)).body.lang).toBe('en');

    expect((await setLang(anna, ids.victor, 'fr')).body.lang).toBe('fr');
    expect((await setLang(anna, ids.ulrich, 'de')).body.lang).toBe('de');
    for (const orgUserId of [ids.victor, ids.ulrich]) {
      const sent = await api(p, 'POST', '/password-reset', undefined, { orgUserId, organizationId: 1 });
      expect(sent.status).toBe(201);
    }
    const french = await lastMailTo(emails.victor);
    expect(french.subject).toBe('Réinitialisez le mot de passe de votre portefeuille');
    expect(french.text).toMatch(
      /^Bonjour Victor,\n\nRéinitialisez ici votre mot de passe pour Antwerp Carrier NV\u00a0:\nhttp/,
    );
    expect(french.text).toContain(
      'Le lien est valable 24\u00a0heures et ne peut être utilisé qu’une seule fois.',
    );
    const german = await lastMailTo(emails.ulrich);
    expect(german.subject).toBe('Setzen Sie Ihr Wallet-Passwort zurück');
    expect(german.text).toMatch(
      /^Hallo Ulrich,\n\nsetzen Sie hier Ihr Passwort für Antwerp Carrier NV zurück:\nhttp/,
    );
    expect(german.text).toContain('Der Link ist 24 Stunden gültig und kann nur einmal verwendet werden.');
  });

  it('sends an invitation and its cancellation in French, and an invitation in German', async () => {
    expect((await api(p, 'PATCH', `/organization-users/${ids.connie}`, anna, { lang: 'fr' })).status).toBe(
      200,
    );
    const invite = (who: Session, name: string, vat: string, contactEmail: string, msg: string) =>
      api(p, 'POST', '/invitations', who, {
        name,
        vat,
        contactEmail,
        reference: randomUUID(),
        encrInviterData: { publicKey: 'pk' },
        msg,
      });
    const sent = await invite(
      connie,
      'Lille Logistique SAS',
      'FR12345678901',
      'contact@lille.example',
      'Bienvenue',
    );
    expect(sent.status).toBe(201);
    const french = await lastMailTo('contact@lille.example');
    expect(french.subject).toBe(
      'Antwerp Carrier NV vous invite à rejoindre la plateforme Secure Container Release',
    );
    expect(french.text).toMatch(
      /^Bonjour Lille Logistique SAS,\n\nAntwerp Carrier NV vous invite à rejoindre la plateforme\.\n\nMessage\u00a0: Bienvenue\n\nCréez votre compte\u00a0: http\S+\/invitation\/\d+\?jwt=/,
    );
    expect(french.text).toContain('Le lien est valable jusqu’au ');

    expect(
      (await api(p, 'PATCH', `/invitations/${sent.body.id}`, connie, { status: 'cancelled' })).status,
    ).toBe(200);
    const cancelled = await lastMailTo('contact@lille.example');
    expect(cancelled.subject).toBe('Invitation annulée par Antwerp Carrier NV');
    expect(cancelled.text).toBe(
      'Bonjour Lille Logistique SAS,\n\nAntwerp Carrier NV a annulé son invitation à rejoindre la plateforme.\n',
    );

    expect((await api(p, 'PATCH', `/organization-users/${ids.connie}`, anna, { lang: 'de' })).status).toBe(
      200,
    );
    const invited = await invite(
      connie,
      'Köln Spedition GmbH',
      'DE123456789',
      'kontakt@koeln.example',
      'Willkommen',
    );
    expect(invited.status).toBe(201);
    const german = await lastMailTo('kontakt@koeln.example');
    expect(german.subject).toBe('Antwerp Carrier NV lädt Sie zur Plattform Secure Container Release ein');
    expect(german.text).toMatch(
      /^Hallo Köln Spedition GmbH,\n\nAntwerp Carrier NV lädt Sie ein, der Plattform beizutreten\.\n\nNachricht: Willkommen\n\nErstellen Sie Ihr Konto: http\S+\/invitation\/\d+\?jwt=/,
    );
    expect(german.text).toContain('Der Link ist gültig bis ');
  });

  it("mails each step of a connection to the other side's admins in their own French or German", async () => {
    // Rotterdam Barge Lines (3, Otto) asks Brussels Shipping NV (8), as yet unconnected.
    const [otto, brussels] = await Promise.all([
      signIn(p, ids.otto, emails.otto),
      signIn(p, ids.brussels, 'admin@brussels.example'),
    ]);
    expect((await api(p, 'PATCH', `/organization-users/${ids.otto}`, otto, { lang: 'de' })).status).toBe(200);
    expect(
      (await api(p, 'PATCH', `/organization-users/${ids.brussels}`, brussels, { lang: 'fr' })).status,
    ).toBe(200);
    const requester = (await api(p, 'GET', '/organizations/3', otto)).body.name as string;

    const reference = randomUUID();
    const requested = await api(p, 'POST', '/connections', otto, {
      organizationIdB: 8,
      reference,
      encrInviterData: { publicKey: 'pk-a' },
    });
    expect(requested.status).toBe(201);
    const request = await lastMailTo('admin@brussels.example');
    expect(request.subject).toBe(`Demande de connexion de la part de ${requester}`);
    expect(request.text).toBe(
      `${requester} souhaite établir une connexion avec Brussels Shipping NV.\nExaminez la demande ici\u00a0: ${p.url}/organization/connections/pending/${reference}\n`,
    );

    const accepted = await api(p, 'PATCH', `/connections/${reference}`, brussels, {
      status: 'accepted',
      encrInviteeData: { publicKey: 'pk-b' },
    });
    expect(accepted.status).toBe(200);
    const toOtto = await lastMailTo(emails.otto);
    expect(toOtto.subject).toBe('Verbindung von Brussels Shipping NV angenommen');
    expect(toOtto.text).toMatch(
      /^Brussels Shipping NV hat den Status Ihrer Verbindung auf „angenommen“ gesetzt\.\n/,
    );

    const confirmed = await api(p, 'PATCH', `/connections/${reference}`, otto, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    const toBrussels = await lastMailTo('admin@brussels.example');
    expect(toBrussels.subject).toBe(`Connexion confirmée par ${requester}`);
    expect(toBrussels.text.split('\n')[0]).toBe(
      `${requester} a changé le statut de votre connexion en «\u00a0confirmée\u00a0».`,
    );
  });

  it('sends the verification code in French and German (Victor and Ulrich read them since above)', async () => {
    expect(
      (await api(p, 'PATCH', '/organizations/1', anna, { twoFactorAuth: '2FA using email' })).status,
    ).toBe(200);
    for (const [id, email] of [
      [ids.victor, emails.victor],
      [ids.ulrich, emails.ulrich],
    ] as const) {
      const pending = await authenticate(p, id, email);
      expect(pending.body.twoFactorAuthRequired).toBe(true);
      const sent = await call(p.apiUrl, 'GET', '/two-factor/auth/email', {
        headers: { authorization: `Bearer ${pending.body.accessToken}`, id: String(id) },
      });
      expect(sent.status).toBe(200);
    }
    // Ten minutes: the plural in both languages. The code itself is any six digits.
    const minutes = lifetimes.twoFactorCodeSeconds / 60;
    const withoutCode = (text: string) => text.replace(/\b\d{6}\b/, '<code>');
    const french = await lastMailTo(emails.victor);
    expect(french.subject).toBe('Votre code de vérification');
    expect(withoutCode(french.text)).toBe(
      `Bonjour Victor,\n\nVotre code de vérification est <code>. Il est valable ${minutes}\u00a0minutes.\n`,
    );
    const german = await lastMailTo(emails.ulrich);
    expect(german.subject).toBe('Ihr Bestätigungscode');
    expect(withoutCode(german.text)).toBe(
      `Hallo Ulrich,\n\nIhr Bestätigungscode lautet <code>. Er ist ${minutes} Minuten gültig.\n`,
    );
  });
});
