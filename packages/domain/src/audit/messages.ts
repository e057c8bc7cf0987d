import { defineMessages } from '../messages/define.ts';
import { auditFieldMessages } from './messages-fields.ts';

/** The Activity page (the organization's audit trail): table, filters, Verify and the CSV export. */
export const auditPageMessages = defineMessages({
  'audit.page.header': { en: 'Who did what in your organization', nl: 'Wie deed wat in uw organisatie' },
  'audit.page.loading': { en: 'Loading activity...', nl: 'Activiteit laden...' },
  'audit.page.empty': {
    en: 'No activity matches these filters.',
    nl: 'Geen activiteit past bij deze filters.',
  },
  'audit.filter.actor': { en: 'Actor', nl: 'Uitvoerder' },
  'audit.filter.actorPlaceholder': { en: 'Name or email', nl: 'Naam of e-mail' },
  'audit.filter.action': { en: 'Action', nl: 'Actie' },
  'audit.filter.allActions': { en: 'All actions', nl: 'Alle acties' },
  'audit.filter.target': { en: 'Target', nl: 'Doel' },
  'audit.filter.targetPlaceholder': { en: 'Name, email or reference', nl: 'Naam, e-mail of referentie' },
  'audit.filter.from': { en: 'From', nl: 'Van' },
  'audit.filter.to': { en: 'To', nl: 'Tot en met' },
  'audit.filter.apply': { en: 'Filter', nl: 'Filteren' },
  'audit.filter.clear': { en: 'Clear filters', nl: 'Filters wissen' },
  // The one button the filters fold behind on a phone, with how many are set.
  'audit.filter.toggle': {
    en: '{count, plural, =0 {Filters} other {Filters (#)}}',
    nl: '{count, plural, =0 {Filters} other {Filters (#)}}',
  },
  'audit.filter.invalidDate': {
    en: 'Please provide a date as YYYY-MM-DD',
    nl: 'Geef een datum op als JJJJ-MM-DD',
  },
  'audit.filter.unreadableDate': {
    en: 'Please enter a date like {example}',
    nl: 'Geef een datum op zoals {example}',
  },
  'audit.filter.datePlaceholder': { en: 'e.g. {example}', nl: 'bijv. {example}' },
  'audit.filter.chooseDate': { en: 'Choose a date', nl: 'Kies een datum' },
  'audit.filter.dateOrder': {
    en: "'To' cannot be before 'From'",
    nl: "'Tot en met' kan niet vóór 'Van' liggen",
  },
  'audit.filter.tooLong': { en: 'Please use at most {max} characters', nl: 'Gebruik maximaal {max} tekens' },
  'audit.filter.unknownAction': {
    en: 'Please choose an action from the list',
    nl: 'Kies een actie uit de lijst',
  },
  'audit.column.at': { en: 'Date', nl: 'Datum' },
  'audit.column.actor': { en: 'Actor', nl: 'Uitvoerder' },
  'audit.column.email': { en: 'Email', nl: 'E-mail' },
  'audit.column.action': { en: 'Action', nl: 'Actie' },
  'audit.column.targetType': { en: 'Target type', nl: 'Soort doel' },
  'audit.column.target': { en: 'Target', nl: 'Doel' },
  'audit.column.targetId': { en: 'Target ID', nl: 'Doel-ID' },
  'audit.column.fields': { en: 'Changed fields', nl: 'Gewijzigde velden' },
  'audit.column.outcome': { en: 'Outcome', nl: 'Resultaat' },
  'audit.column.status': { en: 'Status', nl: 'Status' },
  'audit.column.reason': { en: 'Reason', nl: 'Reden' },
  'audit.column.seq': { en: 'No.', nl: 'Nr.' },
  'audit.column.hash': { en: 'Hash', nl: 'Hash' },
  'audit.column.prevHash': { en: 'Previous hash', nl: 'Vorige hash' },
  'audit.outcome.success': { en: 'Done', nl: 'Uitgevoerd' },
  'audit.outcome.refused': { en: 'Refused', nl: 'Geweigerd' },
  'audit.target.organization': { en: 'Organization', nl: 'Organisatie' },
  'audit.target.integration': { en: 'Integration', nl: 'Integratie' },
  'audit.target.user': { en: 'User', nl: 'Gebruiker' },
  'audit.target.invitation': { en: 'Invitation', nl: 'Uitnodiging' },
  'audit.target.connection': { en: 'Connection', nl: 'Verbinding' },
  'audit.target.eula': { en: 'EULA', nl: 'EULA' },
  'audit.target.passwordReset': { en: 'Password reset', nl: 'Wachtwoordherstel' },
  'audit.target.session': { en: 'Sign-in', nl: 'Inloggen' },
  'audit.verify.button': { en: 'Verify', nl: 'Verifiëren' },
  'audit.verify.checking': { en: 'Verifying...', nl: 'Verifiëren...' },
  'audit.verify.empty': {
    en: 'There is no activity to verify yet.',
    nl: 'Er is nog geen activiteit om te verifiëren.',
  },
  'audit.verify.intact': {
    en: 'The activity log is intact: {count, plural, one {# entry} other {# entries}} verified.',
    nl: 'Het activiteitenlogboek is intact: {count, plural, one {# regel} other {# regels}} geverifieerd.',
  },
  'audit.verify.broken': {
    en: 'The activity log has been tampered with: entry {position} of {count} {kind}.',
    nl: 'Er is met het activiteitenlogboek geknoeid: regel {position} van {count} {kind}.',
  },
  'audit.verify.missing': {
    en: 'The activity log has been tampered with: {missing, plural, one {entry {from} of {count} is missing} other {entries {from} to {to} of {count} are missing}}.',
    nl: 'Er is met het activiteitenlogboek geknoeid: {missing, plural, one {regel {from} van {count} ontbreekt} other {regels {from} tot en met {to} van {count} ontbreken}}.',
  },
  'audit.verify.problem.hash': { en: 'does not match its hash', nl: 'komt niet overeen met zijn hash' },
  'audit.verify.problem.link': {
    en: 'does not follow the entry before it',
    nl: 'sluit niet aan op de regel ervoor',
  },
  'audit.verify.problem.sequence': {
    en: 'is missing or out of order',
    nl: 'ontbreekt of staat niet op zijn plaats',
  },
  'audit.export.button': { en: 'Export CSV', nl: 'CSV exporteren' },
  'audit.export.fileName': { en: 'activity', nl: 'activiteit' },
  'audit.export.done': { en: 'Activity exported successfully', nl: 'Activiteit succesvol geëxporteerd' },
});

/** The name of every recorded action, as the table, the action filter and the export show it. */
export const auditActionMessages = defineMessages({
  'audit.action.organization.create': { en: 'Organization created', nl: 'Organisatie aangemaakt' },
  'audit.action.organization.update': {
    en: 'Organization profile changed',
    nl: 'Organisatieprofiel gewijzigd',
  },
  'audit.action.integration.link': {
    en: 'My Port of Antwerp-Bruges linked',
    nl: 'My Port of Antwerp-Bruges gekoppeld',
  },
  'audit.action.integration.update': {
    en: 'Integration setting saved',
    nl: 'Integratie-instelling opgeslagen',
  },
  'audit.action.integration.remove': {
    en: 'Integration setting removed',
    nl: 'Integratie-instelling verwijderd',
  },
  'audit.action.integration.connect': { en: 'Integration connected', nl: 'Integratie verbonden' },
  'audit.action.integration.change': { en: 'Integration changed', nl: 'Integratie gewijzigd' },
  'audit.action.integration.disconnect': {
    en: 'Integration disconnected',
    nl: 'Integratie losgekoppeld',
  },
  'audit.action.user.create': { en: 'User invited', nl: 'Gebruiker uitgenodigd' },
  'audit.action.user.update': { en: 'User changed', nl: 'Gebruiker gewijzigd' },
  'audit.action.user.delete': { en: 'User deleted', nl: 'Gebruiker verwijderd' },
  'audit.action.user.reactivate': { en: 'User reactivated', nl: 'Gebruiker geheractiveerd' },
  'audit.action.user.resendInvitation': {
    en: 'Invitation mail resent',
    nl: 'Uitnodigingsmail opnieuw verstuurd',
  },
  'audit.action.user.activate': { en: 'User activated', nl: 'Gebruiker geactiveerd' },
  'audit.action.invitation.create': { en: 'Organization invited', nl: 'Organisatie uitgenodigd' },
  'audit.action.invitation.resend': { en: 'Invitation resent', nl: 'Uitnodiging opnieuw verstuurd' },
  'audit.action.invitation.cancel': { en: 'Invitation cancelled', nl: 'Uitnodiging geannuleerd' },
  'audit.action.invitation.open': { en: 'Invitation opened', nl: 'Uitnodiging geopend' },
  'audit.action.invitation.complete': { en: 'Invitation completed', nl: 'Uitnodiging voltooid' },
  'audit.action.connection.request': { en: 'Connection requested', nl: 'Verbinding aangevraagd' },
  'audit.action.connection.accept': { en: 'Connection accepted', nl: 'Verbinding aanvaard' },
  'audit.action.connection.confirm': { en: 'Connection confirmed', nl: 'Verbinding bevestigd' },
  'audit.action.connection.finalize': { en: 'Connection finalized', nl: 'Verbinding afgerond' },
  'audit.action.connection.decline': { en: 'Connection declined', nl: 'Verbinding geweigerd' },
  'audit.action.connection.cancel': {
    en: 'Connection request cancelled',
    nl: 'Verbindingsverzoek geannuleerd',
  },
  'audit.action.connection.update': { en: 'Connection changed', nl: 'Verbinding gewijzigd' },
  'audit.action.connection.verifyFingerprint': {
    en: 'Key fingerprint marked as verified',
    nl: 'Sleutelvingerafdruk als geverifieerd gemarkeerd',
  },
  'audit.action.eula.accept': { en: 'EULA accepted', nl: 'EULA aanvaard' },
  'audit.action.password.resetRequest': {
    en: 'Password reset requested',
    nl: 'Wachtwoordherstel aangevraagd',
  },
  'audit.action.password.reset': { en: 'Wallet password reset', nl: 'Walletwachtwoord hersteld' },
  'audit.action.password.adminReset': {
    en: 'Wallet password reset by an admin',
    nl: 'Walletwachtwoord hersteld door een beheerder',
  },
  'audit.action.session.signIn': { en: 'Signed in', nl: 'Ingelogd' },
  'audit.action.session.verifyTwoFactor': {
    en: 'Verification code entered',
    nl: 'Verificatiecode ingevoerd',
  },
  'audit.action.session.signOut': { en: 'Signed out', nl: 'Uitgelogd' },
});

export const auditMessages = { ...auditPageMessages, ...auditActionMessages, ...auditFieldMessages };
