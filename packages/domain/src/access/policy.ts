// Who may call an operation of the platform API or of an identity wallet, decided one cell at a
// time: the caller's admin roles in the organization acted on, what is acted on seen from the
// caller (their own user, their organization, another one) and, where it matters, the role of the
// user acted on. The table itself is policy-table.ts; the fake platform keeps a copy that
// api-adapter/test/policy.contract.test.ts holds to it cell for cell.
import { adminRoles, type AdminRole } from '../users/roles.ts';

/** A caller's role in the organization acted on: one of the admin roles, or none. */
export type CallerRole = AdminRole | 'none';
/** Every caller role, in the order a table or a matrix lists them. */
export const callerRoles: readonly CallerRole[] = [...adminRoles, 'none'];

/** What is acted on, seen from the caller. */
export const relations = ['self', 'sameOrganization', 'otherOrganization'] as const;
export type Relation = (typeof relations)[number];

/** The role of the user acted on: an admin (before or after the change), or a user without one. */
export const targetRoles = ['admin', 'user'] as const;
export type TargetRole = (typeof targetRoles)[number];

/** One way in: these roles, acting on these relations, on these targets (absent: any target). */
export type Grant = {
  readonly roles: readonly CallerRole[];
  /** 'sameOrganization' covers 'self': the caller's own user is one of their organization's. */
  readonly relations: readonly Relation[];
  readonly targets?: readonly TargetRole[];
};

/** The token a signed-in operation takes: the platform's access or two-factor token, or a wallet token. */
export type SessionToken = 'access' | 'twoFactor' | 'accessOrTwoFactor' | 'wallet';
/** The link token that is the only credential of a link flow (mailed, single use, checked by the flow). */
export type LinkToken = 'passwordReset' | 'invitation' | 'addUser' | 'walletAddUser';

export type OperationPolicy =
  /** No session: what the caller sends (an email, a password, a signature) is checked by the operation. */
  | { readonly caller: 'anyone' }
  | { readonly caller: 'linkHolder'; readonly link: LinkToken }
  | {
      readonly caller: 'signedIn';
      readonly token: SessionToken;
      /** The relations a call of this operation can have to its caller. */
      readonly relations: readonly Relation[];
      /** True where the role of the user acted on is part of the decision. */
      readonly targeted: boolean;
      readonly grants: readonly Grant[];
    };

export type Policy = Readonly<Record<string, OperationPolicy>>;

/** Why a call is refused: the platform and the wallets each give these their own texts. */
export type Refusal =
  | { readonly reason: 'unknownOperation' }
  | { readonly reason: 'notAdmin' }
  | { readonly reason: 'needsRole'; readonly roles: readonly AdminRole[] }
  | { readonly reason: 'otherOrganization' }
  | { readonly reason: 'notSelf' }
  | { readonly reason: 'targetRole' };

export type Decision = { readonly allowed: true } | ({ readonly allowed: false } & Refusal);

/** One call as the policy sees it; `roles` are raw (unknown roles and duplicates are ignored). */
export type Cell = {
  readonly roles: readonly string[];
  readonly relation: Relation;
  /** Where the operation is targeted; absent, only grants open to any target count. */
  readonly target?: TargetRole;
};

const allowed: Decision = { allowed: true };
const refused = (refusal: Refusal): Decision => ({ allowed: false, ...refusal });

/** The caller's roles as the grants name them: the admin roles held, or 'none'. */
const held = (roles: readonly string[]): readonly CallerRole[] => {
  const own = adminRoles.filter((role) => roles.includes(role));
  return own.length > 0 ? own : ['none'];
};

const covers = (grant: Grant, relation: Relation): boolean =>
  grant.relations.includes(relation) || (relation === 'self' && grant.relations.includes('sameOrganization'));

const holds = (grant: Grant, own: readonly CallerRole[]): boolean =>
  grant.roles.some((role) => own.includes(role));

/** The refusal of a caller who holds none of the grants' roles. */
const lacksRole = (grants: readonly Grant[], own: readonly CallerRole[]): Decision => {
  if (own.includes('none')) return refused({ reason: 'notAdmin' });
  const named = grants.flatMap((grant) => grant.roles);
  return refused({ reason: 'needsRole', roles: adminRoles.filter((role) => named.includes(role)) });
};

/**
 * The first half of a decision, before what is acted on is known (a record not read yet, or a
 * malformed id the operation itself refuses): may these roles call this operation at all?
 */
export const decideRole = (policy: Policy, operation: string, roles: readonly string[]): Decision => {
  const rule = Object.hasOwn(policy, operation) ? policy[operation] : undefined;
  if (rule === undefined) return refused({ reason: 'unknownOperation' });
  if (rule.caller !== 'signedIn') return allowed;
  const own = held(roles);
  return rule.grants.some((grant) => holds(grant, own)) ? allowed : lacksRole(rule.grants, own);
};

/**
 * The whole decision for one cell; operations missing from the policy are refused. A caller who
 * lacks the role the same call on their own organization needs is refused for the role, whatever
 * the relation; one who holds it, for the relation; then for the target's role.
 */
export const decide = (policy: Policy, operation: string, cell: Cell): Decision => {
  const byRole = decideRole(policy, operation, cell.roles);
  const rule = policy[operation];
  if (!byRole.allowed || rule === undefined || rule.caller !== 'signedIn') return byRole;
  const own = held(cell.roles);
  const mine = rule.grants.filter((grant) => holds(grant, own) && covers(grant, cell.relation));
  if (mine.length === 0) {
    const atHome = cell.relation === 'otherOrganization' ? 'sameOrganization' : cell.relation;
    const wouldCover = rule.grants.filter((grant) => covers(grant, atHome));
    if (wouldCover.length > 0 && !wouldCover.some((grant) => holds(grant, own)))
      return lacksRole(wouldCover, own);
    return refused({ reason: cell.relation === 'otherOrganization' ? 'otherOrganization' : 'notSelf' });
  }
  const target = cell.target;
  const fits = mine.some(
    (grant) => grant.targets === undefined || (target !== undefined && grant.targets.includes(target)),
  );
  return fits ? allowed : refused({ reason: 'targetRole' });
};

/** One cell of the policy for a caller with one role: what the matrix and the contract test walk. */
export type PolicyCell = {
  readonly operation: string;
  readonly role: CallerRole;
  readonly relation: Relation;
  readonly target?: TargetRole;
};

/**
 * Every cell of the signed-in operations: each caller role × relation × target role (on one's own
 * user the target's role is the caller's own).
 */
export const policyCells = (policy: Policy): PolicyCell[] =>
  Object.entries(policy).flatMap(([operation, rule]) =>
    rule.caller !== 'signedIn'
      ? []
      : callerRoles.flatMap((role) =>
          rule.relations.flatMap((relation) => {
            if (!rule.targeted) return [{ operation, role, relation }];
            const targets: readonly TargetRole[] =
              relation === 'self' ? [role === 'none' ? 'user' : 'admin'] : targetRoles;
            return targets.map((target) => ({ operation, role, relation, target }));
          }),
        ),
  );

/** The admin roles that may call an operation on their own organization (a page's or a control's rule). */
export const rolesAllowed = (policy: Policy, operation: string, target?: TargetRole): readonly AdminRole[] =>
  adminRoles.filter(
    (role) =>
      decide(policy, operation, {
        roles: [role],
        relation: 'sameOrganization',
        ...(target ? { target } : {}),
      }).allowed,
  );
