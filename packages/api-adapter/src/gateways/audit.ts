// The organization's audit trail (GET /audit-entries, GET /audit-verification; org_mgr).
import {
  auditEntrySchema,
  auditVerificationSchema,
  type ActivityCriteria,
  type AuditGateway,
} from '@scr/domain';
import type { PlatformClient } from '../contract.ts';
import { call, callPage } from '../transport.ts';
import { containing } from '../query.ts';

/** An export reads every match in one page: the platform's largest. */
const ALL = 100_000;

/** The typed text anywhere, any case, taken literally (a typed `%` or `_` is no wildcard). */
const anywhere = (text: string) => ({ $ilike: containing(text) });

/**
 * The criteria in the platform's query words. The actor's text matches the name or the email and
 * the target's its label or id: Feathers has one level of `$or`, so both alternatives become the
 * branches of one `$or` (each branch an actor field AND a target field).
 */
export const activityQuery = (c: ActivityCriteria) => {
  const actors = c.actor ? [{ actorName: anywhere(c.actor) }, { actorEmail: anywhere(c.actor) }] : [{}];
  const targets = c.target ? [{ targetLabel: anywhere(c.target) }, { targetId: anywhere(c.target) }] : [{}];
  const branches = actors.flatMap((a) => targets.map((t) => ({ ...a, ...t })));
  const at = {
    ...(c.fromInstant ? { $gte: c.fromInstant } : {}),
    ...(c.toInstant ? { $lte: c.toInstant } : {}),
  };
  return {
    ...(c.actor || c.target ? { $or: branches } : {}),
    ...(c.action ? { action: c.action } : {}),
    ...(c.fromInstant || c.toInstant ? { at } : {}),
    $sort: { seq: -1 as const },
  };
};

export const auditGateway = (api: PlatformClient): AuditGateway => ({
  list: ({ criteria, page, pageSize }) =>
    callPage(
      () =>
        api.GET('/audit-entries', {
          params: { query: { ...activityQuery(criteria), $limit: pageSize, $skip: page * pageSize } },
        }),
      auditEntrySchema,
    ),
  all: (criteria) =>
    callPage(
      () => api.GET('/audit-entries', { params: { query: { ...activityQuery(criteria), $limit: ALL } } }),
      auditEntrySchema,
    ).map((page) => page.data),
  verify: () => call(() => api.GET('/audit-verification'), auditVerificationSchema),
});
