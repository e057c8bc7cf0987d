// Forgot password: POST /password-reset (public, from the login page) mails a link; GET /pwreset
// reads it (marks visitedAt); POST /pwreset sets the new password (sha256 hash) in the cloud wallet.
// A link works once and only until validUntil (24 h on the platform clock).
import { BadRequest, Gone, NotFound } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { PasswordResetRecord } from '../store/records.ts';
import { signToken, verifyToken } from '../auth/jwt.ts';
import { messages } from '../auth/messages.ts';
import { lifetimes } from '../config.ts';
import { sendMail } from '../dev/mailer.ts';
import { mailLang, passwordResetMail } from '../dev/mail-texts.ts';
import { contractBody, contractQuery } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import { walletOf } from '../seed/demo-world.ts';
import { limitedLinkCheck } from '../limits/link-check.ts';
import { revokeSessionsOf } from '../auth/sessions.ts';
import { leavePerson } from './persons.ts';
import { isHostedWalletUrl } from '../wallets/hosting.ts';
import { hostedDomain } from './find-user.ts';

export const passwordResetService = (ctx: Ctx) => ({
  async create(data: unknown, params: Params) {
    const body = contractBody('requestPasswordReset', data);
    await ctx.limits.attempt('passwordReset', { account: body.orgUserId, address: params.sourceAddress });
    const user = ctx.store.organizationUsers.get(body.orgUserId);
    const org = ctx.store.organizations.get(body.organizationId);
    if (!user || !org || user.organizationId !== org.id || user.isDeleted)
      throw new NotFound(messages.noUserForEmail);
    if (!isHostedWalletUrl(org.walletUrl, hostedDomain(ctx)))
      throw new BadRequest(messages.walletHosted, { field: 'organizationId' });
    const now = ctx.clock.now();
    const reset = ctx.store.passwordResets.insert({
      orgUserId: user.id,
      organizationId: org.id,
      validUntil: new Date(now.getTime() + lifetimes.passwordResetSeconds * 1000).toISOString(),
      visitedAt: null,
      usedAt: null,
      createdAt: now.toISOString(),
    });
    const jwt = await signToken(ctx.secret, {
      typ: 'pwreset',
      sub: reset.id,
      iat: ctx.nowSeconds(),
      exp: Math.floor(Date.parse(reset.validUntil) / 1000),
    });
    sendMail(
      ctx,
      user.email,
      passwordResetMail(mailLang(user.lang), {
        firstName: user.firstName,
        organization: org.name,
        link: `${ctx.urls.base}/password-reset/${reset.id}?jwt=${jwt}`,
      }),
    );
    return { result: 'success', id: reset.id, validUntil: reset.validUntil };
  },
});

/** The reset a link token names, if it is still usable; throws the spec's errors otherwise. */
const usableReset = async (ctx: Ctx, params: Params, expectedId?: number): Promise<PasswordResetRecord> => {
  // The path's parameter, shared by its GET and POST; missing, the contract's 'Missing password reset code'.
  const { jwt } = contractQuery('readPasswordReset', params.query);
  const checked = await verifyToken(ctx.secret, jwt, ctx.clock.now().getTime(), ['pwreset']);
  if (!checked.ok && checked.reason === 'invalid') throw new NotFound(messages.resetNotFound);
  const resetId = checked.ok ? checked.claims.sub : undefined;
  const reset = resetId !== undefined ? ctx.store.passwordResets.get(resetId) : undefined;
  if (checked.ok && !reset) throw new NotFound(messages.resetNotFound);
  if (reset?.usedAt) throw new Gone(messages.resetUsed);
  if (!checked.ok || !reset || reset.validUntil <= ctx.nowIso()) throw new Gone(messages.resetExpired);
  if (expectedId !== undefined && expectedId !== reset.id) throw new NotFound(messages.resetNotFound);
  return reset;
};

export const pwresetService = (ctx: Ctx) => ({
  async find(params: Params) {
    const reset = await limitedLinkCheck(ctx, params, () => usableReset(ctx, params));
    // visitedAt records the link's use (set by the POST): the portal reads a visited link as used.
    const visited = reset;
    const user = ctx.store.organizationUsers.get(reset.orgUserId);
    return {
      id: visited.id,
      visitedAt: visited.visitedAt,
      validUntil: visited.validUntil,
      organization_user: {
        id: reset.orgUserId,
        user: { first_name: user?.firstName ?? '', last_name: user?.lastName ?? '' },
      },
    };
  },
  async create(data: unknown, params: Params) {
    const body = contractBody('resetPassword', data);
    const reset = await limitedLinkCheck(ctx, params, () => usableReset(ctx, params, body.passwordResetId));
    const org = ctx.store.organizations.get(reset.organizationId);
    if (!org) throw new NotFound(messages.resetNotFound);
    // Claim the link first (single use), then change the password in the wallet.
    const usedAt = ctx.nowIso();
    ctx.store.passwordResets.update(reset.id, { usedAt, visitedAt: usedAt }, (current) => {
      if (current.usedAt) throw new Gone(messages.resetUsed);
    });
    await ctx.wallets.setPasswordHash({
      walletUrl: walletOf(org, ctx.wallets.cloudUrl),
      orgUserId: reset.orgUserId,
      organizationId: org.id,
      passwordHash: body.passwordHash,
    });
    // Whoever had the old password may hold a session: every session of the user ends.
    revokeSessionsOf(ctx, reset.orgUserId);
    // The link went to whatever address the organization keeps, which its admins may have typed: the
    // password it set speaks for this membership only.
    leavePerson(ctx, reset.orgUserId);
    return { result: 'success' };
  },
});
