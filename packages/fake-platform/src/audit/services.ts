// GET /audit-entries: the caller's organization's audit trail, filtered, sorted and paged on the
// server (newest first unless sorted otherwise). GET /audit-verification: whether that organization's
// chain is intact. Both org_mgr only (the access policy): the trail names every admin's actions.
import type { Ctx } from '../context.ts';
import { authenticate } from '../auth/guard.ts';
import { contractQuery } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import type { AuditLog } from './log.ts';

export const auditEntriesService = (ctx: Ctx) => ({
  async find(params: Params) {
    const actor = await authenticate(ctx, params);
    const query = contractQuery('findAuditEntries', params.query);
    return ctx.store.auditEntries.find({ $sort: { seq: -1 }, ...query, organizationId: actor.org.id }, true);
  },
});

export const auditVerificationService = (ctx: Ctx, log: AuditLog) => ({
  async find(params: Params) {
    const actor = await authenticate(ctx, params);
    contractQuery('verifyAuditTrail', params.query);
    return { ...log.verify(actor.org.id), checkedAt: ctx.nowIso() };
  },
});
