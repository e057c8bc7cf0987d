// Two-factor by email: GET /two-factor/auth/email (re)sends a 6-digit code; POST .../validate checks
// it and answers the full access token. Both take the 2FA-pending token from sign-in.
import { randomInt } from 'node:crypto';
import { BadRequest } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { OrgUserRecord } from '../store/records.ts';
import { authenticate } from '../auth/guard.ts';
import { attemptLimits, lifetimes } from '../config.ts';
import { sendMail } from '../dev/mailer.ts';
import { mailLang, twoFactorCodeMail } from '../dev/mail-texts.ts';
import { contractBody } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import { sessionUserView } from '../http/views.ts';
import { issueAccessToken } from './authentication.ts';

export const sendTwoFactorCode = (ctx: Ctx, user: OrgUserRecord): void => {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.twoFactorCodes.set(user.id, {
    code,
    expiresAt: ctx.clock.now().getTime() + lifetimes.twoFactorCodeSeconds * 1000,
    wrongTries: 0,
  });
  sendMail(
    ctx,
    user.email,
    twoFactorCodeMail(mailLang(user.lang), {
      firstName: user.firstName,
      code,
      minutes: lifetimes.twoFactorCodeSeconds / 60,
    }),
  );
};

export const twoFactorSendService = (ctx: Ctx) => ({
  async find(params: Params) {
    const actor = await authenticate(ctx, params, 'two-factor');
    // Counted per organization user, not per email: what others mail to the address never counts here.
    await ctx.limits.attempt('twoFactorMail', { account: actor.user.id, address: params.sourceAddress });
    sendTwoFactorCode(ctx, actor.user);
    return { result: 'success', message: 'Verification code sent successfully' };
  },
});

export const twoFactorValidateService = (ctx: Ctx) => ({
  async create(data: unknown, params: Params) {
    const actor = await authenticate(ctx, params, 'two-factor');
    const { code } = contractBody('validateTwoFactorCode', data);
    const who = { account: actor.user.id, address: params.sourceAddress };
    await ctx.limits.attempt('twoFactor', who);
    const sent = ctx.twoFactorCodes.get(actor.user.id);
    if (!sent || sent.expiresAt <= ctx.clock.now().getTime() || sent.code !== code) {
      // A code takes as many wrong tries as the account may make in a window, then it is dead: the
      // next window starts with a new code, so one code never gets more than that many guesses.
      if (sent && ++sent.wrongTries >= attemptLimits.twoFactor.account.points)
        ctx.twoFactorCodes.delete(actor.user.id);
      throw new BadRequest('Invalid or expired verification code', { field: 'code' });
    }
    ctx.twoFactorCodes.delete(actor.user.id);
    await ctx.limits.succeeded('twoFactor', who);
    await ctx.limits.forgetAccount('twoFactor', actor.user.id);
    const unlockToken = ctx.randomToken(24);
    const user = ctx.store.organizationUsers.update(actor.user.id, { unlockToken });
    const token = await issueAccessToken(ctx, user.id, actor.org.id, actor.sid);
    return {
      twoFactorAuthEmailValidated: true,
      unlockToken,
      user: await sessionUserView(ctx, user, actor.org),
      token,
    };
  },
});
