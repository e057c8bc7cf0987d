import { defineMessages } from '../messages/define.ts';

/** What a connections tab says when it has no rows, and the words of the ID and invitation cells. */
export const connectionEmptyMessages = defineMessages({
  'connections.empty.todo': {
    en: 'Nothing to do: no connection needs an action from you.',
    nl: 'Niets te doen: geen enkele verbinding wacht op een actie van u.',
    fr: 'Rien à faire : aucune connexion n’attend d’action de votre part.',
    de: 'Nichts zu tun: Keine Verbindung wartet auf eine Aktion von Ihnen.',
  },
  'connections.empty.waiting': {
    en: 'No requests or invitations are waiting for another organization.',
    nl: 'Er wachten geen verzoeken of uitnodigingen op een andere organisatie.',
    fr: 'Aucune demande ni invitation n’attend une autre organisation.',
    de: 'Keine Anfragen oder Einladungen warten auf eine andere Organisation.',
  },
  'connections.empty.active': {
    en: 'No active connections yet. Connect with an organization to start.',
    nl: 'Nog geen actieve verbindingen. Verbind met een organisatie om te beginnen.',
    fr: 'Aucune connexion active pour l’instant. Établissez une connexion avec une organisation pour commencer.',
    de: 'Noch keine aktiven Verbindungen. Verbinden Sie sich mit einer Organisation, um zu beginnen.',
  },
  'connections.empty.cancelled': {
    en: 'No cancelled or declined requests.',
    nl: 'Geen geannuleerde of geweigerde verzoeken.',
    fr: 'Aucune demande annulée ou refusée.',
    de: 'Keine abgebrochenen oder abgelehnten Anfragen.',
  },
  'connections.empty.acceptedInvitations': {
    en: 'None of your invitations has been accepted yet.',
    nl: 'Nog geen van uw uitnodigingen werd aanvaard.',
    fr: 'Aucune de vos invitations n’a encore été acceptée.',
    de: 'Noch keine Ihrer Einladungen wurde angenommen.',
  },
  'connections.empty.search': {
    en: 'No connections match “{search}” on this tab.',
    nl: 'Geen verbindingen gevonden voor “{search}” op dit tabblad.',
    fr: 'Aucune connexion ne correspond à « {search} » dans cet onglet.',
    de: 'Auf dieser Registerkarte entspricht keine Verbindung „{search}“.',
  },
  'connections.id.full': {
    en: 'Full ID: {id}',
    nl: 'Volledig kenmerk: {id}',
    fr: 'Identifiant complet : {id}',
    de: 'Vollständige Kennung: {id}',
  },
  'connections.id.copy': {
    en: 'Copy ID {id}',
    nl: 'Kenmerk {id} kopiëren',
    fr: 'Copier l’identifiant {id}',
    de: 'Kennung {id} kopieren',
  },
  'connections.id.copied': {
    en: 'ID copied',
    nl: 'Kenmerk gekopieerd',
    fr: 'Identifiant copié',
    de: 'Kennung kopiert',
  },
});
