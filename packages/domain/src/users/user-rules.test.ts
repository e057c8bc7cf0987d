import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import {
  authorizeUserChange,
  authorizeUserTarget,
  existingEmailOutcome,
  removesLastActiveAdmin,
} from './user-rules.ts';
import { aUser, anAdmin } from '../testing/users.ts';

const en = createMessageFormatter('en');

describe('only-active-admin change guard (product-reference §5, §8)', () => {
  it('sees a demotion or deactivation of the last active admin', () => {
    const only = anAdmin({ id: 1 });
    expect(removesLastActiveAdmin(only, { adminRoles: [], isActive: true }, [only])).toBe(true);
    expect(removesLastActiveAdmin(only, { adminRoles: ['org_mgr'], isActive: false }, [only])).toBe(true);
    expect(removesLastActiveAdmin(only, { adminRoles: ['usr_mgr'], isActive: true }, [only])).toBe(false);
    expect(removesLastActiveAdmin(only, { adminRoles: [], isActive: true }, [only, anAdmin({ id: 2 })])).toBe(
      false,
    );
  });
});

describe('re-adding an email (product-reference §2.5, §4 User)', () => {
  it('offers reactivation for a deleted user who had activated', () => {
    const r = existingEmailOutcome(aUser({ isDeleted: true, firstName: 'Dora', lastName: 'Deleted' }));
    expect(r.kind).toBe('ReactivationOffered');
    expect(en.format(r.message)).toBe('User Dora Deleted was deleted. Do you want to reactivate this user?');
  });

  it('gives the already-registered notice for a never-activated user, with the fitting text', () => {
    const deleted = existingEmailOutcome(aUser({ isDeleted: true, activatedAt: null }));
    const pending = existingEmailOutcome(aUser({ isActive: false, activatedAt: null }));
    for (const r of [deleted, pending]) {
      expect(r.kind).toBe('AlreadyRegistered');
      expect(en.format(r.message)).toBe('This emailaddress was already registered');
    }
    expect(deleted.kind === 'AlreadyRegistered' && deleted.reason).toBe('deletedBeforePassword');
    expect(pending.kind === 'AlreadyRegistered' && en.format(pending.text)).toBe(
      'This user has not yet set a password. Edit the user and resend the invitation.',
    );
    expect(deleted.kind === 'AlreadyRegistered' && en.format(deleted.text)).toMatch(
      /deleted before .* edit the user and resend the invitation/,
    );
  });

  it('reports an existing active user as already registered', () => {
    const r = existingEmailOutcome(aUser());
    expect(r.kind === 'AlreadyRegistered' && r.reason).toBe('exists');
  });
});

describe('who may change users (product-reference §6, mirrored from the server)', () => {
  it('lets a usr_mgr manage non-admin users without admin roles', () => {
    const usrMgr = { adminRoles: ['usr_mgr'] as const };
    expect(authorizeUserChange({ actor: usrMgr, target: aUser(), adminRoles: [] }).isOk()).toBe(true);
    expect(authorizeUserChange({ actor: usrMgr, adminRoles: ['cnx_mgr'] })._unsafeUnwrapErr().kind).toBe(
      'AdminRoleNotAllowed',
    );
    expect(authorizeUserTarget(usrMgr, anAdmin())._unsafeUnwrapErr().kind).toBe('AdminNotEditable');
  });

  it('lets an org_mgr do everything and refuses a cnx_mgr', () => {
    const orgMgr = { adminRoles: ['org_mgr'] as const };
    expect(authorizeUserChange({ actor: orgMgr, target: anAdmin(), adminRoles: ['org_mgr'] }).isOk()).toBe(
      true,
    );
    const r = authorizeUserTarget({ adminRoles: ['cnx_mgr'] });
    expect(r.isErr() && en.format(r.error.message)).toBe('You are not allowed to manage users');
  });
});
