// The text of the wallet upgrade procedure (product-reference §2.5 'Wallet upgrade required' links a procedure
// PDF; §1, §9: required wallet version 1.1.4, latest 1.2.9), in English and Dutch. procedure-pdf.ts
// lays it out as a PDF; /help/wallet-upgrade-procedure.pdf and /help/nl/… serve it.

/** The wallet versions of product-reference §9: the wallets of the demo world run 1.2.9, 1.1.4 and 1.0.9. */
export const REQUIRED_WALLET_VERSION = '1.1.4';
export const LATEST_WALLET_VERSION = '1.2.9';

export type Block =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'steps'; readonly items: readonly string[] }
  | { readonly kind: 'bullets'; readonly items: readonly string[] };

export type Procedure = {
  readonly lang: 'en' | 'nl';
  readonly title: string;
  readonly subtitle: string;
  readonly blocks: readonly Block[];
  /** 'Page {page} of {pages}'. */
  readonly pageLabel: (page: number, pages: number) => string;
};

const required = REQUIRED_WALLET_VERSION;
const latest = LATEST_WALLET_VERSION;

const en: Procedure = {
  lang: 'en',
  title: 'Wallet upgrade procedure',
  subtitle: `Secure Container Release company wallet: from any version below ${required} to ${latest}`,
  pageLabel: (page, pages) => `Page ${page} of ${pages}`,
  blocks: [
    {
      kind: 'paragraph',
      text: `The admin portal needs your company wallet at version ${required} or later for every connection action (sending, accepting, confirming and finalizing connection requests, invitations) and for resetting passwords. The latest version is ${latest}. Upgrade straight to ${latest}: there is no need to install the versions in between.`,
    },
    {
      kind: 'paragraph',
      text: 'If your organization uses the wallet hosted by the provider, the provider upgrades it for you and you need not do anything.',
    },
    { kind: 'heading', text: '1. Check the version your wallet runs' },
    {
      kind: 'bullets',
      items: [
        'Sign in to the admin portal: the Users page warns "You are running an outdated wallet. Required version is 1.1.4, you are running version x" when the wallet is too old, and a banner announces a newer version.',
        'Or open the Company Wallet URL followed by /version (for example https://wallet.example.com:8443/version) in a browser: it answers the version number.',
        `Versions ${required} up to the one before ${latest} keep working, but upgrading to ${latest} is recommended.`,
      ],
    },
    { kind: 'heading', text: '2. Before you start' },
    {
      kind: 'bullets',
      items: [
        'Plan a short interruption: while the wallet is stopped nobody of your organization can sign in, and connection requests cannot be handled.',
        "Make a backup copy of the wallet's data folder. It holds the encrypted keys of every user of your organization; the upgrade keeps it as it is, and every wallet password stays the same.",
        `Get the installer of version ${latest} for the operating system the wallet runs on (Windows, macOS or Linux) from your provider.`,
      ],
    },
    { kind: 'heading', text: '3. Upgrade the wallet' },
    {
      kind: 'steps',
      items: [
        'Stop the wallet (Windows: stop the wallet service; macOS and Linux: stop the wallet process or service).',
        `Run the installer of version ${latest} on the same machine. Choose the existing installation folder and keep the existing data folder when asked.`,
        'Keep the same host name and port: the Company Wallet URL in the organization profile must not change.',
        'Start the wallet again and wait until it answers on its URL.',
      ],
    },
    { kind: 'heading', text: '4. Check the result' },
    {
      kind: 'steps',
      items: [
        `Open the Company Wallet URL followed by /version: it must answer ${latest}.`,
        'Sign in to the admin portal with your usual wallet password. The outdated-wallet warning is gone and the connection actions work again.',
      ],
    },
    { kind: 'heading', text: '5. If something goes wrong' },
    {
      kind: 'bullets',
      items: [
        'The portal says "Could not reach your wallet. Are you sure it is running?": start the wallet, and check that its port is open for the browsers of your users.',
        'The wallet does not start: stop it, restore the backup of the data folder, reinstall the version you had and contact the support of your provider.',
      ],
    },
  ],
};

const nl: Procedure = {
  lang: 'nl',
  title: 'Procedure voor de upgrade van de wallet',
  subtitle: `Bedrijfswallet van Secure Container Release: van een versie lager dan ${required} naar ${latest}`,
  pageLabel: (page, pages) => `Pagina ${page} van ${pages}`,
  blocks: [
    {
      kind: 'paragraph',
      text: `Het beheerportaal heeft uw bedrijfswallet nodig op versie ${required} of hoger voor elke verbindingsactie (verbindingsverzoeken versturen, aanvaarden, bevestigen en afronden, uitnodigingen) en om wachtwoorden te resetten. De nieuwste versie is ${latest}. Upgrade meteen naar ${latest}: de tussenliggende versies hoeft u niet te installeren.`,
    },
    {
      kind: 'paragraph',
      text: 'Gebruikt uw organisatie de wallet die de provider host, dan voert de provider de upgrade uit en hoeft u niets te doen.',
    },
    { kind: 'heading', text: '1. Controleer de versie van uw wallet' },
    {
      kind: 'bullets',
      items: [
        'Log in op het beheerportaal: de pagina Gebruikers waarschuwt wanneer de wallet te oud is, met de vereiste versie 1.1.4 en de versie die u draait, en een banner meldt een nieuwere versie.',
        'Of open de Wallet-URL van het bedrijf gevolgd door /version (bijvoorbeeld https://wallet.example.com:8443/version) in een browser: die antwoordt met het versienummer.',
        `Versies vanaf ${required} tot de versie voor ${latest} blijven werken, maar een upgrade naar ${latest} is aanbevolen.`,
      ],
    },
    { kind: 'heading', text: '2. Voor u begint' },
    {
      kind: 'bullets',
      items: [
        'Plan een korte onderbreking: zolang de wallet gestopt is, kan niemand van uw organisatie inloggen en kunnen verbindingsverzoeken niet behandeld worden.',
        'Maak een reservekopie van de gegevensmap van de wallet. Die bevat de versleutelde sleutels van elke gebruiker van uw organisatie; de upgrade laat ze ongemoeid en elk walletwachtwoord blijft hetzelfde.',
        `Vraag het installatieprogramma van versie ${latest} voor het besturingssysteem van de wallet (Windows, macOS of Linux) aan uw provider.`,
      ],
    },
    { kind: 'heading', text: '3. Voer de upgrade uit' },
    {
      kind: 'steps',
      items: [
        'Stop de wallet (Windows: stop de walletservice; macOS en Linux: stop het walletproces of de service).',
        `Start het installatieprogramma van versie ${latest} op dezelfde machine. Kies de bestaande installatiemap en behoud de bestaande gegevensmap wanneer daarom gevraagd wordt.`,
        'Behoud dezelfde hostnaam en poort: de Wallet-URL van het bedrijf in het organisatieprofiel mag niet veranderen.',
        'Start de wallet opnieuw en wacht tot die antwoordt op haar URL.',
      ],
    },
    { kind: 'heading', text: '4. Controleer het resultaat' },
    {
      kind: 'steps',
      items: [
        `Open de Wallet-URL van het bedrijf gevolgd door /version: die moet ${latest} antwoorden.`,
        'Log in op het beheerportaal met uw gewone walletwachtwoord. De waarschuwing over de verouderde wallet is verdwenen en de verbindingsacties werken weer.',
      ],
    },
    { kind: 'heading', text: '5. Als er iets misloopt' },
    {
      kind: 'bullets',
      items: [
        'Het portaal kan uw wallet niet bereiken: start de wallet en controleer dat haar poort openstaat voor de browsers van uw gebruikers.',
        'De wallet start niet: stop ze, zet de reservekopie van de gegevensmap terug, installeer opnieuw de versie die u had en neem contact op met de support van uw provider.',
      ],
    },
  ],
};

export const procedures = { en, nl } as const;
