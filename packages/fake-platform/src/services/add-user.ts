// The add-user link flow: GET /add-user?jwt= gives the user and a wallet token for creating the
// wallet account; POST /add-user?jwt= activates the user (and, for org_mgr or cnx_mgr, files
// connection requests).
import { BadRequest } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import { messages } from '../auth/messages.ts';
import { contractBody } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import { orgUserView } from '../http/views.ts';
import { walletOf } from '../seed/demo-world.ts';
import { usableAddUser } from './link-tokens.ts';
import { limitedLinkCheck } from '../limits/link-check.ts';
import { createPendingConnection } from './onboarding-connections.ts';
import { keyHoldingAdmin, signingKeyOnBecomingAdmin } from './admin-signing-key.ts';
import { requireRole } from '../auth/guard.ts';

export const addUserService = (ctx: Ctx) => ({
  async find(params: Params) {
    const user = await limitedLinkCheck(ctx, params, () => usableAddUser(ctx, params));
    const org = ctx.store.organizations.get(user.organizationId);
    const walletUrl = org && walletOf(org, ctx.wallets.cloudUrl);
    if (!org || !walletUrl || !ctx.wallets.hosts.some((h) => h.url === walletUrl.replace(/\/+$/, ''))) {
      throw new BadRequest(messages.walletUnknown, { field: 'walletUrl' });
    }
    const copyFrom = user.isAdmin ? keyHoldingAdmin(ctx, org.id, user.id)?.id : undefined;
    const { walletToken } = await ctx.wallets.issueAddUserToken({
      walletUrl,
      orgUserId: user.id,
      organizationId: org.id,
      ...(copyFrom === undefined ? {} : { copyKeyFromOrgUserId: copyFrom }),
    });
    return {
      userObject: await orgUserView(ctx, user, { withLink: true }),
      walletToken,
      walletUrl,
      organizationName: org.name,
    };
  },
  async create(data: unknown, params: Params) {
    const user = await limitedLinkCheck(ctx, params, () => usableAddUser(ctx, params));
    const input = contractBody('completeAddUser', data);
    if (
      input.orgUserId !== user.id ||
      input.organizationId !== user.organizationId ||
      input.acceptCode !== user.acceptCode
    ) {
      throw new BadRequest('Invalid field acceptCode: it does not match this link', { field: 'acceptCode' });
    }
    // The link files requests in the organization's name: only for roles the admin API lets file
    // them. Checked before any write, so a refused link leaves the user inactive and the link usable.
    const requests = input.connectionRequests ?? [];
    if (requests.length > 0) requireRole({ roles: new Set(user.adminRoles) }, 'cnx_mgr');
    if (requests.some((r) => r.organizationIdA !== user.organizationId)) {
      throw new BadRequest('Invalid field connectionRequests.organizationIdA: must be your organization', {
        field: 'connectionRequests',
      });
    }
    // Never a key from the body (the contract has no pkeySign here): a client's key would be one
    // whose private half it holds. The key of the wallet account the user just created, else, for
    // an admin, the key copied when they became one.
    const org = ctx.store.organizations.get(user.organizationId);
    const walletKey =
      org && ctx.wallets.accountKey({ walletUrl: walletOf(org, ctx.wallets.cloudUrl), orgUserId: user.id });
    const pkeySign = walletKey ?? (user.isAdmin ? signingKeyOnBecomingAdmin(ctx, user) : null);
    const now = ctx.nowIso();
    const activated = ctx.store.organizationUsers.update(user.id, {
      isActive: true,
      activatedAt: now,
      acceptCode: null,
      pkeySign,
      updatedAt: now,
    });
    // What was filed goes to the audit trail as a fact of this call (audit/rules-links.ts); a request
    // the store already holds, or one between organizations already connected, files nothing.
    params.filedConnections = requests.flatMap((r) => createPendingConnection(ctx, r)?.reference ?? []);
    return { result: 'success', user: await orgUserView(ctx, activated) };
  },
});
