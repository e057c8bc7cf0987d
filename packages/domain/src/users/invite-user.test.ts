import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { transportErrors } from '../shared/errors.ts';
import { inviteUser } from './invite-user.ts';
import type { NewOrganizationUser } from './ports.ts';
import { aUser, anAdmin, fakeUsers, messageOf } from '../testing/users.ts';

const en = createMessageFormatter('en');
const orgMgr = { adminRoles: ['org_mgr'] as const };
const form = {
  firstName: 'Nico',
  lastName: 'New',
  email: 'Nico.New@carrier.example',
  phone: '+32 3 000 00 00',
  adminRole: 'none',
  userRole: 'regular',
};

const recordingCreate = (created: NewOrganizationUser[]) => (user: NewOrganizationUser) => {
  created.push(user);
  return okAsync(aUser({ ...user, adminRoles: [...user.adminRoles], id: 42, activatedAt: null }));
};

describe('inviteUser (product-reference §2.5, §4, §6)', () => {
  it("creates the user and says 'User added successfully'", async () => {
    const created: NewOrganizationUser[] = [];
    const users = fakeUsers({ findByEmail: () => okAsync(null), create: recordingCreate(created) });
    const r = await inviteUser({ users })({ organizationId: 10, actor: orgMgr, form });
    expect(en.format(r._unsafeUnwrap().message)).toBe('User added successfully');
    expect(created[0]).toMatchObject({ email: 'nico.new@carrier.example', adminRoles: [] });
  });

  it('invites an admin in one request: the platform copies the signing key, not the client', async () => {
    const created: NewOrganizationUser[] = [];
    let adminLists = 0;
    const users = fakeUsers({
      findByEmail: () => okAsync(null),
      admins: () => {
        adminLists += 1;
        return okAsync([anAdmin({ pkeySign: 'the-org-key' })]);
      },
      create: recordingCreate(created),
    });
    const r = await inviteUser({ users })({
      organizationId: 10,
      actor: orgMgr,
      form: { ...form, adminRole: 'cnx_mgr' },
    });
    expect(r.isOk()).toBe(true);
    expect(created[0]).toMatchObject({ adminRoles: ['cnx_mgr'] });
    expect(created[0]).not.toHaveProperty('pkeySign');
    expect(adminLists).toBe(0);
  });

  it('rejects an invalid form with field messages', async () => {
    const r = await inviteUser({ users: fakeUsers() })({
      organizationId: 10,
      actor: orgMgr,
      form: { ...form, email: 'x' },
    });
    const e = r._unsafeUnwrapErr();
    expect(e.kind === 'Invalid' && en.format(e.fields.email!)).toBe('Email is not valid');
  });

  it('refuses admin roles from a usr_mgr and any invite from a cnx_mgr', async () => {
    const usrMgr = await inviteUser({ users: fakeUsers() })({
      organizationId: 10,
      actor: { adminRoles: ['usr_mgr'] },
      form: { ...form, adminRole: 'org_mgr' },
    });
    expect(usrMgr._unsafeUnwrapErr().kind).toBe('AdminRoleNotAllowed');
    const cnxMgr = await inviteUser({ users: fakeUsers() })({
      organizationId: 10,
      actor: { adminRoles: ['cnx_mgr'] },
      form,
    });
    expect(cnxMgr._unsafeUnwrapErr().kind).toBe('NotAllowed');
  });

  it('offers reactivation when the email belongs to a deleted user who had activated', async () => {
    const deleted = aUser({ isDeleted: true, email: 'nico.new@carrier.example' });
    const users = fakeUsers({ findByEmail: () => okAsync(deleted) });
    const e = (await inviteUser({ users })({ organizationId: 10, actor: orgMgr, form }))._unsafeUnwrapErr();
    expect(e.kind === 'ReactivationOffered' && e.user).toBe(deleted);
  });

  it('opens the already-registered notice for a never-activated user', async () => {
    const users = fakeUsers({ findByEmail: () => okAsync(aUser({ activatedAt: null, isActive: false })) });
    const e = (await inviteUser({ users })({ organizationId: 10, actor: orgMgr, form }))._unsafeUnwrapErr();
    expect(e.kind === 'AlreadyRegistered' && e.reason).toBe('passwordNotSet');
    expect(en.format(messageOf(e))).toBe('This emailaddress was already registered');
  });

  it('passes transport failures on', async () => {
    const users = fakeUsers({ findByEmail: () => errAsync(transportErrors.apiUnreachable()) });
    const e = (await inviteUser({ users })({ organizationId: 10, actor: orgMgr, form }))._unsafeUnwrapErr();
    expect(en.format(messageOf(e))).toBe('Could not reach the API. Please contact your admin user.');
    const failing = fakeUsers({
      findByEmail: () => okAsync(null),
      create: () => errAsync(transportErrors.http(409, 'Conflict')),
    });
    const c = (
      await inviteUser({ users: failing })({ organizationId: 10, actor: orgMgr, form })
    )._unsafeUnwrapErr();
    expect(c.kind).toBe('HttpError');
  });
});
