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
});
