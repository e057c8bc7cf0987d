import { defineMessages } from '../messages/define.ts';
import { connectionEmptyMessages } from './messages-empty.ts';
import { connectionBulkMessages } from './messages-bulk.ts';

/** Texts of the Connections page (product-reference §2.6, §4, §5 'Connection requests', §8, §9). */
export const connectionMessages = defineMessages({
  ...connectionEmptyMessages,
  ...connectionBulkMessages,
  'connections.loading': {
    en: 'Loading connections...',
    nl: 'Verbindingen laden...',
    fr: 'Chargement des connexions...',
    de: 'Verbindungen werden geladen...',
  },
  'connections.checking': {
    en: 'Checking new connections...',
    nl: 'Nieuwe verbindingen controleren...',
    fr: 'Vérification des nouvelles connexions...',
    de: 'Neue Verbindungen werden geprüft...',
  },
  'connections.operationCancelled': {
    en: 'Operation cancelled',
    nl: 'Bewerking geannuleerd',
    fr: 'Opération annulée',
    de: 'Vorgang abgebrochen',
  },

  // Tabs: titles (TO DO carries a count badge instead of a count in the title) and texts.
  'connections.tab.todo': { en: 'TO DO', nl: 'TE DOEN', fr: 'À FAIRE', de: 'ZU ERLEDIGEN' },
  'connections.tab.waiting': {
    en: 'WAITING FOR OTHER PARTY ({count})',
    nl: 'WACHTEN OP ANDERE PARTIJ ({count})',
    fr: 'EN ATTENTE DE L’AUTRE PARTIE ({count})',
    de: 'WARTEN AUF GEGENSEITE ({count})',
  },
  'connections.tab.active': {
    en: 'ACTIVE CONNECTIONS ({count})',
    nl: 'ACTIEVE VERBINDINGEN ({count})',
    fr: 'CONNEXIONS ACTIVES ({count})',
    de: 'AKTIVE VERBINDUNGEN ({count})',
  },
  'connections.tab.cancelled': {
    en: 'CANCELLED REQUESTS ({count})',
    nl: 'GEANNULEERDE VERZOEKEN ({count})',
    fr: 'DEMANDES ANNULÉES ({count})',
    de: 'ABGEBROCHENE ANFRAGEN ({count})',
  },
  'connections.tab.acceptedInvitations': {
    en: 'ACCEPTED INVITATIONS ({count})',
    nl: 'AANVAARDE UITNODIGINGEN ({count})',
    fr: 'INVITATIONS ACCEPTÉES ({count})',
    de: 'ANGENOMMENE EINLADUNGEN ({count})',
  },
  'connections.tabText.todo': {
    en: 'These connections require an action from you',
    nl: 'Deze verbindingen vereisen een actie van u',
    fr: 'Ces connexions nécessitent une action de votre part',
    de: 'Diese Verbindungen erfordern eine Aktion von Ihnen',
  },
  'connections.tabText.waiting': {
    en: 'These connections require an action from the other party',
    nl: 'Deze verbindingen vereisen een actie van de andere partij',
    fr: 'Ces connexions nécessitent une action de l’autre partie',
    de: 'Diese Verbindungen erfordern eine Aktion der Gegenseite',
  },
  'connections.tabText.active': {
    en: 'These are your active connections',
    nl: 'Dit zijn uw actieve verbindingen',
    fr: 'Voici vos connexions actives',
    de: 'Dies sind Ihre aktiven Verbindungen',
  },
  'connections.tabText.cancelled': {
    en: 'These requests were cancelled or declined',
    nl: 'Deze verzoeken werden geannuleerd of geweigerd',
    fr: 'Ces demandes ont été annulées ou refusées',
    de: 'Diese Anfragen wurden abgebrochen oder abgelehnt',
  },
  'connections.tabText.acceptedInvitations': {
    en: 'Invitations sent by you and accepted; this does not yet mean a full connection',
    nl: 'Door u verstuurde en aanvaarde uitnodigingen; dit betekent nog geen volledige verbinding',
    fr: 'Invitations que vous avez envoyées et qui ont été acceptées ; cela ne signifie pas encore une connexion complète',
    de: 'Von Ihnen gesendete und angenommene Einladungen; das bedeutet noch keine vollständige Verbindung',
  },

  // Table columns (§2.6) and row actions.
  'connections.column.id': { en: 'ID', nl: 'Kenmerk', fr: 'Identifiant', de: 'Kennung' },
  // The specification's column list names this column by its field, isInvitation: its header is the
  // word an administrator reads, as the other columns' are (the Dutch catalogue always said so).
  'connections.column.isInvitation': {
    en: 'Invitation',
    nl: 'Uitnodiging',
    fr: 'Invitation',
    de: 'Einladung',
  },
  'connections.column.status': { en: 'Status', nl: 'Status', fr: 'Statut', de: 'Status' },
  'connections.column.orgId': { en: 'Org ID', nl: 'Org-ID', fr: 'ID org.', de: 'Org.-ID' },
  'connections.column.name': { en: 'Name', nl: 'Naam', fr: 'Nom', de: 'Name' },
  'connections.column.vat': { en: 'VAT', nl: 'Btw', fr: 'TVA', de: 'USt-IdNr.' },
  'connections.column.email': { en: 'Email', nl: 'E-mail', fr: 'E-mail', de: 'E-Mail' },
  'connections.column.customerReference': {
    en: 'Your customer reference',
    nl: 'Uw klantreferentie',
    fr: 'Votre référence client',
    de: 'Ihre Kundenreferenz',
  },
  'connections.column.portbase': { en: 'Portbase', nl: 'Portbase', fr: 'Portbase', de: 'Portbase' },
  'connections.column.city': { en: 'City', nl: 'Plaats', fr: 'Ville', de: 'Ort' },
  'connections.column.privateAddress': {
    en: 'Private Address',
    nl: 'Privéadres',
    fr: 'Adresse privée',
    de: 'Private Adresse',
  },
  'connections.column.message': { en: 'Message', nl: 'Bericht', fr: 'Message', de: 'Nachricht' },
  'connections.column.created': { en: 'Created', nl: 'Aangemaakt', fr: 'Créée le', de: 'Erstellt am' },
  'connections.column.action': { en: 'Action', nl: 'Actie', fr: 'Action', de: 'Aktion' },
  'connections.action.show': { en: 'SHOW', nl: 'TONEN', fr: 'AFFICHER', de: 'ANZEIGEN' },
  'connections.invitationMessage.title': {
    en: 'Invitation message',
    nl: 'Uitnodigingsbericht',
    fr: 'Message d’invitation',
    de: 'Einladungsnachricht',
  },
  'connections.action.accept': { en: 'Accept', nl: 'Aanvaarden', fr: 'Accepter', de: 'Annehmen' },
  'connections.action.decline': { en: 'Decline', nl: 'Weigeren', fr: 'Refuser', de: 'Ablehnen' },
  'connections.action.acceptAll': {
    en: 'Accept All',
    nl: 'Alles aanvaarden',
    fr: 'Tout accepter',
    de: 'Alle annehmen',
  },
  'connections.action.cancelRequest': {
    en: 'Cancel connection request',
    nl: 'Verbindingsverzoek annuleren',
    fr: 'Annuler la demande de connexion',
    de: 'Verbindungsanfrage abbrechen',
  },

  // The confirmations of decline and cancel: the red button names the organization it acts on.
  'connections.acceptAll.title': {
    en: 'Are you sure you want to accept all {count} connection requests?',
    nl: 'Weet u zeker dat u alle {count} verbindingsverzoeken wilt aanvaarden?',
    fr: 'Voulez-vous vraiment accepter chaque demande de connexion, soit {count} au total ?',
    de: 'Möchten Sie wirklich alle {count} Verbindungsanfragen annehmen?',
  },
  'connections.acceptAll.text': {
    en: 'Your wallet accepts each of the {count} connection requests in To do, on every page. Each organization can then confirm its connection.',
    nl: 'Uw wallet aanvaardt elk van de {count} verbindingsverzoeken in Te doen, op elke pagina. Elke organisatie kan daarna haar verbinding bevestigen.',
    fr: 'Votre portefeuille accepte chaque demande de connexion de l’onglet À faire ({count} au total), sur toutes les pages. Chaque organisation peut ensuite confirmer sa connexion.',
    de: 'Ihre Wallet nimmt jede der {count} Verbindungsanfragen unter „Zu erledigen“ an, auf allen Seiten. Jede Organisation kann danach ihre Verbindung bestätigen.',
  },
  'connections.acceptAll.confirm': {
    en: 'Accept all {count} requests',
    nl: 'Alle {count} verzoeken aanvaarden',
    fr: 'Accepter les {count} demandes',
    de: 'Alle {count} Anfragen annehmen',
  },
  'connections.decline.title': {
    en: 'Are you sure you want to decline this connection request?',
    nl: 'Weet u zeker dat u dit verbindingsverzoek wilt weigeren?',
    fr: 'Voulez-vous vraiment refuser cette demande de connexion ?',
    de: 'Möchten Sie diese Verbindungsanfrage wirklich ablehnen?',
  },
  'connections.decline.text': {
    en: 'The connection request of {name} will be declined. They can always create a new connection request.',
    nl: 'Het verbindingsverzoek van {name} wordt geweigerd. Zij kunnen altijd een nieuw verbindingsverzoek maken.',
    fr: 'La demande de connexion de {name} sera refusée. Une nouvelle demande de connexion pourra toujours être créée.',
    de: 'Die Verbindungsanfrage von {name} wird abgelehnt. Eine neue Verbindungsanfrage ist jederzeit möglich.',
  },
  'connections.decline.confirm': {
    en: 'Decline request of {name}',
    nl: 'Verzoek van {name} weigeren',
    fr: 'Refuser la demande de {name}',
    de: 'Anfrage von {name} ablehnen',
  },
  'connections.cancelRequest.title': {
    en: 'Are you sure you want to cancel this connection request?',
    nl: 'Weet u zeker dat u dit verbindingsverzoek wilt annuleren?',
    fr: 'Voulez-vous vraiment annuler cette demande de connexion ?',
    de: 'Möchten Sie diese Verbindungsanfrage wirklich abbrechen?',
  },
  'connections.cancelRequest.text': {
    en: 'Your connection request to {name} will be cancelled. You can always create a new connection request.',
    nl: 'Uw verbindingsverzoek aan {name} wordt geannuleerd. U kunt altijd een nieuw verbindingsverzoek maken.',
    fr: 'Votre demande de connexion adressée à {name} sera annulée. Vous pourrez toujours créer une nouvelle demande de connexion.',
    de: 'Ihre Verbindungsanfrage an {name} wird abgebrochen. Sie können jederzeit eine neue Verbindungsanfrage erstellen.',
  },
  'connections.cancelRequest.confirm': {
    en: 'Cancel request to {name}',
    nl: 'Verzoek aan {name} annuleren',
    fr: 'Annuler la demande adressée à {name}',
    de: 'Anfrage an {name} abbrechen',
  },
  'connections.confirm.back': { en: 'Back', nl: 'Terug', fr: 'Retour', de: 'Zurück' },

  // The 'Connection status' dialog (§2.6) and 'You need to confirm' (§4).
  'connections.timeline.title': {
    en: 'Connection status',
    nl: 'Verbindingsstatus',
    fr: 'Statut de la connexion',
    de: 'Verbindungsstatus',
  },
  'connections.timeline.step1': {
    en: 'Step 1/4 request sent',
    nl: 'Stap 1/4 verzoek verstuurd',
    fr: 'Étape 1/4 demande envoyée',
    de: 'Schritt 1/4 Anfrage gesendet',
  },
  'connections.timeline.step2': {
    en: 'Step 2/4 accepted or declined',
    nl: 'Stap 2/4 aanvaard of geweigerd',
    fr: 'Étape 2/4 acceptée ou refusée',
    de: 'Schritt 2/4 angenommen oder abgelehnt',
  },
  'connections.timeline.step2Accepted': {
    en: 'Step 2/4 accepted',
    nl: 'Stap 2/4 aanvaard',
    fr: 'Étape 2/4 acceptée',
    de: 'Schritt 2/4 angenommen',
  },
  'connections.timeline.step2Declined': {
    en: 'Step 2/4 declined',
    nl: 'Stap 2/4 geweigerd',
    fr: 'Étape 2/4 refusée',
    de: 'Schritt 2/4 abgelehnt',
  },
  'connections.timeline.step3': {
    en: 'Step 3/4 confirmed',
    nl: 'Stap 3/4 bevestigd',
    fr: 'Étape 3/4 confirmée',
    de: 'Schritt 3/4 bestätigt',
  },
  'connections.timeline.step4': {
    en: 'Step 4/4 finalized',
    nl: 'Stap 4/4 afgerond',
    fr: 'Étape 4/4 finalisée',
    de: 'Schritt 4/4 abgeschlossen',
  },
  'connections.timeline.cancelled': { en: 'Cancelled', nl: 'Geannuleerd', fr: 'Annulée', de: 'Abgebrochen' },
  'connections.timeline.declined': { en: 'Declined', nl: 'Geweigerd', fr: 'Refusée', de: 'Abgelehnt' },
  'connections.timeline.newRequestNote': {
    en: 'You can always create a new connection request',
    nl: 'U kunt altijd een nieuw verbindingsverzoek aanmaken',
    fr: 'Vous pouvez toujours créer une nouvelle demande de connexion',
    de: 'Sie können jederzeit eine neue Verbindungsanfrage erstellen',
  },
  'connections.needToConfirm': {
    en: 'You need to confirm',
    nl: 'U moet bevestigen',
    fr: 'Vous devez confirmer',
    de: 'Sie müssen bestätigen',
  },

  // 'Connect with another organization' (§2.6, §5).
  'connections.connect.title': {
    en: 'Connect with another organization',
    nl: 'Verbinden met een andere organisatie',
    fr: 'Établir une connexion avec une autre organisation',
    de: 'Mit einer anderen Organisation verbinden',
  },
  'connections.connect.submit': {
    en: '{count, plural, one {Send connection request} other {Send # connection requests}}',
    nl: '{count, plural, one {Verbindingsverzoek versturen} other {# verbindingsverzoeken versturen}}',
    fr: '{count, plural, one {Envoyer la demande de connexion} other {Envoyer # demandes de connexion}}',
    de: '{count, plural, one {Verbindungsanfrage senden} other {# Verbindungsanfragen senden}}',
  },
  'connections.connect.notInList': {
    en: 'Organization is not in the list',
    nl: 'Organisatie staat niet in de lijst',
    fr: 'L’organisation ne figure pas dans la liste',
    de: 'Die Organisation ist nicht in der Liste',
  },
  'connections.connect.selectAtLeastOne': {
    en: 'Please select one or more organizations',
    nl: 'Selecteer een of meer organisaties',
    fr: 'Veuillez sélectionner une ou plusieurs organisations',
    de: 'Bitte wählen Sie eine oder mehrere Organisationen aus',
  },
  'connections.connect.alreadyRequested': {
    en: '-- A request was already sent',
    nl: '-- Er werd al een verzoek verstuurd',
    fr: '-- Une demande a déjà été envoyée',
    de: '-- Eine Anfrage wurde bereits gesendet',
  },
  'connections.connect.subscriptionEnded': {
    en: '-- Its subscription has ended',
    nl: '-- Het abonnement is afgelopen',
    fr: '-- Son abonnement a pris fin',
    de: '-- Das Abonnement ist abgelaufen',
  },
  'connections.connect.alreadyConnected': {
    en: '-- A connection was already made',
    nl: '-- Er werd al een verbinding gemaakt',
    fr: '-- Une connexion existe déjà',
    de: '-- Eine Verbindung besteht bereits',
  },
  'connections.confirm.question': {
    en: 'Are you sure you want to connect with this organization?',
    nl: 'Weet u zeker dat u met deze organisatie wilt verbinden?',
    fr: 'Voulez-vous vraiment établir une connexion avec cette organisation ?',
    de: 'Möchten Sie sich wirklich mit dieser Organisation verbinden?',
  },
  'connections.confirm.customerReference': {
    en: 'Add your customer reference',
    nl: 'Voeg uw klantreferentie toe',
    fr: 'Ajoutez votre référence client',
    de: 'Ihre Kundenreferenz hinzufügen',
  },
  'connections.confirm.yes': {
    en: 'Yes, send out {count, plural, one {# connection request} other {# connection requests}}',
    nl: 'Ja, verstuur {count, plural, one {# verbindingsverzoek} other {# verbindingsverzoeken}}',
    fr: 'Oui, envoyer {count, plural, one {# demande de connexion} other {# demandes de connexion}}',
    de: 'Ja, {count, plural, one {# Verbindungsanfrage} other {# Verbindungsanfragen}} senden',
  },

  // Outcomes (§8 success messages) and errors (§4, §5).
  'connections.success.requestSent': {
    en: 'Connection request sent successfully to {name}',
    nl: 'Verbindingsverzoek succesvol verstuurd naar {name}',
    fr: 'Demande de connexion envoyée avec succès à {name}',
    de: 'Verbindungsanfrage erfolgreich an {name} gesendet',
  },
  'connections.success.status': {
    en: 'Connection {status} successfully',
    nl: 'Verbinding succesvol {status, select, accepted {aanvaard} declined {geweigerd} confirmed {bevestigd} finalized {afgerond} cancelled {geannuleerd} other {{status}}}',
    fr: 'Connexion {status, select, accepted {acceptée} declined {refusée} confirmed {confirmée} finalized {finalisée} cancelled {annulée} other {{status}}} avec succès',
    de: 'Verbindung erfolgreich {status, select, accepted {angenommen} declined {abgelehnt} confirmed {bestätigt} finalized {abgeschlossen} cancelled {abgebrochen} other {{status}}}',
  },
  'connections.success.acceptAll': {
    en: 'Invitations accepted successfully',
    nl: 'Uitnodigingen succesvol aanvaard',
    fr: 'Invitations acceptées avec succès',
    de: 'Einladungen erfolgreich angenommen',
  },
  'connections.error.invalidStatus': {
    en: 'Invalid status {status} for updating connection',
    nl: 'Ongeldige status {status} voor het bijwerken van de verbinding',
    fr: 'Statut {status} non valide pour la mise à jour de la connexion',
    de: 'Ungültiger Status {status} für die Aktualisierung der Verbindung',
  },
  'connections.error.cancelledMeanwhile': {
    en: 'Connection request was cancelled meanwhile by {org}. It will be removed from your overview',
    nl: 'Het verbindingsverzoek werd intussen geannuleerd door {org}. Het wordt uit uw overzicht verwijderd',
    fr: 'La demande de connexion a entre-temps été annulée par {org}. Elle sera retirée de votre vue d’ensemble',
    de: 'Die Verbindungsanfrage wurde inzwischen von {org} abgebrochen. Sie wird aus Ihrer Übersicht entfernt',
  },
  // A wallet step whose platform write was lost: the step names no status, as it has none yet.
  'connections.error.halfDone': {
    en: 'This step is half done: your wallet did its part, but the platform did not record it. Retry to finish it',
    nl: 'Deze stap is half afgerond: uw wallet deed zijn deel, maar het platform heeft het niet vastgelegd. Probeer opnieuw om hem af te ronden',
    fr: 'Cette étape n’est qu’à moitié effectuée : votre portefeuille a fait sa part, mais la plateforme ne l’a pas enregistrée. Réessayez pour la terminer',
    de: 'Dieser Schritt ist nur halb erledigt: Ihre Wallet hat ihren Teil getan, aber die Plattform hat ihn nicht erfasst. Versuchen Sie es erneut, um ihn zu Ende zu führen',
  },
  'connections.halfDone.title': {
    en: 'Step half done',
    nl: 'Stap half afgerond',
    fr: 'Étape à moitié effectuée',
    de: 'Schritt halb erledigt',
  },
  'connections.retryStep': { en: 'Retry', nl: 'Opnieuw proberen', fr: 'Réessayer', de: 'Erneut versuchen' },
  'connections.error.walletUpgradeRequired': {
    en: 'Wallet upgrade required',
    nl: 'Upgrade van de wallet vereist',
    fr: 'Mise à niveau du portefeuille requise',
    de: 'Wallet-Aktualisierung erforderlich',
  },
  // The connections page's own controls: labels the spec implies without giving their text.
  'connections.action.confirm': { en: 'Confirm', nl: 'Bevestigen', fr: 'Confirmer', de: 'Bestätigen' },
  'connections.action.finalize': { en: 'Finalize', nl: 'Afronden', fr: 'Finaliser', de: 'Abschließen' },
  'connections.action.more': {
    en: 'More actions',
    nl: 'Meer acties',
    fr: 'Plus d’actions',
    de: 'Weitere Aktionen',
  },
  'connections.action.close': { en: 'Close', nl: 'Sluiten', fr: 'Fermer', de: 'Schließen' },
  'connections.action.cancel': { en: 'Cancel', nl: 'Annuleren', fr: 'Annuler', de: 'Abbrechen' },
  'connections.statusLabel': {
    en: '{status, select, pending {Pending} accepted {Accepted} confirmed {Confirmed} finalized {Finalized} declined {Declined} cancelled {Cancelled} other {{status}}}',
    nl: '{status, select, pending {In afwachting} accepted {Aanvaard} confirmed {Bevestigd} finalized {Afgerond} declined {Geweigerd} cancelled {Geannuleerd} other {{status}}}',
    fr: '{status, select, pending {En attente} accepted {Acceptée} confirmed {Confirmée} finalized {Finalisée} declined {Refusée} cancelled {Annulée} other {{status}}}',
    de: '{status, select, pending {Ausstehend} accepted {Angenommen} confirmed {Bestätigt} finalized {Abgeschlossen} declined {Abgelehnt} cancelled {Abgebrochen} other {{status}}}',
  },
  'connections.kind.invitation': { en: 'Invitation', nl: 'Uitnodiging', fr: 'Invitation', de: 'Einladung' },
  'connections.empty': {
    en: 'Nothing to show here',
    nl: 'Hier is niets te tonen',
    fr: 'Rien à afficher ici',
    de: 'Hier gibt es nichts anzuzeigen',
  },
  'connections.connect.search': {
    en: 'Search by name',
    nl: 'Zoeken op naam',
    fr: 'Rechercher par nom',
    de: 'Nach Name suchen',
  },
  'connections.connect.select': {
    en: 'Select {name}',
    nl: '{name} selecteren',
    fr: 'Sélectionner {name}',
    de: '{name} auswählen',
  },
  'connections.upgrade.text': {
    en: 'Connection actions need wallet version {required} or later. Your wallet runs version {version}. Please upgrade your wallet following the procedure.',
    nl: 'Verbindingsacties vereisen walletversie {required} of hoger. Uw wallet draait versie {version}. Upgrade uw wallet volgens de procedure.',
    fr: 'Les actions sur les connexions nécessitent la version {required} du portefeuille ou une version ultérieure. Votre portefeuille utilise la version {version}. Veuillez mettre à niveau votre portefeuille en suivant la procédure.',
    de: 'Verbindungsaktionen erfordern die Wallet-Version {required} oder höher. Ihre Wallet läuft mit Version {version}. Bitte aktualisieren Sie Ihre Wallet gemäß der Anleitung.',
  },
  'connections.upgrade.procedure': {
    en: 'Wallet upgrade procedure (PDF)',
    nl: 'Procedure voor de upgrade van de wallet (PDF)',
    fr: 'Procédure de mise à niveau du portefeuille (PDF)',
    de: 'Anleitung zur Wallet-Aktualisierung (PDF)',
  },
});
