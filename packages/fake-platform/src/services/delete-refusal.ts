// The platform's copy of who may not be deleted (product-reference §5 'The only active admin cannot be
// deleted', §6): the caller's own user, the only active admin, the last active Organization Manager
// (only an org_mgr assigns admin roles, so without one nobody could name another). The app's domain
// holds the same rule; a contract test in the API adapter proves both agree.
import type { AdminRole } from '../store/records.ts';

/** What the rule reads of an organization user. */
export type DeleteRuleUser = {
  id: number;
  isAdmin: boolean;
  isActive: boolean;
  isDeleted: boolean;
  adminRoles: readonly AdminRole[];
};

export type DeleteRefusal = 'self' | 'onlyActiveAdmin' | 'lastOrgMgr';

const activeAdmin = (u: DeleteRuleUser) => u.isAdmin && u.isActive && !u.isDeleted;
const activeOrgMgr = (u: DeleteRuleUser) => activeAdmin(u) && u.adminRoles.includes('org_mgr');

/** Why `actorId` may not delete `target` among `orgUsers` (the target's organization), or null. */
export const deleteRefusal = (
  actorId: number,
  target: DeleteRuleUser,
  orgUsers: readonly DeleteRuleUser[],
): DeleteRefusal | null => {
  if (target.isDeleted) return null;
  const others = orgUsers.filter((u) => u.id !== target.id);
  if (activeAdmin(target) && !others.some(activeAdmin)) return 'onlyActiveAdmin';
  if (target.id === actorId) return 'self';
  if (activeOrgMgr(target) && !others.some(activeOrgMgr)) return 'lastOrgMgr';
  return null;
};
