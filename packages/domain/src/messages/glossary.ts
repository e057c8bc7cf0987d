import type { Locale } from './define.ts';

/**
 * One product term in the four languages. `word` is how a person reads it; `stem` is the lower-case
 * piece every message that speaks of the term carries in that language (so 'verbinding' finds
 * 'Verbindingsstatus' and German compounds), which is how the catalogue test proves the four
 * catalogues say the same word for the same thing. `docs/glossary.md` is this table, for translators.
 */
export type GlossaryTerm = {
  readonly word: Readonly<Record<Locale, string>>;
  readonly stem: Readonly<Record<Locale, string>>;
  /** What the term means here, when the word alone could be read two ways. */
  readonly note?: string;
  /** Messages whose English says the word in another sense, so the translation need not. */
  readonly except?: readonly string[];
};

const term = (
  word: Readonly<Record<Locale, string>>,
  stem: Readonly<Record<Locale, string>>,
  note?: string,
  except?: readonly string[],
): GlossaryTerm => ({ word, stem, ...(note === undefined ? {} : { note }), ...(except ? { except } : {}) });

export const glossary: readonly GlossaryTerm[] = [
  term(
    { en: 'connection', nl: 'verbinding', fr: 'connexion', de: 'Verbindung' },
    { en: 'connection', nl: 'verbinding', fr: 'connexion', de: 'verbindung' },
    'A private, confirmed link between two organizations. In French, signing in is "s’identifier", never "connexion", so the word keeps one meaning.',
  ),
  term(
    {
      en: 'connection request',
      nl: 'verbindingsverzoek',
      fr: 'demande de connexion',
      de: 'Verbindungsanfrage',
    },
    {
      en: 'connection request',
      nl: 'verbindingsverzoek',
      fr: 'demande de connexion',
      de: 'verbindungsanfrage',
    },
    undefined,
    // The Activity page's verb, "Connection requested", is said as a verb in every language.
    ['audit.action.connection.request'],
  ),
  term(
    { en: 'invitation', nl: 'uitnodiging', fr: 'invitation', de: 'Einladung' },
    { en: 'invitation', nl: 'uitnodiging', fr: 'invitation', de: 'einladung' },
    undefined,
    // scr's tab names are typed as they are: 'invitations' there is a value, not a word.
    ['cli.option.tab'],
  ),
  term(
    { en: 'organization', nl: 'organisatie', fr: 'organisation', de: 'Organisation' },
    { en: 'organization', nl: 'organisatie', fr: 'organisation', de: 'organisation' },
  ),
  term(
    { en: 'wallet', nl: 'wallet', fr: 'portefeuille', de: 'Wallet (die)' },
    { en: 'wallet', nl: 'wallet', fr: 'portefeuille', de: 'wallet' },
    "The organization's own signing software, run by the platform or on premise.",
  ),
  term(
    { en: 'fingerprint', nl: 'vingerafdruk', fr: 'empreinte', de: 'Fingerabdruck' },
    { en: 'fingerprint', nl: 'vingerafdruk', fr: 'empreinte', de: 'fingerabdruck' },
    'The short digest of both wallets’ keys that two administrators compare.',
  ),
  term(
    {
      en: 'Organization Manager',
      nl: 'Organisatiebeheerder',
      fr: 'Gestionnaire de l’organisation',
      de: 'Organisationsverwalter',
    },
    {
      en: 'organization manager',
      nl: 'organisatiebeheerder',
      fr: 'gestionnaire de l’organisation',
      de: 'organisationsverwalter',
    },
  ),
  term(
    {
      en: 'User Manager',
      nl: 'Gebruikersbeheerder',
      fr: 'Gestionnaire des utilisateurs',
      de: 'Benutzerverwalter',
    },
    {
      en: 'user manager',
      nl: 'gebruikersbeheerder',
      fr: 'gestionnaire des utilisateurs',
      de: 'benutzerverwalter',
    },
  ),
  term(
    { en: 'customer reference', nl: 'klantreferentie', fr: 'référence client', de: 'Kundenreferenz' },
    { en: 'customer reference', nl: 'klantreferentie', fr: 'référence client', de: 'kundenreferenz' },
  ),
  term(
    { en: 'password', nl: 'wachtwoord', fr: 'mot de passe', de: 'Passwort' },
    { en: 'password', nl: 'wachtwoord', fr: 'mot de passe', de: 'passwort' },
  ),
  term(
    { en: 'subscription', nl: 'abonnement', fr: 'abonnement', de: 'Abonnement' },
    { en: 'subscription', nl: 'abonnement', fr: 'abonnement', de: 'abonnement' },
  ),
  term(
    { en: 'private address', nl: 'privéadres', fr: 'adresse privée', de: 'private Adresse' },
    { en: 'private address', nl: 'privéadres', fr: 'adresse privée', de: 'private adresse' },
    "A wallet's address on the platform's network, not a postal address.",
  ),
  term(
    { en: 'integration', nl: 'integratie', fr: 'intégration', de: 'Integration' },
    { en: 'integration', nl: 'integratie', fr: 'intégration', de: 'integration' },
    'A link between the organization and a Port Community System (Portbase, C-point).',
  ),
  term(
    { en: 'accepted (step 2)', nl: 'aanvaard', fr: 'acceptée', de: 'angenommen' },
    { en: 'accepted', nl: 'aanvaard', fr: 'accept', de: 'angenommen' },
    'Handshake step 2: the invited organization said yes.',
  ),
  term(
    { en: 'declined (step 2)', nl: 'geweigerd', fr: 'refusée', de: 'abgelehnt' },
    { en: 'declined', nl: 'geweigerd', fr: 'refus', de: 'abgelehnt' },
    'Handshake step 2: the invited organization said no.',
  ),
  term(
    { en: 'confirmed (step 3)', nl: 'bevestigd', fr: 'confirmée', de: 'bestätigt' },
    { en: 'confirmed', nl: 'bevestigd', fr: 'confirm', de: 'bestätigt' },
    'Handshake step 3: the requester confirmed, after comparing the fingerprint.',
  ),
  term(
    { en: 'finalized (step 4)', nl: 'afgerond', fr: 'finalisée', de: 'abgeschlossen' },
    { en: 'finalized', nl: 'afgerond', fr: 'finalis', de: 'abgeschlossen' },
    'Handshake step 4: the connection is active.',
  ),
];

/**
 * Texts that read the same as the English in a language: names (of products, languages, systems),
 * in every language, and the words a language shares with English ('Status' in Dutch and German,
 * 'Message' in French). A text equal to its English passes when each of its words is listed here;
 * case, punctuation, digits and ICU arguments aside.
 */
export const sameAsEnglish: Readonly<Record<Exclude<Locale, 'en'>, readonly string[]>> = (() => {
  const names = [
    'App',
    'OK',
    'English',
    'Nederlands',
    'Français',
    'Deutsch',
    '{product} API',
    '{product} Premium',
    '{product} Freemium',
    '{product} Basic',
    'Portbase',
    'Portbase EAN',
    'Cpoint',
    'My Port of Antwerp-Bruges',
    'EAN code',
    'EULA',
    'URL',
    'Hash',
    '2FA code',
    '2-FA',
  ];
  return {
    nl: [
      ...names,
      'Menu',
      'Help',
      'Type',
      'Status',
      'Filters',
      'Org ID',
      'Wallet URL',
      'My Port of Antwerp-Bruges code',
    ],
    fr: [
      ...names,
      'Menu',
      'Notifications',
      'Type',
      'Action',
      'Message',
      'Invitation',
      'Date',
      'Options',
      'Arguments',
    ],
    de: [...names, 'Name', 'Status', 'Integration', 'Wallet', 'Org.-ID'],
  };
})();

const cell = (text: string): string => text.replaceAll('|', '\\|');

/** The glossary as the Markdown table of docs/glossary.md. */
export const glossaryTable = (): string =>
  [
    '| English | Nederlands | Français | Deutsch | Meaning |',
    '| --- | --- | --- | --- | --- |',
    ...glossary.map(
      ({ word, note }) =>
        `| ${cell(word.en)} | ${cell(word.nl)} | ${cell(word.fr)} | ${cell(word.de)} | ${cell(note ?? '')} |`,
    ),
  ].join('\n');
