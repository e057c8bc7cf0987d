// The fake platform keeps its own copy of which admin-role or 'Active ?' change is refused (it may not
// import the domain). This walks every small organization (the target and two others, each admin or
// not, active or not, deleted or not, with no admin role, org_mgr or usr_mgr) and every change of the
// target's roles and active state, and asserts the domain's rule and the platform's agree.
import { describe, expect, it } from 'vitest';
import { changeRefusal, type AdminRole } from '@scr/domain';
import { userChangeRefusal } from '@scr/fake-platform';
import { usersWithId } from './admin-walk-support.ts';

const roleSets: readonly AdminRole[][] = [[], ['org_mgr'], ['usr_mgr'], ['org_mgr', 'cnx_mgr']];
const bools = [false, true] as const;

const usersOf = (id: number) => usersWithId(id, roleSets);

const changes = bools.flatMap((isActive) => roleSets.map((adminRoles) => ({ adminRoles, isActive })));

describe('changing admin roles or Active: the domain and the platform agree', () => {
  it('on every small organization and change', () => {
    const disagreements: string[] = [];
    const refusals = new Set<string>();
    let walked = 0;
    for (const target of usersOf(1))
      for (const second of usersOf(2))
        for (const third of usersOf(3))
          for (const after of changes) {
            const org = [target, second, third];
            const domain = changeRefusal(
              target,
              after,
              org.filter((u) => u.isAdmin),
            );
            const platform = userChangeRefusal(target, after, org);
            walked++;
            refusals.add(String(domain));
            if (domain !== platform)
              disagreements.push(
                `${JSON.stringify(org)} to ${JSON.stringify(after)}: domain ${domain}, platform ${platform}`,
              );
          }
    expect(walked).toBe(32 ** 3 * 8);
    expect([...refusals].sort()).toEqual(['lastOrgMgr', 'null', 'onlyActiveAdmin']);
    expect(disagreements.slice(0, 3)).toEqual([]);
  });
});
