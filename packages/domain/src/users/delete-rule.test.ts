import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { countAdmins, deleteRefusal, guardDelete } from './delete-rule.ts';
import { aUser, anAdmin } from '../testing/users.ts';

const en = createMessageFormatter('en');
const nl = createMessageFormatter('nl');
const ANNA = 101;

describe('the delete rule (product-reference §5, §6, §8)', () => {
  it("refuses to delete the only active admin with the spec's text", () => {
    const only = anAdmin({ id: 1, userId: 1 });
    const r = guardDelete(ANNA, only, [
      only,
      anAdmin({ id: 2, userId: 2, isActive: false }),
      anAdmin({ id: 3, userId: 3, isDeleted: true }),
    ]);
    expect(r.isErr() && en.format(r.error.message)).toBe(
      "Cannot delete this user, since they're the only active admin",
    );
  });

  it('refuses the actor her own user, whatever the other admins, in en and nl', () => {
    const anna = anAdmin({ id: 1, userId: ANNA });
    const r = guardDelete(ANNA, anna, [anna, anAdmin({ id: 2, userId: 2 }), anAdmin({ id: 3, userId: 3 })]);
    expect(r.isErr() && r.error.kind).toBe('CannotDeleteSelf');
    expect(r.isErr() && en.format(r.error.message)).toBe(
      'You cannot delete your own user. Another Organization Manager can do that for you.',
    );
    expect(r.isErr() && nl.format(r.error.message)).toBe(
      'U kunt uw eigen gebruiker niet verwijderen. Een andere Organisatiebeheerder kan dat voor u doen.',
    );
    expect(deleteRefusal(ANNA, aUser({ userId: ANNA }), countAdmins([]))).toBe('self');
  });

  it('refuses the last active Organization Manager while other admins remain', () => {
    const mgr = anAdmin({ id: 1, userId: 1 });
    const others = [
      anAdmin({ id: 2, userId: 2, adminRoles: ['usr_mgr'] }),
      anAdmin({ id: 4, userId: 4, isActive: false }),
    ];
    const r = guardDelete(ANNA, mgr, [mgr, ...others]);
    expect(r.isErr() && en.format(r.error.message)).toBe(
      "Cannot delete this user, since they're the only active Organization Manager",
    );
    expect(r.isErr() && nl.format(r.error.message)).toBe(
      'Kan deze gebruiker niet verwijderen, omdat dit de enige actieve Organisatiebeheerder is',
    );
  });

  it('allows an admin while another active admin (and Organization Manager) remains, and any non-admin', () => {
    const two = [anAdmin({ id: 1, userId: 1 }), anAdmin({ id: 2, userId: 2 })];
    expect(guardDelete(ANNA, anAdmin({ id: 1, userId: 1 }), two).isOk()).toBe(true);
    expect(guardDelete(ANNA, aUser({ id: 3, userId: 3 }), []).isOk()).toBe(true);
    expect(guardDelete(ANNA, anAdmin({ id: 4, userId: 4, isActive: false }), []).isOk()).toBe(true);
    const usrMgr = anAdmin({ id: 5, userId: 5, adminRoles: ['usr_mgr'] });
    expect(guardDelete(ANNA, usrMgr, [usrMgr, anAdmin({ id: 1, userId: 1 })]).isOk()).toBe(true);
  });

  it('counts the user once whether or not the admins list holds her', () => {
    const mgr = anAdmin({ id: 1, userId: 1 });
    const other = anAdmin({ id: 2, userId: 2 });
    expect(guardDelete(ANNA, mgr, [other]).isOk()).toBe(true);
    expect(guardDelete(ANNA, mgr, [mgr]).isErr()).toBe(true);
    expect(guardDelete(ANNA, mgr, []).isErr()).toBe(true);
  });
});
