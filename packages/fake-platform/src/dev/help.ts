// Help pages /help/{key}.html (English) and /help/{nl,fr,de}/{key}.html, shown in the app's help
// drawer, the documents the EULA and pricing checkboxes accept (documents.ts), and the wallet upgrade
// procedure /help/wallet-upgrade-procedure.pdf and /help/{nl,fr,de}/… (product-reference §2.5).
import { langs, type Lang } from '../store/records.ts';
import { documents } from './documents.ts';
import { escapeHtml, page } from './html.ts';
import { upgradeProcedurePdf } from './procedure-pdf.ts';

type Help = { title: string; paragraphs: string[] };

const en: Record<string, Help> = {
  start: {
    title: 'Welcome to the admin portal',
    paragraphs: [
      'The admin portal of Secure Container Release is where administrators manage their organization: the company profile, the users, the connections with other organizations and the links with port community systems.',
      'Organization Managers see every page. User Managers manage the users, Connection Managers manage invitations and connections.',
      'Connections are private: a connection request is accepted by the other party, confirmed by you and finalized by them, each step signed by both identity wallets.',
    ],
  },
  login: {
    title: 'Signing in',
    paragraphs: [
      'Enter your email address, choose your organization and type your wallet password. Organizations that are not activated yet cannot be chosen.',
      'Your password unlocks your identity wallet. If your organization runs its own wallet, it must be running and reachable; ask your administrator if it is not.',
      'Forgot your password? With a wallet hosted by the provider you can request a reset link by email. With a company wallet, your administrator resets it.',
    ],
  },
  users: {
    title: 'Managing users',
    paragraphs: [
      'Add a user with their name, email and roles; they receive a link to set their wallet password. Until then the link can be copied or sent again from the edit dialog.',
      'Only an Organization Manager can grant admin roles or edit admin users. The only active admin cannot be deleted.',
    ],
  },
  connections: {
    title: 'Connections and invitations',
    paragraphs: [
      'To do lists requests waiting for you. Waiting for other party lists what the other side must do. Active connections are finalized.',
      'Is an organization not on the platform yet? Invite it: it receives a link to onboard, valid for 14 days.',
    ],
  },
};

const nl: Record<string, Help> = {
  start: {
    title: 'Welkom in het beheerportaal',
    paragraphs: [
      'In het beheerportaal van Secure Container Release beheren beheerders hun organisatie: het bedrijfsprofiel, de gebruikers, de verbindingen met andere organisaties en de koppelingen met port community systemen.',
      'Organisatiebeheerders zien elke pagina. Gebruikersbeheerders beheren de gebruikers, verbindingsbeheerders de uitnodigingen en verbindingen.',
      'Verbindingen zijn privé: de andere partij aanvaardt een verzoek, u bevestigt het en zij ronden het af, telkens ondertekend door beide identiteitswallets.',
    ],
  },
  login: {
    title: 'Inloggen',
    paragraphs: [
      'Geef uw e-mailadres in, kies uw organisatie en typ uw walletwachtwoord. Organisaties die nog niet geactiveerd zijn, kunnen niet gekozen worden.',
      'Uw wachtwoord ontgrendelt uw identiteitswallet. Draait uw organisatie een eigen wallet, dan moet die actief en bereikbaar zijn; vraag anders uw beheerder.',
      'Wachtwoord vergeten? Met een wallet van de provider vraagt u een resetlink per e-mail aan. Met een bedrijfswallet reset uw beheerder het wachtwoord.',
    ],
  },
  users: {
    title: 'Gebruikers beheren',
    paragraphs: [
      'Voeg een gebruiker toe met naam, e-mail en rollen; die krijgt een link om een walletwachtwoord in te stellen. Tot dan kan de link gekopieerd of opnieuw verstuurd worden.',
      'Enkel een organisatiebeheerder kent beheerdersrollen toe of bewerkt beheerders. De enige actieve beheerder kan niet verwijderd worden.',
    ],
  },
  connections: {
    title: 'Verbindingen en uitnodigingen',
    paragraphs: [
      'Te doen toont verzoeken die op u wachten. Wachten op andere partij toont wat de andere kant moet doen. Actieve verbindingen zijn afgerond.',
      'Staat een organisatie nog niet op het platform? Nodig ze uit: ze krijgt een link om zich te registreren, 14 dagen geldig.',
    ],
  },
};

const fr: Record<string, Help> = {
  start: {
    title: 'Bienvenue dans le portail d’administration',
    paragraphs: [
      'Le portail d’administration de Secure Container Release permet aux administrateurs de gérer leur organisation\u00a0: le profil de l’entreprise, les utilisateurs, les connexions avec d’autres organisations et les intégrations avec les systèmes communautaires portuaires.',
      'Les Gestionnaires de l’organisation voient toutes les pages. Les Gestionnaires des utilisateurs gèrent les utilisateurs, les Gestionnaires des connexions gèrent les invitations et les connexions.',
      'Les connexions sont privées\u00a0: une demande de connexion est acceptée par l’autre partie, confirmée par vous, puis finalisée par l’autre partie, chaque étape étant signée par les portefeuilles d’identité des deux organisations.',
    ],
  },
  login: {
    title: 'Identification',
    paragraphs: [
      'Saisissez votre adresse e-mail, choisissez votre organisation et tapez le mot de passe de votre portefeuille. Les organisations qui ne sont pas encore activées ne peuvent pas être choisies.',
      'Votre mot de passe déverrouille votre portefeuille d’identité. Si votre organisation exploite son propre portefeuille, celui-ci doit être démarré et joignable\u00a0; sinon, adressez-vous à votre administrateur.',
      'Mot de passe oublié\u00a0? Avec un portefeuille hébergé par le fournisseur, vous pouvez demander un lien de réinitialisation par e-mail. Avec un portefeuille d’entreprise, c’est votre administrateur qui le réinitialise.',
    ],
  },
  users: {
    title: 'Gérer les utilisateurs',
    paragraphs: [
      'Ajoutez un utilisateur avec son nom, son adresse e-mail et ses rôles\u00a0; il reçoit un lien pour définir le mot de passe de son portefeuille. D’ici là, le lien peut être copié ou renvoyé depuis la boîte de dialogue de modification.',
      'Seul un Gestionnaire de l’organisation peut attribuer des rôles d’administrateur ou modifier des administrateurs. Le seul administrateur actif ne peut pas être supprimé.',
    ],
  },
  connections: {
    title: 'Connexions et invitations',
    paragraphs: [
      '«\u00a0À faire\u00a0» affiche les demandes qui attendent votre action. «\u00a0En attente de l’autre partie\u00a0» affiche ce que l’autre partie doit faire. Les connexions actives sont finalisées.',
      'Une organisation n’est pas encore sur la plateforme\u00a0? Invitez-la\u00a0: elle reçoit un lien d’inscription, valable 14\u00a0jours.',
    ],
  },
};

const de: Record<string, Help> = {
  start: {
    title: 'Willkommen im Verwaltungsportal',
    paragraphs: [
      'Im Verwaltungsportal von Secure Container Release verwalten Administratoren ihre Organisation: das Unternehmensprofil, die Benutzer, die Verbindungen zu anderen Organisationen und die Integrationen mit Port-Community-Systemen.',
      'Organisationsverwalter sehen alle Seiten. Benutzerverwalter verwalten die Benutzer, Verbindungsverwalter die Einladungen und Verbindungen.',
      'Verbindungen sind privat: Eine Verbindungsanfrage wird von der Gegenseite angenommen, von Ihnen bestätigt und anschließend von der Gegenseite abgeschlossen. Jeder Schritt wird von den Identitäts-Wallets beider Organisationen signiert.',
    ],
  },
  login: {
    title: 'Anmeldung',
    paragraphs: [
      'Geben Sie Ihre E-Mail-Adresse ein, wählen Sie Ihre Organisation und geben Sie Ihr Wallet-Passwort ein. Organisationen, die noch nicht aktiviert sind, können nicht ausgewählt werden.',
      'Ihr Passwort entsperrt Ihre Identitäts-Wallet. Betreibt Ihre Organisation eine eigene Wallet, muss diese laufen und erreichbar sein; wenden Sie sich andernfalls an Ihren Administrator.',
      'Passwort vergessen? Bei einer vom Anbieter betriebenen Wallet können Sie per E-Mail einen Link zum Zurücksetzen anfordern. Bei einer Unternehmens-Wallet setzt Ihr Administrator das Passwort zurück.',
    ],
  },
  users: {
    title: 'Benutzer verwalten',
    paragraphs: [
      'Fügen Sie einen Benutzer mit Namen, E-Mail-Adresse und Rollen hinzu; er erhält einen Link, um sein Wallet-Passwort festzulegen. Bis dahin kann der Link im Bearbeitungsdialog kopiert oder erneut gesendet werden.',
      'Nur ein Organisationsverwalter kann Administratorrollen vergeben oder Administratoren bearbeiten. Der einzige aktive Administrator kann nicht gelöscht werden.',
    ],
  },
  connections: {
    title: 'Verbindungen und Einladungen',
    paragraphs: [
      '„Zu erledigen“ zeigt die Anfragen, die auf Sie warten. „Warten auf Gegenseite“ zeigt, was die andere Seite tun muss. Aktive Verbindungen sind abgeschlossen.',
      'Ist eine Organisation noch nicht auf der Plattform? Laden Sie sie ein: Die Organisation erhält einen Link zur Registrierung, der 14 Tage gültig ist.',
    ],
  },
};

const pages: Readonly<Record<Lang, Record<string, Help>>> = { en, nl, fr, de };

// A help path's language is its folder (English needs none, but /help/en/ reads too).
const helpPath = /^\/help\/(?:(en|nl|fr|de)\/)?([a-z0-9-]+)\.html$/;
const pdfPath = /^\/help\/(?:(en|nl|fr|de)\/)?wallet-upgrade-procedure\.pdf$/;
const langOf = (folder: string | undefined): Lang => langs.find((l) => l === folder) ?? 'en';

/** The HTML of /help/{key}.html or /help/{lang}/{key}.html (a help page or a document), or undefined for an unknown page. */
export const helpPage = (path: string): string | undefined => {
  const match = helpPath.exec(path);
  if (!match) return undefined;
  const lang = langOf(match[1]);
  const key = match[2] ?? '';
  const help = pages[lang][key] ?? documents[lang][key];
  if (!help) return undefined;
  return page(
    help.title,
    `<h1>${escapeHtml(help.title)}</h1>${help.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
    lang,
  );
};

export type HelpFile = { readonly type: string; readonly body: string | Buffer; readonly filename?: string };

/** Any file under /help/: a help page, or the upgrade procedure PDF; undefined for an unknown path. */
export const helpFile = async (path: string): Promise<HelpFile | undefined> => {
  const pdf = pdfPath.exec(path);
  if (pdf)
    return {
      type: 'application/pdf',
      // A Buffer, not a bare Uint8Array: Koa sends a Buffer as bytes but would serialize the latter as JSON.
      body: Buffer.from(await upgradeProcedurePdf(langOf(pdf[1]))),
      filename: 'wallet-upgrade-procedure.pdf',
    };
  const html = helpPage(path);
  return html === undefined ? undefined : { type: 'text/html; charset=utf-8', body: html };
};
