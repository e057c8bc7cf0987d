import { defineMessages } from '../messages/define.ts';

/** What a connections tab says when it has no rows, and the words of the ID and invitation cells. */
export const connectionEmptyMessages = defineMessages({
  'connections.empty.todo': {
    en: 'Nothing to do: no connection needs an action from you.',
    nl: 'Niets te doen: geen enkele verbinding wacht op een actie van u.',
  },
  'connections.empty.waiting': {
    en: 'No requests or invitations are waiting for another organization.',
    nl: 'Er wachten geen verzoeken of uitnodigingen op een andere organisatie.',
  },
  'connections.empty.active': {
    en: 'No active connections yet. Connect with an organization to start.',
    nl: 'Nog geen actieve verbindingen. Verbind met een organisatie om te beginnen.',
  },
  'connections.empty.cancelled': {
    en: 'No cancelled or declined requests.',
    nl: 'Geen geannuleerde of geweigerde verzoeken.',
  },
  'connections.empty.acceptedInvitations': {
    en: 'None of your invitations has been accepted yet.',
    nl: 'Nog geen van uw uitnodigingen werd aanvaard.',
  },
  'connections.empty.search': {
    en: 'No connections match “{search}” on this tab.',
    nl: 'Geen verbindingen gevonden voor “{search}” op dit tabblad.',
  },
  'connections.id.full': { en: 'Full ID: {id}', nl: 'Volledig kenmerk: {id}' },
  'connections.id.copy': { en: 'Copy ID {id}', nl: 'Kenmerk {id} kopiëren' },
  'connections.id.copied': { en: 'ID copied', nl: 'Kenmerk gekopieerd' },
});
