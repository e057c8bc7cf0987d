// POST /authentication, strategy 'wallet': step 1 hands out a challenge; step 2 (wallet bearer token
// plus the wallet's Ed25519 signature of the challenge) verifies it against the user's pkeySign and
// issues the access token, or, where the organization uses 2FA by email, mails a code first.
import { BadRequest, NotAuthenticated } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { CheckedWalletToken } from '../wallets/index.ts';
import { bearer, checkStanding, verifiedSession } from '../auth/guard.ts';
import { signToken, walletTokenClaims } from '../auth/jwt.ts';
import { messages } from '../auth/messages.ts';
import { endSession, extendSession, openSession } from '../auth/sessions.ts';
import { lifetimes } from '../config.ts';
import { verifyChallengeSignature } from '../wallets/index.ts';
import { contractPart } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import { sessionUserView } from '../http/views.ts';

/**
 * Opens the platform session a sign-in's wallet session serves, binding it: once. The token's
 * proof is asked again here, after step 2's awaits, so of two sign-ins racing with one wallet token
 * only one gets a session, and the binding never moves to a later one. The token was checked once
 * (its signature) at the start: asking and binding here wait for nothing.
 */
const openBoundSession = (
  ctx: Ctx,
  walletToken: CheckedWalletToken,
  orgUserId: number,
  organizationId: number,
  exp: number,
): string => {
  if (ctx.wallets.tokenAccount(walletToken) !== orgUserId) throw new NotAuthenticated('Wallet token expired');
  const sid = openSession(ctx, orgUserId, organizationId, exp);
  ctx.wallets.bindSession(walletToken, sid, exp);
  return sid;
};

// orgUserId is optional in step 1: the portal's sign-in asks for a challenge before the user's wallet
// is unlocked; an unbound challenge is bound to whoever signs it in step 2 (still single-use, 2 min).
/**
 * An access token for a new session, or, given the session of a two-factor token, for that session
 * continued: a logout during the second factor ends both tokens.
 */
export const issueAccessToken = async (
  ctx: Ctx,
  orgUserId: number,
  organizationId: number,
  continuedSid?: string,
  /** The wallet token of a new session's sign-in: its wallet session ends with it, no later. */
  walletToken?: CheckedWalletToken,
): Promise<string> => {
  const now = ctx.nowSeconds();
  const exp = now + lifetimes.accessTokenSeconds;
  if (continuedSid !== undefined) extendSession(ctx, continuedSid, exp);
  const sid =
    continuedSid ??
    (walletToken === undefined
      ? openSession(ctx, orgUserId, organizationId, exp)
      : openBoundSession(ctx, walletToken, orgUserId, organizationId, exp));
  return signToken(ctx.secret, { typ: 'access', sub: orgUserId, org: organizationId, sid, iat: now, exp });
};

const signInRefused = new NotAuthenticated('Email or wallet password incorrect.');

/** The signing-in user and organization, refused when unknown, deleted or not in good standing. */
const standing = (ctx: Ctx, orgUserId: number) => {
  const user = ctx.store.organizationUsers.get(orgUserId);
  const org = user && ctx.store.organizations.get(user.organizationId);
  if (!user || !org || user.isDeleted) throw new NotAuthenticated(messages.noUserForEmail);
  checkStanding(ctx, user, org);
  return { user, org };
};

export const authenticationService = (ctx: Ctx) => ({
  async create(data: unknown, params: Params) {
    const isStep2 = typeof data === 'object' && data !== null && 'signature' in data;
    const nowMs = ctx.clock.now().getTime();
    if (!isStep2) {
      const { orgUserId } = contractPart('ChallengeRequest', data);
      await ctx.limits.attempt('signInChallenge', { address: params.sourceAddress });
      if (orgUserId !== undefined) standing(ctx, orgUserId);
      const challenge = ctx.randomToken(32);
      ctx.challenges.set(challenge, {
        orgUserId: orgUserId ?? null,
        expiresAt: nowMs + lifetimes.challengeSeconds * 1000,
      });
      return { challenge };
    }
    const body = contractPart('SignatureRequest', data);
    const walletToken = bearer(params.headers);
    const walletSession = await ctx.wallets.readToken(walletToken);
    // Proof of possession: a live wallet session of this very account (the wallets' back channel),
    // not yet bound to a platform session: a wallet token signs in once.
    // Only such an attempt counts against the account (strictly per account and address, more widely
    // per account); one without it counts against its source address alone, so a stranger who knows
    // only an email cannot lock its owner out (limits/README.md).
    const proven = walletSession !== undefined && ctx.wallets.tokenAccount(walletSession) === body.orgUserId;
    const who = proven
      ? { account: body.orgUserId, address: params.sourceAddress }
      : { address: params.sourceAddress };
    await ctx.limits.attempt('signIn', who);
    const { user, org } = standing(ctx, body.orgUserId);
    if (!walletToken) throw new NotAuthenticated('Could not get token');
    const claims = walletTokenClaims(walletToken);
    if (typeof claims?.exp === 'number' && claims.exp * 1000 <= nowMs) {
      throw new NotAuthenticated('Wallet token expired');
    }
    if (claims?.sub !== undefined && claims.sub !== String(user.id)) throw signInRefused;
    // A token that reads well but whose wallet session ended (logout, reset) or was never issued.
    if (!proven || !walletSession) throw new NotAuthenticated('Wallet token expired');
    const { challenge, signature } = body;
    const issued = ctx.challenges.get(challenge);
    ctx.challenges.delete(challenge);
    if (!issued || (issued.orgUserId !== null && issued.orgUserId !== user.id) || issued.expiresAt <= nowMs) {
      throw new BadRequest('Invalid or expired challenge: request a new one', { field: 'challenge' });
    }
    if (!user.pkeySign || !verifyChallengeSignature(user.pkeySign, challenge, signature)) {
      throw signInRefused;
    }
    await ctx.limits.succeeded('signIn', who);
    ctx.limits.markKnown(user.id, params.sourceAddress);
    if (org.twoFactorAuth === '2FA using email') {
      // No code is mailed here: the client asks for it with GET /two-factor/auth/email (product-reference §7's one
      // send call). Mailing one here too sent two codes per sign-in, the first already invalid.
      const now = ctx.nowSeconds();
      const exp = now + lifetimes.twoFactorCodeSeconds;
      const sid = openBoundSession(ctx, walletSession, user.id, org.id, exp);
      const accessToken = await signToken(ctx.secret, {
        typ: 'two-factor',
        sub: user.id,
        org: org.id,
        sid,
        iat: now,
        exp,
      });
      return {
        twoFactorAuthRequired: true,
        twoFactorAuthType: 'email',
        accessToken,
        user: await sessionUserView(ctx, user, org),
      };
    }
    return {
      accessToken: await issueAccessToken(ctx, user.id, org.id, undefined, walletSession),
      user: await sessionUserView(ctx, user, org),
    };
  },
  /**
   * DELETE /authentication: logout. Ends the session of the token it is called with, an access token
   * or the two-factor token of a sign-in still waiting for its code; every later call with either
   * token of that session is refused with 401.
   */
  async remove(_id: unknown, params: Params) {
    // No standing check: a deactivated user or an expired subscription may still end a session.
    const { sid } = await verifiedSession(ctx, params, ['access', 'two-factor']);
    const ended = endSession(ctx, sid, 'signOut');
    return { endedAt: ended.endedAt };
  },
});
