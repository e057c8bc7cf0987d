import { defineMessages } from '../messages/define.ts';

/** Texts of invitations: the invite dialog, the status dialog and the outcomes (product-reference §2.6, §4, §5, §8). */
export const invitationMessages = defineMessages({
  'invitations.invite.title': {
    en: 'Invite a new organization to onboard',
    nl: 'Nodig een nieuwe organisatie uit om zich te registreren',
  },
  'invitations.field.name': { en: 'Company name', nl: 'Bedrijfsnaam' },
  'invitations.field.contactEmail': { en: 'Company email', nl: 'E-mailadres van het bedrijf' },
  'invitations.field.vat': { en: 'VAT', nl: 'Btw-nummer' },
  'invitations.field.customerReference': { en: 'Your customer reference', nl: 'Uw klantreferentie' },
  'invitations.field.organization': { en: 'Select an organization', nl: 'Selecteer een organisatie' },
  'invitations.field.message': { en: 'Message', nl: 'Bericht' },
  'invitations.vat.found': {
    en: 'VAT number found. Choose an existing organization to connect to from the list below, or complete the form to send an invitation to onboard to the {product} App.',
    nl: 'Btw-nummer gevonden. Kies hieronder een bestaande organisatie om mee te verbinden, of vul het formulier aan om een uitnodiging te versturen om zich te registreren in de {product} App.',
  },
  'invitations.vat.notRegistered': {
    en: 'Organization not registered yet. Please fill in the other required fields and an invitation to register will be sent to the organization.',
    nl: 'Organisatie nog niet geregistreerd. Vul de andere verplichte velden in en er wordt een uitnodiging om te registreren naar de organisatie verstuurd.',
  },
  // The spec asks for a notice here without giving its text.
  'invitations.vat.alreadyRequested': {
    en: 'VAT number found, but a connection request was already sent to {name}.',
    nl: 'Btw-nummer gevonden, maar er werd al een verbindingsverzoek naar {name} verstuurd.',
  },
  'invitations.vat.alreadyConnected': {
    en: 'VAT number found, but a connection with {name} was already made.',
    nl: 'Btw-nummer gevonden, maar er werd al een verbinding met {name} gemaakt.',
  },
  'invitations.submit.connect': { en: 'Send connection request', nl: 'Verbindingsverzoek versturen' },
  'invitations.submit.invite': {
    en: 'Send invitation to register',
    nl: 'Uitnodiging tot registratie versturen',
  },

  // Tab 1 actions on invitations.
  'invitations.action.resend': { en: 'Send again', nl: 'Opnieuw versturen' },
  'invitations.action.cancel': { en: 'Cancel', nl: 'Annuleren' },
  'invitations.cancel.title': {
    en: 'Are you sure you want to cancel this invitation?',
    nl: 'Weet u zeker dat u deze uitnodiging wilt annuleren?',
  },
  'invitations.cancel.text': {
    en: 'The invitation to {name} will be cancelled. You can send it again later.',
    nl: 'De uitnodiging aan {name} wordt geannuleerd. U kunt ze later opnieuw versturen.',
  },
  'invitations.cancel.confirm': {
    en: 'Cancel invitation to {name}',
    nl: 'Uitnodiging aan {name} annuleren',
  },

  // The 'Invitation status' dialog.
  'invitations.status.title': { en: 'Invitation status', nl: 'Uitnodigingsstatus' },
  'invitations.status.sent': { en: 'Sent', nl: 'Verstuurd' },
  'invitations.status.accepted': { en: 'Accepted / onboarding', nl: 'Aanvaard / registratie gestart' },
  'invitations.status.completed': { en: 'Onboarded', nl: 'Geregistreerd' },
  'invitations.status.declined': { en: 'Declined', nl: 'Geweigerd' },
  'invitations.status.cancelled': { en: 'Cancelled', nl: 'Geannuleerd' },
  'invitations.status.expired': { en: 'Expired', nl: 'Verlopen' },
  'invitations.status.validUntil': { en: 'Valid until', nl: 'Geldig tot' },

  // Outcomes (§8) and errors.
  'invitations.success.sent': {
    en: 'Invitation sent successfully to {name}',
    nl: 'Uitnodiging succesvol verstuurd naar {name}',
  },
  'invitations.success.resent': {
    en: 'Invitation re-sent successfully',
    nl: 'Uitnodiging succesvol opnieuw verstuurd',
  },
  'invitations.success.cancelled': {
    en: 'Invitation cancelled successfully',
    nl: 'Uitnodiging succesvol geannuleerd',
  },
  'invitations.error.selectOrganization': {
    en: 'Please select an organization from the list',
    nl: 'Selecteer een organisatie uit de lijst',
  },
  'invitations.error.notFound': { en: 'Invitation not found', nl: 'Uitnodiging niet gevonden' },
  'invitations.error.cannotResend': {
    en: 'This invitation can no longer be sent again',
    nl: 'Deze uitnodiging kan niet meer opnieuw verstuurd worden',
  },
  'invitations.error.cannotCancel': {
    en: 'This invitation can no longer be cancelled',
    nl: 'Deze uitnodiging kan niet meer geannuleerd worden',
  },
});
