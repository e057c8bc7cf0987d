// The documents the EULA and pricing checkboxes accept (product-reference §5 onboarding, §2.3 the EULA
// dialog): the end user license agreement and the pricing, in en, nl, fr and de. Served with the help
// pages, at /help/{eula,pricing}.html and /help/{nl,fr,de}/…, and opened in a new tab beside the checkbox.
import type { Lang } from '../store/records.ts';

export type Document = { readonly title: string; readonly paragraphs: readonly string[] };

export const documents: Readonly<Record<Lang, Readonly<Record<string, Document>>>> = {
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
  fr: {
    eula: {
      title: 'Contrat de licence utilisateur final',
      paragraphs: [
        'Le présent contrat de licence utilisateur final est conclu entre vous, l’organisation pour laquelle vous agissez, et le fournisseur de Secure Container Release.',
        'Vous pouvez utiliser le portail d’administration et le portefeuille d’identité de votre organisation pour gérer ses utilisateurs, ses connexions avec d’autres organisations et ses intégrations avec les systèmes communautaires portuaires, exclusivement pour la mainlevée des conteneurs.',
        'Vous gardez pour vous le mot de passe de votre portefeuille. Tout ce qui est signé avec votre portefeuille est signé par vous. Prévenez immédiatement votre administrateur si vous pensez qu’une autre personne connaît votre mot de passe.',
        'Le fournisseur assure la disponibilité et la sécurité de la plateforme, et ne traite les données personnelles de vos utilisateurs que pour exploiter la plateforme, conformément à sa déclaration de confidentialité.',
        'Le fournisseur peut mettre à jour le présent contrat. Le contrat mis à jour vous est présenté lorsque vous vous identifiez, et vous l’acceptez avant de continuer à utiliser l’application.',
      ],
    },
    pricing: {
      title: 'Tarifs',
      paragraphs: [
        'Chaque nouvelle organisation commence par un essai gratuit de Premium pendant 3\u00a0mois. À l’issue de l’essai, l’organisation choisit l’un des types de compte ci-dessous.',
        'Premium\u00a0: le portefeuille hébergé par le fournisseur, toutes les connexions et toutes les intégrations avec les systèmes communautaires portuaires, avec une assistance les jours ouvrés. Facturé par organisation et par an.',
        'Basic\u00a0: un portefeuille sur site, exploité par votre organisation elle-même, et les connexions avec d’autres organisations, sans intégration avec les systèmes communautaires portuaires. Facturé par organisation et par an.',
        'Freemium\u00a0: les transporteurs établissent gratuitement des connexions avec leurs partenaires.',
        'Les prix s’entendent hors TVA. Un compte dont l’abonnement a expiré est désactivé jusqu’à son renouvellement ou sa migration vers Basic.',
      ],
    },
  },
  de: {
    eula: {
      title: 'Endbenutzer-Lizenzvertrag',
      paragraphs: [
        'Dieser Endbenutzer-Lizenzvertrag wird zwischen Ihnen, der Organisation, für die Sie handeln, und dem Anbieter von Secure Container Release geschlossen.',
        'Sie dürfen das Verwaltungsportal und die Identitäts-Wallet Ihrer Organisation nutzen, um deren Benutzer, deren Verbindungen zu anderen Organisationen und deren Integrationen mit Port-Community-Systemen zu verwalten, ausschließlich für die Freigabe von Containern.',
        'Sie halten Ihr Wallet-Passwort geheim. Alles, was mit Ihrer Wallet signiert wird, gilt als von Ihnen signiert. Informieren Sie umgehend Ihren Administrator, wenn Sie vermuten, dass eine andere Person Ihr Passwort kennt.',
        'Der Anbieter hält die Plattform verfügbar und sicher und verarbeitet die personenbezogenen Daten Ihrer Benutzer ausschließlich für den Betrieb der Plattform, wie in seiner Datenschutzerklärung beschrieben.',
        'Der Anbieter kann diesen Vertrag aktualisieren. Ein aktualisierter Vertrag wird Ihnen bei der Anmeldung angezeigt, und Sie stimmen ihm zu, bevor Sie die Anwendung weiter nutzen.',
      ],
    },
    pricing: {
      title: 'Preise',
      paragraphs: [
        'Jede neue Organisation beginnt mit einer kostenlosen dreimonatigen Premium-Testphase. Nach der Testphase wählt die Organisation eine der folgenden Kontoarten.',
        'Premium: die vom Anbieter betriebene Wallet, alle Verbindungen und alle Integrationen mit Port-Community-Systemen, mit Support an Werktagen. Abrechnung pro Organisation und Jahr.',
        'Basic: eine lokal installierte Wallet, die Ihre Organisation selbst betreibt, und Verbindungen zu anderen Organisationen, ohne Integrationen mit Port-Community-Systemen. Abrechnung pro Organisation und Jahr.',
        'Freemium: Transportunternehmen nutzen Verbindungen zu ihren Partnern kostenlos.',
        'Alle Preise verstehen sich zuzüglich Mehrwertsteuer. Ein Konto, dessen Abonnement abgelaufen ist, wird deaktiviert, bis es verlängert oder auf Basic umgestellt wird.',
      ],
    },
  },
};
