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
  'connections.bulk.action.cancelInvitation': { en: 'Cancel invitation', nl: 'Uitnodiging annuleren' },
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
  'connections.bulk.confirm.cancelInvitation': {
    en: 'Cancel {count, plural, one {# invitation} other {# invitations}}',
    nl: '{count, plural, one {# uitnodiging} other {# uitnodigingen}} annuleren',
  },
  // The questions and consequences of the actions that cannot be taken back, worded as the single
  // row's confirmations (connections.decline.*, connections.cancelRequest.*, invitations.cancel.*).
  'connections.bulk.question.decline': {
    en: 'Are you sure you want to decline {count, plural, one {this connection request} other {these # connection requests}}?',
    nl: 'Weet u zeker dat u {count, plural, one {dit verbindingsverzoek} other {deze # verbindingsverzoeken}} wilt weigeren?',
  },
  'connections.bulk.text.decline': {
    en: '{count, plural, one {The connection request of this organization will be declined} other {The connection requests of these # organizations will be declined}}. They can always create a new connection request.',
    nl: '{count, plural, one {Het verbindingsverzoek van deze organisatie wordt geweigerd} other {De verbindingsverzoeken van deze # organisaties worden geweigerd}}. Zij kunnen altijd een nieuw verbindingsverzoek maken.',
  },
  'connections.bulk.question.cancel': {
    en: 'Are you sure you want to cancel {count, plural, one {this connection request} other {these # connection requests}}?',
    nl: 'Weet u zeker dat u {count, plural, one {dit verbindingsverzoek} other {deze # verbindingsverzoeken}} wilt annuleren?',
  },
  'connections.bulk.text.cancel': {
    en: '{count, plural, one {Your connection request will be cancelled} other {Your # connection requests will be cancelled}}. You can always create a new connection request.',
    nl: '{count, plural, one {Uw verbindingsverzoek wordt geannuleerd} other {Uw # verbindingsverzoeken worden geannuleerd}}. U kunt altijd een nieuw verbindingsverzoek maken.',
  },
  'connections.bulk.question.cancelInvitation': {
    en: 'Are you sure you want to cancel {count, plural, one {this invitation} other {these # invitations}}?',
    nl: 'Weet u zeker dat u {count, plural, one {deze uitnodiging} other {deze # uitnodigingen}} wilt annuleren?',
  },
  'connections.bulk.text.cancelInvitation': {
    en: '{count, plural, one {The invitation will be cancelled. You can send it again later.} other {The # invitations will be cancelled. You can send them again later.}}',
    nl: '{count, plural, one {De uitnodiging wordt geannuleerd} other {De # uitnodigingen worden geannuleerd}}. U kunt ze later opnieuw versturen.',
  },
  'connections.bulk.confirm.resend': {
    en: 'Resend {count, plural, one {# invitation} other {# invitations}}',
    nl: '{count, plural, one {# uitnodiging} other {# uitnodigingen}} opnieuw versturen',
  },
});
