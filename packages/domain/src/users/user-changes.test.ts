import { describe, expect, it } from 'vitest';
import { aUser, anAdmin } from '../testing/users.ts';
import {
  changedUserFields,
  rebasedUserValues,
  userFieldsChangedBetween,
  userPatchOf,
} from './user-changes.ts';
import { editUserFormValues } from './user-form.ts';

describe('the changes of an edit', () => {
  it('patches only the fields that differ from the row, the roles only when the choice changed', () => {
    const user = anAdmin({ adminRoles: ['org_mgr', 'cnx_mgr'], phone: null });
    expect(userPatchOf(user, editUserFormValues(user))).toEqual({});
    expect(userPatchOf(user, { ...editUserFormValues(user), phone: '+32', adminRole: 'usr_mgr' })).toEqual({
      phone: '+32',
      adminRoles: ['usr_mgr'],
    });
    expect(changedUserFields(user, { ...editUserFormValues(user), isActive: false })).toEqual(['isActive']);
  });

  it('names the fields another admin changed, in form order', () => {
    const before = aUser({ firstName: 'Ann', userRole: 'regular' });
    const after = aUser({ firstName: 'Anne', userRole: 'viewer' });
    expect(userFieldsChangedBetween(before, after)).toEqual(['firstName', 'userRole']);
  });

  it('reloads their values and keeps what the admin typed', () => {
    const base = aUser({ firstName: 'Ann', lastName: 'Old', phone: null });
    const current = aUser({ firstName: 'Anne', lastName: 'Old', phone: '+32 9' });
    const typed = { ...editUserFormValues(base), lastName: 'Mine' };
    expect(rebasedUserValues(typed, base, current)).toEqual({
      ...editUserFormValues(current),
      lastName: 'Mine',
    });
  });
});
