// What the API answers: stored records plus derived fields (product-reference §3), projected for the reader.
import type { Ctx } from '../context.ts';
import type * as R from '../store/records.ts';
import { signToken } from '../auth/jwt.ts';
import { lifetimes } from '../config.ts';
import { versionOf } from './versions.ts';

/**
 * An organization user as the API shows it; the unlock token is only ever answered to its owner by
 * 2FA. `version` is the ETag of the user's GET, in the list's rows too (a list answer has no ETag
 * per row): an edit started from a row names it as If-Match.
 *
 * A pending user's accept code and add-user link let whoever holds them choose the account's wallet
 * password, and so act in the role the row was given. They are answered only with `withLink`: to the
 * holder of the link itself, and to an admin who may appoint that role (an org_mgr for an admin
 * row); every other reader gets null for both.
 */
export const orgUserView = async (ctx: Ctx, record: R.OrgUserRecord, opts: { withLink?: boolean } = {}) => {
  const { unlockToken: _secret, acceptCode, ...u } = record;
  const shown = { ...u, acceptCode: opts.withLink ? acceptCode : null };
  return {
    ...userFields(shown),
    /** The add-user link, for admins, while the user has not set a password. */
    acceptLink:
      shown.activatedAt === null && shown.acceptCode && !shown.isDeleted
        ? await addUserLink(ctx, shown)
        : null,
    version: versionOf(record),
  };
};

const userFields = (u: Omit<R.OrgUserRecord, 'unlockToken'>) => ({
  ...u,
  roles: [...u.adminRoles, u.userRole],
  user: {
    id: u.userId,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    language: u.lang,
  },
});

export const addUserLink = async (
  ctx: Ctx,
  u: Pick<R.OrgUserRecord, 'id' | 'acceptCode' | 'updatedAt'>,
): Promise<string> => {
  const now = ctx.nowSeconds();
  const jwt = await signToken(ctx.secret, {
    typ: 'add-user',
    sub: u.id,
    code: u.acceptCode ?? '',
    iat: now,
    exp: Math.floor(Date.parse(u.updatedAt) / 1000) + lifetimes.addUserSeconds,
  });
  return `${ctx.urls.base}/wallet-add-user/${u.acceptCode}?jwt=${jwt}`;
};

const metaOf = (ctx: Ctx, organizationId: number) =>
  ctx.store.organizationMeta.filter((m) => m.organizationId === organizationId);

/**
 * The fields any signed-in user may see of another organization (partners, search results). The
 * api-adapter reads them with its own list (gateways/wire.ts, the domain's connectionPartySchema):
 * api-adapter/test/organization-fields.contract.test.ts proves they read back as stored.
 */
export const publicOrganizationView = (o: R.OrganizationRecord) => ({
  id: o.id,
  name: o.name,
  vat: o.vat,
  streetNbr: o.streetNbr,
  postalCode: o.postalCode,
  city: o.city,
  country: o.country,
  contactEmail: o.contactEmail,
  role: o.role,
  status: o.status,
  isActive: o.isActive,
});

export const organizationView = (
  ctx: Ctx,
  o: R.OrganizationRecord,
  opts: { includeAdmin?: boolean } = {},
) => {
  const meta = metaOf(ctx, o.id);
  const value = (source: string, name: string) =>
    meta.find((m) => m.metaSource === source && m.metaName === name)?.metaValue ?? null;
  return {
    ...o,
    cpointCode: value('cpoint', 'cpoint_code'),
    portbaseCode: value('portbase', 'ean') ?? (value('portbase', 'manual') !== null ? String(o.id) : null),
    portbaseAutoSend: value('portbase', 'send_all') === 'true',
    organization_meta: meta,
    subscriptions: subscriptionsOf(ctx, o.id),
    ...(opts.includeAdmin
      ? {
          adminUsers: ctx.store.organizationUsers
            .filter((u) => u.organizationId === o.id && u.isAdmin && !u.isDeleted)
            .map((u) => ({ id: u.id, userId: u.userId, email: u.email })),
        }
      : {}),
  };
};

export const subscriptionsOf = (ctx: Ctx, organizationId: number) =>
  ctx.store.subscriptions
    .filter((s) => s.organizationId === organizationId)
    .map(({ subscriptionId, startDate, endDate }) => ({ subscriptionId, startDate, endDate }));

export const connectionView = (ctx: Ctx, c: R.ConnectionRecord, viewerOrgId: number) => {
  const a = ctx.store.organizations.get(c.organizationIdA);
  const b = ctx.store.organizations.get(c.organizationIdB);
  const other = viewerOrgId === c.organizationIdA ? b : a;
  return {
    ...c,
    organizationA: a ? publicOrganizationView(a) : null,
    organizationB: b ? publicOrganizationView(b) : null,
    name: other?.name ?? null,
  };
};

export const invitationView = (ctx: Ctx, i: R.InvitationRecord) => {
  const inviter = ctx.store.organizations.get(i.inviterId);
  const result = i.resultOrganizationId ? ctx.store.organizations.get(i.resultOrganizationId) : undefined;
  return {
    ...i,
    inviterOrganization: inviter ? publicOrganizationView(inviter) : null,
    resultOrganization: result ? publicOrganizationView(result) : null,
  };
};

/** The signed-in user with organization and subscriptions, as POST /authentication answers. */
export const sessionUserView = async (ctx: Ctx, u: R.OrgUserRecord, o: R.OrganizationRecord) => ({
  ...(await orgUserView(ctx, u)),
  organization: organizationView(ctx, o),
  subscriptions: subscriptionsOf(ctx, o.id),
});
