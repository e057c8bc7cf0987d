import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { transportErrors } from '../shared/errors.ts';
import { listUsers, listUsersPage } from './list-users.ts';
import type { UserListQuery } from './ports.ts';
import { aUser, anAdmin, fakeUsers } from '../testing/users.ts';

describe('listUsers (product-reference §2.5, §7)', () => {
  it('asks the server for 8 not-deleted users, admins first, and counts active admins', async () => {
    const queries: UserListQuery[] = [];
    const users = fakeUsers({
      list: (q) => (queries.push(q), okAsync({ total: 13, data: [aUser()] })),
      admins: () => okAsync([anAdmin({ id: 1 }), anAdmin({ id: 2, isActive: false }), anAdmin({ id: 3 })]),
    });
    const page = (await listUsers({ users })({ organizationId: 10, page: 1 }))._unsafeUnwrap();
    expect(page).toMatchObject({ total: 13, adminCounts: { activeAdmins: 2, activeOrgMgrs: 2 } });
    expect(queries[0]).toEqual({
      organizationId: 10,
      page: 1,
      pageSize: 8,
      deleted: 'notDeleted',
      search: '',
      sort: [
        { field: 'isAdmin', direction: 'desc' },
        { field: 'lastName', direction: 'asc' },
        { field: 'firstName', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ],
    });
  });

  it('sends a normalized search and sorts by the clicked column first, then the spec order and the id', async () => {
    const queries: UserListQuery[] = [];
    const users = fakeUsers({
      list: (q) => (queries.push(q), okAsync({ total: 0, data: [] })),
      admins: () => okAsync([]),
    });
    await listUsers({ users })({
      organizationId: 10,
      page: 0,
      search: '  claes   de  ',
      sort: { field: 'lastName', direction: 'desc' },
    });
    expect(queries[0]).toMatchObject({
      search: 'claes de',
      sort: [
        { field: 'lastName', direction: 'desc' },
        { field: 'isAdmin', direction: 'desc' },
        { field: 'firstName', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ],
    });
  });

  it('refuses a bad page, sort field or an overlong search without asking the server', async () => {
    const users = fakeUsers({ list: () => okAsync({ total: 0, data: [] }), admins: () => okAsync([]) });
    const list = listUsers({ users });
    for (const bad of [
      { organizationId: 10, page: -1 },
      { organizationId: 10, page: 0, search: 'x'.repeat(101) },
      { organizationId: 10, page: 0, sort: { field: 'password', direction: 'asc' } },
    ])
      expect((await list(bad as never))._unsafeUnwrapErr().kind).toBe('Invalid');
  });

  it('passes a transport failure on', async () => {
    const users = fakeUsers({
      list: () => errAsync(transportErrors.unauthorized('Not authenticated')),
      admins: () => okAsync([]),
    });
    const r = await listUsers({ users })({ organizationId: 10, page: 0, deleted: 'all' });
    expect(r._unsafeUnwrapErr().kind).toBe('Unauthorized');
  });
});

describe("listUsersPage (an export's read)", () => {
  it('asks for the page as listUsers does and never for the admins', async () => {
    const queries: UserListQuery[] = [];
    let adminCalls = 0;
    const users = fakeUsers({
      list: (q) => (queries.push(q), okAsync({ total: 1200, data: [aUser()] })),
      admins: () => (adminCalls++, okAsync([])),
    });
    const command = {
      organizationId: 10,
      page: 2,
      pageSize: 500,
      deleted: 'all',
      search: ' claes ',
      sort: { field: 'email', direction: 'asc' },
    } as const;
    const page = (await listUsersPage({ users })(command))._unsafeUnwrap();
    expect(page).toEqual({ total: 1200, data: [aUser()] });
    expect(adminCalls).toBe(0);
    await listUsers({ users })(command);
    expect(queries[0]).toEqual(queries[1]);
  });

  it('refuses a bad command without asking the server', async () => {
    const users = fakeUsers({ list: () => okAsync({ total: 0, data: [] }), admins: () => okAsync([]) });
    const r = await listUsersPage({ users })({ organizationId: 10, page: -1 });
    expect(r._unsafeUnwrapErr().kind).toBe('Invalid');
  });
});
