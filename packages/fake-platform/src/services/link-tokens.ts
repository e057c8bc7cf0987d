// The link tokens (jwt query parameter) of the onboarding and add-user pages, checked with the
// spec's errors: missing → 400 (the contract's `x-missing` text), unknown → 404, expired → 410,
// already used → 409.
import { Conflict, Gone, NotFound } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { InvitationRecord, OrgUserRecord } from '../store/records.ts';
import { verifyToken } from '../auth/jwt.ts';
import { messages } from '../auth/messages.ts';
import { contractQuery } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import { expireInvitations } from './invitations.ts';

/** The token of a link path; its GET and POST share the path's parameter, so either reads it. */
const jwtOf = (params: Params, operationId: 'readOnboarding' | 'readAddUser'): string =>
  contractQuery(operationId, params.query).jwt;

export const usableInvitation = async (ctx: Ctx, params: Params): Promise<InvitationRecord> => {
  const checked = await verifyToken(ctx.secret, jwtOf(params, 'readOnboarding'), ctx.clock.now().getTime(), [
    'invitation',
  ]);
  if (!checked.ok) {
    if (checked.reason === 'expired') throw new Gone(messages.invitationExpired);
    throw new NotFound(messages.invitationNotFound);
  }
  expireInvitations(ctx);
  const invitation = ctx.store.invitations.get(checked.claims.sub);
  if (!invitation) throw new NotFound(messages.invitationNotFound);
  if (invitation.status === 'expired') throw new Gone(messages.invitationExpired);
  if (invitation.status === 'cancelled' || invitation.status === 'declined')
    throw new Gone(`Invitation was ${invitation.status}`);
  if (invitation.status === 'completed') throw new Conflict('Invitation has already been used to onboard');
  return invitation;
};

export const usableAddUser = async (ctx: Ctx, params: Params): Promise<OrgUserRecord> => {
  const checked = await verifyToken(ctx.secret, jwtOf(params, 'readAddUser'), ctx.clock.now().getTime(), [
    'add-user',
  ]);
  if (!checked.ok) {
    if (checked.reason === 'expired') throw new Gone(messages.addUserExpired);
    throw new NotFound('Accept code not found');
  }
  const user = ctx.store.organizationUsers.get(checked.claims.sub);
  if (!user || user.isDeleted) throw new NotFound('Accept code not found');
  if (user.activatedAt !== null) throw new Conflict(messages.alreadyActive);
  if (!user.acceptCode || user.acceptCode !== checked.claims.code)
    throw new NotFound('Accept code not found');
  return user;
};
