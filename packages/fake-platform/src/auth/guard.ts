// Who is calling: the bearer access token names one organization user, the Id header must match it,
// and the user, the organization and the subscription must still be in good standing.
import { Forbidden, NotAuthenticated, PaymentError } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { AdminRole, OrganizationRecord, OrgUserRecord } from '../store/records.ts';
import { verifyToken, type TokenClaims, type TokenType, type VerifyResult } from './jwt.ts';
import { messages } from './messages.ts';
import { checkSession } from './sessions.ts';

export interface Actor {
  user: OrgUserRecord;
  org: OrganizationRecord;
  roles: ReadonlySet<AdminRole>;
  /** The session the caller's token belongs to. */
  sid: string;
}

export type Headers = Record<string, string | string[] | undefined>;

export const bearer = (headers: Headers | undefined): string | undefined => {
  const value = headers?.['authorization'];
  const text = Array.isArray(value) ? value[0] : value;
  const match = /^Bearer\s+(\S+)$/i.exec(text ?? '');
  return match?.[1];
};

export const hasActiveSubscription = (ctx: Ctx, organizationId: number): boolean => {
  const today = ctx.nowIso().slice(0, 10);
  return ctx.store.subscriptions
    .filter((s) => s.organizationId === organizationId)
    .some(
      (s) => s.startDate.slice(0, 10) <= today && (s.endDate === null || s.endDate.slice(0, 10) >= today),
    );
};

export const isOrgActive = (org: OrganizationRecord): boolean =>
  org.isActive && (org.status === 'active' || org.status === 'manual_active');

/** Throws the distinct sign-in refusals: inactive account or organization, expired subscription. */
export const checkStanding = (ctx: Ctx, user: OrgUserRecord, org: OrganizationRecord): void => {
  if (user.isDeleted || !user.isActive || !isOrgActive(org)) {
    throw new Forbidden(messages.notActivated, { reason: 'inactive' });
  }
  if (!hasActiveSubscription(ctx, org.id)) {
    throw new PaymentError(messages.subscriptionExpired, { reason: 'subscriptionExpired' });
  }
};

/**
 * A request's bearer token is checked once, keyed by the request's headers object, and the audit hook,
 * the authorization hook and the service share that check: the signature is the only wait, so what
 * the authorization hook decided and what the service then does are read from the store with no
 * other request's work between them, as when the check was synchronous.
 */
const checks = new WeakMap<Headers, Map<string, Promise<VerifyResult>>>();

const checkOnce = (ctx: Ctx, headers: Headers, token: string, types: readonly TokenType[]) => {
  let ofRequest = checks.get(headers);
  if (!ofRequest) checks.set(headers, (ofRequest = new Map()));
  const key = `${types.join(' ')} ${token}`;
  let check = ofRequest.get(key);
  if (!check) {
    check = verifyToken(ctx.secret, token, ctx.clock.now().getTime(), types);
    ofRequest.set(key, check);
  }
  return check;
};

/**
 * The caller's verified token claims and live session, before any standing check: a token of one of
 * `types`, unexpired, matching the Id header, whose session has not ended. The token's check is the
 * only wait: what the store says is read after it, in one go.
 */
export const verifiedSession = async (
  ctx: Ctx,
  params: { headers?: Headers },
  types: readonly TokenType[],
): Promise<{ claims: TokenClaims; sid: string }> => {
  const token = bearer(params.headers);
  if (!token || !params.headers) throw new NotAuthenticated(messages.missingToken);
  const result = await checkOnce(ctx, params.headers, token, types);
  if (!result.ok) {
    throw new NotAuthenticated(result.reason === 'expired' ? messages.sessionExpired : messages.invalidToken);
  }
  const idHeader = params.headers?.['id'];
  if (String(Array.isArray(idHeader) ? idHeader[0] : idHeader) !== String(result.claims.sub)) {
    throw new NotAuthenticated(messages.idMismatch);
  }
  const { sid } = checkSession(ctx, result.claims.sid, result.claims.sub);
  return { claims: result.claims, sid };
};

export const authenticate = async (
  ctx: Ctx,
  params: { headers?: Headers },
  type: TokenType = 'access',
): Promise<Actor> => {
  const { claims, sid } = await verifiedSession(ctx, params, [type]);
  const user = ctx.store.organizationUsers.get(claims.sub);
  const org = user && ctx.store.organizations.get(user.organizationId);
  if (!user || !org) throw new NotAuthenticated(messages.invalidToken);
  checkStanding(ctx, user, org);
  return { user, org, roles: new Set(user.adminRoles), sid };
};

/** The admin API: the actor needs one of these roles (org_mgr may do everything). */
export const requireRole = (actor: Pick<Actor, 'roles'>, ...roles: AdminRole[]): void => {
  if (actor.roles.size === 0) throw new Forbidden(messages.notAdmin);
  if (actor.roles.has('org_mgr') || roles.some((r) => actor.roles.has(r))) return;
  throw new Forbidden(messages.needsRole([...new Set<AdminRole>(['org_mgr', ...roles])]));
};

export const requireOwnOrganization = (actor: Actor, organizationId: number | undefined): void => {
  if (organizationId !== undefined && organizationId !== actor.org.id) {
    throw new Forbidden(messages.otherOrganization);
  }
};
