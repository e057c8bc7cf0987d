// The mailbox: every mail the platform "sends" is stored (newest first when listed), with its links.
import type { Ctx } from '../context.ts';
import type { MailRecord } from '../store/records.ts';
import type { MailText } from './mail-texts.ts';

const linkPattern = /https?:\/\/[^\s<>"')]+/g;

export const sendMail = (ctx: Ctx, to: string, { subject, text }: MailText): MailRecord =>
  ctx.store.mails.insert({
    to,
    subject,
    text,
    links: text.match(linkPattern) ?? [],
    createdAt: ctx.nowIso(),
  });

export const listMails = (ctx: Ctx): MailRecord[] => ctx.store.mails.all().sort((a, b) => b.id - a.id);
