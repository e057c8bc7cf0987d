// The one place the platform decides who may call what: a Feathers around hook on every service. It
// names the operation (service path and method), finds its row in the access policy (none: refused),
// authenticates a signed-in caller, finds what the call acts on (subjects.ts) and refuses before the
// service runs, with the texts the portal shows. The services keep the checks of their input and of
// the state they change; whether the caller may ask is decided here.
import type { HookContext, NextFunction } from '@feathersjs/feathers';
import { Forbidden } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { Params } from '../http/params.ts';
import { authenticate, verifiedSession, type Actor } from './guard.ts';
import { messages } from './messages.ts';
import { decide, decideRole, type Decision, type OperationPolicy, type Relation } from './policy.ts';
import { apiPolicy } from './policy-table.ts';
import { subjects, type Subject } from './subjects.ts';

/** The policy's name of a call: `path.method`; a find-user by id is a signed-in variant of the public one. */
export const operationOf = (path: string, method: string, query: unknown): string => {
  const service = path.replace(/^\/?api\//, '');
  const byId = service === 'find-user' && (query as { id?: unknown } | undefined)?.id !== undefined;
  return `${service}.${method}${byId ? '(id)' : ''}`;
};

/** The operations a service list offers that the policy has no row for (each is refused). */
export const operationsWithoutPolicy = (
  services: ReadonlyArray<readonly [string, readonly string[]]>,
): string[] =>
  services.flatMap(([path, methods]) =>
    methods.map((method) => `${path}.${method}`).filter((operation) => !Object.hasOwn(apiPolicy, operation)),
  );

const ownOnlyTexts: Readonly<Record<string, string>> = {
  'eulas-users.find': messages.ownEulaRead,
  'eulas-users.create': messages.ownEulaAccept,
};

const refusalText = (
  operation: string,
  decision: Exclude<Decision, { allowed: true }>,
  subject?: Subject,
) => {
  if (subject?.refusal) return subject.refusal;
  switch (decision.reason) {
    case 'unknownOperation':
      return messages.notInPolicy;
    case 'notAdmin':
      return messages.notAdmin;
    case 'needsRole':
      return messages.needsRole([...decision.roles]);
    case 'otherOrganization':
      return messages.otherOrganization;
    case 'notSelf':
      return ownOnlyTexts[operation] ?? messages.ownOnly;
    case 'targetRole':
      return subject?.grantsAdmin ? messages.grantAdminRoles : messages.adminTarget;
  }
};

const refuse = (operation: string, decision: Decision, subject?: Subject): void => {
  if (!decision.allowed)
    throw new Forbidden(refusalText(operation, decision, subject), { reason: decision.reason });
};

/** The caller of a signed-in operation, by the token the operation takes. */
const callerOf = async (
  ctx: Ctx,
  rule: Extract<OperationPolicy, { caller: 'signedIn' }>,
  params: Params,
): Promise<Actor | undefined> => {
  if (rule.token === 'twoFactor') return authenticate(ctx, params, 'two-factor');
  if (rule.token === 'access') return authenticate(ctx, params);
  // A wallet token is no platform session: such a row belongs to the wallets' table.
  if (rule.token === 'wallet') throw new Forbidden(messages.notInPolicy, { reason: 'unknownOperation' });
  // Ending a session needs no standing: a deactivated user may still log out.
  await verifiedSession(ctx, params, ['access', 'two-factor']);
  return undefined;
};

const subjectsOf = (
  ctx: Ctx,
  operation: string,
  actor: Actor,
  hook: HookContext,
): readonly Subject[] | undefined => {
  const resolve = subjects[operation];
  const rule = apiPolicy[operation as keyof typeof apiPolicy];
  if (!resolve) {
    const only: readonly Relation[] = rule.caller === 'signedIn' ? rule.relations : [];
    return only.length === 1 ? [{ relation: only[0]! }] : undefined;
  }
  const found = resolve(ctx, actor, { id: hook.id, data: hook.data, params: hook.params as Params });
  return found === undefined ? undefined : Array.isArray(found) ? found : [found as Subject];
};

export const authorizeHook = (ctx: Ctx) => async (hook: HookContext, next: NextFunction) => {
  const params = hook.params as Params;
  const operation = operationOf(hook.path, hook.method, params.query);
  const rule = Object.hasOwn(apiPolicy, operation)
    ? apiPolicy[operation as keyof typeof apiPolicy]
    : undefined;
  if (rule === undefined) throw new Forbidden(messages.notInPolicy, { reason: 'unknownOperation' });
  if (rule.caller === 'signedIn') {
    const actor = await callerOf(ctx, rule, params);
    if (actor) {
      const roles = [...actor.roles];
      const found = subjectsOf(ctx, operation, actor, hook);
      if (found === undefined) refuse(operation, decideRole(apiPolicy, operation, roles));
      else
        for (const subject of found)
          refuse(
            operation,
            decide(apiPolicy, operation, {
              roles: subject.roles ?? roles,
              relation: subject.relation,
              ...(subject.target ? { target: subject.target } : {}),
            }),
            subject,
          );
    }
  }
  return next();
};
