import { defineMessages } from '../messages/define.ts';

/** The users page's bulk actions: their buttons, confirmations and why a row is left out. */
export const userBulkMessages = defineMessages({
  'users.bulk.action.delete': { en: 'Delete', nl: 'Verwijderen', fr: 'Supprimer', de: 'Löschen' },
  'users.bulk.action.reactivate': {
    en: 'Reactivate',
    nl: 'Heractiveren',
    fr: 'Réactiver',
    de: 'Reaktivieren',
  },
  'users.bulk.action.resend': {
    en: 'Resend invitation',
    nl: 'Uitnodiging opnieuw versturen',
    fr: 'Renvoyer l’invitation',
    de: 'Einladung erneut senden',
  },
  'users.bulk.confirm.delete': {
    en: 'Delete {count, plural, one {# user} other {# users}}',
    nl: '{count, plural, one {# gebruiker} other {# gebruikers}} verwijderen',
    fr: 'Supprimer {count, plural, one {# utilisateur} other {# utilisateurs}}',
    de: '{count, plural, one {# Benutzer} other {# Benutzer}} löschen',
  },
  'users.bulk.confirm.reactivate': {
    en: 'Reactivate {count, plural, one {# user} other {# users}}',
    nl: '{count, plural, one {# gebruiker} other {# gebruikers}} heractiveren',
    fr: 'Réactiver {count, plural, one {# utilisateur} other {# utilisateurs}}',
    de: '{count, plural, one {# Benutzer} other {# Benutzer}} reaktivieren',
  },
  'users.bulk.confirm.resend': {
    en: 'Resend the invitation to {count, plural, one {# user} other {# users}}',
    nl: 'De uitnodiging opnieuw versturen naar {count, plural, one {# gebruiker} other {# gebruikers}}',
    fr: 'Renvoyer l’invitation à {count, plural, one {# utilisateur} other {# utilisateurs}}',
    de: 'Einladung erneut an {count, plural, one {# Benutzer} other {# Benutzer}} senden',
  },
  'users.bulk.excluded.alreadyDeleted': {
    en: 'Already deleted',
    nl: 'Al verwijderd',
    fr: 'Déjà supprimé',
    de: 'Bereits gelöscht',
  },
  'users.bulk.excluded.notDeleted': {
    en: 'Not deleted: nothing to reactivate',
    nl: 'Niet verwijderd: niets te heractiveren',
    fr: 'Non supprimé : rien à réactiver',
    de: 'Nicht gelöscht: nichts zu reaktivieren',
  },
  'users.bulk.excluded.neverActivated': {
    en: 'Never set a password: resend the invitation instead',
    nl: 'Heeft nooit een wachtwoord ingesteld: verstuur de uitnodiging opnieuw',
    fr: 'N’a jamais défini de mot de passe : renvoyez plutôt l’invitation',
    de: 'Hat nie ein Passwort festgelegt: Senden Sie stattdessen die Einladung erneut',
  },
});
