// Platform sessions on the server: a token is valid while it verifies, has not expired AND its
// session has not ended. Logout ends the caller's session; the platform revokes every session of a
// user who is deleted or deactivated or whose password is reset, so a token copied before that
// (another tab, a stolen copy) is refused on every endpoint from then on, even if the user is
// reactivated later.
import { NotAuthenticated } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { SessionRecord } from '../store/records.ts';
import { messages } from './messages.ts';

const isoAt = (epochSeconds: number): string => new Date(epochSeconds * 1000).toISOString();

/**
 * Opens a session for a token expiring at `exp` (epoch seconds) and answers its id. The user's
 * sessions that expired meanwhile are pruned: their tokens are refused by their expiry anyway.
 */
export const openSession = (ctx: Ctx, orgUserId: number, organizationId: number, exp: number): string => {
  const now = ctx.nowIso();
  for (const old of ctx.store.sessions.filter((s) => s.orgUserId === orgUserId && s.expiresAt <= now))
    ctx.store.sessions.remove(old.sid);
  const sid = ctx.uuid();
  ctx.store.sessions.insert({
    sid,
    orgUserId,
    organizationId,
    createdAt: now,
    expiresAt: isoAt(exp),
    endedAt: null,
    endReason: null,
  });
  return sid;
};

/** The session continues under a newer token (the access token after the second factor). */
export const extendSession = (ctx: Ctx, sid: string, exp: number): void => {
  ctx.store.sessions.update(sid, { expiresAt: isoAt(exp) });
  ctx.wallets.extendPlatformSession(sid, exp);
};

/** Refuses a token whose session is unknown, ended, revoked or belongs to someone else. */
export const checkSession = (ctx: Ctx, sid: string | undefined, orgUserId: number): SessionRecord => {
  const session = sid === undefined ? undefined : ctx.store.sessions.get(sid);
  if (!session || session.orgUserId !== orgUserId) throw new NotAuthenticated(messages.invalidToken);
  if (session.endedAt !== null) throw new NotAuthenticated(messages.sessionEnded);
  return session;
};

/** Ends one session (logout, revocation), and with it the wallet session it was opened with. */
export const endSession = (ctx: Ctx, sid: string, reason: 'signOut' | 'revoked'): SessionRecord => {
  ctx.wallets.endPlatformSession(sid);
  return ctx.store.sessions.update(sid, { endedAt: ctx.nowIso(), endReason: reason });
};

/** Revokes every live session of a user; answers how many were ended. */
export const revokeSessionsOf = (ctx: Ctx, orgUserId: number): number => {
  const live = ctx.store.sessions.filter((s) => s.orgUserId === orgUserId && s.endedAt === null);
  for (const session of live) endSession(ctx, session.sid, 'revoked');
  return live.length;
};
