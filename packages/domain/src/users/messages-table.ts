import { defineMessages } from '../messages/define.ts';

/** The users page, its table, its row actions and its simple dialogs (product-reference §2.5, §8). */
export const userTableMessages = defineMessages({
  'users.page.loading': { en: 'Loading users...', nl: 'Gebruikers laden...' },
  'users.page.header': { en: 'Please review your users', nl: 'Controleer uw gebruikers' },
  'users.page.addUser': { en: 'Invite user', nl: 'Gebruiker uitnodigen' },
  'users.column.id': { en: 'ID', nl: 'Kenmerk' },
  'users.column.type': { en: 'Type', nl: 'Type' },
  'users.column.active': { en: 'Active', nl: 'Actief' },
  'users.column.lastName': { en: 'Last name', nl: 'Achternaam' },
  'users.column.firstName': { en: 'First name', nl: 'Voornaam' },
  'users.column.email': { en: 'Email', nl: 'E-mail' },
  'users.column.phone': { en: 'Phone', nl: 'Telefoon' },
  'users.column.adminRoles': { en: 'Admin App role', nl: 'Beheerdersrol' },
  'users.column.userRole': { en: 'SCR App role', nl: 'SCR App-rol' },
  'users.column.lang': { en: 'Lang', nl: 'Taal' },
  'users.column.created': { en: 'Created', nl: 'Aangemaakt' },
  'users.column.updated': { en: 'Updated', nl: 'Bijgewerkt' },
  'users.column.action': { en: 'Action', nl: 'Actie' },
  // The spec lists the hidden column as 'Actived At': a typo, not a text to keep.
  'users.column.activatedAt': { en: 'Activated at', nl: 'Geactiveerd op' },
  'users.column.deleted': { en: 'Deleted', nl: 'Verwijderd' },
  'users.filter.notDeleted': { en: 'Not deleted', nl: 'Niet verwijderd' },
  'users.filter.deleted': { en: 'Deleted', nl: 'Verwijderd' },
  'users.filter.all': { en: 'All', nl: 'Alle' },
  'users.type.deleted': { en: 'Deleted user', nl: 'Verwijderde gebruiker' },
  'users.type.admin': { en: 'Admin user', nl: 'Beheerder' },
  'users.type.other': { en: 'User', nl: 'Gebruiker' },
  'users.status.invited': { en: 'Invited', nl: 'Uitgenodigd' },
  'users.status.inactive': { en: 'Inactive', nl: 'Inactief' },
  'users.action.edit': { en: 'Edit user', nl: 'Gebruiker bewerken' },
  'users.action.delete': { en: 'Delete user', nl: 'Gebruiker verwijderen' },
  'users.action.changePassword': { en: 'Change password', nl: 'Wachtwoord wijzigen' },
  'users.action.copyLink': { en: 'Copy link', nl: 'Link kopiëren' },
  'users.action.resendMail': { en: 'Resend mail', nl: 'Mail opnieuw versturen' },
  'users.delete.title': {
    en: 'Are you sure you want to delete this user?',
    nl: 'Weet u zeker dat u deze gebruiker wilt verwijderen?',
  },
  'users.delete.text': {
    en: 'Click Confirm to delete user {name}.',
    nl: 'Klik op Bevestigen om gebruiker {name} te verwijderen.',
  },
  'users.delete.confirm': { en: 'Confirm', nl: 'Bevestigen' },
  'users.delete.cancel': { en: 'Cancel', nl: 'Annuleren' },
  // The red button names whom it deletes; it starts with Confirm, as the spec's text asks for a click on Confirm.
  'users.delete.confirmNamed': {
    en: 'Confirm: delete user {name}',
    nl: 'Bevestigen: gebruiker {name} verwijderen',
  },
  'users.alreadyRegistered.title': {
    en: 'This emailaddress was already registered',
    nl: 'Dit e-mailadres was al geregistreerd',
  },
  'users.alreadyRegistered.deletedBeforePassword': {
    en: 'This user was deleted before they set a password. To invite them again, edit the user and resend the invitation.',
    nl: 'Deze gebruiker werd verwijderd voordat er een wachtwoord was ingesteld. Bewerk de gebruiker en verstuur de uitnodiging opnieuw om hem of haar opnieuw uit te nodigen.',
  },
  'users.alreadyRegistered.passwordNotSet': {
    en: 'This user has not yet set a password. Edit the user and resend the invitation.',
    nl: 'Deze gebruiker heeft nog geen wachtwoord ingesteld. Bewerk de gebruiker en verstuur de uitnodiging opnieuw.',
  },
  'users.alreadyRegistered.exists': {
    en: 'This user already exists in your organization. Edit the user to change their details.',
    nl: 'Deze gebruiker bestaat al in uw organisatie. Bewerk de gebruiker om de gegevens te wijzigen.',
  },
  'users.reactivate.title': { en: 'Reactivate user?', nl: 'Gebruiker heractiveren?' },
  'users.reactivate.text': {
    en: 'User {name} was deleted. Do you want to reactivate this user?',
    nl: 'Gebruiker {name} werd verwijderd. Wilt u deze gebruiker heractiveren?',
  },
  'users.reactivate.confirm': { en: 'Reactivate user', nl: 'Gebruiker heractiveren' },
  'users.acceptLink.alreadyRegistered': {
    en: 'You are already registered. You can log in with your email address and wallet password.',
    nl: 'U bent al geregistreerd. U kunt inloggen met uw e-mailadres en walletwachtwoord.',
  },
  'users.success.added': { en: 'User added successfully', nl: 'Gebruiker succesvol toegevoegd' },
  'users.success.saved': { en: 'User saved successfully', nl: 'Gebruiker succesvol opgeslagen' },
  'users.success.deleted': { en: 'User deleted successfully', nl: 'Gebruiker succesvol verwijderd' },
  'users.success.reactivated': {
    en: 'User reactivated successfully',
    nl: 'Gebruiker succesvol geheractiveerd',
  },
  'users.success.mailResent': {
    en: 'Mail resent to user successfully',
    nl: 'Mail succesvol opnieuw naar gebruiker verstuurd',
  },
  'users.success.linkCopied': { en: 'Link copied successfully', nl: 'Link succesvol gekopieerd' },
  'users.error.onlyActiveAdmin': {
    en: "Cannot delete this user, since they're the only active admin",
    nl: 'Kan deze gebruiker niet verwijderen, omdat dit de enige actieve beheerder is',
  },
  'users.error.cannotDeleteSelf': {
    en: 'You cannot delete your own user. Another Organization Manager can do that for you.',
    nl: 'U kunt uw eigen gebruiker niet verwijderen. Een andere Organisatiebeheerder kan dat voor u doen.',
  },
  'users.error.lastOrgMgr': {
    en: "Cannot delete this user, since they're the only active Organization Manager",
    nl: 'Kan deze gebruiker niet verwijderen, omdat dit de enige actieve Organisatiebeheerder is',
  },
  'users.error.lastOrgMgrChange': {
    en: "Cannot remove the Organization Manager role or deactivate this user, since they're the only active Organization Manager",
    nl: 'Kan de rol Organisatiebeheerder niet verwijderen of deze gebruiker niet deactiveren, omdat dit de enige actieve Organisatiebeheerder is',
  },
  'users.error.onlyActiveAdminChange': {
    en: "Cannot remove the admin role or deactivate this user, since they're the only active admin",
    nl: 'Kan de beheerdersrol niet verwijderen of deze gebruiker niet deactiveren, omdat dit de enige actieve beheerder is',
  },
  'users.error.adminRoleNotAllowed': {
    en: 'Only an Organization Manager can assign admin roles',
    nl: 'Alleen een Organisatiebeheerder kan beheerdersrollen toekennen',
  },
  'users.error.adminNotEditable': {
    en: 'Only an Organization Manager can edit or delete an admin user',
    nl: 'Alleen een Organisatiebeheerder kan een beheerder bewerken of verwijderen',
  },
  'users.error.notAllowed': {
    en: 'You are not allowed to manage users',
    nl: 'U mag geen gebruikers beheren',
  },
  'users.error.notReactivatable': {
    en: 'Only a deleted user who had set a password can be reactivated',
    nl: 'Alleen een verwijderde gebruiker die een wachtwoord had ingesteld kan worden geheractiveerd',
  },
  'users.error.alreadyActivated': {
    en: 'This user has already set a password',
    nl: 'Deze gebruiker heeft al een wachtwoord ingesteld',
  },
});
