// The one place the audit trail is written: a Feathers around hook on every service. It finds the
// rule for the route and method, lets the rule read the target before and after the call, and
// appends the rule's entries with the outcome, whether the call succeeded or was refused. The
// entries are journaled before the answer leaves (--data), like the change they describe.
import type { HookContext, NextFunction } from '@feathersjs/feathers';
import { FeathersError } from '@feathersjs/errors';
import { authenticate, type Actor } from '../auth/guard.ts';
import type { Ctx } from '../context.ts';
import type { Params } from '../http/params.ts';
import type { AuditCall } from './call.ts';
import type { AuditLog } from './log.ts';
import { auditRules } from './rules.ts';

const actorOf = async (ctx: Ctx, params: Params): Promise<Actor | undefined> => {
  try {
    return await authenticate(ctx, params);
  } catch {
    return undefined;
  }
};

/** The answer's status: 201 for a create, 200 otherwise, an error's own code. */
const statusOf = (method: string, error: unknown): number =>
  error === undefined
    ? method === 'create'
      ? 201
      : 200
    : error instanceof FeathersError
      ? error.code
      : // A malformed path id becomes a 400 in the error middleware; so does a bad body.
        (error as { badId?: string }).badId
        ? 400
        : ((error as { status?: number }).status ?? 500);

const reasonOf = (error: unknown): string | null =>
  error === undefined ? null : error instanceof FeathersError ? error.message : 'Internal error';

export const auditHook = (ctx: Ctx, log: AuditLog) => async (hook: HookContext, next: NextFunction) => {
  const rule = auditRules[hook.path.replace(/^api\//, '')]?.[hook.method];
  if (!rule) return next();
  const params = hook.params as Params;
  const call: AuditCall = {
    ctx,
    method: hook.method,
    id: hook.id,
    data: hook.data,
    params,
    actor: await actorOf(ctx, params),
    before: undefined,
    after: undefined,
    result: undefined,
    ok: false,
  };
  call.before = await rule.load?.(call);
  let error: unknown;
  try {
    await next();
    call.ok = true;
    call.result = hook.result;
    call.after = await rule.load?.(call);
  } catch (thrown) {
    error = thrown;
  }
  const at = ctx.nowIso();
  for (const event of rule.events(call)) {
    log.append(event, {
      outcome: call.ok ? 'success' : 'refused',
      status: statusOf(hook.method, error),
      reason: reasonOf(error),
      at,
    });
  }
  if (error !== undefined) throw error;
};
