// What a call acts on, seen from its caller: the relation (their own user, their organization,
// another one) and, where the policy asks, the target user's role, read from the path, the query,
// the body or the stored record. Undefined where that cannot be told yet (a malformed or unknown
// id): the call is then decided on the caller's roles alone and the service refuses the input.
import type { Ctx } from '../context.ts';
import type { OrgUserRecord } from '../store/records.ts';
import type { Actor } from './guard.ts';
import { messages } from './messages.ts';
import type { Relation, TargetRole } from './policy.ts';

export type Subject = {
  readonly relation: Relation;
  readonly target?: TargetRole;
  /** The caller's roles in the organization acted on, where that is not the session's. */
  readonly roles?: readonly string[];
  /** The target becomes an admin by this call (the refusal names granting, not editing). */
  readonly grantsAdmin?: boolean;
  /** The operation's own refusal text, whatever the reason. */
  readonly refusal?: string;
};

export type SubjectCall = {
  id: unknown;
  data: unknown;
  params: { query?: unknown; route?: Record<string, string> };
};
type Resolve = (ctx: Ctx, actor: Actor, call: SubjectCall) => Subject | readonly Subject[] | undefined;

const field = (value: unknown, name: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;

/** A positive integer as the path, the query or the body carries it; undefined otherwise. */
const intOf = (value: unknown): number | undefined => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

const organization = (actor: Actor, organizationId: number | undefined): Subject | undefined =>
  organizationId === undefined
    ? undefined
    : { relation: organizationId === actor.org.id ? 'sameOrganization' : 'otherOrganization' };

/** An organization named by an optional filter: absent, the caller's own (the service scopes to it). */
const filter = (actor: Actor, value: unknown): Subject | undefined =>
  value === undefined ? { relation: 'sameOrganization' } : organization(actor, intOf(value));

const userRelation = (actor: Actor, user: OrgUserRecord): Relation =>
  user.id === actor.user.id
    ? 'self'
    : user.organizationId === actor.org.id
      ? 'sameOrganization'
      : 'otherOrganization';

const storedUser = (ctx: Ctx, value: unknown): OrgUserRecord | undefined => {
  const id = intOf(value);
  return id === undefined ? undefined : ctx.store.organizationUsers.get(id);
};

const grantsAdmin = (data: unknown): boolean => {
  const roles = field(data, 'adminRoles');
  return Array.isArray(roles) && roles.length > 0;
};

/** A user acted on by id: an admin target when they are one, or when this call makes them one. */
const userTarget: Resolve = (ctx, actor, { id, data }) => {
  const user = storedUser(ctx, id);
  if (!user) return undefined;
  const grants = !user.isAdmin && grantsAdmin(data);
  return {
    relation: userRelation(actor, user),
    target: user.isAdmin || grants ? 'admin' : 'user',
    grantsAdmin: grants,
  };
};

/** The caller's own records by default; naming another user is acting on theirs. */
const ownRecords = (actor: Actor, ctx: Ctx, value: unknown): Subject | undefined => {
  if (value === undefined) return { relation: 'self' };
  const id = intOf(value);
  if (id === undefined) return undefined;
  if (id === actor.user.id) return { relation: 'self' };
  const user = ctx.store.organizationUsers.get(id);
  return {
    relation: user && user.organizationId === actor.org.id ? 'sameOrganization' : 'otherOrganization',
  };
};

/** A connection by its reference: the caller's organization is a party, or it is not. */
const connection = (ctx: Ctx, actor: Actor, reference: unknown): Subject | undefined => {
  const c = typeof reference === 'string' ? ctx.store.connections.get(reference) : undefined;
  if (!c) return undefined;
  return {
    relation:
      c.organizationIdA === actor.org.id || c.organizationIdB === actor.org.id
        ? 'sameOrganization'
        : 'otherOrganization',
  };
};

const invitation = (ctx: Ctx, actor: Actor, id: unknown): Subject | undefined => {
  const n = intOf(id);
  const found = n === undefined ? undefined : ctx.store.invitations.get(n);
  return found && organization(actor, found.inviterId);
};

/**
 * One item of an admin password reset, in its own organization: the caller acts there with the
 * roles of their membership in it (the same person), on that organization's user.
 */
const resetItem = (ctx: Ctx, actor: Actor, item: unknown): Subject | undefined => {
  const organizationId = intOf(field(item, 'id'));
  const admin = storedUser(ctx, field(item, 'adminId'));
  const target = storedUser(ctx, field(item, 'userId'));
  if (organizationId === undefined || !admin || !target) return undefined;
  const refusal = messages.resetRefused(organizationId);
  const member = admin.userId === actor.user.userId && admin.organizationId === organizationId;
  if (!member || target.organizationId !== organizationId) return { relation: 'otherOrganization', refusal };
  return {
    relation: target.userId === admin.userId ? 'self' : 'sameOrganization',
    target: target.isAdmin ? 'admin' : 'user',
    roles: admin.adminRoles,
    refusal,
  };
};

const byRoute =
  (name: string): Resolve =>
  (_ctx, actor, { params }) =>
    organization(actor, intOf(params.route?.[name]));

export const subjects: Readonly<Record<string, Resolve>> = {
  'organizations.find': (_ctx, actor, { params }) => {
    const userId = field(params.query, 'userId');
    if (userId === undefined) return { relation: 'sameOrganization' };
    const n = intOf(userId);
    return n === undefined ? undefined : { relation: n === actor.user.userId ? 'self' : 'otherOrganization' };
  },
  'organizations.get': (_ctx, actor, { id }) => organization(actor, intOf(id)),
  'organizations.patch': (_ctx, actor, { id }) => organization(actor, intOf(id)),
  'organizations/:organizationId/cpoint.patch': byRoute('organizationId'),
  'organizations/:organizationId/portbase.update': byRoute('organizationId'),
  'organizations/:organizationId/portbase.remove': byRoute('organizationId'),
  'organization-meta.find': (_ctx, actor, { params }) =>
    organization(actor, intOf(field(params.query, 'organizationId'))),
  'organization-meta.remove': (_ctx, actor, { params }) =>
    organization(actor, intOf(field(params.query, 'organizationId'))),
  'organization-meta.create': (_ctx, actor, { data }) =>
    organization(actor, intOf(field(data, 'organizationId'))),
  'organization-users.find': (_ctx, actor, { params }) =>
    filter(actor, field(params.query, 'organizationId')),
  'organization-users.get': userTarget,
  'organization-users.patch': userTarget,
  'organization-users.remove': userTarget,
  'organization-users.create': (_ctx, actor, { data }) => {
    const subject = organization(actor, intOf(field(data, 'organizationId')));
    const grants = grantsAdmin(data);
    return subject && { ...subject, target: grants ? 'admin' : 'user', grantsAdmin: grants };
  },
  'password-reset-grants.create': (ctx, actor, { data }) => {
    const items = field(data, 'items');
    if (!Array.isArray(items)) return undefined;
    return items.flatMap((item) => resetItem(ctx, actor, item) ?? []);
  },
  'invitations.find': (_ctx, actor, { params }) => filter(actor, field(params.query, 'inviterId')),
  'invitations.get': (ctx, actor, { id }) => invitation(ctx, actor, id),
  'invitations.patch': (ctx, actor, { id }) => invitation(ctx, actor, id),
  'invitations.create': (_ctx, actor, { data }) => organization(actor, intOf(field(data, 'inviterId'))),
  'connections.get': (ctx, actor, { id }) => connection(ctx, actor, id),
  'connections.patch': (ctx, actor, { id }) => connection(ctx, actor, id),
  'connections.create': (_ctx, actor, { data }) => organization(actor, intOf(field(data, 'organizationIdA'))),
  'connections/:reference/public-key.find': (ctx, actor, { params }) =>
    connection(ctx, actor, params.route?.['reference']),
  'connections/:reference/fingerprint-verification.create': (ctx, actor, { params }) =>
    connection(ctx, actor, params.route?.['reference']),
  'eulas-users.find': (ctx, actor, { params }) => ownRecords(actor, ctx, field(params.query, 'orgUserId')),
  'eulas-users.create': (ctx, actor, { data }) => {
    const orgUserId = field(data, 'orgUserId');
    return orgUserId === undefined ? undefined : ownRecords(actor, ctx, orgUserId);
  },
  'find-user.find(id)': (ctx, actor, { params }) => {
    const user = storedUser(ctx, field(params.query, 'id'));
    return user && { relation: userRelation(actor, user) };
  },
  'audit-entries.find': (_ctx, actor, { params }) => filter(actor, field(params.query, 'organizationId')),
};
