// Help pages /help/{key}.html and /help/nl/{key}.html, shown in the app's help drawer, the documents
// the EULA and pricing checkboxes accept (documents.ts), and the wallet upgrade procedure
// /help/wallet-upgrade-procedure.pdf and /help/nl/… (product-reference §2.5).
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

/** The HTML of /help/{key}.html or /help/nl/{key}.html (a help page or a document), or undefined for an unknown page. */
export const helpPage = (path: string): string | undefined => {
  const match = /^\/help\/(?:(nl|en)\/)?([a-z0-9-]+)\.html$/.exec(path);
  if (!match) return undefined;
  const lang = match[1] ?? 'en';
  const key = match[2] ?? '';
  const help = (lang === 'nl' ? nl : en)[key] ?? documents[lang === 'nl' ? 'nl' : 'en'][key];
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
  const pdf = /^\/help\/(?:(nl|en)\/)?wallet-upgrade-procedure\.pdf$/.exec(path);
  if (pdf)
    return {
      type: 'application/pdf',
      // A Buffer, not a bare Uint8Array: Koa sends a Buffer as bytes but would serialize the latter as JSON.
      body: Buffer.from(await upgradeProcedurePdf(pdf[1] === 'nl' ? 'nl' : 'en')),
      filename: 'wallet-upgrade-procedure.pdf',
    };
  const html = helpPage(path);
  return html === undefined ? undefined : { type: 'text/html; charset=utf-8', body: html };
};
