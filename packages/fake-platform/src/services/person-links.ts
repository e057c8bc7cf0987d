// POST /person-links: the holder of two memberships with the same email joins them into one person
// (persons.ts), so that they switch between the organizations and reset their own password in each.
// The proof is of both: the caller is signed in to one membership, and signs a challenge bound to the
// other (POST /authentication step 1 with its orgUserId) with that membership's wallet. An email,
// which anybody can type, is never enough.
import { BadRequest, Forbidden } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import { authenticate, checkStanding } from '../auth/guard.ts';
import { contractBody } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import { verifyChallengeSignature } from '../wallets/index.ts';
import { joinPersons, membershipsOf } from './persons.ts';

const notProven = 'Access denied: sign with the wallet of the membership to link';

export const personLinksService = (ctx: Ctx) => ({
  async create(data: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
    const body = contractBody('createPersonLink', data);
    const who = { account: actor.user.id, address: params.sourceAddress };
    await ctx.limits.attempt('personLink', who);
    const issued = ctx.challenges.get(body.challenge);
    ctx.challenges.delete(body.challenge);
    const other = ctx.store.organizationUsers.get(body.orgUserId);
    const org = other && ctx.store.organizations.get(other.organizationId);
    if (!issued || issued.orgUserId !== body.orgUserId || issued.expiresAt <= ctx.clock.now().getTime()) {
      throw new BadRequest('Invalid or expired challenge: request a new one', { field: 'challenge' });
    }
    if (!other || !org || other.email !== actor.user.email || other.id === actor.user.id) {
      throw new Forbidden(notProven);
    }
    checkStanding(ctx, other, org);
    if (!other.pkeySign || !verifyChallengeSignature(other.pkeySign, body.challenge, body.signature)) {
      throw new Forbidden(notProven);
    }
    await ctx.limits.succeeded('personLink', who);
    if (other.userId !== actor.user.userId) joinPersons(ctx, actor.user, other);
    const joined = membershipsOf(ctx, actor.user);
    return { userId: actor.user.userId, organizationIds: joined.map((u) => u.organizationId) };
  },
});
