// The fake platform keeps its own copy of who may not be deleted (it may not import the domain). This
// walks every small organization (the target and two others, each admin or not, active or not, deleted
// or not, with no admin role, org_mgr or usr_mgr) for an actor who is the target or another user, and
// asserts the domain's rule and the platform's agree.
import { describe, expect, it } from 'vitest';
import { countAdmins, deleteRefusal, type AdminRole } from '@scr/domain';
import { userDeleteRefusal } from '@scr/fake-platform';
import { usersWithId } from './admin-walk-support.ts';

const roleSets: readonly AdminRole[][] = [[], ['org_mgr'], ['usr_mgr']];

const usersOf = (id: number) => usersWithId(id, roleSets);

describe('deleting a user: the domain and the platform agree', () => {
  it('on every small organization and actor', () => {
    const disagreements: string[] = [];
    let walked = 0;
    for (const target of usersOf(1))
      for (const second of usersOf(2))
        for (const third of usersOf(3))
          for (const actor of [1, 2]) {
            const org = [target, second, third];
            const domain = deleteRefusal(actor, target, countAdmins(org));
            const platform = userDeleteRefusal(actor, target, org);
            walked++;
            if (domain !== platform)
              disagreements.push(
                `${JSON.stringify(org)} by ${actor}: domain ${domain}, platform ${platform}`,
              );
          }
    expect(walked).toBe(24 ** 3 * 2);
    expect(disagreements.slice(0, 3)).toEqual([]);
  });
});
