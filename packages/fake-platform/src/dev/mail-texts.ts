// What the platform's mails say, in English and Dutch: every mail goes out in its recipient's
// language (an organization user's `lang`). An invitation's contact is nobody's user yet, so it has
// no language of its own: the invitation mails speak the language of the administrator who sends
// them, the best guess at the language the two organizations share.
import type { ConnectionStatus } from '../store/records.ts';

export type MailLang = 'en' | 'nl';
export type MailText = { readonly subject: string; readonly text: string };

/** A record's language as a mail language: anything but 'nl' reads English. */
export const mailLang = (lang: string | null | undefined): MailLang => (lang === 'nl' ? 'nl' : 'en');

const statusNl: Readonly<Record<ConnectionStatus, string>> = {
  pending: 'in afwachting',
  accepted: 'aanvaard',
  confirmed: 'bevestigd',
  finalized: 'afgerond',
  declined: 'geweigerd',
  cancelled: 'geannuleerd',
};

export const twoFactorCodeMail = (
  lang: MailLang,
  v: { firstName: string; code: string; minutes: number },
): MailText =>
  lang === 'nl'
    ? {
        subject: 'Uw verificatiecode',
        text: `Beste ${v.firstName},\n\nUw verificatiecode is ${v.code}. Deze code is ${v.minutes} minuten geldig.\n`,
      }
    : {
        subject: 'Your verification code',
        text: `Hello ${v.firstName},\n\nYour verification code is ${v.code}. It is valid for ${v.minutes} minutes.\n`,
      };

export const passwordResetMail = (
  lang: MailLang,
  v: { firstName: string; organization: string; link: string },
): MailText =>
  lang === 'nl'
    ? {
        subject: 'Stel uw walletwachtwoord opnieuw in',
        text: `Beste ${v.firstName},\n\nStel hier uw wachtwoord voor ${v.organization} opnieuw in:\n${v.link}\n\nDe link is 24 uur geldig en kan één keer gebruikt worden.\n`,
      }
    : {
        subject: 'Reset your wallet password',
        text: `Hello ${v.firstName},\n\nReset your password for ${v.organization} here:\n${v.link}\n\nThe link is valid for 24 hours and can be used once.\n`,
      };

export const addUserMail = (
  lang: MailLang,
  v: { firstName: string; organization: string; link: string },
): MailText =>
  lang === 'nl'
    ? {
        subject: `U bent uitgenodigd bij ${v.organization}`,
        text: `Beste ${v.firstName},\n\nEen beheerder van ${v.organization} heeft u toegevoegd. Stel hier uw walletwachtwoord in:\n${v.link}\n\nDe link is 14 dagen geldig.\n`,
      }
    : {
        subject: `You have been invited to ${v.organization}`,
        text: `Hello ${v.firstName},\n\nAn administrator of ${v.organization} added you. Set your wallet password here:\n${v.link}\n\nThe link is valid for 14 days.\n`,
      };

export const invitationMail = (
  lang: MailLang,
  v: { name: string; inviter: string; message: string | null; link: string; validUntil: string },
): MailText =>
  lang === 'nl'
    ? {
        subject: `${v.inviter} nodigt u uit op het Secure Container Release-platform`,
        text: `Beste ${v.name},\n\n${v.inviter} nodigt u uit om aan te sluiten.${v.message ? `\n\nBericht: ${v.message}` : ''}\n\nMaak uw account aan: ${v.link}\n\nDe link is geldig tot ${v.validUntil}.\n`,
      }
    : {
        subject: `${v.inviter} invites you to the Secure Container Release platform`,
        text: `Hello ${v.name},\n\n${v.inviter} invites you to onboard.${v.message ? `\n\nMessage: ${v.message}` : ''}\n\nCreate your account: ${v.link}\n\nThe link is valid until ${v.validUntil}.\n`,
      };

export const invitationCancelledMail = (lang: MailLang, v: { name: string; inviter: string }): MailText =>
  lang === 'nl'
    ? {
        subject: `Uitnodiging van ${v.inviter} geannuleerd`,
        text: `Beste ${v.name},\n\n${v.inviter} heeft de uitnodiging om aan te sluiten geannuleerd.\n`,
      }
    : {
        subject: `Invitation from ${v.inviter} cancelled`,
        text: `Hello ${v.name},\n\n${v.inviter} cancelled its invitation to onboard.\n`,
      };

export const connectionRequestMail = (
  lang: MailLang,
  v: { requester: string; partner: string; link: string },
): MailText =>
  lang === 'nl'
    ? {
        subject: `Verbindingsverzoek van ${v.requester}`,
        text: `${v.requester} wil verbinden met ${v.partner}.\nBekijk het verzoek op ${v.link}\n`,
      }
    : {
        subject: `Connection request from ${v.requester}`,
        text: `${v.requester} would like to connect with ${v.partner}.\nReview it at ${v.link}\n`,
      };

export const connectionStatusMail = (
  lang: MailLang,
  v: { status: ConnectionStatus; by: string; link: string },
): MailText =>
  lang === 'nl'
    ? {
        subject: `Verbinding ${statusNl[v.status]} door ${v.by}`,
        text: `${v.by} heeft uw verbinding op ${statusNl[v.status]} gezet.\n${v.link}\n`,
      }
    : {
        subject: `Connection ${v.status} by ${v.by}`,
        text: `${v.by} set your connection to ${v.status}.\n${v.link}\n`,
      };
