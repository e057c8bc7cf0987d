import { defineMessages } from '../messages/define.ts';
import { connectionEmptyMessages } from './messages-empty.ts';
import { connectionBulkMessages } from './messages-bulk.ts';

/** Texts of the Connections page (product-reference §2.6, §4, §5 'Connection requests', §8, §9). */
export const connectionMessages = defineMessages({
  ...connectionEmptyMessages,
  ...connectionBulkMessages,
  'connections.loading': { en: 'Loading connections...', nl: 'Verbindingen laden...' },
  'connections.checking': { en: 'Checking new connections...', nl: 'Nieuwe verbindingen controleren...' },
  'connections.operationCancelled': { en: 'Operation cancelled', nl: 'Bewerking geannuleerd' },

  // Tabs: titles (TO DO carries a count badge instead of a count in the title) and texts.
  'connections.tab.todo': { en: 'TO DO', nl: 'TE DOEN' },
  'connections.tab.waiting': {
    en: 'WAITING FOR OTHER PARTY ({count})',
    nl: 'WACHTEN OP ANDERE PARTIJ ({count})',
  },
  'connections.tab.active': { en: 'ACTIVE CONNECTIONS ({count})', nl: 'ACTIEVE VERBINDINGEN ({count})' },
  'connections.tab.cancelled': {
    en: 'CANCELLED REQUESTS ({count})',
    nl: 'GEANNULEERDE VERZOEKEN ({count})',
  },
  'connections.tab.acceptedInvitations': {
    en: 'ACCEPTED INVITATIONS ({count})',
    nl: 'AANVAARDE UITNODIGINGEN ({count})',
  },
  'connections.tabText.todo': {
    en: 'These connections require an action from you',
    nl: 'Deze verbindingen vereisen een actie van u',
  },
  'connections.tabText.waiting': {
    en: 'These connections require an action from the other party',
    nl: 'Deze verbindingen vereisen een actie van de andere partij',
  },
  'connections.tabText.active': {
    en: 'These are your active connections',
    nl: 'Dit zijn uw actieve verbindingen',
  },
  'connections.tabText.cancelled': {
    en: 'These requests were cancelled or declined',
    nl: 'Deze verzoeken werden geannuleerd of geweigerd',
  },
  'connections.tabText.acceptedInvitations': {
    en: 'Invitations sent by you and accepted; this does not yet mean a full connection',
    nl: 'Door u verstuurde en aanvaarde uitnodigingen; dit betekent nog geen volledige verbinding',
  },

  // Table columns (§2.6) and row actions.
  'connections.column.id': { en: 'ID', nl: 'Kenmerk' },
  // The specification's column list names this column by its field, isInvitation: its header is the
  // word an administrator reads, as the other columns' are (the Dutch catalogue always said so).
  'connections.column.isInvitation': { en: 'Invitation', nl: 'Uitnodiging' },
  'connections.column.status': { en: 'Status', nl: 'Status' },
  'connections.column.orgId': { en: 'Org ID', nl: 'Org-ID' },
  'connections.column.name': { en: 'Name', nl: 'Naam' },
  'connections.column.vat': { en: 'VAT', nl: 'Btw' },
  'connections.column.email': { en: 'Email', nl: 'E-mail' },
  'connections.column.customerReference': { en: 'Your customer reference', nl: 'Uw klantreferentie' },
  'connections.column.portbase': { en: 'Portbase', nl: 'Portbase' },
  'connections.column.city': { en: 'City', nl: 'Plaats' },
  'connections.column.privateAddress': { en: 'Private Address', nl: 'Privéadres' },
  'connections.column.message': { en: 'Message', nl: 'Bericht' },
  'connections.column.created': { en: 'Created', nl: 'Aangemaakt' },
  'connections.column.action': { en: 'Action', nl: 'Actie' },
  'connections.action.show': { en: 'SHOW', nl: 'TONEN' },
  'connections.invitationMessage.title': { en: 'Invitation message', nl: 'Uitnodigingsbericht' },
  'connections.action.accept': { en: 'Accept', nl: 'Aanvaarden' },
  'connections.action.decline': { en: 'Decline', nl: 'Weigeren' },
  'connections.action.acceptAll': { en: 'Accept All', nl: 'Alles aanvaarden' },
  'connections.action.cancelRequest': { en: 'Cancel connection request', nl: 'Verbindingsverzoek annuleren' },

  // The confirmations of decline and cancel: the red button names the organization it acts on.
  'connections.acceptAll.title': {
    en: 'Are you sure you want to accept all {count} connection requests?',
    nl: 'Weet u zeker dat u alle {count} verbindingsverzoeken wilt aanvaarden?',
  },
  'connections.acceptAll.text': {
    en: 'Your wallet accepts each of the {count} connection requests in To do, on every page. Each organization can then confirm its connection.',
    nl: 'Uw wallet aanvaardt elk van de {count} verbindingsverzoeken in Te doen, op elke pagina. Elke organisatie kan daarna haar verbinding bevestigen.',
  },
  'connections.acceptAll.confirm': {
    en: 'Accept all {count} requests',
    nl: 'Alle {count} verzoeken aanvaarden',
  },
  'connections.decline.title': {
    en: 'Are you sure you want to decline this connection request?',
    nl: 'Weet u zeker dat u dit verbindingsverzoek wilt weigeren?',
  },
  'connections.decline.text': {
    en: 'The connection request of {name} will be declined. They can always create a new connection request.',
    nl: 'Het verbindingsverzoek van {name} wordt geweigerd. Zij kunnen altijd een nieuw verbindingsverzoek maken.',
  },
  'connections.decline.confirm': { en: 'Decline request of {name}', nl: 'Verzoek van {name} weigeren' },
  'connections.cancelRequest.title': {
    en: 'Are you sure you want to cancel this connection request?',
    nl: 'Weet u zeker dat u dit verbindingsverzoek wilt annuleren?',
  },
  'connections.cancelRequest.text': {
    en: 'Your connection request to {name} will be cancelled. You can always create a new connection request.',
    nl: 'Uw verbindingsverzoek aan {name} wordt geannuleerd. U kunt altijd een nieuw verbindingsverzoek maken.',
  },
  'connections.cancelRequest.confirm': {
    en: 'Cancel request to {name}',
    nl: 'Verzoek aan {name} annuleren',
  },
  'connections.confirm.back': { en: 'Back', nl: 'Terug' },

  // The 'Connection status' dialog (§2.6) and 'You need to confirm' (§4).
  'connections.timeline.title': { en: 'Connection status', nl: 'Verbindingsstatus' },
  'connections.timeline.step1': { en: 'Step 1/4 request sent', nl: 'Stap 1/4 verzoek verstuurd' },
  'connections.timeline.step2': {
    en: 'Step 2/4 accepted or declined',
    nl: 'Stap 2/4 aanvaard of geweigerd',
  },
  'connections.timeline.step2Accepted': { en: 'Step 2/4 accepted', nl: 'Stap 2/4 aanvaard' },
  'connections.timeline.step2Declined': { en: 'Step 2/4 declined', nl: 'Stap 2/4 geweigerd' },
  'connections.timeline.step3': { en: 'Step 3/4 confirmed', nl: 'Stap 3/4 bevestigd' },
  'connections.timeline.step4': { en: 'Step 4/4 finalized', nl: 'Stap 4/4 afgerond' },
  'connections.timeline.cancelled': { en: 'Cancelled', nl: 'Geannuleerd' },
  'connections.timeline.declined': { en: 'Declined', nl: 'Geweigerd' },
  'connections.timeline.newRequestNote': {
    en: 'You can always create a new connection request',
    nl: 'U kunt altijd een nieuw verbindingsverzoek aanmaken',
  },
  'connections.needToConfirm': { en: 'You need to confirm', nl: 'U moet bevestigen' },

  // 'Connect with another organization' (§2.6, §5).
  'connections.connect.title': {
    en: 'Connect with another organization',
    nl: 'Verbinden met een andere organisatie',
  },
  'connections.connect.submit': {
    en: '{count, plural, one {Send connection request} other {Send # connection requests}}',
    nl: '{count, plural, one {Verbindingsverzoek versturen} other {# verbindingsverzoeken versturen}}',
  },
  'connections.connect.notInList': {
    en: 'Organization is not in the list',
    nl: 'Organisatie staat niet in de lijst',
  },
  'connections.connect.selectAtLeastOne': {
    en: 'Please select one or more organizations',
    nl: 'Selecteer een of meer organisaties',
  },
  'connections.connect.alreadyRequested': {
    en: '-- A request was already sent',
    nl: '-- Er werd al een verzoek verstuurd',
  },
  'connections.connect.subscriptionEnded': {
    en: '-- Its subscription has ended',
    nl: '-- Het abonnement is afgelopen',
  },
  'connections.connect.alreadyConnected': {
    en: '-- A connection was already made',
    nl: '-- Er werd al een verbinding gemaakt',
  },
  'connections.confirm.question': {
    en: 'Are you sure you want to connect with this organization?',
    nl: 'Weet u zeker dat u met deze organisatie wilt verbinden?',
  },
  'connections.confirm.customerReference': {
    en: 'Add your customer reference',
    nl: 'Voeg uw klantreferentie toe',
  },
  'connections.confirm.yes': {
    en: 'Yes, send out {count, plural, one {# connection request} other {# connection requests}}',
    nl: 'Ja, verstuur {count, plural, one {# verbindingsverzoek} other {# verbindingsverzoeken}}',
  },

  // Outcomes (§8 success messages) and errors (§4, §5).
  'connections.success.requestSent': {
    en: 'Connection request sent successfully to {name}',
    nl: 'Verbindingsverzoek succesvol verstuurd naar {name}',
  },
  'connections.success.status': {
    en: 'Connection {status} successfully',
    nl: 'Verbinding succesvol {status, select, accepted {aanvaard} declined {geweigerd} confirmed {bevestigd} finalized {afgerond} cancelled {geannuleerd} other {{status}}}',
  },
  'connections.success.acceptAll': {
    en: 'Invitations accepted successfully',
    nl: 'Uitnodigingen succesvol aanvaard',
  },
  'connections.error.invalidStatus': {
    en: 'Invalid status {status} for updating connection',
    nl: 'Ongeldige status {status} voor het bijwerken van de verbinding',
  },
  'connections.error.cancelledMeanwhile': {
    en: 'Connection request was cancelled meanwhile by {org}. It will be removed from your overview',
    nl: 'Het verbindingsverzoek werd intussen geannuleerd door {org}. Het wordt uit uw overzicht verwijderd',
  },
  // A wallet step whose platform write was lost: the step names no status, as it has none yet.
  'connections.error.halfDone': {
    en: 'This step is half done: your wallet did its part, but the platform did not record it. Retry to finish it',
    nl: 'Deze stap is half afgerond: uw wallet deed zijn deel, maar het platform heeft het niet vastgelegd. Probeer opnieuw om hem af te ronden',
  },
  'connections.halfDone.title': { en: 'Step half done', nl: 'Stap half afgerond' },
  'connections.retryStep': { en: 'Retry', nl: 'Opnieuw proberen' },
  'connections.error.walletUpgradeRequired': {
    en: 'Wallet upgrade required',
    nl: 'Upgrade van de wallet vereist',
  },
  // The connections page's own controls: labels the spec implies without giving their text.
  'connections.action.confirm': { en: 'Confirm', nl: 'Bevestigen' },
  'connections.action.finalize': { en: 'Finalize', nl: 'Afronden' },
  'connections.action.more': { en: 'More actions', nl: 'Meer acties' },
  'connections.action.close': { en: 'Close', nl: 'Sluiten' },
  'connections.action.cancel': { en: 'Cancel', nl: 'Annuleren' },
  'connections.statusLabel': {
    en: '{status, select, pending {Pending} accepted {Accepted} confirmed {Confirmed} finalized {Finalized} declined {Declined} cancelled {Cancelled} other {{status}}}',
    nl: '{status, select, pending {In afwachting} accepted {Aanvaard} confirmed {Bevestigd} finalized {Afgerond} declined {Geweigerd} cancelled {Geannuleerd} other {{status}}}',
  },
  'connections.kind.invitation': { en: 'Invitation', nl: 'Uitnodiging' },
  'connections.empty': { en: 'Nothing to show here', nl: 'Hier is niets te tonen' },
  'connections.connect.search': { en: 'Search by name', nl: 'Zoeken op naam' },
  'connections.connect.select': { en: 'Select {name}', nl: '{name} selecteren' },
  'connections.upgrade.text': {
    en: 'Connection actions need wallet version {required} or later. Your wallet runs version {version}. Please upgrade your wallet following the procedure.',
    nl: 'Verbindingsacties vereisen walletversie {required} of hoger. Uw wallet draait versie {version}. Upgrade uw wallet volgens de procedure.',
  },
  'connections.upgrade.procedure': {
    en: 'Wallet upgrade procedure (PDF)',
    nl: 'Procedure voor de upgrade van de wallet (PDF)',
  },
});
