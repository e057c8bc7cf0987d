// The mailbox: every mail the platform "sends" is stored (newest first when listed), with its links.
// Link tokens (password reset, add-user, onboarding) are live credentials: only the dev mailbox keeps
// them readable. In production the stored mail holds each token's SHA-256 instead, so the journal and
// the snapshot hold nothing an operator could replay (the real platform would hand the mail to its
// mail service and keep no copy).
import { createHash } from 'node:crypto';
import type { Ctx } from '../context.ts';
import type { MailRecord } from '../store/records.ts';
import type { MailText } from './mail-texts.ts';

const linkPattern = /https?:\/\/[^\s<>"')]+/g;

/** `jwt=<token>` → `jwt=sha256:<hex of the token>`: which token it was, not the token. */
export const hashLinkTokens = (text: string): string =>
  text.replace(/([?&]jwt=)([^\s&#<>"')]+)/g, (_m, prefix: string, token: string) => {
    return `${prefix}sha256:${createHash('sha256').update(token).digest('hex')}`;
  });

export const sendMail = (ctx: Ctx, to: string, mail: MailText): MailRecord => {
  const text = ctx.production ? hashLinkTokens(mail.text) : mail.text;
  return ctx.store.mails.insert({
    to,
    subject: mail.subject,
    text,
    links: text.match(linkPattern) ?? [],
    createdAt: ctx.nowIso(),
  });
};

export const listMails = (ctx: Ctx): MailRecord[] => ctx.store.mails.all().sort((a, b) => b.id - a.id);
