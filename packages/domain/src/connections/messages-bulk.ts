import { defineMessages } from '../messages/define.ts';

/** Why a bulk action on selected connections leaves a row out. */
export const connectionBulkMessages = defineMessages({
  'connections.bulk.excluded.sentByUs': {
    en: 'A request we sent: only the other organization can answer it',
    nl: 'Een aanvraag die wij stuurden: alleen de andere organisatie kan erop antwoorden',
    fr: 'Une demande que nous avons envoyée : seule l’autre organisation peut y répondre',
    de: 'Eine von uns gesendete Anfrage: Nur die andere Organisation kann sie beantworten',
  },
  'connections.bulk.excluded.receivedByUs': {
    en: 'A request we received: answer it with Accept or Decline',
    nl: 'Een aanvraag die wij ontvingen: beantwoord ze met Aanvaarden of Weigeren',
    fr: 'Une demande que nous avons reçue : répondez-y avec Accepter ou Refuser',
    de: 'Eine von uns empfangene Anfrage: Beantworten Sie sie mit „Annehmen“ oder „Ablehnen“',
  },
  'connections.bulk.excluded.status': {
    en: 'No longer a request: this action does not apply to it',
    nl: 'Geen aanvraag meer: deze actie geldt er niet voor',
    fr: 'N’est plus une demande : cette action ne s’y applique pas',
    de: 'Keine Anfrage mehr: Diese Aktion gilt hierfür nicht',
  },
  'connections.bulk.excluded.notOurs': {
    en: 'Not a connection of this organization',
    nl: 'Geen verbinding van deze organisatie',
    fr: 'Pas une connexion de cette organisation',
    de: 'Keine Verbindung dieser Organisation',
  },
  'connections.bulk.excluded.invitation': {
    en: 'An invitation, not a connection request',
    nl: 'Een uitnodiging, geen verbindingsverzoek',
    fr: 'Une invitation, pas une demande de connexion',
    de: 'Eine Einladung, keine Verbindungsanfrage',
  },
  'connections.bulk.excluded.notInvitation': {
    en: 'A connection, not an invitation',
    nl: 'Een verbinding, geen uitnodiging',
    fr: 'Une connexion, pas une invitation',
    de: 'Eine Verbindung, keine Einladung',
  },
  'connections.bulk.action.accept': { en: 'Accept', nl: 'Aanvaarden', fr: 'Accepter', de: 'Annehmen' },
  'connections.bulk.action.decline': { en: 'Decline', nl: 'Weigeren', fr: 'Refuser', de: 'Ablehnen' },
  'connections.bulk.action.cancel': {
    en: 'Cancel request',
    nl: 'Verzoek annuleren',
    fr: 'Annuler la demande',
    de: 'Anfrage abbrechen',
  },
  'connections.bulk.action.cancelInvitation': {
    en: 'Cancel invitation',
    nl: 'Uitnodiging annuleren',
    fr: 'Annuler l’invitation',
    de: 'Einladung abbrechen',
  },
  'connections.bulk.action.resend': {
    en: 'Resend invitation',
    nl: 'Uitnodiging opnieuw versturen',
    fr: 'Renvoyer l’invitation',
    de: 'Einladung erneut senden',
  },
  'connections.bulk.confirm.accept': {
    en: 'Accept {count, plural, one {# request} other {# requests}}',
    nl: '{count, plural, one {# verzoek} other {# verzoeken}} aanvaarden',
    fr: 'Accepter {count, plural, one {# demande} other {# demandes}}',
    de: '{count, plural, one {# Anfrage} other {# Anfragen}} annehmen',
  },
  'connections.bulk.confirm.decline': {
    en: 'Decline {count, plural, one {# request} other {# requests}}',
    nl: '{count, plural, one {# verzoek} other {# verzoeken}} weigeren',
    fr: 'Refuser {count, plural, one {# demande} other {# demandes}}',
    de: '{count, plural, one {# Anfrage} other {# Anfragen}} ablehnen',
  },
  'connections.bulk.confirm.cancel': {
    en: 'Cancel {count, plural, one {# request} other {# requests}}',
    nl: '{count, plural, one {# verzoek} other {# verzoeken}} annuleren',
    fr: 'Annuler {count, plural, one {# demande} other {# demandes}}',
    de: '{count, plural, one {# Anfrage} other {# Anfragen}} abbrechen',
  },
  'connections.bulk.confirm.cancelInvitation': {
    en: 'Cancel {count, plural, one {# invitation} other {# invitations}}',
    nl: '{count, plural, one {# uitnodiging} other {# uitnodigingen}} annuleren',
    fr: 'Annuler {count, plural, one {# invitation} other {# invitations}}',
    de: '{count, plural, one {# Einladung} other {# Einladungen}} abbrechen',
  },
  // The questions and consequences of the actions that cannot be taken back, worded as the single
  // row's confirmations (connections.decline.*, connections.cancelRequest.*, invitations.cancel.*).
  'connections.bulk.question.decline': {
    en: 'Are you sure you want to decline {count, plural, one {this connection request} other {these # connection requests}}?',
    nl: 'Weet u zeker dat u {count, plural, one {dit verbindingsverzoek} other {deze # verbindingsverzoeken}} wilt weigeren?',
    fr: 'Voulez-vous vraiment refuser {count, plural, one {cette demande de connexion} other {ces # demandes de connexion}} ?',
    de: 'Möchten Sie {count, plural, one {diese Verbindungsanfrage} other {diese # Verbindungsanfragen}} wirklich ablehnen?',
  },
  'connections.bulk.text.decline': {
    en: '{count, plural, one {The connection request of this organization will be declined} other {The connection requests of these # organizations will be declined}}. They can always create a new connection request.',
    nl: '{count, plural, one {Het verbindingsverzoek van deze organisatie wordt geweigerd} other {De verbindingsverzoeken van deze # organisaties worden geweigerd}}. Zij kunnen altijd een nieuw verbindingsverzoek maken.',
    fr: '{count, plural, one {La demande de connexion de cette organisation sera refusée} other {Les demandes de connexion de ces # organisations seront refusées}}. Une nouvelle demande de connexion pourra toujours être créée.',
    de: '{count, plural, one {Die Verbindungsanfrage dieser Organisation wird abgelehnt} other {Die Verbindungsanfragen dieser # Organisationen werden abgelehnt}}. Eine neue Verbindungsanfrage ist jederzeit möglich.',
  },
  'connections.bulk.question.cancel': {
    en: 'Are you sure you want to cancel {count, plural, one {this connection request} other {these # connection requests}}?',
    nl: 'Weet u zeker dat u {count, plural, one {dit verbindingsverzoek} other {deze # verbindingsverzoeken}} wilt annuleren?',
    fr: 'Voulez-vous vraiment annuler {count, plural, one {cette demande de connexion} other {ces # demandes de connexion}} ?',
    de: 'Möchten Sie {count, plural, one {diese Verbindungsanfrage} other {diese # Verbindungsanfragen}} wirklich abbrechen?',
  },
  'connections.bulk.text.cancel': {
    en: '{count, plural, one {Your connection request will be cancelled} other {Your # connection requests will be cancelled}}. You can always create a new connection request.',
    nl: '{count, plural, one {Uw verbindingsverzoek wordt geannuleerd} other {Uw # verbindingsverzoeken worden geannuleerd}}. U kunt altijd een nieuw verbindingsverzoek maken.',
    fr: '{count, plural, one {Votre demande de connexion sera annulée} other {Vos # demandes de connexion seront annulées}}. Vous pourrez toujours créer une nouvelle demande de connexion.',
    de: '{count, plural, one {Ihre Verbindungsanfrage wird abgebrochen} other {Ihre # Verbindungsanfragen werden abgebrochen}}. Sie können jederzeit eine neue Verbindungsanfrage erstellen.',
  },
  'connections.bulk.question.cancelInvitation': {
    en: 'Are you sure you want to cancel {count, plural, one {this invitation} other {these # invitations}}?',
    nl: 'Weet u zeker dat u {count, plural, one {deze uitnodiging} other {deze # uitnodigingen}} wilt annuleren?',
    fr: 'Voulez-vous vraiment annuler {count, plural, one {cette invitation} other {ces # invitations}} ?',
    de: 'Möchten Sie {count, plural, one {diese Einladung} other {diese # Einladungen}} wirklich abbrechen?',
  },
  'connections.bulk.text.cancelInvitation': {
    en: '{count, plural, one {The invitation will be cancelled. You can send it again later.} other {The # invitations will be cancelled. You can send them again later.}}',
    nl: '{count, plural, one {De uitnodiging wordt geannuleerd} other {De # uitnodigingen worden geannuleerd}}. U kunt ze later opnieuw versturen.',
    fr: '{count, plural, one {L’invitation sera annulée. Vous pourrez la renvoyer plus tard.} other {Les # invitations seront annulées. Vous pourrez les renvoyer plus tard.}}',
    de: '{count, plural, one {Die Einladung wird abgebrochen. Sie können sie später erneut senden.} other {Die # Einladungen werden abgebrochen. Sie können sie später erneut senden.}}',
  },
  'connections.bulk.confirm.resend': {
    en: 'Resend {count, plural, one {# invitation} other {# invitations}}',
    nl: '{count, plural, one {# uitnodiging} other {# uitnodigingen}} opnieuw versturen',
    fr: 'Renvoyer {count, plural, one {# invitation} other {# invitations}}',
    de: '{count, plural, one {# Einladung} other {# Einladungen}} erneut senden',
  },
});
