import { defineMessages } from '../messages/define.ts';

/** Texts of the refused duplicates: an invitation or a connection that already exists, and what to do. */
export const duplicateMessages = defineMessages({
  'invitations.duplicate.invitation': {
    en: 'An invitation to {name} with this VAT or email is still pending. You can send it again instead.',
    nl: 'Er staat nog een uitnodiging aan {name} met dit btw-nummer of e-mailadres open. U kunt die in plaats daarvan opnieuw versturen.',
  },
  'invitations.duplicate.connection.open': {
    en: 'A connection request with {name}, which has this VAT or email, is already under way.',
    nl: 'Er loopt al een verbindingsverzoek met {name}, dat dit btw-nummer of e-mailadres heeft.',
  },
  'invitations.duplicate.connection.active': {
    en: 'You are already connected with {name}, which has this VAT or email.',
    nl: 'U bent al verbonden met {name}, dat dit btw-nummer of e-mailadres heeft.',
  },
  'invitations.duplicate.showConnection': { en: 'Show connection', nl: 'Verbinding tonen' },
  'users.alreadyRegistered.resend': { en: 'Resend invitation', nl: 'Uitnodiging opnieuw versturen' },
});
