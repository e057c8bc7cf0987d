// What the platform's mails say, in English, Dutch, French and German: every mail goes out in its
// recipient's language (an organization user's `lang`). An invitation's contact is nobody's user
// yet, so it has no language of its own: the invitation mails speak the language of the
// administrator who sends them, the best guess at the language the two organizations share.
//
// German letters go on in lower case after the salutation's comma ("Hallo Anna,\n\nein …"), and
// French puts a no-break space before a colon and inside guillemets, as a native mail would. French
// never writes "de" before an organization's name, which would need "d’" before a vowel
// ("d’Antwerp Carrier NV"): the sentences say "par", "de la part de" or "de l’organisation" instead.
import { langs, type ConnectionStatus, type Lang } from '../store/records.ts';

export type MailLang = Lang;
export type MailText = { readonly subject: string; readonly text: string };

/** A record's language as a mail language: any language the platform does not write reads English. */
export const mailLang = (lang: string | null | undefined): MailLang => langs.find((l) => l === lang) ?? 'en';

/** One mail in every language. */
type Mail<V> = Readonly<Record<MailLang, (v: V) => MailText>>;

/** A connection's status as the word after "Connection …": French agrees with "la connexion". */
const statusWord: Readonly<Record<Exclude<MailLang, 'en'>, Readonly<Record<ConnectionStatus, string>>>> = {
  nl: {
    pending: 'in afwachting',
    accepted: 'aanvaard',
    confirmed: 'bevestigd',
    finalized: 'afgerond',
    declined: 'geweigerd',
    cancelled: 'geannuleerd',
  },
  fr: {
    pending: 'en attente',
    accepted: 'acceptée',
    confirmed: 'confirmée',
    finalized: 'finalisée',
    declined: 'refusée',
    cancelled: 'annulée',
  },
  de: {
    pending: 'ausstehend',
    accepted: 'angenommen',
    confirmed: 'bestätigt',
    finalized: 'abgeschlossen',
    declined: 'abgelehnt',
    cancelled: 'abgebrochen',
  },
};

/** "10 minutes" in French and German: the singular for one (and, in French, for zero). */
const minutesFr = (n: number) => `${n}\u00a0minute${n > 1 ? 's' : ''}`;
const minutesDe = (n: number) => `${n} ${n === 1 ? 'Minute' : 'Minuten'}`;

const twoFactorCode: Mail<{ firstName: string; code: string; minutes: number }> = {
  en: (v) => ({
    subject: 'Your verification code',
    text: `Hello ${v.firstName},\n\nYour verification code is ${v.code}. It is valid for ${v.minutes} minutes.\n`,
  }),
  nl: (v) => ({
    subject: 'Uw verificatiecode',
    text: `Beste ${v.firstName},\n\nUw verificatiecode is ${v.code}. Deze code is ${v.minutes} minuten geldig.\n`,
  }),
  fr: (v) => ({
    subject: 'Votre code de vérification',
    text: `Bonjour ${v.firstName},\n\nVotre code de vérification est ${v.code}. Il est valable ${minutesFr(v.minutes)}.\n`,
  }),
  de: (v) => ({
    subject: 'Ihr Bestätigungscode',
    text: `Hallo ${v.firstName},\n\nIhr Bestätigungscode lautet ${v.code}. Er ist ${minutesDe(v.minutes)} gültig.\n`,
  }),
};

const passwordReset: Mail<{ firstName: string; organization: string; link: string }> = {
  en: (v) => ({
    subject: 'Reset your wallet password',
    text: `Hello ${v.firstName},\n\nReset your password for ${v.organization} here:\n${v.link}\n\nThe link is valid for 24 hours and can be used once.\n`,
  }),
  nl: (v) => ({
    subject: 'Stel uw walletwachtwoord opnieuw in',
    text: `Beste ${v.firstName},\n\nStel hier uw wachtwoord voor ${v.organization} opnieuw in:\n${v.link}\n\nDe link is 24 uur geldig en kan één keer gebruikt worden.\n`,
  }),
  fr: (v) => ({
    subject: 'Réinitialisez le mot de passe de votre portefeuille',
    text: `Bonjour ${v.firstName},\n\nRéinitialisez ici votre mot de passe pour ${v.organization}\u00a0:\n${v.link}\n\nLe lien est valable 24\u00a0heures et ne peut être utilisé qu’une seule fois.\n`,
  }),
  de: (v) => ({
    subject: 'Setzen Sie Ihr Wallet-Passwort zurück',
    text: `Hallo ${v.firstName},\n\nsetzen Sie hier Ihr Passwort für ${v.organization} zurück:\n${v.link}\n\nDer Link ist 24 Stunden gültig und kann nur einmal verwendet werden.\n`,
  }),
};

const addUser: Mail<{ firstName: string; organization: string; link: string }> = {
  en: (v) => ({
    subject: `You have been invited to ${v.organization}`,
    text: `Hello ${v.firstName},\n\nAn administrator of ${v.organization} added you. Set your wallet password here:\n${v.link}\n\nThe link is valid for 14 days.\n`,
  }),
  nl: (v) => ({
    subject: `U bent uitgenodigd bij ${v.organization}`,
    text: `Beste ${v.firstName},\n\nEen beheerder van ${v.organization} heeft u toegevoegd. Stel hier uw walletwachtwoord in:\n${v.link}\n\nDe link is 14 dagen geldig.\n`,
  }),
  fr: (v) => ({
    subject: `Vous êtes invité à rejoindre ${v.organization}`,
    text: `Bonjour ${v.firstName},\n\nUn administrateur de l’organisation ${v.organization} vous a ajouté comme utilisateur. Définissez ici le mot de passe de votre portefeuille\u00a0:\n${v.link}\n\nLe lien est valable 14\u00a0jours.\n`,
  }),
  de: (v) => ({
    subject: `Sie wurden zu ${v.organization} eingeladen`,
    text: `Hallo ${v.firstName},\n\nein Administrator von ${v.organization} hat Sie als Benutzer hinzugefügt. Legen Sie hier Ihr Wallet-Passwort fest:\n${v.link}\n\nDer Link ist 14 Tage gültig.\n`,
  }),
};

const invitation: Mail<{
  name: string;
  inviter: string;
  message: string | null;
  link: string;
  validUntil: string;
}> = {
  en: (v) => ({
    subject: `${v.inviter} invites you to the Secure Container Release platform`,
    text: `Hello ${v.name},\n\n${v.inviter} invites you to onboard.${v.message ? `\n\nMessage: ${v.message}` : ''}\n\nCreate your account: ${v.link}\n\nThe link is valid until ${v.validUntil}.\n`,
  }),
  nl: (v) => ({
    subject: `${v.inviter} nodigt u uit op het Secure Container Release-platform`,
    text: `Beste ${v.name},\n\n${v.inviter} nodigt u uit om aan te sluiten.${v.message ? `\n\nBericht: ${v.message}` : ''}\n\nMaak uw account aan: ${v.link}\n\nDe link is geldig tot ${v.validUntil}.\n`,
  }),
  fr: (v) => ({
    subject: `${v.inviter} vous invite à rejoindre la plateforme Secure Container Release`,
    text: `Bonjour ${v.name},\n\n${v.inviter} vous invite à rejoindre la plateforme.${v.message ? `\n\nMessage\u00a0: ${v.message}` : ''}\n\nCréez votre compte\u00a0: ${v.link}\n\nLe lien est valable jusqu’au ${v.validUntil}.\n`,
  }),
  de: (v) => ({
    subject: `${v.inviter} lädt Sie zur Plattform Secure Container Release ein`,
    text: `Hallo ${v.name},\n\n${v.inviter} lädt Sie ein, der Plattform beizutreten.${v.message ? `\n\nNachricht: ${v.message}` : ''}\n\nErstellen Sie Ihr Konto: ${v.link}\n\nDer Link ist gültig bis ${v.validUntil}.\n`,
  }),
};

const invitationCancelled: Mail<{ name: string; inviter: string }> = {
  en: (v) => ({
    subject: `Invitation from ${v.inviter} cancelled`,
    text: `Hello ${v.name},\n\n${v.inviter} cancelled its invitation to onboard.\n`,
  }),
  nl: (v) => ({
    subject: `Uitnodiging van ${v.inviter} geannuleerd`,
    text: `Beste ${v.name},\n\n${v.inviter} heeft de uitnodiging om aan te sluiten geannuleerd.\n`,
  }),
  fr: (v) => ({
    subject: `Invitation annulée par ${v.inviter}`,
    text: `Bonjour ${v.name},\n\n${v.inviter} a annulé son invitation à rejoindre la plateforme.\n`,
  }),
  de: (v) => ({
    subject: `Einladung von ${v.inviter} abgebrochen`,
    text: `Hallo ${v.name},\n\n${v.inviter} hat die Einladung, der Plattform beizutreten, abgebrochen.\n`,
  }),
};

const connectionRequest: Mail<{ requester: string; partner: string; link: string }> = {
  en: (v) => ({
    subject: `Connection request from ${v.requester}`,
    text: `${v.requester} would like to connect with ${v.partner}.\nReview it at ${v.link}\n`,
  }),
  nl: (v) => ({
    subject: `Verbindingsverzoek van ${v.requester}`,
    text: `${v.requester} wil verbinden met ${v.partner}.\nBekijk het verzoek op ${v.link}\n`,
  }),
  fr: (v) => ({
    subject: `Demande de connexion de la part de ${v.requester}`,
    text: `${v.requester} souhaite établir une connexion avec ${v.partner}.\nExaminez la demande ici\u00a0: ${v.link}\n`,
  }),
  de: (v) => ({
    subject: `Verbindungsanfrage von ${v.requester}`,
    text: `${v.requester} möchte eine Verbindung mit ${v.partner} herstellen.\nPrüfen Sie die Anfrage hier: ${v.link}\n`,
  }),
};

const connectionStatus: Mail<{ status: ConnectionStatus; by: string; link: string }> = {
  en: (v) => ({
    subject: `Connection ${v.status} by ${v.by}`,
    text: `${v.by} set your connection to ${v.status}.\n${v.link}\n`,
  }),
  nl: (v) => ({
    subject: `Verbinding ${statusWord.nl[v.status]} door ${v.by}`,
    text: `${v.by} heeft uw verbinding op ${statusWord.nl[v.status]} gezet.\n${v.link}\n`,
  }),
  fr: (v) => ({
    subject: `Connexion ${statusWord.fr[v.status]} par ${v.by}`,
    text: `${v.by} a changé le statut de votre connexion en «\u00a0${statusWord.fr[v.status]}\u00a0».\n${v.link}\n`,
  }),
  de: (v) => ({
    subject: `Verbindung von ${v.by} ${statusWord.de[v.status]}`,
    text: `${v.by} hat den Status Ihrer Verbindung auf „${statusWord.de[v.status]}“ gesetzt.\n${v.link}\n`,
  }),
};

/** A mail as a function of its recipient's language. */
const inLanguage =
  <V>(mail: Mail<V>) =>
  (lang: MailLang, v: V): MailText =>
    mail[lang](v);

export const twoFactorCodeMail = inLanguage(twoFactorCode);
export const passwordResetMail = inLanguage(passwordReset);
export const addUserMail = inLanguage(addUser);
export const invitationMail = inLanguage(invitation);
export const invitationCancelledMail = inLanguage(invitationCancelled);
export const connectionRequestMail = inLanguage(connectionRequest);
export const connectionStatusMail = inLanguage(connectionStatus);
