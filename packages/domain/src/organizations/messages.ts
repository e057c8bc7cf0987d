import { defineMessages } from '../messages/define.ts';

/** Organization profile (product-reference §2.4, §5) and integrations (§2.7, §8). */
export const organizationMessages = defineMessages({
  'organizations.header': { en: 'Please review your data below', nl: 'Controleer hieronder uw gegevens' },
  'organizations.field.name': { en: 'Company name', nl: 'Bedrijfsnaam' },
  'organizations.field.vat': { en: 'VAT', nl: 'Btw-nummer' },
  'organizations.field.streetNbr': { en: 'Street + nbr', nl: 'Straat + nr' },
  'organizations.field.postalCode': { en: 'Postal code', nl: 'Postcode' },
  'organizations.field.city': { en: 'City', nl: 'Plaats' },
  'organizations.field.country': { en: 'Country', nl: 'Land' },
  'organizations.field.contactEmail': { en: 'Company email', nl: 'E-mail bedrijf' },
  'organizations.field.contactPhone': { en: 'Company phone nbr', nl: 'Telefoonnr bedrijf' },
  'organizations.field.supportEmail': { en: 'Support email', nl: 'E-mail support' },
  'organizations.field.supportPhone': { en: 'Support phone nbr', nl: 'Telefoonnr support' },
  'organizations.field.walletUrl': { en: 'Company Wallet URL', nl: 'Wallet-URL van het bedrijf' },
  'organizations.field.twoFactorAuth': { en: '2-FA', nl: '2-FA' },
  'organizations.walletUrl.hosted': { en: 'Hosted by {product}', nl: 'Gehost door {product}' },
  'organizations.twoFactor.disabled': { en: '2FA disabled', nl: '2FA uitgeschakeld' },
  'organizations.twoFactor.email': { en: '2FA using email', nl: '2FA via e-mail' },
  'organizations.walletUrl.invalid': {
    en: 'Please provide a full URL with https and a port, for example https://wallet.example.com:8443',
    nl: 'Geef een volledige URL op met https en een poort, bijvoorbeeld https://wallet.example.com:8443',
  },
  'organizations.save': { en: 'Save changes', nl: 'Wijzigingen opslaan' },
  'organizations.saved': { en: 'Organization saved successfully', nl: 'Organisatie succesvol opgeslagen' },
  'organizations.nothingToSave': {
    en: 'There were no changes to save',
    nl: 'Er waren geen wijzigingen om op te slaan',
  },
  'organizations.leave.title': { en: 'Leave without saving?', nl: 'Verlaten zonder op te slaan?' },
  'organizations.leave.body': {
    en: 'Your changes to the organization are not saved yet. If you leave this page, they are lost.',
    nl: 'Uw wijzigingen aan de organisatie zijn nog niet opgeslagen. Als u deze pagina verlaat, gaan ze verloren.',
  },
  'organizations.leave.confirm': { en: 'Leave without saving', nl: 'Verlaten zonder opslaan' },
  'organizations.leave.stay': { en: 'Stay', nl: 'Blijven' },
  'organizations.notFound': { en: 'Organization not found', nl: 'Organisatie niet gevonden' },
  'organizations.changedMeanwhile': {
    en: 'Someone else saved this organization after you opened it, so your changes were not saved. They changed:',
    nl: 'Iemand anders heeft deze organisatie opgeslagen nadat u ze opende, dus uw wijzigingen zijn niet opgeslagen. Gewijzigd:',
  },
  'organizations.changedMeanwhile.reload': {
    en: 'Reload their changes (what you typed stays)',
    nl: 'Hun wijzigingen laden (wat u typte blijft staan)',
  },
  'organizations.changedMeanwhile.reloaded': {
    en: 'Their changes are loaded. Check your changes and save again.',
    nl: 'Hun wijzigingen zijn geladen. Controleer uw wijzigingen en sla opnieuw op.',
  },
  'organizations.cpu.label': { en: 'CPU check', nl: 'CPU-controle' },
  'organizations.country.noResults': { en: 'No matching country', nl: 'Geen overeenkomend land' },
  'organizations.cpu.enabled': { en: 'Enabled', nl: 'Ingeschakeld' },
  'organizations.cpu.disabled': { en: 'Disabled', nl: 'Uitgeschakeld' },
  'organizations.cpu.notAllowed': {
    en: 'Only designated users can change the CPU check setting.',
    nl: 'Alleen aangewezen gebruikers kunnen de CPU-controle wijzigen.',
  },
  'integrations.header': {
    en: 'Please review your integrations with local Port Community Systems below',
    nl: 'Controleer hieronder uw integraties met lokale Port Community Systems',
  },
  // Each integration card's state beside its title, in words (an icon goes with them).
  'integrations.state.connected': { en: 'Connected', nl: 'Verbonden' },
  'integrations.state.notConnected': { en: 'Not connected', nl: 'Niet verbonden' },
  'integrations.cpoint.title': { en: 'My Port of Antwerp-Bruges', nl: 'My Port of Antwerp-Bruges' },
  'integrations.cpoint.connect': {
    en: 'Connect with My Port of Antwerp-Bruges',
    nl: 'Verbinden met My Port of Antwerp-Bruges',
  },
  'integrations.cpoint.help': {
    en: 'Connecting is needed to use two services of the Port of Antwerp-Bruges with your releases.',
    nl: 'Verbinden is nodig om twee diensten van de Port of Antwerp-Bruges met uw releases te gebruiken.',
  },
  'integrations.cpoint.code': { en: 'Your code', nl: 'Uw code' },
  'integrations.cpoint.refresh': { en: 'Refresh', nl: 'Vernieuwen' },
  'integrations.cpoint.connecting': { en: 'Connecting...', nl: 'Bezig met verbinden...' },
  'integrations.cpoint.success': {
    en: 'Success! You have connected your organization with My Port of Antwerp-Bruges. Your code is {code}. You may close this window.',
    nl: 'Gelukt! U hebt uw organisatie verbonden met My Port of Antwerp-Bruges. Uw code is {code}. U mag dit venster sluiten.',
  },
  'integrations.cpoint.noCode': {
    en: 'No My Port of Antwerp-Bruges code found',
    nl: 'Geen My Port of Antwerp-Bruges-code gevonden',
  },
  'integrations.cpoint.failed': {
    en: 'Linking your organization with My Port of Antwerp-Bruges failed. Your account may be invalid or may not have access to the required services. Please follow the documented procedure, and contact the service desk of My Port of Antwerp-Bruges if the problem persists.',
    nl: 'Het koppelen van uw organisatie met My Port of Antwerp-Bruges is mislukt. Uw account is mogelijk ongeldig of heeft geen toegang tot de vereiste diensten. Volg de beschreven procedure en neem contact op met de servicedesk van My Port of Antwerp-Bruges als het probleem blijft.',
  },
  'integrations.portbase.title': { en: 'Portbase', nl: 'Portbase' },
  // What the card is for, as the C-point card says for its own: Portbase's Secure Chain
  // (Vertrouwensketen) takes a release through the port of Rotterdam to the party that collects it.
  'integrations.portbase.help': {
    en: "Connecting passes your releases on through Portbase's Secure Chain in the port of Rotterdam.",
    nl: 'Verbinden geeft uw releases door via de Vertrouwensketen van Portbase in de haven van Rotterdam.',
  },
  'integrations.portbase.connect': { en: 'Connect with Portbase', nl: 'Verbinden met Portbase' },
  'integrations.portbase.connectedEan': { en: 'Connected with EAN {ean}', nl: 'Verbonden met EAN {ean}' },
  'integrations.portbase.connectedId': { en: 'Connected with SCR ID {id}', nl: 'Verbonden met SCR ID {id}' },
  'integrations.portbase.autosendOn': { en: 'Autosend enabled.', nl: 'Automatisch verzenden ingeschakeld.' },
  'integrations.portbase.autosendOff': {
    en: 'Autosend disabled.',
    nl: 'Automatisch verzenden uitgeschakeld.',
  },
  'integrations.portbase.reconnect': { en: 'Re-connect', nl: 'Opnieuw verbinden' },
  'integrations.portbase.remove': { en: 'Remove', nl: 'Verwijderen' },
  'integrations.portbase.removeConfirm': {
    en: 'Are you sure you want to remove your Portbase connection?',
    nl: 'Weet u zeker dat u uw Portbase-verbinding wilt verwijderen?',
  },
  'integrations.portbase.removeButton': {
    en: 'Remove Portbase connection',
    nl: 'Portbase-verbinding verwijderen',
  },
  'integrations.portbase.dialogTitle': {
    en: 'Connect with Secure Chain / Vertrouwensketen by Portbase',
    nl: 'Verbinden met Secure Chain / Vertrouwensketen van Portbase',
  },
  'integrations.portbase.releaseToParty': {
    en: 'I am a Release-To-Party (Cargo Director)',
    nl: 'Ik ben een Release-To-Party (Cargo Director)',
  },
  'integrations.portbase.releaseToPartyHelp': {
    en: "Your organization's ID will be linked in Portbase, so releases can be exchanged through Secure Chain.",
    nl: 'De ID van uw organisatie wordt gekoppeld in Portbase, zodat releases via Vertrouwensketen kunnen worden uitgewisseld.',
  },
  'integrations.portbase.inlandOperator': {
    en: 'I am also an Inland Operator',
    nl: 'Ik ben ook een Inland Operator',
  },
  'integrations.portbase.eanField': { en: 'Your EAN code', nl: 'Uw EAN-code' },
  'integrations.portbase.ean': { en: 'EAN code', nl: 'EAN-code' },
  'integrations.portbase.eanInvalid': {
    en: 'Please enter a valid EAN code: 13 digits, the last one a check digit',
    nl: 'Vul een geldige EAN-code in: 13 cijfers, waarvan het laatste een controlecijfer is',
  },
  'integrations.confirm': { en: 'Confirm', nl: 'Bevestigen' },
  'integrations.back': { en: 'Back', nl: 'Terug' },
  'integrations.portbase.saved': {
    en: 'Portbase information saved successfully',
    nl: 'Portbase-gegevens succesvol opgeslagen',
  },
  'integrations.portbase.removed': {
    en: 'Portbase connection removed successfully',
    nl: 'Portbase-verbinding succesvol verwijderd',
  },
});
