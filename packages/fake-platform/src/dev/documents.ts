// The documents the EULA and pricing checkboxes accept (product-reference §5 onboarding, §2.3 the EULA
// dialog): the end user license agreement and the pricing, in en and nl. Served with the help pages,
// at /help/{eula,pricing}.html and /help/nl/…, and opened in a new tab beside the checkbox.

export type Document = { readonly title: string; readonly paragraphs: readonly string[] };

export const documents: Readonly<Record<'en' | 'nl', Readonly<Record<string, Document>>>> = {
  en: {
    eula: {
      title: 'End user license agreement',
      paragraphs: [
        'This end user license agreement is between you, the organization you act for, and the provider of Secure Container Release.',
        'You may use the admin portal and the identity wallet of your organization to manage its users, its connections with other organizations and its links with port community systems, for the release of containers only.',
        'You keep your wallet password to yourself. Whatever is signed with your wallet is signed by you. Tell your administrator at once when you think someone else knows your password.',
        'The provider keeps the platform available and secure, and processes the personal data of your users only to run the platform, as its privacy statement says.',
        'The provider may update this agreement. An updated agreement is shown when you sign in, and you accept it before you continue to use the app.',
      ],
    },
    pricing: {
      title: 'Pricing',
      paragraphs: [
        'Every new organization starts with a free Premium trial of 3 months. After the trial, an organization chooses one of the account types below.',
        'Premium: the wallet hosted by the provider, every connection and every port community system link, with support on working days. Billed per organization per year.',
        'Basic: an on-premise wallet your organization runs itself, connections with other organizations, without port community system links. Billed per organization per year.',
        'Freemium: carriers connect with their partners free of charge.',
        'Prices exclude VAT. An account whose subscription expired is deactivated until it is renewed or migrated to Basic.',
      ],
    },
  },
  nl: {
    eula: {
      title: 'Licentieovereenkomst voor eindgebruikers',
      paragraphs: [
        'Deze licentieovereenkomst voor eindgebruikers geldt tussen u, de organisatie waarvoor u handelt, en de aanbieder van Secure Container Release.',
        'U mag het beheerportaal en de identiteitswallet van uw organisatie gebruiken om haar gebruikers, haar verbindingen met andere organisaties en haar koppelingen met port community systemen te beheren, uitsluitend voor het vrijgeven van containers.',
        'U houdt uw walletwachtwoord voor uzelf. Wat met uw wallet ondertekend wordt, ondertekent u. Meld het meteen aan uw beheerder als u denkt dat iemand anders uw wachtwoord kent.',
        'De aanbieder houdt het platform beschikbaar en veilig, en verwerkt de persoonsgegevens van uw gebruikers enkel om het platform te laten werken, zoals de privacyverklaring zegt.',
        'De aanbieder kan deze overeenkomst bijwerken. Een bijgewerkte overeenkomst ziet u bij het inloggen, en u aanvaardt ze voor u de app verder gebruikt.',
      ],
    },
    pricing: {
      title: 'Prijzen',
      paragraphs: [
        'Elke nieuwe organisatie begint met een gratis Premium-proefperiode van 3 maanden. Na de proefperiode kiest een organisatie een van de accounttypes hieronder.',
        'Premium: de wallet die de aanbieder host, alle verbindingen en alle koppelingen met port community systemen, met ondersteuning op werkdagen. Per organisatie per jaar gefactureerd.',
        'Basic: een on-premise wallet die uw organisatie zelf draait, verbindingen met andere organisaties, zonder koppelingen met port community systemen. Per organisatie per jaar gefactureerd.',
        'Freemium: vervoerders verbinden gratis met hun partners.',
        'Prijzen zijn exclusief btw. Een account waarvan het abonnement verlopen is, wordt gedeactiveerd tot het verlengd of naar Basic gemigreerd is.',
      ],
    },
  },
};
