// /invitations: invitations to onboard, scoped to the inviter's own organization; who may call
// (org_mgr or cnx_mgr of the inviter): the access policy (auth/authorize.ts). Pending invitations past invitationValidUntil (on the platform clock) turn expired.
import { BadRequest, Conflict, NotFound } from '@feathersjs/errors';
import { refuseDuplicateInvitation } from './invitation-duplicates.ts';
import type { Ctx } from '../context.ts';
import type { InvitationRecord } from '../store/records.ts';
import { authenticate } from '../auth/guard.ts';
import { messages } from '../auth/messages.ts';
import { signToken } from '../auth/jwt.ts';
import { lifetimes, maxPageSize } from '../config.ts';
import { sendMail } from '../dev/mailer.ts';
import { invitationCancelledMail, invitationMail, mailLang, type MailLang } from '../dev/mail-texts.ts';
import { contractBody, contractQuery } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import { invitationView } from '../http/views.ts';
import { userIdOf } from './organization-users.ts';

/**
 * Whether the inviter may move an invitation to `target`: cancel one that is pending and unanswered;
 * send again (back to pending) one that is pending and unanswered, cancelled, or expired (sending it
 * again is what renews its validity). Expiry is applied first (`expireInvitations`).
 */
export const invitationTransitionAllowed = (
  current: InvitationRecord['status'],
  answered: boolean,
  target: 'pending' | 'cancelled',
): boolean => {
  const open = current === 'pending' && !answered;
  return target === 'cancelled' ? open : open || current === 'cancelled' || current === 'expired';
};

export const expireInvitations = (ctx: Ctx): void => {
  const now = ctx.nowIso();
  for (const i of ctx.store.invitations.filter(
    (x) => x.status === 'pending' && x.invitationValidUntil < now,
  )) {
    ctx.store.invitations.update(i.id, { status: 'expired', updatedAt: now });
  }
};

export const invitationLink = async (ctx: Ctx, i: InvitationRecord): Promise<string> => {
  const jwt = await signToken(ctx.secret, {
    typ: 'invitation',
    sub: i.id,
    iat: ctx.nowSeconds(),
    exp: Math.floor(Date.parse(i.invitationValidUntil) / 1000),
  });
  return `${ctx.urls.base}/invitation/${i.id}?jwt=${jwt}`;
};

/** The invitation mail, in the language of the administrator who sends it (mail-texts.ts). */
const mailInvitation = async (ctx: Ctx, i: InvitationRecord, inviterName: string, lang: MailLang) => {
  const link = await invitationLink(ctx, i);
  sendMail(
    ctx,
    i.contactEmail,
    invitationMail(lang, {
      name: i.name,
      inviter: inviterName,
      message: i.msg,
      link,
      validUntil: i.invitationValidUntil,
    }),
  );
};

export const invitationsService = (ctx: Ctx) => ({
  async find(params: Params) {
    const actor = await authenticate(ctx, params);
    const query = contractQuery('findInvitations', params.query);
    expireInvitations(ctx);
    const list = await ctx.store.invitations.find(
      { ...query, inviterId: actor.org.id, $limit: query.$limit ?? maxPageSize },
      false,
    );
    return list.map((i) => invitationView(ctx, i));
  },
  async get(rawId: unknown) {
    expireInvitations(ctx);
    const invitation = ctx.store.invitations.get(userIdOf(rawId));
    if (!invitation) throw new NotFound(messages.invitationNotFound);
    return invitationView(ctx, invitation);
  },
  async create(data: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
    const sent = contractBody('createInvitation', data);
    const body = { ...sent, contactEmail: sent.contactEmail.toLowerCase() };
    if (ctx.store.invitations.all().some((i) => i.reference === body.reference)) {
      throw new Conflict('An invitation with this reference exists', { field: 'reference' });
    }
    expireInvitations(ctx);
    refuseDuplicateInvitation(ctx, actor.org.id, { vat: body.vat, contactEmail: body.contactEmail });
    const now = ctx.clock.now();
    const invitation = ctx.store.invitations.insert({
      status: 'pending',
      name: body.name,
      vat: body.vat.toUpperCase(),
      contactEmail: body.contactEmail,
      customerReference: body.customerReference ?? null,
      city: body.city ?? null,
      msg: body.msg ?? null,
      reference: body.reference,
      inviterId: actor.org.id,
      resultOrganizationId: null,
      encrInviterData: body.encrInviterData,
      invitationValidUntil: new Date(now.getTime() + lifetimes.invitationSeconds * 1000).toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      answeredAt: null,
    });
    await mailInvitation(ctx, invitation, actor.org.name, mailLang(actor.user.lang));
    return invitationView(ctx, invitation);
  },
  async patch(rawId: unknown, data: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
    const invitationId = userIdOf(rawId);
    const body = contractBody('patchInvitation', data);
    expireInvitations(ctx);
    const existing = ctx.store.invitations.get(invitationId);
    if (!existing) throw new NotFound(messages.invitationNotFound);
    // Re-sending is limited per inviter and recipient: an organization cannot flood another's inbox,
    // nor use up what another inviter, or the address's owner, may send there.
    if (body.status === 'pending')
      await ctx.limits.attempt('invitationMail', {
        account: `${existing.inviterId}:${existing.contactEmail}`,
        address: params.sourceAddress,
      });
    const now = ctx.clock.now();
    const updated = ctx.store.invitations.update(
      invitationId,
      body.status === 'pending'
        ? {
            status: 'pending',
            updatedAt: now.toISOString(),
            invitationValidUntil: new Date(now.getTime() + lifetimes.invitationSeconds * 1000).toISOString(),
          }
        : { status: 'cancelled', updatedAt: now.toISOString() },
      (current) => {
        if (!invitationTransitionAllowed(current.status, current.answeredAt !== null, body.status)) {
          throw new BadRequest(`Invalid status ${body.status} for an invitation that is ${current.status}`, {
            field: 'status',
          });
        }
      },
    );
    if (body.status === 'pending')
      await mailInvitation(ctx, updated, actor.org.name, mailLang(actor.user.lang));
    else if (body.sendNotificationMail !== false) {
      sendMail(
        ctx,
        updated.contactEmail,
        invitationCancelledMail(mailLang(actor.user.lang), { name: updated.name, inviter: actor.org.name }),
      );
    }
    return invitationView(ctx, updated);
  },
});
