// Contract test of product-reference §6 "new admin users copy the signing key of an existing admin that has
// one", end to end: the domain's use cases send no key, the platform copies it, the stored user shows it
// (docs/adr/0005-signing-key-copied-by-platform.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editUser, editUserFormValues, inviteUser, type OrganizationUser } from '@scr/domain';
import { signInAs, startFakePlatform, type Client, type FakePlatform } from './support.ts';

let platform: FakePlatform;
let anna: Client;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
  anna = await signInAs(platform, 'anna.admin@carrier.example');
});
afterAll(() => platform.close());

const annaActor = { adminRoles: ['org_mgr'] as const, userId: 1 };

const everyone = async (): Promise<readonly OrganizationUser[]> =>
  (
    await anna.gateways.users.list({
      organizationId: 1,
      page: 0,
      pageSize: 100,
      sort: [],
      deleted: 'all',
      search: '',
    })
  )._unsafeUnwrap().data;

const stored = async (id: number): Promise<OrganizationUser> =>
  (await everyone()).find((u) => u.id === id) ?? Promise.reject(new Error(`no user ${id}`));

/** The key a new admin must get: the lowest-id active, not deleted admin's that has one. */
const expectedKey = async (): Promise<string> => {
  const holders = (await everyone())
    .filter((u) => u.isAdmin && u.isActive && !u.isDeleted && u.pkeySign)
    .sort((a, b) => a.id - b.id);
  const key = holders[0]?.pkeySign;
  if (!key) throw new Error('no admin holds a key');
  return key;
};

describe('the signing key of a new admin (product-reference §6)', () => {
  it("an invited admin is stored with an existing admin's key; an invited non-admin with none", async () => {
    const key = await expectedKey();
    const form = { firstName: 'Kim', lastName: 'Key', phone: '', userRole: 'regular' };
    const admin = await inviteUser(anna.deps)({
      organizationId: 1,
      actor: annaActor,
      form: { ...form, email: 'kim.key@carrier.example', adminRole: 'cnx_mgr' },
    });
    expect((await stored(admin._unsafeUnwrap().user.id)).pkeySign).toBe(key);
    const regular = await inviteUser(anna.deps)({
      organizationId: 1,
      actor: annaActor,
      form: { ...form, email: 'kim.nokey@carrier.example', adminRole: 'none' },
    });
    expect((await stored(regular._unsafeUnwrap().user.id)).pkeySign).toBeNull();
  });

  it("a user made admin without a key gets an existing admin's; one with a key keeps it", async () => {
    const key = await expectedKey();
    const users = await everyone();
    const keyless = users.find((u) => !u.isAdmin && !u.isDeleted && u.activatedAt !== null && !u.pkeySign);
    const keyed = users.find((u) => !u.isAdmin && !u.isDeleted && u.pkeySign);
    if (!keyless || !keyed) throw new Error('the demo world lacks a regular user with and one without a key');
    for (const user of [keyless, keyed]) {
      const saved = await editUser(anna.deps)({
        actor: annaActor,
        user,
        form: { ...editUserFormValues(user), adminRole: 'usr_mgr' },
      });
      expect(saved._unsafeUnwrap().user.adminRoles).toEqual(['usr_mgr']);
    }
    expect((await stored(keyless.id)).pkeySign).toBe(key);
    expect((await stored(keyed.id)).pkeySign).toBe(keyed.pkeySign);
  });
});
