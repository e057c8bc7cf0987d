import { defineMessages } from '../messages/define.ts';

/** Texts of the refused duplicates: an invitation or a connection that already exists, and what to do. */
export const duplicateMessages = defineMessages({
  'invitations.duplicate.invitation': {
    en: 'An invitation to {name} with this VAT or email is still pending. You can send it again instead.',
    nl: 'Er staat nog een uitnodiging aan {name} met dit btw-nummer of e-mailadres open. U kunt die in plaats daarvan opnieuw versturen.',
    fr: 'Une invitation adressée à {name} avec ce numéro de TVA ou cette adresse e-mail est toujours en attente. Vous pouvez plutôt la renvoyer.',
    de: 'Eine Einladung an {name} mit dieser USt-IdNr. oder E-Mail-Adresse ist noch offen. Sie können sie stattdessen erneut senden.',
  },
  'invitations.duplicate.connection.open': {
    en: 'A connection request with {name}, which has this VAT or email, is already under way.',
    nl: 'Er loopt al een verbindingsverzoek met {name}, dat dit btw-nummer of e-mailadres heeft.',
    fr: 'Une demande de connexion avec {name}, qui utilise ce numéro de TVA ou cette adresse e-mail, est déjà en cours.',
    de: 'Mit {name}, der Organisation mit dieser USt-IdNr. oder E-Mail-Adresse, läuft bereits eine Verbindungsanfrage.',
  },
  'invitations.duplicate.connection.active': {
    en: 'You are already connected with {name}, which has this VAT or email.',
    nl: 'U bent al verbonden met {name}, dat dit btw-nummer of e-mailadres heeft.',
    fr: 'Une connexion avec {name}, qui utilise ce numéro de TVA ou cette adresse e-mail, existe déjà.',
    de: 'Sie sind bereits mit {name} verbunden, der Organisation mit dieser USt-IdNr. oder E-Mail-Adresse.',
  },
  'invitations.duplicate.showConnection': {
    en: 'Show connection',
    nl: 'Verbinding tonen',
    fr: 'Afficher la connexion',
    de: 'Verbindung anzeigen',
  },
  'users.alreadyRegistered.resend': {
    en: 'Resend invitation',
    nl: 'Uitnodiging opnieuw versturen',
    fr: 'Renvoyer l’invitation',
    de: 'Einladung erneut senden',
  },
});
