// The text of the wallet upgrade procedure (product-reference §2.5 'Wallet upgrade required' links a procedure
// PDF; §1, §9: required wallet version 1.1.4, latest 1.2.9), in English, Dutch, French and German.
// procedure-pdf.ts lays it out as a PDF; /help/wallet-upgrade-procedure.pdf and /help/{nl,fr,de}/… serve it.
import type { Lang } from '../store/records.ts';

/** The wallet versions of product-reference §9: the wallets of the demo world run 1.2.9, 1.1.4 and 1.0.9. */
export const REQUIRED_WALLET_VERSION = '1.1.4';
export const LATEST_WALLET_VERSION = '1.2.9';

export type Block =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'steps'; readonly items: readonly string[] }
  | { readonly kind: 'bullets'; readonly items: readonly string[] };

export type Procedure = {
  readonly lang: Lang;
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

const fr: Procedure = {
  lang: 'fr',
  title: 'Procédure de mise à niveau du portefeuille',
  subtitle: `Portefeuille d’entreprise de Secure Container Release\u00a0: de toute version antérieure à ${required} vers ${latest}`,
  pageLabel: (page, pages) => `Page ${page} sur ${pages}`,
  blocks: [
    {
      kind: 'paragraph',
      text: `Le portail d’administration exige le portefeuille de votre entreprise en version ${required} ou ultérieure pour toute action sur les connexions (envoyer, accepter, confirmer et finaliser des demandes de connexion, invitations) et pour réinitialiser des mots de passe. La dernière version est la ${latest}. Passez directement à la ${latest}\u00a0: inutile d’installer les versions intermédiaires.`,
    },
    {
      kind: 'paragraph',
      text: 'Si votre organisation utilise le portefeuille hébergé par le fournisseur, celui-ci se charge de la mise à niveau et vous n’avez rien à faire.',
    },
    { kind: 'heading', text: '1. Vérifiez la version de votre portefeuille' },
    {
      kind: 'bullets',
      items: [
        `Identifiez-vous sur le portail d’administration\u00a0: la page Utilisateurs signale un portefeuille trop ancien en indiquant la version requise, ${required}, et la version installée, et un bandeau annonce toute nouvelle version.`,
        'Ou ouvrez dans un navigateur l’URL du portefeuille de l’entreprise suivie de /version (par exemple https://wallet.example.com:8443/version)\u00a0: elle renvoie le numéro de version.',
        `Les versions ${required} à celle qui précède la ${latest} continuent de fonctionner, mais la mise à niveau vers la ${latest} est recommandée.`,
      ],
    },
    { kind: 'heading', text: '2. Avant de commencer' },
    {
      kind: 'bullets',
      items: [
        'Prévoyez une courte interruption\u00a0: tant que le portefeuille est arrêté, personne dans votre organisation ne peut s’identifier et les demandes de connexion ne peuvent pas être traitées.',
        'Faites une copie de sauvegarde du dossier de données du portefeuille. Il contient les clés chiffrées de tous les utilisateurs de votre organisation\u00a0; la mise à niveau le conserve tel quel et chaque mot de passe de portefeuille reste inchangé.',
        `Procurez-vous auprès de votre fournisseur le programme d’installation de la version ${latest} pour le système d’exploitation du portefeuille (Windows, macOS ou Linux).`,
      ],
    },
    { kind: 'heading', text: '3. Mettez à niveau le portefeuille' },
    {
      kind: 'steps',
      items: [
        'Arrêtez le portefeuille (Windows\u00a0: arrêtez le service du portefeuille\u00a0; macOS et Linux\u00a0: arrêtez le processus ou le service du portefeuille).',
        `Exécutez le programme d’installation de la version ${latest} sur la même machine. Choisissez le dossier d’installation existant et conservez le dossier de données existant lorsque cela vous est demandé.`,
        'Conservez le même nom d’hôte et le même port\u00a0: l’URL du portefeuille de l’entreprise dans le profil de l’organisation ne doit pas changer.',
        'Redémarrez le portefeuille et attendez qu’il réponde à son URL.',
      ],
    },
    { kind: 'heading', text: '4. Vérifiez le résultat' },
    {
      kind: 'steps',
      items: [
        `Ouvrez l’URL du portefeuille de l’entreprise suivie de /version\u00a0: elle doit renvoyer ${latest}.`,
        'Identifiez-vous sur le portail d’administration avec votre mot de passe de portefeuille habituel. L’avertissement de portefeuille obsolète a disparu et les actions sur les connexions fonctionnent de nouveau.',
      ],
    },
    { kind: 'heading', text: '5. En cas de problème' },
    {
      kind: 'bullets',
      items: [
        'Le portail ne parvient pas à joindre votre portefeuille\u00a0: démarrez le portefeuille et vérifiez que son port est ouvert aux navigateurs de vos utilisateurs.',
        'Le portefeuille ne démarre pas\u00a0: arrêtez-le, restaurez la sauvegarde du dossier de données, réinstallez la version que vous aviez et contactez l’assistance de votre fournisseur.',
      ],
    },
  ],
};

const de: Procedure = {
  lang: 'de',
  title: 'Anleitung zur Aktualisierung der Wallet',
  subtitle: `Unternehmens-Wallet von Secure Container Release: von einer Version unter ${required} auf ${latest}`,
  pageLabel: (page, pages) => `Seite ${page} von ${pages}`,
  blocks: [
    {
      kind: 'paragraph',
      text: `Das Verwaltungsportal benötigt Ihre Unternehmens-Wallet in Version ${required} oder höher für jede Verbindungsaktion (Verbindungsanfragen senden, annehmen, bestätigen und abschließen, Einladungen) und zum Zurücksetzen von Passwörtern. Die neueste Version ist ${latest}. Aktualisieren Sie direkt auf ${latest}: Die Zwischenversionen müssen Sie nicht installieren.`,
    },
    {
      kind: 'paragraph',
      text: 'Nutzt Ihre Organisation die vom Anbieter betriebene Wallet, übernimmt der Anbieter die Aktualisierung, und Sie müssen nichts tun.',
    },
    { kind: 'heading', text: '1. Prüfen Sie die Version Ihrer Wallet' },
    {
      kind: 'bullets',
      items: [
        `Melden Sie sich im Verwaltungsportal an: Die Seite „Benutzer“ warnt, wenn die Wallet zu alt ist, und nennt die erforderliche Version ${required} sowie Ihre installierte Version; ein Hinweis kündigt eine neuere Version an.`,
        'Oder öffnen Sie in einem Browser die Wallet-URL der Firma, gefolgt von /version (zum Beispiel https://wallet.example.com:8443/version): Die Antwort ist die Versionsnummer.',
        `Versionen ab ${required} bis zur Version vor ${latest} funktionieren weiterhin, eine Aktualisierung auf ${latest} wird jedoch empfohlen.`,
      ],
    },
    { kind: 'heading', text: '2. Bevor Sie beginnen' },
    {
      kind: 'bullets',
      items: [
        'Planen Sie eine kurze Unterbrechung ein: Solange die Wallet gestoppt ist, kann sich niemand aus Ihrer Organisation anmelden, und Verbindungsanfragen können nicht bearbeitet werden.',
        'Erstellen Sie eine Sicherungskopie des Datenordners der Wallet. Er enthält die verschlüsselten Schlüssel aller Benutzer Ihrer Organisation; die Aktualisierung lässt ihn unverändert, und jedes Wallet-Passwort bleibt gleich.',
        `Beziehen Sie bei Ihrem Anbieter das Installationsprogramm der Version ${latest} für das Betriebssystem, auf dem die Wallet läuft (Windows, macOS oder Linux).`,
      ],
    },
    { kind: 'heading', text: '3. Aktualisieren Sie die Wallet' },
    {
      kind: 'steps',
      items: [
        'Stoppen Sie die Wallet (Windows: den Wallet-Dienst beenden; macOS und Linux: den Wallet-Prozess oder -Dienst beenden).',
        `Führen Sie das Installationsprogramm der Version ${latest} auf demselben Rechner aus. Wählen Sie den bestehenden Installationsordner und behalten Sie auf Nachfrage den bestehenden Datenordner bei.`,
        'Behalten Sie Hostnamen und Port bei: Die Wallet-URL der Firma im Organisationsprofil darf sich nicht ändern.',
        'Starten Sie die Wallet erneut und warten Sie, bis sie unter ihrer URL antwortet.',
      ],
    },
    { kind: 'heading', text: '4. Prüfen Sie das Ergebnis' },
    {
      kind: 'steps',
      items: [
        `Öffnen Sie die Wallet-URL der Firma, gefolgt von /version: Die Antwort muss ${latest} lauten.`,
        'Melden Sie sich mit Ihrem gewohnten Wallet-Passwort im Verwaltungsportal an. Die Warnung vor der veralteten Wallet ist verschwunden, und die Verbindungsaktionen funktionieren wieder.',
      ],
    },
    { kind: 'heading', text: '5. Wenn etwas schiefgeht' },
    {
      kind: 'bullets',
      items: [
        'Das Portal kann Ihre Wallet nicht erreichen: Starten Sie die Wallet und prüfen Sie, ob ihr Port für die Browser Ihrer Benutzer geöffnet ist.',
        'Die Wallet startet nicht: Stoppen Sie sie, stellen Sie die Sicherung des Datenordners wieder her, installieren Sie die zuvor verwendete Version erneut und wenden Sie sich an den Support Ihres Anbieters.',
      ],
    },
  ],
};

export const procedures: Readonly<Record<Lang, Procedure>> = { en, nl, fr, de };
