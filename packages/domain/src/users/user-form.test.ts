import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { validate } from '../validation/validate.ts';
import {
  acceptLinkState,
  activeSwitchState,
  deleteUserState,
  adminRoleChoiceOf,
  adminRoleLabels,
  adminRoleSelectorState,
  adminRolesOf,
  adminSwitchState,
  editUserFormSchema,
  editUserFormValues,
  inviteUserFormSchema,
  showsInviteLink,
} from './user-form.ts';
import { aUser, anAdmin } from '../testing/users.ts';

const en = createMessageFormatter('en');
const nl = createMessageFormatter('nl');
const fieldTexts = (raw: unknown) => {
  const r = validate(inviteUserFormSchema, raw);
  return r.isErr()
    ? Object.fromEntries(Object.entries(r.error.fields).map(([k, v]) => [k, en.format(v)]))
    : {};
};

describe('user form (product-reference §5 User form)', () => {
  it('requires every field but Phone, with the a/an texts', () => {
    expect(fieldTexts({})).toEqual({
      firstName: 'Please provide a first name',
      lastName: 'Please provide a last name',
      email: 'Please provide an email',
      adminRole: 'Please provide an admin role',
      userRole: 'Please provide a SCR App role',
    });
  });

  it('checks the email format and normalizes the values', () => {
    expect(
      fieldTexts({ firstName: 'A', lastName: 'B', email: 'nope', adminRole: 'none', userRole: 'viewer' }),
    ).toEqual({ email: 'Email is not valid' });
    const ok = validate(inviteUserFormSchema, {
      firstName: ' Anna ',
      lastName: 'Admin',
      email: ' Anna.Admin@Carrier.Example ',
      adminRole: 'org_mgr',
      userRole: 'regular',
    });
    expect(ok._unsafeUnwrap()).toEqual({
      firstName: 'Anna',
      lastName: 'Admin',
      email: 'anna.admin@carrier.example',
      phone: '',
      adminRole: 'org_mgr',
      userRole: 'regular',
    });
  });

  it('adds the Active switch in edit and prefills from the user', () => {
    const user = anAdmin({ adminRoles: ['usr_mgr', 'cnx_mgr'], phone: null });
    const values = editUserFormValues(user);
    expect(values).toMatchObject({ adminRole: 'usr_mgr', phone: '', isActive: true });
    expect(validate(editUserFormSchema, values).isOk()).toBe(true);
    expect(validate(editUserFormSchema, { ...values, isActive: 'yes' }).isErr()).toBe(true);
  });

  it('labels the admin roles and maps the choice to the stored list', () => {
    expect(Object.values(adminRoleLabels).map((l) => en.format(l))).toEqual([
      'None',
      'Organization Manager',
      'User Manager',
      'Connection Manager',
    ]);
    expect(nl.format(adminRoleLabels.org_mgr)).toBe('Organisatiebeheerder');
    expect(adminRolesOf('none')).toEqual([]);
    expect(adminRolesOf('cnx_mgr')).toEqual(['cnx_mgr']);
    expect(adminRoleChoiceOf(['cnx_mgr', 'org_mgr'])).toBe('org_mgr');
    expect(adminRoleChoiceOf([])).toBe('none');
  });
});

describe('control enablement (product-reference §5)', () => {
  const only = { activeAdmins: 1, activeOrgMgrs: 1 };
  const two = { activeAdmins: 2, activeOrgMgrs: 2 };
  it('disables the Admin role selector unless the actor has org_mgr', () => {
    const s = adminRoleSelectorState({ actorAdminRoles: ['usr_mgr'] });
    expect(s.enabled).toBe(false);
    expect(adminRoleSelectorState({ actorAdminRoles: ['org_mgr'] })).toEqual({
      enabled: true,
    });
  });

  it('locks the selector on an admin while fewer than two active admins exist', () => {
    const s = adminRoleSelectorState({ actorAdminRoles: ['org_mgr'], user: anAdmin(), counts: only });
    expect(s.enabled).toBe(false);
    expect(en.format(s.helper!)).toBe(
      'This dropdown will become active once there is more than 1 active admin.',
    );
    expect(
      adminRoleSelectorState({ actorAdminRoles: ['org_mgr'], user: anAdmin(), counts: two }).enabled,
    ).toBe(true);
    expect(
      adminRoleSelectorState({ actorAdminRoles: ['org_mgr'], user: aUser(), counts: only }).enabled,
    ).toBe(true);
  });

  it('disables the Active switch for a user who never set a password', () => {
    const s = activeSwitchState({ user: aUser({ activatedAt: null, isActive: false }), counts: two });
    expect(s.enabled).toBe(false);
    expect(en.format(s.helper!)).toBe(
      'This switch will become active once the user has set their password. You cannot activate a user manually when they have not set their password yet.',
    );
  });

  it('disables the Active switch on an admin while fewer than two active admins exist', () => {
    const s = activeSwitchState({ user: anAdmin(), counts: only });
    expect(en.format(s.helper!)).toBe(
      'This switch will become active once there is more than 1 active admin.',
    );
    expect(activeSwitchState({ user: anAdmin(), counts: two })).toEqual({ enabled: true });
  });

  it('locks the selector and the Active switch on the last active Organization Manager', () => {
    const lastOrgMgr = { activeAdmins: 2, activeOrgMgrs: 1 };
    const selector = adminRoleSelectorState({
      actorAdminRoles: ['org_mgr'],
      user: anAdmin(),
      counts: lastOrgMgr,
    });
    expect(en.format(selector.helper!)).toBe(
      'This dropdown will become active once there is more than 1 active Organization Manager.',
    );
    const active = activeSwitchState({ user: anAdmin(), counts: lastOrgMgr });
    expect(en.format(active.helper!)).toBe(
      'This switch will become active once there is more than 1 active Organization Manager.',
    );
    const userManager = anAdmin({ adminRoles: ['usr_mgr'] });
    expect(
      adminRoleSelectorState({ actorAdminRoles: ['org_mgr'], user: userManager, counts: lastOrgMgr }),
    ).toEqual({
      enabled: true,
    });
    expect(activeSwitchState({ user: userManager, counts: lastOrgMgr })).toEqual({ enabled: true });
  });

  it('disables Delete on a user the platform would refuse, with the reason', () => {
    const actor = { adminRoles: ['org_mgr'] as const, userId: 900 };
    const s = deleteUserState({ actor, user: anAdmin(), counts: { activeAdmins: 1, activeOrgMgrs: 1 } });
    expect(s.enabled).toBe(false);
    expect(en.format(s.helper!)).toBe("Cannot delete this user, since they're the only active admin");
    const own = deleteUserState({
      actor,
      user: aUser({ userId: 900 }),
      counts: { activeAdmins: 3, activeOrgMgrs: 2 },
    });
    expect(en.format(own.helper!)).toBe(
      'You cannot delete your own user. Another Organization Manager can do that for you.',
    );
    const counts = { activeAdmins: 2, activeOrgMgrs: 2 };
    expect(deleteUserState({ actor, user: anAdmin(), counts })).toEqual({ enabled: true });
    expect(deleteUserState({ actor, user: aUser(), counts: { activeAdmins: 1, activeOrgMgrs: 1 } })).toEqual({
      enabled: true,
    });
  });

  it('enables the admin switch once the user is active', () => {
    const s = adminSwitchState(aUser({ isActive: false }));
    expect(en.format(s.helper!)).toBe('This switch will become active once the user is active.');
    expect(adminSwitchState(aUser()).enabled).toBe(true);
  });

  it('shows the invite link while no password was set; an active user sees already registered', () => {
    expect(showsInviteLink(aUser({ activatedAt: null }))).toBe(true);
    expect(showsInviteLink(aUser())).toBe(false);
    expect(acceptLinkState(aUser({ activatedAt: null, isActive: false }))).toEqual({ kind: 'setPassword' });
    const state = acceptLinkState(aUser());
    expect(state.kind === 'alreadyRegistered' && en.format(state.message)).toMatch(/already registered/);
  });
});
