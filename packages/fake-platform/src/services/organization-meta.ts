// /organization-meta: POST upserts one (organizationId, metaSource, metaName) value; DELETE with
// filters (lists as $in) removes matching values; GET lists them. All org_mgr of that organization.
import { BadRequest } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { MetaRecord } from '../store/records.ts';
import { authenticate, requireOwnOrganization, requireRole } from '../auth/guard.ts';
import { contractBody, contractQuery } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import { eanMessage, isGs1Ean13 } from './ean.ts';

export const upsertMeta = (ctx: Ctx, value: Omit<MetaRecord, 'id' | 'createdAt'>): MetaRecord => {
  const existing = ctx.store.organizationMeta
    .all()
    .find(
      (m) =>
        m.organizationId === value.organizationId &&
        m.metaSource === value.metaSource &&
        m.metaName === value.metaName,
    );
  return existing
    ? ctx.store.organizationMeta.update(existing.id, { metaValue: value.metaValue })
    : ctx.store.organizationMeta.insert({ ...value, createdAt: ctx.nowIso() });
};

/** The filters of a find or a remove: the contract requires one organizationId (an integer). */
const scopedQuery = (
  operationId: 'findOrganizationMeta' | 'removeOrganizationMeta',
  params: Params,
  actorOrg: number,
) => {
  const query = contractQuery(operationId, params.query);
  return { query, organizationId: query.organizationId, actorOrg };
};

export const organizationMetaService = (ctx: Ctx) => ({
  async find(params: Params) {
    const actor = authenticate(ctx, params);
    requireRole(actor, 'org_mgr');
    const { query, organizationId } = scopedQuery('findOrganizationMeta', params, actor.org.id);
    requireOwnOrganization(actor, organizationId);
    return ctx.store.organizationMeta.find(query, false);
  },
  async create(data: unknown, params: Params) {
    const actor = authenticate(ctx, params);
    requireRole(actor, 'org_mgr');
    const value = contractBody('createOrganizationMeta', data);
    // The contract's pattern checks the EAN's 13 digits; its check digit is checked here.
    if (value.metaSource === 'portbase' && value.metaName === 'ean' && !isGs1Ean13(String(value.metaValue)))
      throw new BadRequest(`Invalid field metaValue: ${eanMessage}`, { field: 'metaValue' });
    requireOwnOrganization(actor, value.organizationId);
    return upsertMeta(ctx, { ...value, metaValue: String(value.metaValue) });
  },
  async remove(id: unknown, params: Params) {
    const actor = authenticate(ctx, params);
    requireRole(actor, 'org_mgr');
    if (id !== null && id !== undefined)
      throw new BadRequest('Remove organization meta with query filters', { field: 'id' });
    const { query, organizationId } = scopedQuery('removeOrganizationMeta', params, actor.org.id);
    requireOwnOrganization(actor, organizationId);
    const found = await ctx.store.organizationMeta.find({ ...query, $limit: undefined }, false);
    for (const m of found) ctx.store.organizationMeta.remove(m.id);
    return found;
  },
});
