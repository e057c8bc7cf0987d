import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { transportErrors } from '../shared/errors.ts';
import { editUser } from './edit-user.ts';
import type { UserPatch } from './ports.ts';
import { editUserFormValues } from './user-form.ts';
import { aUser, anAdmin, fakeUsers, messageOf } from '../testing/users.ts';

const en = createMessageFormatter('en');
const orgMgr = { adminRoles: ['org_mgr'] as const };

const recordingPatch = (patches: UserPatch[]) => (id: number, changes: UserPatch) => {
  patches.push(changes);
  return okAsync(aUser({ id }));
};

describe('editUser (product-reference §2.5, §5, §6)', () => {
  it("saves the dialog and says 'User saved successfully'", async () => {
    const patches: UserPatch[] = [];
    const user = aUser({ adminRoles: [] });
    const users = fakeUsers({ patch: recordingPatch(patches) });
    const form = { ...editUserFormValues(user), firstName: 'Renamed' };
    const r = await editUser({ users })({ actor: { adminRoles: ['usr_mgr'] }, user, form });
    expect(en.format(r._unsafeUnwrap().message)).toBe('User saved successfully');
    expect(patches[0]).toMatchObject({ firstName: 'Renamed' });
    expect(patches[0]).not.toHaveProperty('adminRoles');
  });

  it('makes a user admin without sending a signing key: the platform copies it', async () => {
    const patches: UserPatch[] = [];
    const user = aUser({ id: 5 });
    let adminLists = 0;
    const users = fakeUsers({
      admins: () => {
        adminLists += 1;
        return okAsync([anAdmin({ id: 1, pkeySign: 'org-key' })]);
      },
      patch: recordingPatch(patches),
    });
    const form = { ...editUserFormValues(user), adminRole: 'usr_mgr' };
    expect((await editUser({ users })({ actor: orgMgr, user, form })).isOk()).toBe(true);
    expect(patches[0]).toMatchObject({ adminRoles: ['usr_mgr'] });
    expect(patches[0]).not.toHaveProperty('pkeySign');
    expect(adminLists).toBe(0);
  });

  it('keeps a multi-role list when the choice did not change', async () => {
    const patches: UserPatch[] = [];
    const user = anAdmin({ adminRoles: ['org_mgr', 'cnx_mgr'] });
    const users = fakeUsers({
      patch: recordingPatch(patches),
      admins: () => okAsync([user, anAdmin({ id: 2 })]),
    });
    await editUser({ users })({ actor: orgMgr, user, form: { ...editUserFormValues(user), phone: '+32 1' } });
    expect(patches).toEqual([{ phone: '+32 1' }]);
  });

  it('sends only the changed fields, naming the version the dialog started from', async () => {
    const sent: { changes: UserPatch; version: string | undefined }[] = [];
    const user = aUser({ id: 7, phone: null, version: '"v1"' });
    const users = fakeUsers({
      patch: (id, changes, version) => {
        sent.push({ changes, version });
        return okAsync(aUser({ id }));
      },
    });
    const form = { ...editUserFormValues(user), lastName: 'Changed', userRole: 'viewer' };
    expect((await editUser({ users })({ actor: orgMgr, user, form })).isOk()).toBe(true);
    expect(sent).toEqual([{ changes: { lastName: 'Changed', userRole: 'viewer' }, version: '"v1"' }]);
  });

  it('sends nothing when nothing changed, and says it saved', async () => {
    const user = aUser();
    const r = await editUser({ users: fakeUsers() })({ actor: orgMgr, user, form: editUserFormValues(user) });
    expect(en.format(r._unsafeUnwrap().message)).toBe('User saved successfully');
  });

  it('over another admin save (412) fails with what they changed and the user as stored now', async () => {
    const user = aUser({ id: 7, firstName: 'Ann', phone: null, version: '"v1"' });
    const current = aUser({ id: 7, firstName: 'Anne', phone: '+32 9', version: '"v2"' });
    const users = fakeUsers({
      patch: () => errAsync(transportErrors.http(412, 'The user was changed meanwhile')),
      get: () => okAsync(current),
    });
    const form = { ...editUserFormValues(user), lastName: 'Mine' };
    const e = (await editUser({ users })({ actor: orgMgr, user, form }))._unsafeUnwrapErr();
    expect(e).toMatchObject({ kind: 'ChangedMeanwhile', fields: ['firstName', 'phone'], current });
    expect(en.format(messageOf(e))).toMatch(/^Someone else saved this user after you opened it/);
  });

  it('refuses to demote or deactivate the only active admin', async () => {
    const only = anAdmin({ id: 1 });
    const users = fakeUsers({ admins: () => okAsync([only]) });
    const demote = await editUser({ users })({
      actor: orgMgr,
      user: only,
      form: { ...editUserFormValues(only), adminRole: 'none' },
    });
    expect(demote._unsafeUnwrapErr().kind).toBe('OnlyActiveAdminChange');
    const off = await editUser({ users })({
      actor: orgMgr,
      user: only,
      form: { ...editUserFormValues(only), isActive: false },
    });
    expect(off._unsafeUnwrapErr().kind).toBe('OnlyActiveAdminChange');
  });

  it('refuses to demote or deactivate the last active Organization Manager', async () => {
    const last = anAdmin({ id: 1 });
    const users = fakeUsers({ admins: () => okAsync([last, anAdmin({ id: 2, adminRoles: ['usr_mgr'] })]) });
    for (const form of [
      { ...editUserFormValues(last), adminRole: 'usr_mgr' },
      { ...editUserFormValues(last), isActive: false },
    ]) {
      const r = await editUser({ users })({ actor: orgMgr, user: last, form });
      expect(en.format(messageOf(r._unsafeUnwrapErr()))).toBe(
        "Cannot remove the Organization Manager role or deactivate this user, since they're the only active Organization Manager",
      );
    }
    const another = fakeUsers({
      admins: () => okAsync([last, anAdmin({ id: 2 })]),
      patch: recordingPatch([]),
    });
    const r = await editUser({ users: another })({
      actor: orgMgr,
      user: last,
      form: { ...editUserFormValues(last), adminRole: 'usr_mgr' },
    });
    expect(r.isOk()).toBe(true);
  });

  it('refuses to activate a user who never set a password', async () => {
    const user = aUser({ activatedAt: null, isActive: false });
    const r = await editUser({ users: fakeUsers() })({
      actor: orgMgr,
      user,
      form: { ...editUserFormValues(user), isActive: true },
    });
    expect(en.format(messageOf(r._unsafeUnwrapErr()))).toMatch(
      /^This switch will become active once the user has set/,
    );
  });

  it('refuses a usr_mgr on an admin and a usr_mgr granting a role', async () => {
    const usrMgr = { adminRoles: ['usr_mgr'] as const };
    const admin = anAdmin();
    const onAdmin = await editUser({ users: fakeUsers() })({
      actor: usrMgr,
      user: admin,
      form: editUserFormValues(admin),
    });
    expect(onAdmin._unsafeUnwrapErr().kind).toBe('AdminNotEditable');
    const user = aUser();
    const grant = await editUser({ users: fakeUsers() })({
      actor: usrMgr,
      user,
      form: { ...editUserFormValues(user), adminRole: 'usr_mgr' },
    });
    expect(grant._unsafeUnwrapErr().kind).toBe('AdminRoleNotAllowed');
  });

  it('rejects an invalid form and passes transport failures on', async () => {
    const user = aUser();
    const invalid = await editUser({ users: fakeUsers() })({
      actor: orgMgr,
      user,
      form: { ...editUserFormValues(user), lastName: '' },
    });
    const e = invalid._unsafeUnwrapErr();
    expect(e.kind === 'Invalid' && en.format(e.fields.lastName!)).toBe('Please provide a last name');
    const users = fakeUsers({ patch: () => errAsync(transportErrors.sessionExpired()) });
    const t = await editUser({ users })({
      actor: orgMgr,
      user,
      form: { ...editUserFormValues(user), firstName: 'Other' },
    });
    expect(t._unsafeUnwrapErr().kind).toBe('SessionExpired');
  });
});
