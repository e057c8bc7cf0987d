// Contract tests of the organization users and memberships against a live fake platform, partly
// through the domain's use cases (listUsers, inviteUser, editUser, deleteUser, reactivateUser).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteUser,
  inviteUser,
  listUsers,
  reactivateUser,
  resendInvite,
  type OrganizationUser,
} from '@scr/domain';
import { clientOf, mails, signInAs, startFakePlatform, type Client, type FakePlatform } from './support.ts';

let platform: FakePlatform;
let anna: Client;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
  anna = await signInAs(platform, 'anna.admin@carrier.example');
});
afterAll(() => platform.close());

const annaActor = { adminRoles: ['org_mgr'] as const, userId: 1 };
const byEmail = async (email: string): Promise<OrganizationUser> => {
  const user = (await anna.gateways.users.findByEmail(1, email))._unsafeUnwrap();
  if (!user) throw new Error(`no user ${email}`);
  return user;
};

describe('users', () => {
  it('pages, sorts (admins first) and filters on the server', async () => {
    const page = (await listUsers(anna.deps)({ organizationId: 1, page: 0 }))._unsafeUnwrap();
    expect(page.total).toBeGreaterThan(page.data.length);
    expect(page.data[0]?.isAdmin).toBe(true);
    expect(page.data.every((u) => !u.isDeleted)).toBe(true);
    expect(page.adminCounts.activeAdmins).toBeGreaterThanOrEqual(3);
    expect(page.adminCounts.activeOrgMgrs).toBe(1);
    const second = (
      await anna.gateways.users.list({
        organizationId: 1,
        page: 1,
        pageSize: 8,
        sort: [{ field: 'email', direction: 'asc' }],
        deleted: 'all',
        search: '',
      })
    )._unsafeUnwrap();
    const emails = second.data.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    const deleted = (
      await anna.gateways.users.list({
        organizationId: 1,
        page: 0,
        pageSize: 8,
        sort: [],
        deleted: 'deleted',
        search: '',
      })
    )._unsafeUnwrap();
    expect(deleted.data.length).toBeGreaterThan(0);
    expect(deleted.data.every((u) => u.isDeleted)).toBe(true);
  });

  it('lists admins and finds a user by email (null when unknown)', async () => {
    const admins = (await anna.gateways.users.admins(1))._unsafeUnwrap();
    expect(admins.map((a) => a.email)).toEqual(
      expect.arrayContaining(['anna.admin@carrier.example', 'ulrich.users@carrier.example']),
    );
    expect((await anna.gateways.users.findByEmail(1, 'nobody@carrier.example'))._unsafeUnwrap()).toBeNull();
  });

  it('invites a user through the domain; the platform mails the add-user link', async () => {
    const saved = await inviteUser(anna.deps)({
      organizationId: 1,
      actor: annaActor,
      form: {
        firstName: 'Nora',
        lastName: 'New',
        email: 'nora.new@carrier.example',
        phone: '',
        adminRole: 'cnx_mgr',
        userRole: 'regular',
      },
    });
    expect(saved._unsafeUnwrap().user).toMatchObject({
      email: 'nora.new@carrier.example',
      adminRoles: ['cnx_mgr'],
      isActive: false,
    });
    expect(
      (await mails(platform, 'nora.new@carrier.example'))[0]?.links.some((l) =>
        l.includes('/wallet-add-user/'),
      ),
    ).toBe(true);
    const twice = await anna.gateways.users.create({
      organizationId: 1,
      firstName: 'N',
      lastName: 'N',
      email: 'nora.new@carrier.example',
      phone: '',
      adminRoles: [],
      userRole: 'regular',
    });
    expect(twice._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 409 });
  });

  it('patches a user, re-sends the add-user mail, deletes and reactivates', async () => {
    const regular = (
      await anna.gateways.users.list({
        organizationId: 1,
        page: 0,
        pageSize: 50,
        sort: [],
        deleted: 'notDeleted',
        search: '',
      })
    )
      ._unsafeUnwrap()
      .data.find((u) => !u.isAdmin && u.activatedAt !== null);
    if (!regular) throw new Error('no regular user');
    const patched = await anna.gateways.users.patch(regular.id, {
      phone: '+32 3 000 00 00',
      userRole: 'viewer',
    });
    expect(patched._unsafeUnwrap()).toMatchObject({
      id: regular.id,
      phone: '+32 3 000 00 00',
      userRole: 'viewer',
    });
    expect((await deleteUser(anna.deps)({ actor: annaActor, user: regular })).isOk()).toBe(true);
    const deleted = await byEmail(regular.email);
    expect(deleted.isDeleted).toBe(true);
    expect((await reactivateUser(anna.deps)({ actor: annaActor, user: deleted })).isOk()).toBe(true);
    expect(await byEmail(regular.email)).toMatchObject({ isDeleted: false, isActive: true });
    const ian = (
      await anna.gateways.users.list({
        organizationId: 1,
        page: 0,
        pageSize: 50,
        sort: [],
        deleted: 'notDeleted',
        search: '',
      })
    )
      ._unsafeUnwrap()
      .data.find((u) => u.activatedAt === null);
    if (!ian) throw new Error('no invited user');
    expect((await resendInvite(anna.deps)({ actor: annaActor, user: ian })).isOk()).toBe(true);
  });

  it('answers 400 for invalid input, 404 for an unknown user and 401 without token', async () => {
    expect((await anna.gateways.users.patch(1, { email: 'not-an-email' }))._unsafeUnwrapErr()).toMatchObject({
      kind: 'HttpError',
      status: 400,
    });
    expect((await anna.gateways.users.patch(99_999, { phone: '1' }))._unsafeUnwrapErr()).toMatchObject({
      kind: 'HttpError',
      status: 404,
    });
    expect((await clientOf(platform).gateways.users.admins(1))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Unauthorized',
    });
  });

  it("refuses another organization's users (403) and admin roles granted by a usr_mgr (403)", async () => {
    expect((await anna.gateways.users.admins(2))._unsafeUnwrapErr()).toMatchObject({ kind: 'Forbidden' });
    expect((await anna.gateways.users.patch(20, { phone: '1' }))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Forbidden',
    });
    const ulrich = await signInAs(platform, 'ulrich.users@carrier.example');
    const granted = await ulrich.gateways.users.create({
      organizationId: 1,
      firstName: 'G',
      lastName: 'G',
      email: 'granted@carrier.example',
      phone: '',
      adminRoles: ['org_mgr'],
      userRole: 'regular',
    });
    expect(granted._unsafeUnwrapErr()).toMatchObject({ kind: 'Forbidden' });
  });
});

describe('memberships', () => {
  it("answers a person's organizations where the caller is an admin", async () => {
    const fiona = await signInAs(platform, 'fiona.forwarder@forwarder.example', 2);
    const own = (
      await fiona.gateways.memberships.membershipsOf(fiona.outcome.user?.userId ?? 0)
    )._unsafeUnwrap();
    expect(own.map((m) => m.organization.id).sort()).toEqual([2, 3]);
    expect(own[0]).toMatchObject({
      isAdmin: true,
      isActive: true,
      organization: { walletUrl: expect.any(String) },
    });
  });
});
