import { defineMessages } from '../messages/define.ts';

/** The users page's bulk actions: their buttons, confirmations and why a row is left out. */
export const userBulkMessages = defineMessages({
  'users.bulk.action.delete': { en: 'Delete', nl: 'Verwijderen' },
  'users.bulk.action.reactivate': { en: 'Reactivate', nl: 'Heractiveren' },
  'users.bulk.action.resend': { en: 'Resend invitation', nl: 'Uitnodiging opnieuw versturen' },
  'users.bulk.confirm.delete': {
    en: 'Delete {count, plural, one {# user} other {# users}}',
    nl: '{count, plural, one {# gebruiker} other {# gebruikers}} verwijderen',
  },
  'users.bulk.confirm.reactivate': {
    en: 'Reactivate {count, plural, one {# user} other {# users}}',
    nl: '{count, plural, one {# gebruiker} other {# gebruikers}} heractiveren',
  },
  'users.bulk.confirm.resend': {
    en: 'Resend the invitation to {count, plural, one {# user} other {# users}}',
    nl: 'De uitnodiging opnieuw versturen naar {count, plural, one {# gebruiker} other {# gebruikers}}',
  },
  'users.bulk.excluded.alreadyDeleted': { en: 'Already deleted', nl: 'Al verwijderd' },
  'users.bulk.excluded.notDeleted': {
    en: 'Not deleted: nothing to reactivate',
    nl: 'Niet verwijderd: niets te heractiveren',
  },
  'users.bulk.excluded.neverActivated': {
    en: 'Never set a password: resend the invitation instead',
    nl: 'Heeft nooit een wachtwoord ingesteld: verstuur de uitnodiging opnieuw',
  },
});
