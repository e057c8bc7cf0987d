import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { transportErrors } from '../shared/errors.ts';
import type { UserPatch } from './ports.ts';
import { deleteUser, linkCopiedMessage, reactivateUser, resendInvite } from './user-actions.ts';
import { aUser, anAdmin, fakeUsers } from '../testing/users.ts';

const en = createMessageFormatter('en');
const orgMgr = { adminRoles: ['org_mgr'] as const };

describe('deleteUser (product-reference §2.5, §5)', () => {
  it("deletes and says 'User deleted successfully'", async () => {
    const removed: number[] = [];
    const users = fakeUsers({ remove: (id) => (removed.push(id), okAsync(undefined)) });
    const r = await deleteUser({ users })({ actor: { adminRoles: ['usr_mgr'] }, user: aUser({ id: 8 }) });
    expect(en.format(r._unsafeUnwrap().message)).toBe('User deleted successfully');
    expect(removed).toEqual([8]);
  });

  it('deletes an admin while another active admin remains', async () => {
    const users = fakeUsers({
      admins: () => okAsync([anAdmin({ id: 1 }), anAdmin({ id: 2 })]),
      remove: () => okAsync(undefined),
    });
    expect((await deleteUser({ users })({ actor: orgMgr, user: anAdmin({ id: 1 }) })).isOk()).toBe(true);
  });

  it('never deletes the only active admin', async () => {
    const only = anAdmin({ id: 1 });
    const users = fakeUsers({ admins: () => okAsync([only, anAdmin({ id: 2, isActive: false })]) });
    const e = (await deleteUser({ users })({ actor: orgMgr, user: only }))._unsafeUnwrapErr();
    expect(en.format(e.message)).toBe("Cannot delete this user, since they're the only active admin");
  });

  it('refuses a usr_mgr on an admin row and passes transport failures on', async () => {
    const refused = await deleteUser({ users: fakeUsers() })({
      actor: { adminRoles: ['usr_mgr'] },
      user: anAdmin(),
    });
    expect(refused._unsafeUnwrapErr().kind).toBe('AdminNotEditable');
    const users = fakeUsers({ remove: () => errAsync(transportErrors.http(500, 'boom')) });
    const failed = await deleteUser({ users })({ actor: orgMgr, user: aUser() });
    expect(en.format(failed._unsafeUnwrapErr().message)).toBe('boom');
  });
});

describe('reactivateUser (product-reference §4 User)', () => {
  it("clears deletedAt, sets active and says 'User reactivated successfully'", async () => {
    const patches: UserPatch[] = [];
    const users = fakeUsers({ patch: (id, p) => (patches.push(p), okAsync(aUser({ id }))) });
    const user = aUser({ isDeleted: true, isActive: false, deletedAt: '2026-02-01T00:00:00Z' });
    const r = await reactivateUser({ users })({ actor: orgMgr, user });
    expect(en.format(r._unsafeUnwrap().message)).toBe('User reactivated successfully');
    expect(patches).toEqual([{ deletedAt: null, isDeleted: false, isActive: true }]);
  });

  it('only reactivates a deleted user who had set a password', async () => {
    const never = await reactivateUser({ users: fakeUsers() })({
      actor: orgMgr,
      user: aUser({ isDeleted: true, activatedAt: null }),
    });
    expect(never._unsafeUnwrapErr().kind).toBe('NotReactivatable');
    const notDeleted = await reactivateUser({ users: fakeUsers() })({ actor: orgMgr, user: aUser() });
    expect(notDeleted._unsafeUnwrapErr().kind).toBe('NotReactivatable');
  });

  it('passes transport failures on', async () => {
    const users = fakeUsers({ patch: () => errAsync(transportErrors.offline()) });
    const r = await reactivateUser({ users })({ actor: orgMgr, user: aUser({ isDeleted: true }) });
    expect(r._unsafeUnwrapErr().kind).toBe('Offline');
  });
});

describe('resendInvite and the copied link (product-reference §2.5, §8)', () => {
  it("resends the mail and says 'Mail resent to user successfully'", async () => {
    const patches: UserPatch[] = [];
    const users = fakeUsers({ patch: (id, p) => (patches.push(p), okAsync(aUser({ id }))) });
    const r = await resendInvite({ users })({
      actor: orgMgr,
      user: aUser({ activatedAt: null, isActive: false }),
    });
    expect(en.format(r._unsafeUnwrap().message)).toBe('Mail resent to user successfully');
    expect(patches).toEqual([{ resendMail: true }]);
  });

  it('restores a user deleted before setting a password', async () => {
    const patches: UserPatch[] = [];
    const users = fakeUsers({ patch: (id, p) => (patches.push(p), okAsync(aUser({ id }))) });
    await resendInvite({ users })({ actor: orgMgr, user: aUser({ activatedAt: null, isDeleted: true }) });
    expect(patches).toEqual([{ resendMail: true, isDeleted: false, deletedAt: null }]);
  });

  it('refuses a user who already set a password, and passes transport failures on', async () => {
    const done = await resendInvite({ users: fakeUsers() })({ actor: orgMgr, user: aUser() });
    expect(done._unsafeUnwrapErr().kind).toBe('AlreadyActivated');
    const users = fakeUsers({ patch: () => errAsync(transportErrors.apiUnreachable()) });
    const r = await resendInvite({ users })({ actor: orgMgr, user: aUser({ activatedAt: null }) });
    expect(r._unsafeUnwrapErr().kind).toBe('ApiUnreachable');
  });

  it("has the copy text 'Link copied successfully'", () => {
    expect(en.format(linkCopiedMessage)).toBe('Link copied successfully');
  });
});
