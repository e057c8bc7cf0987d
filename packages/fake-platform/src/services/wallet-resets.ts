// What the platform does with the wallets' report of an admin password reset (the back channel):
// an audit entry in each organization concerned, allowed or refused, and for every account whose
// password changed, the end of its platform sessions (the wallet already ended its wallet tokens).
import type { Ctx } from '../context.ts';
import { revokeSessionsOf } from '../auth/sessions.ts';
import { leavePerson } from './persons.ts';
import { event, who, type Who } from '../audit/call.ts';
import type { ResetReport } from '../wallets/index.ts';

const unknownCaller: Who = { actorOrgUserId: null, actorEmail: '', actorName: 'Unknown wallet token' };

export const recordWalletReset = (ctx: Ctx, report: ResetReport): void => {
  const caller = report.caller === null ? undefined : ctx.store.organizationUsers.get(report.caller);
  const actor = caller ? who(caller) : unknownCaller;
  const at = ctx.nowIso();
  for (const item of report.items) {
    if (!ctx.store.organizations.get(item.id)) continue;
    const target = ctx.store.organizationUsers.get(item.userId);
    const entry = event(
      item.id,
      actor,
      'password.adminReset',
      {
        type: 'user',
        id: item.userId,
        label: target?.organizationId === item.id ? target.email : `user ${item.userId}`,
      },
      ['password'],
    );
    const outcome = report.refusal ?? null;
    const result = report.results[item.id];
    const succeeded = outcome === null && result !== undefined && 'status' in result;
    ctx.audit.append(entry, {
      outcome: succeeded ? 'success' : 'refused',
      status: outcome?.status ?? 200,
      reason: outcome?.reason ?? (result && 'error' in result ? result.error : null),
      at,
    });
    if (!succeeded) continue;
    revokeSessionsOf(ctx, item.userId);
    // Another person chose this password: the account no longer speaks for its person elsewhere.
    if (!caller || caller.userId !== target?.userId) leavePerson(ctx, item.userId);
  }
};
