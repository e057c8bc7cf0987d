import { defineMessages } from '../messages/define.ts';

/** Texts of invitations: the invite dialog, the status dialog and the outcomes (product-reference §2.6, §4, §5, §8). */
export const invitationMessages = defineMessages({
  'invitations.invite.title': {
    en: 'Invite a new organization to onboard',
    nl: 'Nodig een nieuwe organisatie uit om zich te registreren',
    fr: 'Inviter une nouvelle organisation à s’inscrire',
    de: 'Neue Organisation zur Registrierung einladen',
  },
  'invitations.field.name': {
    en: 'Company name',
    nl: 'Bedrijfsnaam',
    fr: 'Nom de l’entreprise',
    de: 'Firmenname',
  },
  'invitations.field.contactEmail': {
    en: 'Company email',
    nl: 'E-mailadres van het bedrijf',
    fr: 'E-mail de l’entreprise',
    de: 'Firmen-E-Mail',
  },
  'invitations.field.vat': { en: 'VAT', nl: 'Btw-nummer', fr: 'Numéro de TVA', de: 'USt-IdNr.' },
  'invitations.field.customerReference': {
    en: 'Your customer reference',
    nl: 'Uw klantreferentie',
    fr: 'Votre référence client',
    de: 'Ihre Kundenreferenz',
  },
  'invitations.field.organization': {
    en: 'Select an organization',
    nl: 'Selecteer een organisatie',
    fr: 'Sélectionnez une organisation',
    de: 'Organisation auswählen',
  },
  'invitations.field.message': { en: 'Message', nl: 'Bericht', fr: 'Message', de: 'Nachricht' },
  'invitations.vat.found': {
    en: 'VAT number found. Choose an existing organization to connect to from the list below, or complete the form to send an invitation to onboard to the {product} App.',
    nl: 'Btw-nummer gevonden. Kies hieronder een bestaande organisatie om mee te verbinden, of vul het formulier aan om een uitnodiging te versturen om zich te registreren in de {product} App.',
    fr: 'Numéro de TVA trouvé. Choisissez dans la liste ci-dessous une organisation existante avec laquelle établir une connexion, ou complétez le formulaire pour envoyer une invitation à s’inscrire sur l’application {product}.',
    de: 'USt-IdNr. gefunden. Wählen Sie unten eine bestehende Organisation aus, mit der Sie sich verbinden möchten, oder füllen Sie das Formular aus, um eine Einladung zur Registrierung in der {product} App zu senden.',
  },
  'invitations.vat.notRegistered': {
    en: 'Organization not registered yet. Please fill in the other required fields and an invitation to register will be sent to the organization.',
    nl: 'Organisatie nog niet geregistreerd. Vul de andere verplichte velden in en er wordt een uitnodiging om te registreren naar de organisatie verstuurd.',
    fr: 'Organisation pas encore inscrite. Veuillez remplir les autres champs obligatoires : une invitation à s’inscrire sera envoyée à l’organisation.',
    de: 'Organisation noch nicht registriert. Bitte füllen Sie die übrigen Pflichtfelder aus; die Organisation erhält dann eine Einladung zur Registrierung.',
  },
  // The spec asks for a notice here without giving its text.
  'invitations.vat.alreadyRequested': {
    en: 'VAT number found, but a connection request was already sent to {name}.',
    nl: 'Btw-nummer gevonden, maar er werd al een verbindingsverzoek naar {name} verstuurd.',
    fr: 'Numéro de TVA trouvé, mais une demande de connexion a déjà été envoyée à {name}.',
    de: 'USt-IdNr. gefunden, aber an {name} wurde bereits eine Verbindungsanfrage gesendet.',
  },
  'invitations.vat.alreadyConnected': {
    en: 'VAT number found, but a connection with {name} was already made.',
    nl: 'Btw-nummer gevonden, maar er werd al een verbinding met {name} gemaakt.',
    fr: 'Numéro de TVA trouvé, mais une connexion avec {name} existe déjà.',
    de: 'USt-IdNr. gefunden, aber mit {name} besteht bereits eine Verbindung.',
  },
  'invitations.submit.connect': {
    en: 'Send connection request',
    nl: 'Verbindingsverzoek versturen',
    fr: 'Envoyer la demande de connexion',
    de: 'Verbindungsanfrage senden',
  },
  'invitations.submit.invite': {
    en: 'Send invitation to register',
    nl: 'Uitnodiging tot registratie versturen',
    fr: 'Envoyer l’invitation à s’inscrire',
    de: 'Einladung zur Registrierung senden',
  },

  // Tab 1 actions on invitations.
  'invitations.action.resend': {
    en: 'Send again',
    nl: 'Opnieuw versturen',
    fr: 'Renvoyer',
    de: 'Erneut senden',
  },
  'invitations.action.cancel': { en: 'Cancel', nl: 'Annuleren', fr: 'Annuler', de: 'Abbrechen' },
  'invitations.cancel.title': {
    en: 'Are you sure you want to cancel this invitation?',
    nl: 'Weet u zeker dat u deze uitnodiging wilt annuleren?',
    fr: 'Voulez-vous vraiment annuler cette invitation ?',
    de: 'Möchten Sie diese Einladung wirklich abbrechen?',
  },
  'invitations.cancel.text': {
    en: 'The invitation to {name} will be cancelled. You can send it again later.',
    nl: 'De uitnodiging aan {name} wordt geannuleerd. U kunt ze later opnieuw versturen.',
    fr: 'L’invitation adressée à {name} sera annulée. Vous pourrez la renvoyer plus tard.',
    de: 'Die Einladung an {name} wird abgebrochen. Sie können sie später erneut senden.',
  },
  'invitations.cancel.confirm': {
    en: 'Cancel invitation to {name}',
    nl: 'Uitnodiging aan {name} annuleren',
    fr: 'Annuler l’invitation adressée à {name}',
    de: 'Einladung an {name} abbrechen',
  },

  // The 'Invitation status' dialog.
  'invitations.status.title': {
    en: 'Invitation status',
    nl: 'Uitnodigingsstatus',
    fr: 'Statut de l’invitation',
    de: 'Einladungsstatus',
  },
  'invitations.status.sent': { en: 'Sent', nl: 'Verstuurd', fr: 'Envoyée', de: 'Gesendet' },
  'invitations.status.accepted': {
    en: 'Accepted / onboarding',
    nl: 'Aanvaard / registratie gestart',
    fr: 'Acceptée / inscription en cours',
    de: 'Angenommen / Registrierung läuft',
  },
  'invitations.status.completed': {
    en: 'Onboarded',
    nl: 'Geregistreerd',
    fr: 'Inscription terminée',
    de: 'Registriert',
  },
  'invitations.status.declined': { en: 'Declined', nl: 'Geweigerd', fr: 'Refusée', de: 'Abgelehnt' },
  'invitations.status.cancelled': { en: 'Cancelled', nl: 'Geannuleerd', fr: 'Annulée', de: 'Abgebrochen' },
  'invitations.status.expired': { en: 'Expired', nl: 'Verlopen', fr: 'Expirée', de: 'Abgelaufen' },
  'invitations.status.validUntil': {
    en: 'Valid until',
    nl: 'Geldig tot',
    fr: 'Valable jusqu’au',
    de: 'Gültig bis',
  },

  // Outcomes (§8) and errors.
  'invitations.success.sent': {
    en: 'Invitation sent successfully to {name}',
    nl: 'Uitnodiging succesvol verstuurd naar {name}',
    fr: 'Invitation envoyée avec succès à {name}',
    de: 'Einladung erfolgreich an {name} gesendet',
  },
  'invitations.success.resent': {
    en: 'Invitation re-sent successfully',
    nl: 'Uitnodiging succesvol opnieuw verstuurd',
    fr: 'Invitation renvoyée avec succès',
    de: 'Einladung erfolgreich erneut gesendet',
  },
  'invitations.success.cancelled': {
    en: 'Invitation cancelled successfully',
    nl: 'Uitnodiging succesvol geannuleerd',
    fr: 'Invitation annulée avec succès',
    de: 'Einladung erfolgreich abgebrochen',
  },
  'invitations.error.selectOrganization': {
    en: 'Please select an organization from the list',
    nl: 'Selecteer een organisatie uit de lijst',
    fr: 'Veuillez sélectionner une organisation dans la liste',
    de: 'Bitte wählen Sie eine Organisation aus der Liste aus',
  },
  'invitations.error.notFound': {
    en: 'Invitation not found',
    nl: 'Uitnodiging niet gevonden',
    fr: 'Invitation introuvable',
    de: 'Einladung nicht gefunden',
  },
  'invitations.error.cannotResend': {
    en: 'This invitation can no longer be sent again',
    nl: 'Deze uitnodiging kan niet meer opnieuw verstuurd worden',
    fr: 'Cette invitation ne peut plus être renvoyée',
    de: 'Diese Einladung kann nicht mehr erneut gesendet werden',
  },
  'invitations.error.cannotCancel': {
    en: 'This invitation can no longer be cancelled',
    nl: 'Deze uitnodiging kan niet meer geannuleerd worden',
    fr: 'Cette invitation ne peut plus être annulée',
    de: 'Diese Einladung kann nicht mehr abgebrochen werden',
  },
});
