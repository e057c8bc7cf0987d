import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import {
  DEFAULT_DELETED_FILTER,
  USERS_PAGE_SIZE,
  applyDeletedFilter,
  deletedFilterLabels,
  isDeletedQuery,
  isInactiveRow,
  rowActions,
  userStatusBadge,
  userColumns,
  userTypeIcon,
} from './users-table.ts';
import { aUser, anAdmin } from '../testing/users.ts';

const en = createMessageFormatter('en');
const domain = 'wallet.scr.example';

describe('users table (product-reference §2.5)', () => {
  it('shows 8 rows per page and the columns with their exact headers', () => {
    expect(USERS_PAGE_SIZE).toBe(8);
    expect(userColumns.map((c) => en.format(c.label))).toEqual([
      'ID',
      'Type',
      'Active',
      'Last name',
      'First name',
      'Email',
      'Phone',
      'Admin App role',
      'SCR App role',
      'Lang',
      'Created',
      'Updated',
      'Action',
      'Activated at',
      'Deleted',
    ]);
    expect(userColumns.filter((c) => c.hidden).map((c) => c.key)).toEqual([
      'id',
      'isActive',
      'phone',
      'lang',
      'updatedAt',
      'activatedAt',
    ]);
  });

  it("filters on Deleted, 'Not deleted' by default", () => {
    expect(DEFAULT_DELETED_FILTER).toBe('notDeleted');
    expect(en.format(deletedFilterLabels[DEFAULT_DELETED_FILTER])).toBe('Not deleted');
    const users = [aUser({ id: 1 }), aUser({ id: 2, isDeleted: true })];
    expect(applyDeletedFilter(users, 'notDeleted').map((u) => u.id)).toEqual([1]);
    expect(applyDeletedFilter(users, 'deleted').map((u) => u.id)).toEqual([2]);
    expect(applyDeletedFilter(users, 'all').map((u) => u.id)).toEqual([1, 2]);
    expect([isDeletedQuery('notDeleted'), isDeletedQuery('deleted'), isDeletedQuery('all')]).toEqual([
      false,
      true,
      undefined,
    ]);
  });

  it('picks the Type icon (deleted, admin or other) and flags inactive rows', () => {
    expect(userTypeIcon(anAdmin({ isDeleted: true }))).toBe('deleted');
    expect(userTypeIcon(anAdmin())).toBe('admin');
    expect(userTypeIcon(aUser())).toBe('other');
    expect(isInactiveRow(aUser({ isActive: false }))).toBe(true);
    expect(isInactiveRow(aUser())).toBe(false);
  });

  it('badges an invited or inactive row in words, not only in its style', () => {
    expect(userStatusBadge(aUser({ isActive: false, activatedAt: null }))).toBe('invited');
    expect(userStatusBadge(aUser({ isActive: false }))).toBe('inactive');
    expect(userStatusBadge(aUser())).toBeNull();
    expect(userStatusBadge(aUser({ isActive: false, isDeleted: true }))).toBeNull();
    expect(en.format({ id: 'users.status.invited' })).toBe('Invited');
    expect(createMessageFormatter('nl').format({ id: 'users.status.inactive' })).toBe('Inactief');
  });
});

describe('row actions (product-reference §2.5, §6)', () => {
  const company = 'https://wallet.ghent.example:8443';

  it('shows Edit and Delete on an admin row only to an org_mgr', () => {
    const input = { walletUrl: company, hostedWalletDomain: domain };
    expect(rowActions({ ...input, row: anAdmin(), viewerAdminRoles: ['usr_mgr'] })).toMatchObject({
      edit: false,
      delete: false,
    });
    expect(rowActions({ ...input, row: anAdmin(), viewerAdminRoles: ['org_mgr'] })).toMatchObject({
      edit: true,
      delete: true,
    });
    expect(rowActions({ ...input, row: aUser(), viewerAdminRoles: ['usr_mgr'] })).toMatchObject({
      edit: true,
      delete: true,
    });
  });

  it('shows Change password for a company wallet once the user set a password', () => {
    const row = aUser();
    const viewerAdminRoles = ['org_mgr'] as const;
    const at = (walletUrl: string, r = row) =>
      rowActions({ row: r, viewerAdminRoles, walletUrl, hostedWalletDomain: domain }).changePassword;
    expect(at(company)).toBe(true);
    expect(at(company, aUser({ activatedAt: null }))).toBe(false);
    expect(at('0')).toBe(false);
    expect(at('https://wallet.scr.example')).toBe(false);
    expect(at('https://acme.wallet.scr.example:443/api')).toBe(false);
    expect(at('https://notwallet.scr.example.evil.example')).toBe(true);
  });
});
