// Which wallet route a caller may use: the access policy's `wallet …` rows (auth/policy-table.ts),
// applied to every request before its route runs. A signed-in route is decided by the role of the
// token's user in their organization, which the wallet asks the platform for on each call (the
// back channel's `rolesOf`): a role given or taken counts at the next call, and no token outlives
// a role. A route without a row is refused.
import { messages } from '../auth/messages.ts';
import { decide, type Decision } from '../auth/policy.ts';
import { walletPolicy } from '../auth/policy-table.ts';
import { forbidden } from './http-errors.ts';
import type { WalletRequest } from './http-server.ts';
import type { CheckedWalletToken } from './account-store.ts';

/** The admin roles the platform says an organization user holds now (none: an empty list). */
export type RolesOf = (orgUserId: number) => readonly string[];

const operationOf = (method: string, path: string): string => `wallet ${method} ${path}`;

/** The routes (`METHOD /path`) the policy has no row for. */
export const routesWithoutPolicy = (routes: readonly string[]): string[] =>
  routes.filter((route) => !Object.hasOwn(walletPolicy, `wallet ${route}`));

const refusalText = (decision: Exclude<Decision, { allowed: true }>): string =>
  decision.reason === 'notAdmin'
    ? messages.notAdmin
    : decision.reason === 'needsRole'
      ? messages.needsRole([...decision.roles])
      : messages.notInPolicy;

export const authorizeWalletCall =
  (deps: {
    rolesOf: RolesOf;
    /** The organization user of a live session token of the network; throws 401 otherwise. */
    tokenAccount: (token: CheckedWalletToken | undefined) => number;
  }) =>
  (req: WalletRequest & { readonly token: CheckedWalletToken | undefined }): void => {
    const operation = operationOf(req.method, req.path);
    const rule = Object.hasOwn(walletPolicy, operation)
      ? walletPolicy[operation as keyof typeof walletPolicy]
      : undefined;
    if (rule === undefined) throw forbidden(messages.notInPolicy);
    if (rule.caller !== 'signedIn') return;
    const orgUserId = deps.tokenAccount(req.token);
    // A wallet acts on the token's own account or on its organization: one relation per route.
    for (const relation of rule.relations) {
      const decision = decide(walletPolicy, operation, { roles: deps.rolesOf(orgUserId), relation });
      if (!decision.allowed) throw forbidden(refusalText(decision));
    }
  };
