import { defineMessages } from '../messages/define.ts';

/** Why a bulk action on selected connections leaves a row out. */
export const connectionBulkMessages = defineMessages({
  'connections.bulk.excluded.sentByUs': {
    en: 'A request we sent: only the other organization can answer it',
    nl: 'Een aanvraag die wij stuurden: alleen de andere organisatie kan erop antwoorden',
  },
  'connections.bulk.excluded.receivedByUs': {
    en: 'A request we received: answer it with Accept or Decline',
    nl: 'Een aanvraag die wij ontvingen: beantwoord ze met Aanvaarden of Weigeren',
  },
  'connections.bulk.excluded.status': {
    en: 'No longer a request: this action does not apply to it',
    nl: 'Geen aanvraag meer: deze actie geldt er niet voor',
  },
  'connections.bulk.excluded.notOurs': {
    en: 'Not a connection of this organization',
    nl: 'Geen verbinding van deze organisatie',
  },
  'connections.bulk.excluded.invitation': {
    en: 'An invitation, not a connection request',
    nl: 'Een uitnodiging, geen verbindingsverzoek',
  },
  'connections.bulk.excluded.notInvitation': {
    en: 'A connection, not an invitation',
    nl: 'Een verbinding, geen uitnodiging',
  },
  'connections.bulk.action.accept': { en: 'Accept', nl: 'Aanvaarden' },
  'connections.bulk.action.decline': { en: 'Decline', nl: 'Weigeren' },
  'connections.bulk.action.cancel': { en: 'Cancel request', nl: 'Verzoek annuleren' },
  'connections.bulk.action.resend': { en: 'Resend invitation', nl: 'Uitnodiging opnieuw versturen' },
  'connections.bulk.confirm.accept': {
    en: 'Accept {count, plural, one {# request} other {# requests}}',
    nl: '{count, plural, one {# verzoek} other {# verzoeken}} aanvaarden',
  },
  'connections.bulk.confirm.decline': {
    en: 'Decline {count, plural, one {# request} other {# requests}}',
    nl: '{count, plural, one {# verzoek} other {# verzoeken}} weigeren',
  },
  'connections.bulk.confirm.cancel': {
    en: 'Cancel {count, plural, one {# request} other {# requests}}',
    nl: '{count, plural, one {# verzoek} other {# verzoeken}} annuleren',
  },
  'connections.bulk.confirm.resend': {
    en: 'Resend {count, plural, one {# invitation} other {# invitations}}',
    nl: '{count, plural, one {# uitnodiging} other {# uitnodigingen}} opnieuw versturen',
  },
});
