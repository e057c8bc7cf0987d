// /organization-meta: POST upserts one (organizationId, metaSource, metaName) value; DELETE with
// filters (lists as $in) removes matching values; GET lists them. Who may: the access policy.
import { BadRequest } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { MetaRecord } from '../store/records.ts';
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
const scopedQuery = (operationId: 'findOrganizationMeta' | 'removeOrganizationMeta', params: Params) =>
  contractQuery(operationId, params.query);

export const organizationMetaService = (ctx: Ctx) => ({
  async find(params: Params) {
    return ctx.store.organizationMeta.find(scopedQuery('findOrganizationMeta', params), false);
  },
  async create(data: unknown) {
    const value = contractBody('createOrganizationMeta', data);
    // The contract's pattern checks the EAN's 13 digits; its check digit is checked here.
    if (value.metaSource === 'portbase' && value.metaName === 'ean' && !isGs1Ean13(String(value.metaValue)))
      throw new BadRequest(`Invalid field metaValue: ${eanMessage}`, { field: 'metaValue' });
    return upsertMeta(ctx, { ...value, metaValue: String(value.metaValue) });
  },
  async remove(id: unknown, params: Params) {
    if (id !== null && id !== undefined)
      throw new BadRequest('Remove organization meta with query filters', { field: 'id' });
    const query = scopedQuery('removeOrganizationMeta', params);
    const found = await ctx.store.organizationMeta.find({ ...query, $limit: undefined }, false);
    for (const m of found) ctx.store.organizationMeta.remove(m.id);
    return found;
  },
});
