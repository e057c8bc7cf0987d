// /organizations: search (paged), get (own organization in full, others public), patch, and
// PATCH /organizations/{id}/cpoint for the identity-provider code. Who may call which: the access
// policy (auth/authorize.ts), before these run.
import { BadRequest, NotFound } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import { authenticate, hasActiveSubscription } from '../auth/guard.ts';
import { messages } from '../auth/messages.ts';
import { contractBody, contractQuery } from '../http/contract.ts';
import { checkWalletUrl } from '../http/wallet-url.ts';
import { numericId, type Params } from '../http/params.ts';
import { organizationView, publicOrganizationView } from '../http/views.ts';
import { upsertMeta } from './organization-meta.ts';
import { requireVersion } from '../http/versions.ts';

/** Emails are stored lowercased, as the platform compares them case-insensitively. */
const lowerEmails = <T extends { contactEmail?: string; supportEmail?: string }>(body: T): T => ({
  ...body,
  ...(body.contactEmail === undefined ? {} : { contactEmail: body.contactEmail.toLowerCase() }),
  ...(body.supportEmail === undefined ? {} : { supportEmail: body.supportEmail.toLowerCase() }),
});

const idOf = (id: unknown): number => {
  try {
    return numericId(id);
  } catch {
    throw new BadRequest('Invalid field id: expected a number', { field: 'id' });
  }
};

export const organizationsService = (ctx: Ctx) => ({
  async find(params: Params) {
    const actor = await authenticate(ctx, params);
    const { userId, includeAdmin = false, ...query } = contractQuery('findOrganizations', params.query);
    if (userId !== undefined) {
      // Organizations of one person: the signed-in person's own (another person's is refused).
      const ids = ctx.store.organizationUsers
        .filter((u) => u.userId === actor.user.userId && !u.isDeleted)
        .map((u) => u.organizationId);
      query.id = { $in: ids };
    }
    const page = await ctx.store.organizations.find(query, true);
    return {
      ...page,
      data: page.data.map((o) =>
        o.id === actor.org.id
          ? organizationView(ctx, o, { includeAdmin })
          : // What the connect dialog needs besides the public fields: the wallet it checks, and
            // whether the account is active (an ended subscription deactivates it).
            {
              ...publicOrganizationView(o),
              walletUrl: o.walletUrl,
              subscriptionActive: hasActiveSubscription(ctx, o.id),
            },
      ),
    };
  },
  async get(id: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
    const org = ctx.store.organizations.get(idOf(id));
    if (!org) throw new NotFound(messages.organizationNotFound);
    return org.id === actor.org.id
      ? organizationView(ctx, org, { includeAdmin: true })
      : publicOrganizationView(org);
  },
  async patch(id: unknown, data: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
    const orgId = idOf(id);
    const body = lowerEmails(contractBody('patchOrganization', data));
    checkWalletUrl(body.walletUrl);
    if (body.vat !== undefined && body.vat !== actor.org.vat) {
      throw new BadRequest('Invalid field vat: the VAT number cannot be changed', { field: 'vat' });
    }
    const stored = ctx.store.organizations.get(orgId);
    if (!stored) throw new NotFound(messages.organizationNotFound);
    requireVersion(params, stored, 'organization');
    const updated = ctx.store.organizations.update(orgId, { ...body, updatedAt: ctx.nowIso() });
    return organizationView(ctx, updated, { includeAdmin: true });
  },
});

export const cpointService = (ctx: Ctx) => ({
  async patch(_id: unknown, data: unknown, params: Params) {
    const orgId = idOf(params.route?.['organizationId']);
    const { code } = contractBody('linkCpoint', data);
    upsertMeta(ctx, {
      organizationId: orgId,
      metaSource: 'cpoint',
      metaName: 'cpoint_code',
      metaValue: code,
    });
    return { cpoint_code: code };
  },
});
