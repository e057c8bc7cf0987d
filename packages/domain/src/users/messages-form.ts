import { defineMessages } from '../messages/define.ts';

/** The invite and edit user dialogs (product-reference §2.5, §5 'User form', §6). */
export const userFormMessages = defineMessages({
  'users.invite.title': {
    en: 'Invite user for {organization}',
    nl: 'Gebruiker uitnodigen voor {organization}',
  },
  'users.invite.submit': { en: 'Invite user', nl: 'Gebruiker uitnodigen' },
  'users.invite.emailTip': {
    en: 'Please use personalized mail accounts (such as firstname.lastname@company.com) rather than general ones (such as info@company.com), so every action can be traced back to a person in the audit trail.',
    nl: 'Gebruik gepersonaliseerde mailaccounts (zoals voornaam.achternaam@bedrijf.com) in plaats van algemene (zoals info@bedrijf.com), zodat elke actie in de audittrail herleidbaar is tot een persoon.',
  },
  'users.edit.title': { en: 'Edit user {firstName}', nl: 'Gebruiker {firstName} bewerken' },
  'users.edit.submit': { en: 'Save user', nl: 'Gebruiker opslaan' },
  'users.changedMeanwhile': {
    en: 'Someone else saved this user after you opened it, so your changes were not saved. They changed:',
    nl: 'Iemand anders heeft deze gebruiker opgeslagen nadat u die opende, dus uw wijzigingen zijn niet opgeslagen. Gewijzigd:',
  },
  'users.changedMeanwhile.reload': {
    en: 'Reload their changes (what you typed stays)',
    nl: 'Hun wijzigingen laden (wat u typte blijft staan)',
  },
  'users.changedMeanwhile.reloaded': {
    en: 'Their changes are loaded. Check your changes and save again.',
    nl: 'Hun wijzigingen zijn geladen. Controleer uw wijzigingen en sla opnieuw op.',
  },
  'users.form.cancel': { en: 'Cancel', nl: 'Annuleren' },
  'users.field.firstName': { en: 'First name', nl: 'Voornaam' },
  'users.field.lastName': { en: 'Last name', nl: 'Achternaam' },
  'users.field.email': { en: 'Email', nl: 'E-mail' },
  'users.field.phone': { en: 'Phone', nl: 'Telefoon' },
  'users.field.adminRole': { en: 'Admin role', nl: 'Beheerdersrol' },
  'users.field.userRole': { en: 'SCR App role', nl: 'SCR App-rol' },
  'users.field.userRole.choose': { en: 'Choose a role', nl: 'Kies een rol' },
  'users.field.active': { en: 'Active ?', nl: 'Actief ?' },
  'users.field.inviteUrl': { en: 'Invite user', nl: 'Gebruiker uitnodigen' },
  'users.adminRole.none': { en: 'None', nl: 'Geen' },
  'users.adminRole.org_mgr': { en: 'Organization Manager', nl: 'Organisatiebeheerder' },
  'users.adminRole.usr_mgr': { en: 'User Manager', nl: 'Gebruikersbeheerder' },
  'users.adminRole.cnx_mgr': { en: 'Connection Manager', nl: 'Verbindingsbeheerder' },
  'users.appRole.regular': { en: 'Regular', nl: 'Standaard' },
  'users.appRole.viewer': { en: 'Viewer', nl: 'Alleen lezen' },
  'users.helper.adminRoleOrgMgrOnly': {
    en: 'Only an Organization Manager can assign admin roles.',
    nl: 'Alleen een Organisatiebeheerder kan beheerdersrollen toekennen.',
  },
  'users.helper.adminRoleSingleAdmin': {
    en: 'This dropdown will become active once there is more than 1 active admin.',
    nl: 'Deze keuzelijst wordt actief zodra er meer dan 1 actieve beheerder is.',
  },
  'users.helper.adminRoleLastOrgMgr': {
    en: 'This dropdown will become active once there is more than 1 active Organization Manager.',
    nl: 'Deze keuzelijst wordt actief zodra er meer dan 1 actieve Organisatiebeheerder is.',
  },
  'users.helper.activeLastOrgMgr': {
    en: 'This switch will become active once there is more than 1 active Organization Manager.',
    nl: 'Deze schakelaar wordt actief zodra er meer dan 1 actieve Organisatiebeheerder is.',
  },
  'users.helper.activeNoPassword': {
    en: 'This switch will become active once the user has set their password. You cannot activate a user manually when they have not set their password yet.',
    nl: 'Deze schakelaar wordt actief zodra de gebruiker een wachtwoord heeft ingesteld. U kunt een gebruiker niet handmatig activeren zolang die nog geen wachtwoord heeft ingesteld.',
  },
  'users.helper.activeSingleAdmin': {
    en: 'This switch will become active once there is more than 1 active admin.',
    nl: 'Deze schakelaar wordt actief zodra er meer dan 1 actieve beheerder is.',
  },
  'users.helper.adminSwitchInactive': {
    en: 'This switch will become active once the user is active.',
    nl: 'Deze schakelaar wordt actief zodra de gebruiker actief is.',
  },
});
