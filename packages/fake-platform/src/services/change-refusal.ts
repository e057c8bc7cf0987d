// The platform's copy of which role or 'Active ?' change is refused (product-reference §5 'User form', §6):
// the only active admin keeps the admin role and stays active, and the last active Organization
// Manager keeps org_mgr and stays active (only an org_mgr assigns admin roles, so without one nobody
// could name another). The app's domain holds the same rule; a contract test in the API adapter proves
// both agree.
import type { AdminRole } from '../store/records.ts';
import type { DeleteRuleUser } from './delete-refusal.ts';

export type ChangeRefusal = 'onlyActiveAdmin' | 'lastOrgMgr';

const activeAdmin = (u: DeleteRuleUser) => u.isAdmin && u.isActive && !u.isDeleted;
const activeOrgMgr = (u: DeleteRuleUser) => activeAdmin(u) && u.adminRoles.includes('org_mgr');

/** Why `target` among `orgUsers` may not end with `after`'s roles and active state, or null. */
export const changeRefusal = (
  target: DeleteRuleUser,
  after: { readonly adminRoles: readonly AdminRole[]; readonly isActive: boolean },
  orgUsers: readonly DeleteRuleUser[],
): ChangeRefusal | null => {
  const others = orgUsers.filter((u) => u.id !== target.id);
  const staysAdmin = after.isActive && after.adminRoles.length > 0;
  if (activeAdmin(target) && !staysAdmin && !others.some(activeAdmin)) return 'onlyActiveAdmin';
  const staysOrgMgr = after.isActive && after.adminRoles.includes('org_mgr');
  if (activeOrgMgr(target) && !staysOrgMgr && !others.some(activeOrgMgr)) return 'lastOrgMgr';
  return null;
};
